import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SYMBOLIC_LOCATIONS } from '../../domain/content/places.ts'
import { computeTimeWindow, windowPhaseOf } from '../../domain/time-engine.ts'

const inputArb = fc.record({
  date: fc
    .date({
      min: new Date('1950-01-01T00:00:00Z'),
      max: new Date('2090-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  time: fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
  elevation: fc.double({ min: -500, max: 9000, noNaN: true }),
  awareness: fc.double({ min: 0, max: 1, noNaN: true }),
  archetype: fc.integer({ min: 1, max: 32 }),
  baseline_xi: fc.double({ min: 80, max: 83, noNaN: true }),
  location: fc.oneof(
    fc.constant(null),
    fc.record({
      mode: fc.constantFrom('auto' as const, 'manual' as const),
      utcOffsetMinutes: fc.integer({ min: -720, max: 840 }),
    }),
    fc.constantFrom(...SYMBOLIC_LOCATIONS.map((l) => ({ mode: 'symbolic' as const, symbolicId: l.id }))),
  ),
})

describe('time engine', () => {
  it('is deterministic and never further than 1.0 from the baseline', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const a = computeTimeWindow(input)
        expect(computeTimeWindow(input)).toEqual(a)
        expect(Math.abs(a.computed - input.baseline_xi)).toBeLessThanOrEqual(1.0005)
        expect(a.windowPhase).toBe(windowPhaseOf(a.delta))
        expect(a.suggestedActions).toHaveLength(3)
      }),
    )
  })
  it('varies with the time of day: noon above midnight', () => {
    const base = { date: '2026-06-21', elevation: 0, awareness: 0.5, archetype: 7, baseline_xi: 81.5 }
    const noon = computeTimeWindow({ ...base, time: '12:00' })
    const midnight = computeTimeWindow({ ...base, time: '00:00' })
    expect(noon.computed).toBeGreaterThan(midnight.computed)
    expect(noon.contributions.timeOfDay).toBe(0.35)
    expect(midnight.contributions.timeOfDay).toBe(-0.35)
  })
  it('names the phase by delta: |δ| < 0.05 Echo Chamber, ≥ 0.05 Resonance Ascendancy, ≤ −0.05 Volatility Field', () => {
    expect(windowPhaseOf(0.049)).toBe('Echo Chamber')
    expect(windowPhaseOf(-0.049)).toBe('Echo Chamber')
    expect(windowPhaseOf(0.05)).toBe('Resonance Ascendancy')
    expect(windowPhaseOf(-0.05)).toBe('Volatility Field')
  })
  it('uses 81.5 without a baseline and archetype 7 adds nothing', () => {
    const r = computeTimeWindow({
      date: '2026-03-21',
      time: '06:00',
      elevation: 0,
      awareness: 0.5,
      archetype: 7,
    })
    expect(r.baseline).toBe(81.5)
    expect(r.contributions.archetype).toBe(0)
    expect(r.contributions.elevation).toBe(0)
    expect(r.contributions.awareness).toBe(0)
  })
})
