// Days that differ (docs/rules/daily-reading.md): over 30 consecutive days without a check-in,
// every visitor meets at least three energy levels and three of Luna's states, no headline and no
// message of Luna's comes two days running, and across everyone each energy level holds 15–40% of
// the visitor-days with no level taking over half of nine visitors' days in ten.
// `npm run report:days` prints the same figures for 1,000 visitors.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { daysReport, type ReportVisitor, visitorDays } from '../../domain/day-report.ts'
import { moonPhaseOn } from '../../domain/moon.ts'
import { computeBirthScalar } from '../../domain/scalar.ts'

const date = (min: string, max: string) =>
  fc
    .date({ min: new Date(`${min}T00:00:00Z`), max: new Date(`${max}T00:00:00Z`), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10))

const visitor: fc.Arbitrary<ReportVisitor> = fc
  .record({
    seed: fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 40 })),
    archetypeId: fc.integer({ min: 1, max: 32 }),
    birthDate: date('1930-01-01', '2007-12-31'),
    known: fc.boolean(),
  })
  .map(({ seed, archetypeId, birthDate, known }) => ({
    seed,
    archetypeId,
    birthScalar: computeBirthScalar(birthDate),
    birthDate: known ? birthDate : null,
  }))

describe('thirty days of one visitor', () => {
  it('bring at least three energy levels and three of Luna’s states, and no word twice in a row', () => {
    fc.assert(
      fc.property(visitor, date('2025-01-01', '2031-12-31'), (v, first) => {
        const days = visitorDays(v, first, 30)
        expect(new Set(days.map((d) => d.energy)).size).toBeGreaterThanOrEqual(3)
        expect(new Set(days.map((d) => d.luna.state)).size).toBeGreaterThanOrEqual(3)
        for (let i = 1; i < days.length; i++) {
          expect(days[i]?.headline).not.toBe(days[i - 1]?.headline)
          expect(days[i]?.luna.message).not.toBe(days[i - 1]?.luna.message)
        }
      }),
      { numRuns: 120 },
    )
  })
})

describe('everyone’s days', () => {
  it('spread the energy levels: each 15–40% of visitor-days, none over half of a visitor’s days for nine in ten', () => {
    const visitors = fc.sample(visitor, { numRuns: 300, seed: 20261127 })
    for (const first of ['2026-12-01', '2027-06-15']) {
      const report = daysReport(visitors, first, 30)
      for (const share of Object.values(report.energyShare)) {
        expect(share).toBeGreaterThanOrEqual(0.15)
        expect(share).toBeLessThanOrEqual(0.4)
      }
      expect(report.noLevelOverHalf).toBeGreaterThanOrEqual(0.9)
      expect(report.repeatedHeadlines + report.repeatedMessages).toBe(0)
    }
  })
})

describe('the Moon', () => {
  it('is named as the almanacs name it on known days', () => {
    // January 2026 (UTC): full on the 3rd, last quarter on the 10th, new on the 18th (19:52, so the
    // 17th's noon is within the new moon's eighth of the cycle), first quarter on the 26th, full on
    // 1 February.
    expect(moonPhaseOn('2026-01-17')?.name).toBe('New moon')
    expect(moonPhaseOn('2026-01-18')?.name).toBe('New moon')
    expect(moonPhaseOn('2026-01-03')?.name).toBe('Full moon')
    expect(moonPhaseOn('2026-02-01')?.name).toBe('Full moon')
    expect(moonPhaseOn('2026-01-10')?.name).toBe('Last quarter')
    expect(moonPhaseOn('2026-01-26')?.name).toBe('First quarter')
    expect(moonPhaseOn('2026-13-01')).toBeNull()
  })

  it('moves through its cycle a little each day, lit fully near full and not at all near new', () => {
    fc.assert(
      fc.property(date('1950-01-01', '2049-12-31'), (d) => {
        const phase = moonPhaseOn(d)
        if (!phase) throw new Error('a date has a phase')
        expect(phase.fraction).toBeGreaterThanOrEqual(0)
        expect(phase.fraction).toBeLessThan(1)
        expect(phase.illumination).toBeGreaterThanOrEqual(0)
        expect(phase.illumination).toBeLessThanOrEqual(1)
        if (phase.name === 'Full moon') expect(phase.illumination).toBeGreaterThan(0.9)
        if (phase.name === 'New moon') expect(phase.illumination).toBeLessThan(0.1)
      }),
    )
    // Days whose phase rounded to 1 before (a new moon right at noon UTC): the cycle starts again.
    for (const day of ['1962-05-04', '1966-04-20']) expect(moonPhaseOn(day)?.fraction).toBe(0)
  })
})
