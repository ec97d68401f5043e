import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CODONS } from '../../domain/codons.ts'
import { collectiveSignals, sustainedDriftDays } from '../../domain/collective.ts'
import { MEMORY_TEXTS_DE } from '../../domain/content/de/memory-texts.ts'
import { MEMORY_TEXTS_ES } from '../../domain/content/es/memory-texts.ts'
import { MEMORY_TEXTS } from '../../domain/content/memory-texts.ts'
import { addDays } from '../../domain/dates.ts'
import { digitSum, foldInto64, matchFrequency } from '../../domain/frequency-match.ts'
import { computeMemoryInsights } from '../../domain/memory.ts'
import { type CompiledMessage, formatMessage } from '../../domain/message-format.ts'
import { messages as lunaMoreDe } from '../../domain/messages/compiled/de/luna-more.ts'
import { messages as lunaMoreEs } from '../../domain/messages/compiled/es/luna-more.ts'
import { computeStreak, streakTier, streakWithVisit } from '../../domain/streak.ts'
import {
  analyzeTrajectory,
  journeyPointDue,
  MIN_READINGS_FOR_ANALYSIS,
  patternColor,
  spanParts,
  spanWords,
} from '../../domain/trajectory.ts'

describe('trajectory analysis', () => {
  it('needs 3 readings', () => {
    expect(analyzeTrajectory([81.2, 81.4]).pattern).toBe('insufficient-data')
    expect(analyzeTrajectory([]).pattern).toBe('insufficient-data')
  })
  it('recognises rising, falling, cycling and steady series', () => {
    expect(analyzeTrajectory([81.1, 81.2, 81.3, 81.4]).pattern).toBe('ascending')
    expect(analyzeTrajectory([81.4, 81.3, 81.2, 81.1]).pattern).toBe('descending')
    expect(analyzeTrajectory([81.2, 81.6, 81.2, 81.6, 81.2, 81.6], 6 * 86_400_000).pattern).toBe('cycling')
    expect(analyzeTrajectory([81.5, 81.5, 81.5, 81.5]).pattern).toBe('stable')
  })
  it('calls every strictly rising series with a real rise ascending', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 0.3, noNaN: true }), { minLength: 2, maxLength: 30 }),
        (steps) => {
          const series = [81]
          for (const s of steps) series.push((series.at(-1) ?? 81) + s)
          expect(analyzeTrajectory(series).pattern).toBe('ascending')
        },
      ),
    )
  })
  it('reports trend, stability and recent change', () => {
    const a = analyzeTrajectory([81.0, 81.1, 81.2])
    expect(a.trend).toBe(0.1)
    expect(a.recentChange).toBe(0.1)
    expect(a.stability).toBeGreaterThan(0.7)
    expect(patternColor('ascending')).toBe('green')
    expect(patternColor('stable')).toBe('purple')
  })
})

describe('when the compass records a journey point', () => {
  it('records the first reading, and a change of at least 0.01 in either direction', () => {
    expect(journeyPointDue(null, 81.099)).toBe(true)
    expect(journeyPointDue(81.1, 81.11)).toBe(true)
    expect(journeyPointDue(81.11, 81.1)).toBe(true)
    expect(journeyPointDue(80.29, 80.3)).toBe(true)
    expect(journeyPointDue(81.099, 81.108)).toBe(false)
    expect(journeyPointDue(81.099, 81.099)).toBe(false)
    expect(journeyPointDue(81.099, Number.NaN)).toBe(false)
    expect(journeyPointDue(Number.NaN, 81.2)).toBe(true)
  })
  it('never records the reloads of a few minutes, and records every move of a hundredth or more', () => {
    // Alignments as the compass gives them: three decimals.
    const xi = fc.integer({ min: 79_000, max: 84_000 }).map((t) => t / 1000)
    fc.assert(
      fc.property(xi, fc.integer({ min: -9, max: 9 }), (last, step) => {
        expect(journeyPointDue(last, Math.round((last + step / 1000) * 1000) / 1000)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(xi, fc.integer({ min: 10, max: 2000 }), fc.boolean(), (last, step, down) => {
        const next = Math.round((last + ((down ? -1 : 1) * step) / 1000) * 1000) / 1000
        expect(journeyPointDue(last, next)).toBe(true)
      }),
    )
  })
  it('keeps the spread of a sitting’s reloads from setting the zones: one point, not five', () => {
    // Five reloads over six minutes at the steepest hour of the day (0.0015 ξ a minute).
    const reloads = [81.094, 81.095, 81.097, 81.098, 81.1]
    let last: number | null = null
    let recorded = 0
    for (const current of reloads) {
      if (journeyPointDue(last, current)) {
        recorded++
        last = current
      }
    }
    expect(recorded).toBe(1)
  })
})

describe('streaks', () => {
  it('counts consecutive local days and stays alive through yesterday', () => {
    const days = ['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-19', '2026-11-20']
    expect(computeStreak(days, '2026-11-21')).toEqual({
      currentStreak: 2,
      longestStreak: 3,
      totalDays: 5,
      lastVisitDate: '2026-11-20',
    })
    expect(computeStreak(days, '2026-11-22').currentStreak).toBe(0)
    expect(computeStreak([], '2026-11-22')).toEqual({
      currentStreak: 0,
      longestStreak: 0,
      totalDays: 0,
      lastVisitDate: null,
    })
  })
  it('adds a visit kept offline to the last answered streak exactly as the server will count it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        (offsets, ahead) => {
          const days = offsets.map((d) => addDays('2026-01-01', d))
          // The last answer was asked on the day of the last visit (each visit answers the streak).
          const last = [...days].sort().at(-1) ?? '2026-01-01'
          const answered = computeStreak(days, last)
          const next = addDays(last, days.length === 0 ? 0 : ahead)
          expect(streakWithVisit(answered, next)).toEqual(computeStreak([...days, next], next))
        },
      ),
    )
  })

  it('adds several kept days, one after another, as the server will count them all', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 30 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 }),
        (offsets, aheads) => {
          const days = offsets.map((d) => addDays('2026-01-01', d))
          const last = [...days].sort().at(-1) ?? '2025-12-31'
          const added = aheads.map((d) => addDays(last, d)).sort()
          const shown = added.reduce(streakWithVisit, computeStreak(days, last))
          expect(shown).toEqual(computeStreak([...days, ...added], added.at(-1) ?? last))
        },
      ),
    )
  })

  it('has the tier texts', () => {
    expect([7, 3, 1, 0].map(streakTier)).toEqual([
      'On fire! Week+ streak',
      'Building momentum',
      'Getting started',
      'Begin your journey',
    ])
  })
})

describe('memory insights', () => {
  const patterns = {
    frequentIntents: [{ intent: 'clarity', count: 7 }],
    pagePreferences: [{ page: 'compass', visits: 6 }],
    totalInteractions: 25,
    currentStreak: 4,
    daysSinceFirst: 10,
  }
  it('shows up to 3 by confidence', () => {
    const insights = computeMemoryInsights(patterns, { trend: 0.08, totalReadings: 30 })
    expect(insights).toHaveLength(3)
    expect(insights.map((i) => i.confidence)).toEqual([0.9, 0.9, 0.8])
    expect(insights.map((i) => i.kind)).toEqual(['growth', 'trend', 'consistency'])
  })
  it('applies each threshold', () => {
    expect(
      computeMemoryInsights(
        {
          ...patterns,
          frequentIntents: [{ intent: 'growth', count: 2 }],
          pagePreferences: [{ page: 'compass', visits: 4 }],
          totalInteractions: 9,
        },
        null,
      ),
    ).toEqual([])
    const one = computeMemoryInsights({ ...patterns, totalInteractions: 0, pagePreferences: [] }, null)
    expect(one).toEqual([expect.objectContaining({ kind: 'intent', confidence: 0.7 })])
    expect(one[0]?.text).toContain('7')
  })
  it('never says "just beginning" beside "a real practice"', () => {
    const texts = computeMemoryInsights(
      { ...patterns, frequentIntents: [], pagePreferences: [], totalInteractions: 38, currentStreak: 1 },
      null,
    ).map((i) => i.text)
    expect(texts.some((t) => t.includes('real practice'))).toBe(true)
    expect(texts.some((t) => t.includes('just beginning'))).toBe(false)
    // Below 20 interactions there is no growth insight, and "just beginning" is true.
    const early = computeMemoryInsights(
      { ...patterns, frequentIntents: [], pagePreferences: [], totalInteractions: 12, currentStreak: 1 },
      null,
    ).map((i) => i.text)
    expect(early.some((t) => t.includes('just beginning'))).toBe(true)
  })
  it("speaks another language's words with its own span, by the same rule", () => {
    // The span as the app says it: the language's catalogue (luna.memory.span) with spanParts.
    const spanIn = (messages: object, locale: string) => (minutes: number) =>
      formatMessage(
        (messages as Record<string, CompiledMessage>)['luna.memory.span'] ?? [],
        spanParts(minutes),
        locale,
      )
    const german = { texts: MEMORY_TEXTS_DE, span: spanIn(lunaMoreDe, 'de') }
    const over = computeMemoryInsights(
      patterns,
      { trend: 0.08, totalReadings: 30, spanMinutes: 5 * 1440 },
      german,
    )
    expect(over.map((i) => i.kind)).toEqual(['growth', 'trend', 'consistency'])
    expect(over[1]?.text).toBe(MEMORY_TEXTS_DE.trend.ascending.replace(/\.$/, ' (über 5 Tage hinweg).'))
    expect(over[0]?.text).toBe(MEMORY_TEXTS_DE.growth.replace('{n}', '25'))
    const within = computeMemoryInsights(null, { trend: 0, totalReadings: 4, spanMinutes: 12 }, german)
    expect(within[0]?.text).toBe(
      'Deine letzten Deutungen sind über 12 Minuten hinweg stabil geblieben; ein paar Tage mit Deutungen werden deinen tieferen Rhythmus zeigen.',
    )
    const spanish = { texts: MEMORY_TEXTS_ES, span: spanIn(lunaMoreEs, 'es') }
    const hour = computeMemoryInsights(null, { trend: 0.2, totalReadings: 4, spanMinutes: 61 }, spanish)
    expect(hour[0]?.text).toBe(
      MEMORY_TEXTS_ES.trendWithinDay.ascending.replace('{span}', 'a lo largo de 1 hora'),
    )
  })
  it('has every English text in Spanish and German, with the same placeholders, each trend ending in a full stop', () => {
    // Every text by its path ('growth', 'trend.ascending').
    const flat = (texts: typeof MEMORY_TEXTS): [string, string][] =>
      Object.entries(texts as unknown as Record<string, string | Record<string, string>>).flatMap(
        ([group, value]): [string, string][] =>
          typeof value === 'string'
            ? [[group, value]]
            : Object.entries(value).map(([k, v]): [string, string] => [`${group}.${k}`, v]),
      )
    const english = new Map(flat(MEMORY_TEXTS))
    for (const texts of [MEMORY_TEXTS_ES, MEMORY_TEXTS_DE]) {
      const other = new Map(flat(texts))
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, text] of english) {
        const said = other.get(key) ?? ''
        for (const placeholder of ['{n}', '{span}'])
          expect(said.includes(placeholder), key).toBe(text.includes(placeholder))
        if (key.startsWith('trend.')) expect(said.endsWith('.'), key).toBe(true)
      }
    }
  })
})

describe('frequency matching', () => {
  it('finds direct matches within 50 Hz, nearest 5', () => {
    const r = matchFrequency(530, CODONS)
    expect(r.type).toBe('direct')
    if (r.type === 'direct') {
      expect(r.matches.length).toBeLessThanOrEqual(5)
      expect(r.matches.every((m) => m.differenceHz <= 50)).toBe(true)
    }
  })
  it('finds harmonics when nothing is direct', () => {
    const r = matchFrequency(264, CODONS) // × 2 = 528
    expect(r.type).toBe('harmonic')
    if (r.type === 'harmonic') {
      expect(r.multiple).toBe(2)
      expect(r.primary[0]?.codon.frequency).toBe(528)
    }
  })
  it('folds digit sums into 1–64', () => {
    expect(digitSum(1999)).toBe(28)
    expect(foldInto64(70)).toBe(6)
    expect(foldInto64(128)).toBe(64)
    expect(['numerological', 'unique']).toContain(matchFrequency(1500, CODONS).type)
  })
  it('always gives one of the four result types', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 2000, noNaN: true }), (hz) => {
        expect(['direct', 'harmonic', 'numerological', 'unique']).toContain(matchFrequency(hz, CODONS).type)
      }),
    )
  })
})

describe('collective statistics', () => {
  it("flags elevation, drift and 'sustained' at the spec's thresholds", () => {
    expect(
      collectiveSignals({ totalActivities: 6, averageScalar: 81.75, topIntents: [], sustainedDays: 14 }),
    ).toMatchObject({ elevation: true, drift: true, sustained: true })
    expect(
      collectiveSignals({ totalActivities: 5, averageScalar: 81.75, topIntents: [], sustainedDays: 13 }),
    ).toMatchObject({ elevation: false, drift: true, sustained: false })
    expect(
      collectiveSignals({ totalActivities: 50, averageScalar: 81.55, topIntents: [], sustainedDays: 0 }),
    ).toMatchObject({ elevation: false, drift: false })
  })
  it('counts consecutive drifting days', () => {
    expect(
      sustainedDriftDays([
        { date: '2026-11-21', average: 81.7 },
        { date: '2026-11-20', average: 81.65 },
        { date: '2026-11-18', average: 81.8 },
      ]),
    ).toBe(2)
  })
})

const DAY = 86_400_000

describe('honest patterns (docs/rules/trajectory.md)', () => {
  it('names a pattern from 3 readings, as the spec says', () => {
    // "Evolution analysis needs at least 3 readings; otherwise the pattern shows as insufficient data"
    expect(MIN_READINGS_FOR_ANALYSIS).toBe(3)
    expect(analyzeTrajectory([81.1, 81.2]).pattern).toBe('insufficient-data')
    expect(analyzeTrajectory([81.1, 81.2, 81.3], 12 * 60_000).pattern).toBe('ascending')
  })

  it('says over what span the readings lie', () => {
    expect(analyzeTrajectory([81.1, 81.2, 81.3], 12 * 60_000 + 59_000).spanMinutes).toBe(12)
    expect(spanWords(0)).toBe('within a minute')
    expect(spanWords(1)).toBe('over 1 minute')
    expect(spanWords(12)).toBe('over 12 minutes')
    expect(spanWords(3 * 60 + 20)).toBe('over 3 hours')
    expect(spanWords(5 * 24 * 60 + 100)).toBe('over 5 days')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 24 * 60 }), (m) => {
        const words = spanWords(m)
        expect(words).toMatch(/^(within a minute|over \d+ (minute|hour|day)s?)$/)
        // Never more than the span: the words round down.
        const n = Number(/\d+/.exec(words)?.[0] ?? 0)
        const unit = words.includes('day') ? 1440 : words.includes('hour') ? 60 : 1
        expect(n * unit).toBeLessThanOrEqual(m)
      }),
    )
  })

  it('calls nothing a tide under a day', () => {
    const flipping = [81.2, 81.6, 81.2, 81.6, 81.2, 81.6]
    expect(analyzeTrajectory(flipping, DAY - 1).pattern).not.toBe('cycling')
    expect(analyzeTrajectory(flipping, DAY).pattern).toBe('cycling')
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 80, max: 83, noNaN: true }), { minLength: 3, maxLength: 50 }),
        fc.integer({ min: 0, max: DAY - 1 }),
        (series, span) => {
          expect(analyzeTrajectory(series, span).pattern).not.toBe('cycling')
        },
      ),
    )
  })

  it('calls a change no larger than rounding stable, never a tide', () => {
    // The reported case: 81.12 → 81.06 → 81.06 → 81.06 moved once; 81.061 → 81.06 → 81.062 never did.
    expect(analyzeTrajectory([81.061, 81.06, 81.062, 81.06, 81.061], 5 * DAY).pattern).toBe('stable')
    expect(analyzeTrajectory([81.12, 81.06, 81.06, 81.06], 4 * DAY).pattern).not.toBe('cycling')
  })
})

describe('the trend insight', () => {
  it('names no trend while the journey has no pattern yet', () => {
    const kinds = (pattern: string) =>
      computeMemoryInsights(null, { trend: 0.1, totalReadings: 4, pattern }).map((i) => i.kind)
    expect(kinds('insufficient-data')).toEqual([])
    expect(kinds('ascending')).toEqual(['trend'])
  })

  it('says over what span, and speaks of readings, not seasons, within a day', () => {
    const text = (spanMinutes: number) =>
      computeMemoryInsights(null, { trend: 0.1, totalReadings: 4, pattern: 'ascending', spanMinutes })[0]
        ?.text
    expect(text(12)).toBe(
      'Your last readings rose over 12 minutes; a few days of readings will show whether the climb holds.',
    )
    expect(text(5 * 24 * 60)).toMatch(/a gradual climb toward more expansive days \(over 5 days\)\.$/)
  })
})
