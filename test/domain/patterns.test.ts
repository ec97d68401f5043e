// What a visitor's own days say (docs/rules/patterns.md): shown only with enough days and entries,
// only when a permutation test with the false discovery rate held says it is unlikely to be chance,
// the same on the device and the server, and measured on simulated visitors.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/dates.ts'
import {
  benjaminiHochberg,
  findPatterns,
  groupsOf,
  moonBandOf,
  PATTERN_MIN_DAYS,
  PATTERN_MIN_GROUP,
  type PatternEntry,
  patternLineOf,
  patternsProgress,
} from '../../domain/patterns.ts'
import { percent, runPatterns } from '../../domain/patterns-report.ts'

const FIRST = '2026-03-02' // a Monday

/** `days` days from FIRST, two entries a day (09:00 and 19:00), feelings from `value`. */
function days(count: number, value: (date: string, time: string, i: number) => number): PatternEntry[] {
  const out: PatternEntry[] = []
  for (let d = 0; d < count; d++) {
    const localDate = addDays(FIRST, d)
    for (const localTime of ['09:00', '19:00'])
      out.push({
        localDate,
        localTime,
        value: value(localDate, localTime, out.length),
        energy: 'moderate',
        clarity: null,
      })
  }
  return out
}

/** A steady, patternless feeling: the same few values in a fixed rotation. */
const steady = (_d: string, _t: string, i: number) => [50, 58, 44, 61, 47, 55, 52][i % 7] as number

describe('patterns', () => {
  it('are looked for only from 14 days with entries, and say how far along the visitor is', () => {
    const nine = findPatterns(days(9, steady), 's')
    expect(nine).toEqual({ days: 9, ready: false, tested: [], patterns: [] })
    expect(patternsProgress(nine.days)).toBe('9 of 14 days so far')
    expect(patternsProgress(20)).toBe('14 of 14 days so far')
    expect(findPatterns(days(PATTERN_MIN_DAYS, steady), 's').ready).toBe(true)
  })

  it('finds evenings that run higher, with its numbers and the counts behind them', () => {
    const entries = days(28, (_d, time, i) => steady('', '', i) + (time === '19:00' ? 18 : 0))
    const result = findPatterns(entries, 'evenings')
    const part = result.patterns.find((p) => p.factor === 'part')
    expect(part).toBeDefined()
    expect(part?.group.count).toBe(28)
    expect(part?.rest.count).toBe(28)
    expect(part?.group.mean).toBeGreaterThan(part?.rest.mean ?? 100)
    expect(part?.sentence).toMatch(
      /^In the (evening|morning) your feelings run (higher|lower) than at other times: \d+ against \d+, over 28 and 28 entries\.$/,
    )
    expect(part?.p).toBeLessThanOrEqual(part?.threshold ?? 0)
  })

  it('shows nothing in steady days, and never compares a group of fewer than 5 entries', () => {
    expect(findPatterns(days(30, steady), 'steady').patterns).toEqual([])
    // One evening entry on a Sunday only: no weekend group of 5 to compare.
    const few = days(20, steady).filter((e) => e.localTime === '09:00' || e.localDate === addDays(FIRST, 6))
    for (const p of findPatterns(few, 'few').patterns)
      for (const g of p.groups) expect(g.count).toBeGreaterThanOrEqual(PATTERN_MIN_GROUP)
  })

  it('are the same for the same entries in any order (the device and the server agree)', () => {
    const entries = days(21, (date, time) => (time === '19:00' ? 70 : 45) + (date.endsWith('5') ? 9 : 0))
    const once = findPatterns(entries, 'luna_1')
    fc.assert(
      fc.property(
        fc.shuffledSubarray(entries, { minLength: entries.length, maxLength: entries.length }),
        (shuffled) => {
          expect(findPatterns(shuffled, 'luna_1')).toEqual(once)
        },
      ),
      { numRuns: 5 },
    )
  })

  it('groups an entry by its day: weekends, the Moon, a day after a missed one', () => {
    const saturday = addDays(FIRST, 5)
    const entry: PatternEntry = {
      localDate: saturday,
      localTime: '22:30',
      value: 50,
      energy: 'low',
      clarity: 'emotional',
    }
    const groups = groupsOf(entry, new Set([FIRST, saturday]), FIRST)
    expect(groups).toMatchObject({
      part: 'night',
      weekend: 'weekend',
      energy: 'low',
      clarity: 'emotional',
      afterMissed: 'after',
    })
    expect(groupsOf({ ...entry, localDate: FIRST }, new Set([FIRST]), FIRST).afterMissed).toBeNull()
    expect([0, 0.1, 0.2, 0.5, 0.7, 0.9].map(moonBandOf)).toEqual([
      'new',
      'new',
      'waxing',
      'full',
      'waning',
      'new',
    ])
  })

  it('give Luna a line only on a day or an hour that matches a pattern shown', () => {
    const evening = {
      factor: 'part' as const,
      group: { id: 'evening', words: 'in the evening', mean: 70, count: 21 },
      rest: { id: 'rest', words: 'at other times', mean: 48, count: 21 },
    }
    expect(patternLineOf([evening], { localDate: FIRST, part: 'evening' })).toBe(
      'Your own days say: in the evening your feelings have run higher than at other times (70 against 48).',
    )
    expect(patternLineOf([evening], { localDate: FIRST, part: 'morning' })).toBeNull()
    const weekends = {
      factor: 'weekend' as const,
      group: { id: 'weekend', words: 'on weekends', mean: 40, count: 12 },
      rest: { id: 'rest', words: 'at other times', mean: 55, count: 30 },
    }
    // FIRST is a Monday; five days on is a Saturday.
    expect(patternLineOf([weekends], { localDate: FIRST, part: 'morning' })).toBeNull()
    expect(patternLineOf([weekends, evening], { localDate: addDays(FIRST, 5), part: 'evening' })).toBe(
      'Your own days say: on weekends your feelings have run lower than on weekdays (40 against 55).',
    )
    expect(patternLineOf([], { localDate: FIRST, part: 'evening' })).toBeNull()
  })

  it('hold the false discovery rate by Benjamini–Hochberg', () => {
    // m = 4, q = 0.05: lines 0.0125, 0.025, 0.0375, 0.05; the largest p under its line passes, and
    // every smaller one with it, even one above its own line (0.02).
    expect(benjaminiHochberg([0.001, 0.02, 0.035, 0.2], 0.05)).toBe(0.035)
    expect(benjaminiHochberg([0.02, 0.024, 0.036, 0.04], 0.05)).toBe(0.04)
    expect(benjaminiHochberg([0.02, 0.03, 0.2, 0.5], 0.05)).toBe(0)
    expect(benjaminiHochberg([0.01], 0.05)).toBe(0.01)
  })
})

describe('the patterns report (npm run report:patterns)', () => {
  // Fewer visitors than the report's 1,000, on a fixed draw: the goals hold with room to spare.
  const visitors = 300
  it('shows a pattern to at most 5% of visitors whose days hold none, at 30 and at 60 days', {
    timeout: 120_000,
  }, () => {
    for (const days of [30, 60]) {
      const run = runPatterns({ visitors, days, effect: 0, seed: `test|none|${days}` })
      expect(run.shown, `${days} days: ${percent(run.shown)}`).toBeLessThanOrEqual(0.05)
    }
  })

  it('shows at least 80% of visitors with a planted effect of 15 points its pattern at 60 days', {
    timeout: 120_000,
  }, () => {
    const run = runPatterns({ visitors, days: 60, effect: 15, seed: 'test|planted|60' })
    expect(run.found, percent(run.found)).toBeGreaterThanOrEqual(0.8)
  })
})
