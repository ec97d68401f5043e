import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CODONS, type Codon } from '../../domain/codons.ts'
import { clarityGuidance, computeCompass, nearestCodons, schumannInfluence } from '../../domain/compass.ts'
import { codonIndexFromValue, descriptorAt, emotionalBaseline, tierNameOf } from '../../domain/emotion.ts'
import { awarenessBand, kIndexBand, modelSchumann, parseNoaaKIndex } from '../../domain/schumann.ts'
import { createSessionId, isValidSessionId, normalizeSessionId } from '../../domain/session-id.ts'
import { buildShareText } from '../../domain/share.ts'
import { isStepDisabled, parseFrequency, stepFrequency } from '../../domain/tuner.ts'

describe('emotional check-in', () => {
  it('maps the slider to a codon index and tier', () => {
    expect([0, 50, 99, 100].map(codonIndexFromValue)).toEqual([0, 31, 62, 63])
    expect(tierNameOf(0)).toBe('Challenge/Crisis')
    expect(tierNameOf(16)).toBe('Neutral/Recovery')
    expect(tierNameOf(47)).toBe('Active Growth')
    expect(tierNameOf(63)).toBe('Peak Flow')
    expect(descriptorAt(21)).toBe('Supported')
    expect(descriptorAt(49)).toBe('Supported')
  })
  it('adjusts the baseline by ±0.1 at most', () => {
    expect(emotionalBaseline(81.5, 50)).toBe(81.5)
    expect(emotionalBaseline(81.5, 100)).toBe(81.6)
    expect(emotionalBaseline(81.5, 0)).toBe(81.4)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (v) => {
        expect(Math.abs(emotionalBaseline(81.5, v) - 81.5)).toBeLessThanOrEqual(0.1 + 1e-9)
        expect(codonIndexFromValue(v)).toBeGreaterThanOrEqual(0)
        expect(codonIndexFromValue(v)).toBeLessThanOrEqual(63)
      }),
    )
  })
})

describe('Schumann and bands', () => {
  it('bands K-index and awareness', () => {
    expect([0, 3, 4, 5, 6, 7, 8, 9].map(kIndexBand)).toEqual([
      'quiet',
      'quiet',
      'active',
      'active',
      'storm',
      'storm',
      'severe',
      'severe',
    ])
    expect([0, 0.3, 0.4, 0.6, 0.7, 0.9, 1].map(awarenessBand)).toEqual([
      'clouded',
      'clouded',
      'normal',
      'normal',
      'heightened',
      'heightened',
      'peak',
    ])
  })
  it('parses both NOAA shapes and refuses garbage', () => {
    expect(
      parseNoaaKIndex([
        ['time_tag', 'Kp', 'a_running', 'station_count'],
        ['2026-11-21 00:00:00.000', '2.33', '9', '8'],
        ['2026-11-21 03:00:00.000', '4.00', '27', '8'],
      ]),
    ).toBe(4)
    expect(
      parseNoaaKIndex([
        { time_tag: '2026-11-21T00:00:00', Kp: 1.67 },
        { time_tag: '2026-11-21T03:00:00', Kp: 3 },
      ]),
    ).toBe(3)
    for (const garbage of [
      null,
      {},
      'x',
      [],
      [
        ['a', 'b'],
        ['1', '2'],
      ],
      [{ Kp: 'high' }],
      [{ Kp: 12 }],
    ])
      expect(parseNoaaKIndex(garbage)).toBeNull()
  })
  it('models a deterministic field around 7.83 Hz', () => {
    const at = new Date('2026-11-21T12:00:00Z')
    expect(modelSchumann(at)).toEqual(modelSchumann(at))
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (d) => {
          const s = modelSchumann(d)
          expect(Math.abs(s.frequency - 7.83)).toBeLessThan(0.25)
          expect(s.kIndex).toBeGreaterThanOrEqual(0)
          expect(s.kIndex).toBeLessThanOrEqual(9)
          expect(s.source).toBe('model')
          expect(Math.abs(schumannInfluence(s))).toBeLessThanOrEqual(0.05)
        },
      ),
    )
  })
})

describe('compass', () => {
  it('picks the clarity line by floor(current) mod 4 and the 3 nearest codons', () => {
    expect(clarityGuidance('mental', 81.7)).toBe(clarityGuidance('mental', 85.2))
    expect(clarityGuidance('mental', 81.7)).not.toBe(clarityGuidance('mental', 82.1))
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
    })
    const c = r.scalarBreakdown.contributions
    const sum = c.timeOfDay + c.dayOfYear + c.awareness + c.elevation + c.archetype + c.location + c.schumann
    expect(r.scalarAlignment.currentAlignment).toBeCloseTo(81.468 + sum, 2)
    expect(r.scalarAlignment.thresholds.extreme).toBe(0.3)
    expect(r.suggestedCodons).toHaveLength(3)
  })
})

describe('session ids', () => {
  it('creates ids with 26 random characters and validates the format', () => {
    const id = createSessionId(1763700000000, (b) => crypto.getRandomValues(b))
    expect(id).toMatch(/^luna_1763700000000_[a-z0-9]{26}$/)
    expect(isValidSessionId(id)).toBe(true)
    expect(isValidSessionId('luna_1763700000000_abc1234')).toBe(false)
    expect(normalizeSessionId(`"${id}"`)).toBe(id)
    expect(normalizeSessionId(` '${id}' `)).toBe(id)
  })
})

describe('tuner', () => {
  it('clamps steps and disables them at the edges', () => {
    expect(stepFrequency(5, -10)).toBe(1)
    expect(stepFrequency(1995, 10)).toBe(2000)
    expect([
      isStepDisabled(10, -10),
      isStepDisabled(11, -10),
      isStepDisabled(1, -1),
      isStepDisabled(2000, 1),
      isStepDisabled(1990, 10),
      isStepDisabled(1989, 10),
    ]).toEqual([true, false, true, true, true, false])
    expect([
      parseFrequency('432.5'),
      parseFrequency('0.5'),
      parseFrequency('2001'),
      parseFrequency('abc'),
    ]).toEqual([432.5, null, null, null])
  })
})

describe('share text', () => {
  it('includes what the spec lists', () => {
    const text = buildShareText(
      {
        scalarValue: 81.6345,
        windowPhase: 'Echo Chamber',
        lunaMessage: 'Calm.',
        personalBaseline: 81.5,
        currentAlignment: 81.63,
        clarityType: 'mental',
        clarityGuidance: 'Think clearly.',
        resonantCodons: [
          { codon: 'AUG', name: 'A', theme: 'a' },
          { codon: 'UUU', name: 'B', theme: 'b' },
          { codon: 'CCC', name: 'C', theme: 'c' },
        ],
      },
      'https://luna.example.com',
      'November 21, 2026',
    )
    expect(text).toContain('81.63')
    expect(text).toContain('Echo Chamber')
    expect(text).toContain('https://luna.example.com')
    expect(text).toContain('UUU')
    expect(text).not.toContain('CCC')
    expect(text.match(/#\w+/g)).toHaveLength(3)
  })
})
