import fc from 'fast-check'
// The check-in as the server stores it (docs/rules/emotional-check-in.md): the claims the value
// fixes, and the record's baseline and archetype over a client's.
import { describe, expect, it } from 'vitest'
import { ARCHETYPES, findArchetype } from '../../domain/archetypes.ts'
import { checkInOf } from '../../domain/check-in-record.ts'
import {
  checkInClaimProblem,
  codonIndexFromValue,
  descriptorAt,
  emotionalBaseline,
  tierNameOf,
} from '../../domain/emotion.ts'

describe('a check-in’s claims', () => {
  it('holds when the codon index and descriptor follow from the value, and names the expected ones otherwise', () => {
    const i = codonIndexFromValue(64)
    expect(checkInClaimProblem(64, i, descriptorAt(i))).toBeNull()
    expect(checkInClaimProblem(64, i + 1, descriptorAt(i))).toBe(
      `The codonIndex field must be ${i} for an emotionalValue of 64 (floor of value / 100 × 63).`,
    )
    expect(checkInClaimProblem(64, i, 'Calm')).toBe(
      `The descriptor field must be “${descriptorAt(i)}” for an emotionalValue of 64.`,
    )
  })
})

describe('what is stored', () => {
  it('takes the session’s record over the client’s baseline and archetype name', () => {
    const out = checkInOf({
      value: 100,
      record: { combinedBaseline: 81.558, archetypeId: 7 },
      claimedBaseline: 82,
      claimedArchetypeName: 'Totally Fake',
      scalarAlignment: null,
    })
    expect(out.baseline).toBe(81.558)
    expect(out.archetypeName).toBe(findArchetype(7)?.name)
    expect(out.readingData.newBaseline).toBe(81.658)
    expect(out.readingData.scalarSnapshot).toBe(81.558)
  })

  it('without a record takes the client’s baseline (or 81.5), stores no archetype name, and lets a real name pick the element', () => {
    const named = checkInOf({
      value: 50,
      record: null,
      claimedBaseline: 81.2,
      // Not a Water archetype: Water is the element a reading without one speaks of.
      claimedArchetypeName: ARCHETYPES.find((a) => a.category !== 'Water')?.name ?? null,
      scalarAlignment: 81.4,
    })
    // The dashboard counts stored names: a claimed one is never stored.
    expect(named).toMatchObject({ baseline: 81.2, archetypeName: null })
    const unnamed = checkInOf({
      value: 50,
      record: null,
      claimedBaseline: 81.2,
      claimedArchetypeName: null,
      scalarAlignment: 81.4,
    })
    // Its element still shapes the visitor's own reading.
    expect(named.readingData).not.toEqual(unnamed.readingData)
    expect(named.readingData.scalarSnapshot).toBe(81.4)
    const unknown = checkInOf({
      value: 50,
      record: null,
      claimedBaseline: null,
      claimedArchetypeName: '<b>x</b>',
      scalarAlignment: null,
    })
    expect(unknown).toMatchObject({ baseline: 81.5, archetypeName: null })
  })
})

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
