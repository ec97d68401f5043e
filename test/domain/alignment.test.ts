import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  classifyAlignment,
  computeAlignment,
  computeThresholds,
  markerPosition,
} from '../../domain/alignment.ts'

describe('alignment', () => {
  it('uses σ of the own readings from 5 readings on, else 0.15; extreme = max(0.1, 2σ)', () => {
    expect(computeThresholds(4, 0.5).extreme).toBe(0.3)
    expect(computeThresholds(5, 0.5).extreme).toBe(1)
    expect(computeThresholds(9, 0.01).extreme).toBe(0.1)
  })
  it('classifies zones and statuses at their boundaries', () => {
    expect(classifyAlignment(0.0199, 0.3)).toEqual({ zone: 'aligned', status: 'aligned' })
    expect(classifyAlignment(0.02, 0.3)).toEqual({ zone: 'elevated', status: 'elevated' })
    expect(classifyAlignment(-0.02, 0.3)).toEqual({ zone: 'grounded', status: 'grounded' })
    expect(classifyAlignment(0.3, 0.3)).toEqual({ zone: 'opposed', status: 'expanded' })
    expect(classifyAlignment(-0.3, 0.3)).toEqual({ zone: 'opposed', status: 'contracted' })
  })
  it('puts the marker at 50 + 50 × clamp(delta / extreme) percent', () => {
    expect(markerPosition(0, 0.3)).toBe(50)
    expect(markerPosition(0.15, 0.3)).toBe(75)
    expect(markerPosition(-1, 0.3)).toBe(0)
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.double({ min: 0.1, max: 2, noNaN: true }),
        (d, e) => {
          const m = markerPosition(d, e)
          expect(m).toBeGreaterThanOrEqual(0)
          expect(m).toBeLessThanOrEqual(100)
          if (Math.abs((50 * d) / e) > 0.001) expect(Math.sign(m - 50)).toBe(Math.sign(d))
        },
      ),
    )
  })
  it('reports delta and delta percent', () => {
    expect(computeAlignment(81.6, 81.5, 0.3)).toMatchObject({
      delta: 0.1,
      deltaPercent: 0.123,
      zone: 'elevated',
    })
  })
})
