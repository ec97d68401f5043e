// The compass profile's fields the compass reads (domain/scalar.ts profileFieldsProblem): each one
// present is checked, whichever takes precedence, as the published contract states (docs/decisions/039).
import { describe, expect, it } from 'vitest'
import { BASELINE_RANGE, describeRange } from '../../domain/ranges.ts'
import { profileFieldsProblem } from '../../domain/scalar.ts'

const problem = (profile: Record<string, unknown>) =>
  profileFieldsProblem(profile, BASELINE_RANGE, describeRange(BASELINE_RANGE))

describe('a compass profile’s read fields', () => {
  it('accepts the shapes the web app and the spec’s clients send', () => {
    expect(problem({})).toBeNull()
    expect(problem({ scalar_ξ: 81.5, archetype: 7 })).toBeNull()
    expect(problem({ xi: 81.4, archetype: { archetypeId: '7', birthScalar: 81.4 } })).toBeNull()
    expect(
      problem({ archetype: 19, archetypeData: { archetypeId: 19, combinedBaseline: 81.54, birthDate: 'x' } }),
    ).toBeNull()
    expect(problem({ archetypeData: { combinedBaseline: null }, somethingElse: 'free' })).toBeNull()
  })

  it('refuses a read field out of its range even where another takes precedence', () => {
    expect(problem({ scalar_xi: 80.8999, archetypeData: { birthScalar: 81.45 } })).toMatch(
      /scalar_xi must be a baseline/,
    )
    expect(problem({ archetypeData: { emotionalBaseline: 1e308 } })).toMatch(
      /archetypeData.emotionalBaseline/,
    )
    expect(problem({ archetype: 33 })).toMatch(/archetype must be a whole number from 1 to 32/)
    expect(problem({ archetypeId: '0' })).toMatch(/archetypeId/)
  })

  it('refuses a read field of another type (a number in text, a name)', () => {
    expect(problem({ xi: '81.5' })).toMatch(/xi must be a baseline/)
    expect(problem({ archetype: 'The Sage' })).toMatch(/archetype must be a whole number/)
    expect(problem({ archetypeData: [] })).toMatch(/archetypeData must be an object/)
  })
})
