import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ageOn, dayOfYear, formatExpiry, isValidDate, parseDate } from '../../domain/dates.ts'
import {
  compassScalarColor,
  computeBirthScalar,
  computeCombinedBaseline,
  journeyScalarColor,
  resolveCompassBaseline,
} from '../../domain/scalar.ts'

const dateArb = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2025-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

describe('dates', () => {
  it('knows leap days and day numbers', () => {
    expect(isValidDate('2024-02-29')).toBe(true)
    expect(isValidDate('2023-02-29')).toBe(false)
    expect(isValidDate('1900-02-29')).toBe(false) // 1900 was not a leap year
    expect(isValidDate('2000-02-29')).toBe(true)
    expect(isValidDate('2024-04-31')).toBe(false)
    const d = parseDate('2024-12-31')
    expect(d && dayOfYear(d)).toBe(366)
    const j = parseDate('2023-01-01')
    expect(j && dayOfYear(j)).toBe(1)
  })
  it('counts whole years of age', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18)
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17)
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
  })
  it('formats the countdown', () => {
    expect(formatExpiry(3 * 3_600_000 + 12 * 60_000)).toBe('expires in 3h 12m')
    expect(formatExpiry(59_000)).toBe('expires in 0h 1m')
  })
})

describe('birth scalar', () => {
  it('matches hand-computed values', () => {
    expect(computeBirthScalar('2000-01-01')).toBe(81.002)
    expect(computeBirthScalar('1990-06-15')).toBe(81.454) // 81 + 166/365.25 × 0.8 + 0.090
    expect(computeBirthScalar('2024-02-29')).toBe(81.155) // leap day, day 60
    expect(computeBirthScalar('2024-12-31')).toBe(81.826) // day 366
    expect(computeBirthScalar('1900-01-01')).toBe(81.002)
    expect(computeBirthScalar('1999-12-31')).toBe(81.898)
    expect(computeBirthScalar(null)).toBe(81.5)
    expect(computeBirthScalar('not a date')).toBe(81.5)
  })
  it('stays within 81.0–81.9 with 3 decimals for every date 1900–2025, and both readings of the spec agree', () => {
    fc.assert(
      fc.property(dateArb, (date) => {
        const v = computeBirthScalar(date)
        expect(v).toBeGreaterThan(81)
        expect(v).toBeLessThan(81.91)
        expect(Math.round(v * 1000) / 1000).toBe(v)
        const year = Number(date.slice(0, 4))
        expect((year - 1900) % 100).toBe(year % 100)
      }),
    )
  })
  it('rises through a year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2025 }), fc.integer({ min: 1, max: 11 }), (year, month) => {
        const a = computeBirthScalar(`${year}-${String(month).padStart(2, '0')}-01`)
        const b = computeBirthScalar(`${year}-${String(month + 1).padStart(2, '0')}-01`)
        expect(b).toBeGreaterThan(a)
      }),
    )
  })
})

describe('baselines', () => {
  it('combines 70% birth and 30% archetype to 3 decimals', () => {
    expect(computeCombinedBaseline(81.454, 81.5)).toBe(81.468)
    fc.assert(
      fc.property(
        fc.double({ min: 81, max: 82, noNaN: true }),
        fc.double({ min: 81.1, max: 81.98, noNaN: true }),
        (b, a) => {
          const c = computeCombinedBaseline(b, a)
          expect(c).toBeGreaterThanOrEqual(Math.min(a, b) - 0.0005)
          expect(c).toBeLessThanOrEqual(Math.max(a, b) + 0.0005)
        },
      ),
    )
  })
  it("follows the spec's order of preference", () => {
    const today = '2026-11-21'
    const all = {
      emotionalBaseline: 81.6,
      lastEmotionalUpdateDate: today,
      combinedBaseline: 81.4,
      birthScalar: 81.2,
      archetypeScalar: 81.5,
      archetypeId: 6,
    }
    expect(resolveCompassBaseline(all, today)).toEqual({ value: 81.6, source: 'emotional' })
    expect(resolveCompassBaseline({ ...all, lastEmotionalUpdateDate: '2026-11-20' }, today)).toEqual({
      value: 81.4,
      source: 'combined',
    })
    expect(resolveCompassBaseline({ birthScalar: 81.2, archetypeScalar: 81.5 }, today)).toEqual({
      value: 81.29,
      source: 'computed',
    })
    expect(resolveCompassBaseline({ archetypeId: 6 }, today).source).toBe('archetype')
    expect(resolveCompassBaseline({}, today)).toEqual({ value: 81.5, source: 'default' })
  })
  it('colours scalars by both bands', () => {
    expect([81.5, 81.2, 81.19].map(compassScalarColor)).toEqual(['orange', 'green', 'blue'])
    expect([81.5, 81.3, 81.2, 81.1, 81.09].map(journeyScalarColor)).toEqual([
      'red',
      'orange',
      'yellow',
      'blue',
      'green',
    ])
  })
})
