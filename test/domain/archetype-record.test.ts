// The server's archetype record: a claim made by the app's own rules is accepted as it is; any
// value off by more than rounding is refused with the expected value named.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deriveArchetypeRecord } from '../../domain/archetype-record.ts'
import { ARCHETYPES } from '../../domain/archetypes.ts'
import { addDays } from '../../domain/dates.ts'
import { scoreQuiz } from '../../domain/quiz.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../domain/scalar.ts'

const TODAY = '2026-11-24'
const answers = fc
  .tuple(...[1, 2, 3, 4, 5].map(() => fc.integer({ min: 1, max: 4 })))
  .map((picks) => picks.map((answer, i) => ({ questionId: i + 1, answer })))
const adultBirth = fc.integer({ min: 0, max: 39_000 }).map((d) => addDays('1900-01-01', d))

describe('deriveArchetypeRecord', () => {
  it('accepts exactly what the app computes for a quiz result, and stores those values', () => {
    fc.assert(
      fc.property(answers, adultBirth, (quiz, birthDate) => {
        const archetype = ARCHETYPES[scoreQuiz(quiz) - 1]
        if (!archetype) throw new Error('no archetype')
        const birthScalar = computeBirthScalar(birthDate)
        const claim = {
          archetypeId: archetype.id,
          archetypeName: archetype.name,
          quizResponses: quiz,
          birthScalar,
          archetypeScalar: archetype.scalarRange,
          combinedBaseline: computeCombinedBaseline(birthScalar, archetype.scalarRange),
          ...archetype.modifiers,
          birthDate,
        }
        const result = deriveArchetypeRecord(claim, TODAY)
        expect(result).toEqual({
          ok: true,
          record: { ...claim, source: 'quiz', quizResponses: quiz },
        })
      }),
    )
  })

  it('refuses a combined baseline off by more than rounding, naming the expected value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ARCHETYPES),
        adultBirth,
        fc.double({ min: 0.001, max: 0.5, noNaN: true }),
        (archetype, birthDate, off) => {
          const birthScalar = computeBirthScalar(birthDate)
          const expected = computeCombinedBaseline(birthScalar, archetype.scalarRange)
          const result = deriveArchetypeRecord(
            {
              archetypeId: archetype.id,
              archetypeName: archetype.name,
              birthScalar,
              archetypeScalar: archetype.scalarRange,
              combinedBaseline: expected + off,
              ...archetype.modifiers,
              birthDate,
            },
            TODAY,
          )
          expect(result.ok).toBe(false)
          if (!result.ok) expect(result.error).toContain(String(expected))
        },
      ),
    )
  })

  it('a day of time-zone slack, never a minor: 18 today in the east is accepted, 17 is not', () => {
    const archetype = ARCHETYPES[6]
    if (!archetype) throw new Error('no archetype 7')
    const claim = (birthDate: string) => {
      const birthScalar = computeBirthScalar(birthDate)
      return {
        archetypeId: 7,
        archetypeName: archetype.name,
        birthScalar,
        archetypeScalar: archetype.scalarRange,
        combinedBaseline: computeCombinedBaseline(birthScalar, archetype.scalarRange),
        entropyMod: 1,
        curvatureMod: 1,
        birthDate,
      }
    }
    expect(deriveArchetypeRecord(claim('2008-11-25'), TODAY).ok).toBe(true)
    expect(deriveArchetypeRecord(claim('2008-11-26'), TODAY)).toEqual({
      ok: false,
      error: 'Luna is for adults: the birthDate field must make you 18 or older.',
    })
  })
})
