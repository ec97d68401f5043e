// The daily compass (docs/rules/compass.md).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CODONS, type Codon } from '../../domain/codons.ts'
import { clarityLineKey, computeCompass, nearestCodons } from '../../domain/compass.ts'
import { modelSchumann } from '../../domain/schumann.ts'
import { WORDS } from './compass-words.ts'

describe('compass', () => {
  it('picks the clarity line by floor(current) mod 4 and the 3 nearest codons', () => {
    expect(clarityLineKey('mental', 81.7)).toBe('clarity.line.mental.1')
    expect(clarityLineKey('mental', 81.7)).toBe(clarityLineKey('mental', 85.2))
    expect(clarityLineKey('mental', 81.7)).not.toBe(clarityLineKey('mental', 82.1))
    expect(clarityLineKey('spiritual', -0.5)).toBe('clarity.line.spiritual.3')
    const near = nearestCodons(81.5)
    expect(near).toHaveLength(3)
    expect(Math.abs((near[0]?.scalar ?? 0) - 81.5)).toBeLessThanOrEqual(0.0125)
  })
  it('finds the nearest codons exactly as ordering all 64 by distance, then hexagram, would', () => {
    const byDistance = (value: number) => (a: Codon, b: Codon) =>
      Math.abs(a.scalar - value) - Math.abs(b.scalar - value) || a.hexagram - b.hexagram
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 79, max: 84, noNaN: true }),
          fc.constantFrom(...CODONS.map((c) => c.scalar)),
        ),
        fc.integer({ min: 1, max: 64 }),
        (value, count) => {
          const expected = [...CODONS].sort(byDistance(value)).slice(0, count)
          expect(nearestCodons(value, count).map((c) => c.codon)).toEqual(expected.map((c) => c.codon))
        },
      ),
      { numRuns: 500 },
    )
  })
  it('stays within 1.0 of the baseline and reports its breakdown', () => {
    const r = computeCompass({
      baseline: 81.468,
      baselineSource: 'combined',
      archetypeId: 6,
      localDate: '2026-11-21',
      localTime: '09:30',
      schumann: modelSchumann(new Date('2026-11-21T09:30:00Z')),
      history: { count: 0, average: 0, sigma: 0, recent: [], trend: 'insufficient-data' },
      words: WORDS,
    })
    const c = r.scalarBreakdown.contributions
    const sum = c.timeOfDay + c.dayOfYear + c.awareness + c.elevation + c.archetype + c.location + c.schumann
    expect(r.scalarAlignment.currentAlignment).toBeCloseTo(81.468 + sum, 2)
    expect(r.scalarAlignment.thresholds.extreme).toBe(0.3)
    expect(r.suggestedCodons).toHaveLength(3)
  })
})
