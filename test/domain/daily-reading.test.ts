// The day's reading (docs/rules/daily-reading.md): steady across reloads of a day, coherent by the
// energy–mood table, and still varied across days and visitors.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeThresholds } from '../../domain/alignment.ts'
import { DAY_HEADLINES, GO_EASY_ON, HOUR_LINES, hourLine, LEAN_INTO } from '../../domain/content/daily.ts'
import { checkInSentence, FEELING_STRATEGIES } from '../../domain/content/feelings.ts'
import { LUNA_CONTENT } from '../../domain/content/luna.ts'
import {
  computeDailyReading,
  type DailyReadingInput,
  ENERGY_MOODS,
  FEELING_DENIED_MOODS,
  moodFitsEnergy,
  selectCoherentState,
} from '../../domain/daily-reading.ts'
import { partOfDay } from '../../domain/dates.ts'
import { daySchumann } from '../../domain/day-card.ts'
import { dayTide, ENERGY_LEVELS, tierOfFeeling } from '../../domain/day-tide.ts'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { LUNA_STYLES } from '../../domain/luna.ts'
import { computeLunaInputs, STATE_CONDITIONS } from '../../domain/luna-engine.ts'
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

/** Everything of the reading but the hour's part. */
const dayParts = (r: ReturnType<typeof computeDailyReading>) => {
  const { now: _now, ...rest } = r
  return rest
}

describe("the day's reading", () => {
  it('is identical on every reload of a day, whatever the hour', () => {
    fc.assert(
      fc.property(input, time, fc.constantFrom(...WINDOW_PHASES), (i, laterTime, laterPhase) => {
        const first = computeDailyReading(i)
        expect(computeDailyReading({ ...i })).toEqual(first)
        expect(dayParts(computeDailyReading({ ...i, localTime: laterTime, livePhase: laterPhase }))).toEqual(
          dayParts(first),
        )
      }),
    )
  })

  it('never pairs an energy with a mood the compatibility table rules out, nor a feeling with a mood that denies it', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeDailyReading(i)
        expect(ENERGY_MOODS[r.energy]).toContain(r.luna.mood)
        // The day's energy is the day's tide's (domain/day-tide.ts).
        expect(r.energy).toBe(
          dayTide({
            seed: i.seed,
            localDate: i.localDate,
            birthDate: i.birthDate ?? null,
            kIndex: daySchumann(i.localDate).kIndex,
            today: i.feelings?.today ?? null,
            yesterday: i.feelings?.yesterday ?? null,
          })?.energy,
        )
        const today = i.feelings?.today
        if (today) {
          const tier = tierOfFeeling(today)
          expect(FEELING_DENIED_MOODS[tier]).not.toContain(r.luna.mood)
          // Luna names the feeling, then offers one thing to try of its tier.
          const descriptor = descriptorAt(codonIndexFromValue(today.value))
          expect(r.luna.answer?.descriptor).toBe(descriptor)
          expect(r.luna.answer?.text.startsWith(`You said you feel ${descriptor.toLowerCase()}. `)).toBe(true)
          expect(FEELING_STRATEGIES[tier]).toContain(
            r.luna.answer?.text.slice(`You said you feel ${descriptor.toLowerCase()}. `.length),
          )
          // The heaviest feelings never get a bright day; the brightest never a restful one.
          if (tier === 0) expect(['low', 'moderate']).toContain(r.energy)
          if (tier === 3) expect(r.energy).not.toBe('low')
        } else expect(r.luna.answer).toBeNull()
        // The hour's energy is the day's, one step brighter or quieter at most, said in the day's voice.
        expect(
          Math.abs(ENERGY_LEVELS.indexOf(r.now.energy) - ENERGY_LEVELS.indexOf(r.energy)),
        ).toBeLessThanOrEqual(1)
        if (r.now.energy === r.energy) expect(r.now.energyLine).toMatch(/^In step with a /)
        else expect(r.now.energyLine).toMatch(/^A (brighter|quieter) hour inside a /)
        // Every text comes from the lists of its own energy and state.
        expect(DAY_HEADLINES[r.energy]).toContain(r.headline)
        for (const line of r.leanInto) expect(LEAN_INTO[r.energy]).toContain(line)
        for (const line of r.goEasyOn) expect(GO_EASY_ON[r.energy]).toContain(line)
        expect(LUNA_CONTENT[r.luna.state].messages).toContain(r.luna.message)
        expect(new Set(r.leanInto).size).toBe(2)
        expect(r.goEasyOn).toHaveLength(1)
      }),
    )
  })

  it("names the hour's phase only when it differs from the day's", () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeDailyReading(i)
        if (i.livePhase === r.centre.phase) expect(r.now.note).toBeNull()
        else
          expect(r.now.note).toMatch(/^(This morning|This afternoon|This evening|Tonight) your reading has/)
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

describe("the Today card's line for the hour", () => {
  it('is the note when the hour left the day’s phase, and says the hour is in step otherwise, in its part’s words', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeDailyReading(i)
        const part = partOfDay(i.localTime)
        const line = hourLine(r.now.note, part)
        const words = {
          morning: 'This morning ',
          afternoon: 'This afternoon ',
          evening: 'This evening ',
          night: 'Tonight ',
        }
        expect(line.startsWith(words[part])).toBe(true)
        if (r.now.note === null)
          expect(line).toBe(
            `${words[part]}your reading is in step with the day, so the day’s words hold as they are.`,
          )
        else expect(line).toBe(r.now.note)
        // Every line the card can show keeps its room: the room is made of HOUR_LINES.
        expect(HOUR_LINES).toContain(line)
      }),
    )
  })

  it('has one line per part of the day and phase, and one in step per part, all different', () => {
    expect(HOUR_LINES).toHaveLength(4 * (WINDOW_PHASES.length + 1))
    expect(new Set(HOUR_LINES).size).toBe(HOUR_LINES.length)
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
          expect(
            sentence.startsWith(`You said you feel ${descriptor.toLowerCase()}. Today’s baseline `),
          ).toBe(true)
          expect(sentence).not.toMatch(/\d/)
          const way = value < 50 ? 'moves down' : value > 50 ? 'moves up' : 'stays where it is'
          expect(sentence).toContain(way)
        },
      ),
    )
  })
})
