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
  testUnitsOf,
} from '../../domain/patterns.ts'
import { percent, runPatterns, SIMULATED } from '../../domain/patterns-report.ts'

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
// Eleven values, so that no weekday or phase of the Moon keeps the same ones.
const steady = (_d: string, _t: string, i: number) =>
  [50, 58, 44, 61, 47, 55, 52, 49, 57, 45, 53][i % 11] as number

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
      /^In the evening your feelings run higher than in the morning: \d+ against \d+, over 28 and 28 entries\.$/,
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
    const heard = { themes: [], crisis: false }
    const evening = {
      factor: 'part' as const,
      group: { id: 'evening', words: 'in the evening', mean: 70, count: 21 },
      rest: { id: 'rest', words: 'in the morning or in the afternoon', mean: 48, count: 21 },
      direction: 'higher' as const,
    }
    expect(patternLineOf([evening], { localDate: FIRST, part: 'evening', heard })).toBe(
      'Your own days say: in the evening your feelings have run higher than in the morning or in the afternoon (70 against 48).',
    )
    expect(patternLineOf([evening], { localDate: FIRST, part: 'morning', heard })).toBeNull()
    const weekends = {
      factor: 'weekend' as const,
      group: { id: 'weekend', words: 'on weekends', mean: 40, count: 12 },
      rest: { id: 'rest', words: 'on weekdays', mean: 55, count: 30 },
    }
    // FIRST is a Monday; five days on is a Saturday.
    expect(patternLineOf([weekends], { localDate: FIRST, part: 'morning', heard })).toBeNull()
    const saturday = { localDate: addDays(FIRST, 5), part: 'evening' as const, heard }
    expect(patternLineOf([weekends, evening], saturday)).toBe(
      'Your own days say: on weekends your feelings have run lower than on weekdays (40 against 55).',
    )
    expect(patternLineOf([], { localDate: FIRST, part: 'evening', heard })).toBeNull()
  })

  it('keep Luna from quoting figures on a day the person spoke of grief or a crisis', () => {
    const evening = {
      factor: 'part' as const,
      group: { id: 'evening', words: 'in the evening', mean: 70, count: 21 },
      rest: { id: 'rest', words: 'in the morning', mean: 48, count: 21 },
    }
    const at = { localDate: FIRST, part: 'evening' as const }
    expect(patternLineOf([evening], { ...at, heard: { themes: ['grief'], crisis: false } })).toBeNull()
    expect(patternLineOf([evening], { ...at, heard: { themes: [], crisis: true } })).toBeNull()
    expect(patternLineOf([evening], { ...at, heard: { themes: ['joy'], crisis: false } })).not.toBeNull()
  })

  it('say exactly what they compare: the rest named, its count, and higher or lower by the means', () => {
    const entry = fc.record({
      day: fc.integer({ min: 0, max: 34 }),
      minutes: fc.integer({ min: 0, max: 1439 }),
      value: fc.integer({ min: 0, max: 100 }),
      energy: fc.constantFrom('low', 'moderate', 'high', 'peak'),
      clarity: fc.constantFrom(null, 'mental', 'emotional'),
    })
    fc.assert(
      fc.property(
        fc.array(entry, { minLength: 40, maxLength: 90 }),
        fc.integer({ min: 0, max: 30 }),
        (raw, lift) => {
          // A lift on one part of the day often makes a pattern to read.
          const entries: PatternEntry[] = raw.map((e) => {
            const localTime = `${String(Math.floor(e.minutes / 60)).padStart(2, '0')}:${String(e.minutes % 60).padStart(2, '0')}`
            const evening = e.minutes >= 17 * 60 && e.minutes < 21 * 60
            return {
              localDate: addDays(FIRST, e.day),
              localTime,
              value: Math.min(100, e.value + (evening ? lift : 0)),
              energy: e.energy as PatternEntry['energy'],
              clarity: e.clarity as PatternEntry['clarity'],
            }
          })
          for (const p of findPatterns(entries, 'prop').patterns) {
            const others = p.groups.filter((g) => g.id !== p.group.id)
            for (const g of others) expect(p.rest.words).toContain(g.words)
            expect(p.rest.count).toBe(others.reduce((n, g) => n + g.count, 0))
            for (const g of p.groups) expect(g.count).toBeGreaterThanOrEqual(PATTERN_MIN_GROUP)
            expect(p.p).toBeLessThanOrEqual(p.threshold)
            if (p.group.mean !== p.rest.mean)
              expect(p.direction).toBe(p.group.mean > p.rest.mean ? 'higher' : 'lower')
            expect(p.sentence).toContain(`your feelings run ${p.direction} than ${p.rest.words}:`)
          }
        },
      ),
      { numRuns: 25 },
    )
  })

  it('do not count a day’s entries as separate chances for a factor of the day', () => {
    // Good and bad days, three entries each, alternating weeks of each: a weekday factor test that
    // took single entries would see 3× the evidence. Every other factor, tested by whole days, sees
    // the same days whether each holds one entry or three.
    const oneADay = days(28, (date) => ((Number(date.slice(8)) * 37) % 41) + 30).filter(
      (e) => e.localTime === '09:00',
    )
    const thrice = oneADay.flatMap((e) => [e, { ...e, localTime: '13:00' }, { ...e, localTime: '19:00' }])
    const pOf = (entries: PatternEntry[]) =>
      Object.fromEntries(
        findPatterns(entries, 'days')
          .tested.filter((t) => t.factor !== 'part')
          .map((t) => [t.factor, t.p]),
      )
    expect(pOf(thrice)).toEqual(pOf(oneADay))
  })

  it('never rest a pattern of the day on one day: a group needs entries on 5 different days', () => {
    // Three hundred ordinary days, and one bad day of five check-ins at peak energy.
    const ordinary = days(300, steady).map((e) => ({ ...e, localTime: '09:00' as const }))
    const oneBadDay = Array.from({ length: 5 }, (_, k) => ({
      localDate: addDays(FIRST, 300),
      localTime: `1${k}:00`,
      value: 10,
      energy: 'peak' as const,
      clarity: null,
    }))
    const result = findPatterns([...ordinary, ...oneBadDay], 'one-day')
    expect(result.patterns.filter((p) => p.factor === 'energy')).toEqual([])
    expect(result.tested.map((t) => t.factor)).not.toContain('energy')
  })

  it('move each day’s group as one unit, and a day a caller gave two groups as two', () => {
    const entries = [0, 0, 1, 1, 1, 0].map((label, i) => ({
      value: i,
      label,
      localDate: addDays(FIRST, i < 3 ? 0 : 1),
    }))
    const units = testUnitsOf('energy', entries)
    // Day 0 holds groups 0 and 1, day 1 holds 1 and 0: four units, each of one group.
    expect(new Set(units.dayOf).size).toBe(4)
    units.dayOf?.forEach((unit, i) => {
      const sameUnit = units.dayOf?.flatMap((u, j) => (u === unit ? [entries[j]?.label] : [])) ?? []
      expect(new Set(sameUnit), `entry ${i}`).toEqual(new Set([entries[i]?.label]))
    })
    expect(testUnitsOf('part', entries).dayOf).toBeNull()
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

// The report's own runs take about 40 s of a core: `npm test` holds them; `npm run test:fast`
// (LUNA_FAST=1) leaves them out.
describe.skipIf(process.env.LUNA_FAST === '1')('the patterns report (npm run report:patterns)', () => {
  it('shows a pattern to at most 5% of visitors whose days hold none, at 30 and at 60 days, with or without a day’s own mood', {
    timeout: 180_000,
  }, () => {
    // The report's own runs: its 1,000 visitors and its default draw.
    for (const days of [30, 60]) {
      for (const dayMood of [0, SIMULATED.dayMood]) {
        const tag = dayMood === 0 ? '' : `|mood${dayMood}`
        const seed = `luna-patterns-report|none|${days}${tag}`
        const run = runPatterns({ visitors: 1000, days, dayMood, effect: 0, seed })
        expect(run.shown, `${days} days, mood ${dayMood}: ${percent(run.shown)}`).toBeLessThanOrEqual(0.05)
      }
    }
  })

  it('shows at least 80% of visitors with a planted effect of 15 points its pattern at 60 days', {
    timeout: 180_000,
  }, () => {
    // The report's own run: its 1,000 visitors and its default draw.
    const run = runPatterns({
      visitors: 1000,
      days: 60,
      dayMood: 0,
      effect: 15,
      seed: 'luna-patterns-report|planted|60',
    })
    expect(run.found, percent(run.found)).toBeGreaterThanOrEqual(0.8)
  })
})
