import { describe, expect, it } from 'vitest'
import { findArchetype, hasValidModifiers } from '../../domain/archetypes.ts'
import {
  applyBirthScalar,
  computeBirthScalar,
  computeCombinedBaseline,
  needsBirthScalar,
} from '../../domain/scalar.ts'

describe('the birth scalar fix (docs/rules/device-state.md)', () => {
  const stored = {
    archetypeId: 7,
    archetypeName: 'Seven',
    archetypeScalar: 81.3,
    birthScalar: null,
    birthDate: '1990-06-15',
    combinedBaseline: 81.5,
    currentBaseline: 81.5,
    userName: 'Ada',
  }

  it('knows when the fix is needed', () => {
    expect(needsBirthScalar(stored)).toBe(true)
    expect(needsBirthScalar({ birthScalar: undefined })).toBe(true)
    expect(needsBirthScalar({ birthScalar: Number.NaN })).toBe(true)
    expect(needsBirthScalar({ birthScalar: 81.454 })).toBe(false)
  })

  it('recomputes the birth scalar and, with an archetype, the combined and current baselines', () => {
    const fixed = applyBirthScalar(stored, '1990-06-15')
    expect(fixed?.birthScalar).toBe(81.454)
    expect(fixed?.combinedBaseline).toBe(computeCombinedBaseline(81.454, 81.3))
    expect(fixed?.currentBaseline).toBe(fixed?.combinedBaseline)
    // Other fields are kept, and the input is not mutated.
    expect(fixed?.userName).toBe('Ada')
    expect(stored.birthScalar).toBeNull()
  })

  it("falls back to the archetype id's scalar when the stored scalar is missing", () => {
    const archetype = findArchetype(12)
    const fixed = applyBirthScalar(
      { archetypeId: 12, archetypeScalar: null, birthScalar: null },
      '2001-03-04',
    )
    const birth = computeBirthScalar('2001-03-04')
    expect(fixed?.archetypeScalar).toBe(archetype?.scalarRange)
    expect(fixed?.combinedBaseline).toBe(computeCombinedBaseline(birth, archetype?.scalarRange ?? 0))
  })

  it('leaves the baseline alone without an archetype, and refuses dates that are not real', () => {
    const fixed = applyBirthScalar({ birthScalar: null, combinedBaseline: 81.4 }, '1985-12-31')
    expect(fixed).toEqual({
      birthScalar: computeBirthScalar('1985-12-31'),
      birthDate: '1985-12-31',
      combinedBaseline: 81.4,
    })
    expect(applyBirthScalar(stored, '1990-02-30')).toBeNull()
    expect(applyBirthScalar(stored, '1899-12-31')).toBeNull()
    expect(applyBirthScalar(stored, 'yesterday')).toBeNull()
  })
})

describe('archetype modifiers', () => {
  it('accepts two finite numbers and nothing else', () => {
    expect(hasValidModifiers({ entropyMod: 0.95, curvatureMod: 1.02 })).toBe(true)
    expect(hasValidModifiers({ entropyMod: 1 })).toBe(false)
    expect(hasValidModifiers({ entropyMod: '1', curvatureMod: 1 })).toBe(false)
    expect(hasValidModifiers({ entropyMod: Number.NaN, curvatureMod: 1 })).toBe(false)
    expect(hasValidModifiers(null)).toBe(false)
    expect(hasValidModifiers(undefined)).toBe(false)
  })
})
