// The day's reading (docs/rules/one-voice.md): steady across reloads within a part of the day,
// coherent by the energy–mood table, every item suited to the part of the day, the hour's words in
// the hour's voice, and still varied across days and visitors.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeThresholds } from '../../domain/alignment.ts'
import { DAY_HEADLINES, GO_EASY_ON, LEAN_INTO } from '../../domain/content/day-words.ts'
import { checkInSentence, FEELING_STRATEGIES } from '../../domain/content/feelings.ts'
import { HOUR_LINES, hourLine, WHEN } from '../../domain/content/hour-words.ts'
import { LUNA_CONTENT } from '../../domain/content/luna.ts'
import { THEME_ANSWERS } from '../../domain/content/themes.ts'
import {
  computeDailyReading,
  type DailyReadingInput,
  ENERGY_MOODS,
  FEELING_DENIED_MOODS,
  feelingAnswerOf,
  moodFitsEnergy,
  selectCoherentState,
} from '../../domain/daily-reading.ts'
import { type PartOfDay, partOfDay } from '../../domain/dates.ts'
import { daySchumann } from '../../domain/day-card.ts'
import { boundedBy, dayTide, ENERGY_LEVELS, tierOfFeeling } from '../../domain/day-tide.ts'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { feltWord } from '../../domain/felt-word.ts'
import { hearDay } from '../../domain/heard.ts'
import { LUNA_STYLES } from '../../domain/luna.ts'
import { computeLunaInputs, STATE_CONDITIONS } from '../../domain/luna-engine.ts'
import { PARTS_OF_DAY, textsFor } from '../../domain/suited.ts'
import { LUNA_STATES, WINDOW_PHASES } from '../../domain/vocabulary.ts'

const day = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
const input = fc.record({
  seed: fc.oneof(fc.uuid(), fc.constant('guest')),
  localDate: day,
  localTime: time,
  baseline: fc.double({ min: 80.901, max: 82.081, noNaN: true }).map((b) => Math.round(b * 1000) / 1000),
  archetypeId: fc.option(fc.integer({ min: 1, max: 32 }), { nil: null }),
  thresholds: fc
    .tuple(fc.integer({ min: 0, max: 400 }), fc.double({ min: 0, max: 0.5, noNaN: true }))
    .map(([n, s]) => computeThresholds(n, s)),
  livePhase: fc.constantFrom(...WINDOW_PHASES),
  awareness: fc.option(
    fc.integer({ min: 0, max: 100 }).map((v) => v / 100),
    { nil: undefined },
  ),
  birthDate: fc.option(day, { nil: null }),
  feelings: fc.record({
    today: fc.option(
      fc.integer({ min: 0, max: 100 }).map((value) => ({ value })),
      { nil: null },
    ),
    yesterday: fc.option(
      fc.integer({ min: 0, max: 100 }).map((value) => ({ value })),
      { nil: null },
    ),
  }),
}) satisfies fc.Arbitrary<DailyReadingInput>

/** Everything of the reading that speaks of the day, not of the hour. */
const dayParts = (r: ReturnType<typeof computeDailyReading>) => {
  const { now: _now, headline: _h, leanInto: _l, goEasyOn: _g, luna, ...rest } = r
  const { suggestion: _s, answer: _a, ...lunaDay } = luna
  return { ...rest, luna: lunaDay }
}

describe("the day's reading", () => {
  it('is identical on every reload within a part of the day; across parts, only the words for the hour change', () => {
    fc.assert(
      fc.property(input, time, fc.constantFrom(...WINDOW_PHASES), (i, laterTime, laterPhase) => {
        const first = computeDailyReading(i)
        expect(computeDailyReading({ ...i })).toEqual(first)
        const later = computeDailyReading({ ...i, localTime: laterTime, livePhase: laterPhase })
        expect(dayParts(later)).toEqual(dayParts(first))
        if (partOfDay(laterTime) === partOfDay(i.localTime)) {
          expect(later.headline).toBe(first.headline)
          expect(later.leanInto).toEqual(first.leanInto)
        }
      }),
    )
  })

  it('never pairs an energy with a mood the table rules out, nor a feeling with a mood that denies it', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeDailyReading(i)
        expect(ENERGY_MOODS[r.energy]).toContain(r.luna.mood)
        // The day's energy is the day's tide's, held within what the feeling allows (domain/day-tide.ts).
        const tide = dayTide({
          seed: i.seed,
          localDate: i.localDate,
          birthDate: i.birthDate ?? null,
          kIndex: daySchumann(i.localDate).kIndex,
          today: i.feelings?.today ?? null,
          yesterday: i.feelings?.yesterday ?? null,
        })
        expect(r.energy).toBe(tide?.energy)
        const today = i.feelings?.today
        if (today) {
          const tier = tierOfFeeling(today)
          expect(FEELING_DENIED_MOODS[tier]).not.toContain(r.luna.mood)
          // Luna names the feeling in a word that follows "feel", then offers one thing of its tier
          // suited to the part of the day.
          const descriptor = descriptorAt(codonIndexFromValue(today.value))
          expect(r.luna.answer?.descriptor).toBe(descriptor)
          if (r.luna.answer?.theme === null) {
            const opening = `You said you feel ${feltWord(descriptor)}. `
            expect(r.luna.answer.text.startsWith(opening)).toBe(true)
            expect(textsFor(FEELING_STRATEGIES[tier] ?? [], r.now.fit)).toContain(
              r.luna.answer.text.slice(opening.length),
            )
          } else expect(r.luna.answer?.theme).toBe('crisis')
          // The heaviest feelings never get a bright day; the brightest never a restful one.
          if (tier === 0) expect(['low', 'moderate']).toContain(r.energy)
          if (tier === 3) expect(r.energy).not.toBe('low')
        } else expect(r.luna.answer).toBeNull()
        // The hour's energy is the day's, one step brighter or quieter at most, said as a fact.
        expect(
          Math.abs(ENERGY_LEVELS.indexOf(r.now.energy) - ENERGY_LEVELS.indexOf(r.energy)),
        ).toBeLessThanOrEqual(1)
        if (r.now.energy === r.energy) expect(r.now.energyLine).toMatch(/^The same as your day’s /)
        else expect(r.now.energyLine).toMatch(/^One step (brighter|quieter) than your day’s /)
        // Every text comes from the lists of its own energy, state and part of the day.
        const fit = r.now.fit
        expect(DAY_HEADLINES[r.energy][fit]).toContain(r.headline)
        for (const line of r.leanInto) expect(textsFor(LEAN_INTO[r.energy], fit)).toContain(line)
        for (const line of r.goEasyOn) expect(textsFor(GO_EASY_ON[r.energy], fit)).toContain(line)
        expect(LUNA_CONTENT[r.luna.state].messages).toContain(r.luna.message)
        if (r.luna.suggestion)
          expect(textsFor(LUNA_CONTENT[r.luna.state].suggestions, fit)).toContain(r.luna.suggestion)
        expect(new Set(r.leanInto).size).toBe(2)
        expect(r.goEasyOn).toHaveLength(1)
      }),
    )
  })

  it('names the hour by the part of the day, and says how it stands against the day', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeDailyReading(i)
        const part = partOfDay(i.localTime)
        expect(r.now.part).toBe(part)
        expect(r.now.line).toBe(hourLine(r.now.turn, r.energy, part, r.now.fit))
        expect(r.now.line.startsWith(WHEN[part])).toBe(true)
        expect(r.now.message.startsWith(`${WHEN[part]}, `)).toBe(true)
        expect(HOUR_LINES).toContain(r.now.line)
        // A brighter hour is one whose reading rose above the visitor's center, a quieter one below.
        if (r.now.turn === 'brighter') expect(i.livePhase).toBe('Resonance Ascendancy')
        if (r.now.turn === 'quieter') expect(i.livePhase).toBe('Volatility Field')
        for (const text of [
          r.now.line,
          r.now.message,
          r.now.energyLine,
          r.now.focus,
          ...r.now.recommendations,
        ])
          expect(text, text).not.toMatch(/\btoday\b/i)
      }),
    )
  })

  it('differs across days and across visitors', () => {
    const base: DailyReadingInput = {
      seed: 'a',
      localDate: '2026-11-24',
      localTime: '09:00',
      baseline: 81.5,
      archetypeId: 4,
      thresholds: computeThresholds(0, 0),
      livePhase: 'Echo Chamber',
    }
    const days = Array.from({ length: 30 }, (_, k) => `2026-11-${String(k + 1).padStart(2, '0')}`)
    const headlines = new Set(days.map((d) => computeDailyReading({ ...base, localDate: d }).headline))
    expect(headlines.size).toBeGreaterThan(1)
    const seeds = Array.from({ length: 30 }, (_, k) => `visitor-${k}`)
    const messages = new Set(seeds.map((seed) => computeDailyReading({ ...base, seed }).luna.message))
    expect(messages.size).toBeGreaterThan(1)
  })
})

describe('what Luna hears', () => {
  const at = (hhmm: string) => Date.parse(`2026-12-01T${hhmm}:00Z`)
  /** A reading at `localTime`, ten minutes after the visitor said `words` with the slider at `value`. */
  const reading = (words: string, value: number, localTime = '21:00') => {
    const said = new Date(at(localTime) - 10 * 60_000).toISOString().slice(11, 16)
    const heard = hearDay([{ value, words, at: at(said), localTime: said }], at(localTime))
    return computeDailyReading({
      seed: 'nurse',
      localDate: '2026-12-01',
      localTime,
      baseline: 81.4,
      archetypeId: 6,
      thresholds: computeThresholds(0, 0),
      livePhase: 'Volatility Field',
      feelings: { today: { value }, yesterday: null },
      heard,
    })
  }

  it('answers grief with a human line, keeps the day restful and gives no homework, whatever the slider says', () => {
    for (const value of [10, 45, 90]) {
      const r = reading('Lost a patient I had looked after all week', value)
      expect(r.luna.answer?.theme).toBe('grief')
      expect(textsFor(THEME_ANSWERS.grief, 'evening')).toContain(r.luna.answer?.text)
      expect(r.energy).toBe('low')
      expect(r.luna.state).toBe('low_scalar_grounding')
      expect(r.luna.suggestion).toBeNull()
      expect(r.intention).toMatch(/grief/)
    }
  })

  it('hears going to bed in the morning after a night shift: the words are for rest, not for a start', () => {
    const r = reading('Code blue at 5. Just want my bed.', 12, '07:30')
    expect(r.now.part).toBe('morning')
    expect(r.now.fit).toBe('night')
    expect(r.now.line.startsWith('This morning')).toBe(true)
    expect(DAY_HEADLINES[r.energy].night).toContain(r.headline)
    expect(r.luna.answer?.theme).toBe('exhaustion')
    expect(r.heard.crisis).toBe(false)
  })

  it('shows the helpline for a crisis in the words or the slider’s lowest words, not for a tired day', () => {
    expect(reading('I do not want to be here anymore, I want to die', 40).heard.crisis).toBe(true)
    expect(reading('', 3).heard.crisis).toBe(true)
    expect(reading('so tired after a long shift', 12).heard.crisis).toBe(false)
    const answer = feelingAnswerOf({ value: 40, words: 'I want to die' }, '2026-12-01', 'x', '21:00')
    expect(answer.crisis).toBe(true)
    expect(answer.text).toMatch(/helpline/)
  })

  it('bounds the day by the words: heavy words hold it steady at most, light ones bright enough', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENERGY_LEVELS), fc.integer({ min: 0, max: 100 }), (energy, value) => {
        const heavy = boundedBy(energy, { value }, { tender: false, weight: 'heavy' })
        expect(['low', 'moderate']).toContain(heavy)
        expect(boundedBy(energy, { value }, { tender: true, weight: 'heavy' })).toBe('low')
        expect(boundedBy(energy, { value }, { tender: false, weight: 'light' })).not.toBe('low')
      }),
    )
  })
})

describe('the energy–mood table', () => {
  it('gives every energy a state for every input, and only a state whose conditions hold (or the default)', () => {
    const energies = Object.keys(ENERGY_MOODS) as (keyof typeof ENERGY_MOODS)[]
    fc.assert(
      fc.property(
        fc.double({ min: 75, max: 88, noNaN: true }),
        fc.constantFrom(...WINDOW_PHASES),
        fc.double({ min: 7.5, max: 8.2, noNaN: true }),
        fc.constantFrom(...energies),
        (scalar, phase, hz, energy) => {
          const inputs = computeLunaInputs(scalar, phase, hz)
          const state = selectCoherentState(inputs, energy)
          expect(moodFitsEnergy(LUNA_STYLES[state].mood, energy)).toBe(true)
          // The fallbacks: rooted grounding on a restful day, balanced flow on any other.
          const fallback = energy === 'low' ? 'low_scalar_grounding' : 'balanced_flow'
          if (state !== fallback) expect(STATE_CONDITIONS[state].every((c) => c(inputs))).toBe(true)
        },
      ),
    )
  })

  it('rules out exactly the contradictions it names, and keeps the default coherent with every energy', () => {
    expect(moodFitsEnergy('electric', 'low')).toBe(false)
    expect(moodFitsEnergy('luminous', 'low')).toBe(false)
    expect(moodFitsEnergy('electric', 'moderate')).toBe(false)
    expect(moodFitsEnergy('rooted', 'high')).toBe(false)
    expect(moodFitsEnergy('rooted', 'peak')).toBe(false)
    for (const energy of Object.keys(ENERGY_MOODS) as (keyof typeof ENERGY_MOODS)[]) {
      expect(moodFitsEnergy(LUNA_STYLES.balanced_flow.mood, energy)).toBe(true)
    }
    // Each mood the table names is a real mood of some state.
    const moods = new Set(LUNA_STATES.map((s) => LUNA_STYLES[s].mood))
    for (const list of Object.values(ENERGY_MOODS)) for (const mood of list) expect(moods).toContain(mood)
  })
})

describe('the words for each part of the day', () => {
  it('give every energy five headlines, two things to lean into and one to go easy on in every part', () => {
    for (const energy of ENERGY_LEVELS)
      for (const part of PARTS_OF_DAY as readonly PartOfDay[]) {
        expect(DAY_HEADLINES[energy][part]).toHaveLength(5)
        expect(textsFor(LEAN_INTO[energy], part).length, `${energy} ${part}`).toBeGreaterThanOrEqual(3)
        expect(textsFor(GO_EASY_ON[energy], part).length, `${energy} ${part}`).toBeGreaterThanOrEqual(2)
        for (const tier of FEELING_STRATEGIES) expect(textsFor(tier, part).length).toBeGreaterThanOrEqual(2)
      }
    const headlines = Object.values(DAY_HEADLINES).flatMap((byPart) => Object.values(byPart).flat())
    expect(new Set(headlines).size).toBe(headlines.length)
  })
})

describe("the check-in's confirmation", () => {
  it('names the feeling and the way the baseline moved, in a sentence with no number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 80, max: 83, noNaN: true }),
        (value, baseline) => {
          const descriptor = descriptorAt(codonIndexFromValue(value))
          const moved = baseline + ((value - 50) / 50) * 0.1
          const sentence = checkInSentence(descriptor, baseline, moved)
          expect(sentence.startsWith(`You said you feel ${feltWord(descriptor)}. Today’s baseline `)).toBe(
            true,
          )
          expect(sentence).not.toMatch(/\d/)
          const way = value < 50 ? 'moves down' : value > 50 ? 'moves up' : 'stays where it is'
          expect(sentence).toContain(way)
        },
      ),
    )
  })
})
