// The values the request examples of the published contract share (docs/decisions/039). Each
// route's example is in its declaration (worker/routes/*.ts), one the server accepts when sent in the
// order of the routes with the example session. Values that rules tie together (an archetype's name
// and numbers, a check-in's codon and descriptor) are computed here by the same domain functions the
// server checks them with, so they cannot drift.
import { findArchetype } from '../domain/archetypes.ts'
import { SYMBOLIC_LOCATIONS } from '../domain/content/places.ts'
import { codonIndexFromValue, descriptorAt } from '../domain/emotion.ts'
import { scoreQuiz } from '../domain/quiz.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../domain/scalar.ts'

/** The example visitor's session id (made as a browser makes one). */
export const EXAMPLE_SESSION = 'luna_1764230400000_k3v9q2m7x1p8r4t6w0y5z2a7b3'
/** The example day and time, the visitor's local ones. */
export const EXAMPLE_DATE = '2026-11-28'
export const EXAMPLE_TIME = '09:30'
/** Stands for a reading id the visitor saved (the example run uses the one its save answered). */
export const EXAMPLE_READING_ID = '3f1c2a9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b'
/** Stands for the admin password (a secret: the example run uses the server's). */
export const EXAMPLE_PASSWORD = 'the-admin-password'

export interface RequestExample {
  params?: Record<string, string>
  query?: Record<string, string>
  headers?: Record<string, string>
  body?: unknown
}

const QUIZ_ANSWERS = [
  { questionId: 1, answer: 2 },
  { questionId: 2, answer: 3 },
  { questionId: 3, answer: 2 },
  { questionId: 4, answer: 1 },
  { questionId: 5, answer: 2 },
]
export const EXAMPLE_BIRTH_DATE = '1990-06-15'

function archetypeExample() {
  const archetypeId = scoreQuiz(QUIZ_ANSWERS)
  const archetype = findArchetype(archetypeId)
  if (!archetype) throw new Error(`the example quiz answers choose no archetype (${archetypeId})`)
  const birthScalar = computeBirthScalar(EXAMPLE_BIRTH_DATE)
  return {
    archetypeId,
    archetypeName: archetype.name,
    quizResponses: QUIZ_ANSWERS,
    source: 'quiz',
    birthScalar,
    archetypeScalar: archetype.scalarRange,
    combinedBaseline: computeCombinedBaseline(birthScalar, archetype.scalarRange),
    entropyMod: archetype.modifiers.entropyMod,
    curvatureMod: archetype.modifiers.curvatureMod,
    userName: 'Ada',
    birthDate: EXAMPLE_BIRTH_DATE,
  }
}

/** The example visitor's archetype record, as the quiz makes it. */
export const EXAMPLE_ARCHETYPE = archetypeExample()
/** A feeling's slider value with the codon index and descriptor the server ties to it. */
export const exampleFeeling = (value: number) => ({
  codonIndex: codonIndexFromValue(value),
  descriptor: descriptorAt(codonIndexFromValue(value)),
})
/** The example visitor's session header. */
export const EXAMPLE_HEADERS = { 'x-session-id': EXAMPLE_SESSION }
/** A symbolic place of the calculator. */
export const EXAMPLE_PLACE = SYMBOLIC_LOCATIONS[0]?.id ?? 'stonehenge'
