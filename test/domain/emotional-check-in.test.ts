// The check-in as the server stores it (docs/rules/emotional-check-in.md): the claims the value
// fixes, and the record's baseline and archetype over a client's.
import { describe, expect, it } from 'vitest'
import { findArchetype } from '../../domain/archetypes.ts'
import { checkInClaimProblem, checkInOf, codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'

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

  it('without a record takes the client’s baseline (or 81.5) and only one of the 32 names', () => {
    const named = checkInOf({
      value: 50,
      record: null,
      claimedBaseline: 81.2,
      claimedArchetypeName: findArchetype(3)?.name ?? null,
      scalarAlignment: 81.4,
    })
    expect(named).toMatchObject({ baseline: 81.2, archetypeName: findArchetype(3)?.name })
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
