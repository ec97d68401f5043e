// The Schumann reading, the K-index and awareness bands (docs/rules/schumann.md).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { schumannInfluence } from '../../domain/compass.ts'
import { modelSchumann, parseNoaaKIndex } from '../../domain/schumann.ts'
import { awarenessBand, kIndexBand } from '../../domain/schumann-field.ts'

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
