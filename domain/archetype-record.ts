// What the server stores for an archetype result: every value it can compute, computed by it
// (docs/rules/archetype-record.md). A client value that disagrees beyond rounding is refused with
// a sentence that names the expected value; unknown names never reach storage.
import { findArchetype } from './archetypes.ts'
import { addDays, checkBirthDate, daysBetween, isValidDate, MIN_BIRTH_DATE } from './dates.ts'
import { isQuizComplete, type QuizAnswer, scoreQuiz } from './quiz.ts'
import { computeBirthScalar, computeCombinedBaseline } from './scalar.ts'
import { DEFAULT_BASELINE } from './vocabulary.ts'

/** How the archetype was chosen: the five-question quiz, a direct choice, or 'Skip for now'. */
export const ARCHETYPE_SOURCES = ['quiz', 'direct', 'guest'] as const
export type ArchetypeSource = (typeof ARCHETYPE_SOURCES)[number]

/** Client values within this of the computed one are rounding, not disagreement. */
export const ROUNDING_TOLERANCE = 0.0005

export interface ArchetypeClaim {
  archetypeId: number
  archetypeName: string
  quizResponses?: readonly QuizAnswer[] | null
  source?: ArchetypeSource | null
  birthScalar?: number | null
  archetypeScalar: number
  combinedBaseline: number
  entropyMod: number
  curvatureMod: number
  birthDate?: string | null
}

export interface ArchetypeRecord {
  archetypeId: number
  archetypeName: string
  source: ArchetypeSource
  quizResponses: QuizAnswer[]
  /** Null for a guest: 'today' is a placeholder, not a birth date. */
  birthDate: string | null
  birthScalar: number | null
  archetypeScalar: number
  combinedBaseline: number
  entropyMod: number
  curvatureMod: number
}

export type ArchetypeRecordResult = { ok: true; record: ArchetypeRecord } | { ok: false; error: string }

const fail = (error: string): ArchetypeRecordResult => ({ ok: false, error })
const differs = (given: number | null | undefined, expected: number) =>
  typeof given === 'number' && Math.abs(given - expected) > ROUNDING_TOLERANCE

const GUEST_BIRTH_DATE =
  "A guest profile ('Skip for now') sends today's date as its birthDate, or none: a real birth date needs the quiz or a direct choice."

const BIRTH_DATE_PROBLEMS = {
  required: 'The birthDate field is required.',
  invalid: 'The birthDate field must be a real date in the form YYYY-MM-DD.',
  'too-early': `The birthDate field must be a date from ${MIN_BIRTH_DATE} on.`,
  future: 'The birthDate field must not be in the future.',
  minor: 'Luna is for adults: the birthDate field must make you 18 or older.',
} as const

/** The quiz answers' problem, or null: exactly the five questions, each once, each answered 1–4. */
export function quizAnswersProblem(answers: readonly QuizAnswer[]): string | null {
  const ids = answers.map((a) => a.questionId)
  if (new Set(ids).size !== ids.length) return 'The quizResponses field must answer each question once.'
  if (answers.length !== 5 || !isQuizComplete(answers))
    return 'The quizResponses field must answer all five questions (ids 1 to 5), each with an answer from 1 to 4.'
  return null
}

/**
 * The record to store for a claim, or the sentence that refuses it. `utcToday` is the server's
 * date; a visitor's local day may be one day ahead of it.
 */
export function deriveArchetypeRecord(claim: ArchetypeClaim, utcToday: string): ArchetypeRecordResult {
  const archetype = findArchetype(claim.archetypeId)
  if (!archetype) return fail('The archetypeId field must be a whole number from 1 to 32.')
  const answers = [...(claim.quizResponses ?? [])]
  const source: ArchetypeSource = claim.source ?? (answers.length > 0 ? 'quiz' : 'direct')
  if (source === 'quiz') {
    const problem = quizAnswersProblem(answers)
    if (problem) return fail(problem)
    const scored = scoreQuiz(answers)
    if (scored !== archetype.id) {
      const winner = findArchetype(scored)
      return fail(
        `These quiz answers choose archetype ${scored} (${winner?.name ?? 'unknown'}), not ${archetype.id}.`,
      )
    }
  } else if (answers.length > 0) {
    return fail(`A ${source} choice is sent without quiz answers (quizResponses empty or left out).`)
  }
  if (claim.archetypeName !== archetype.name)
    return fail(`The archetypeName field must be “${archetype.name}” for archetype ${archetype.id}.`)
  const { entropyMod, curvatureMod } = archetype.modifiers
  if (differs(claim.entropyMod, entropyMod))
    return fail(`The entropyMod field must be ${entropyMod} for archetype ${archetype.id}.`)
  if (differs(claim.curvatureMod, curvatureMod))
    return fail(`The curvatureMod field must be ${curvatureMod} for archetype ${archetype.id}.`)
  if (differs(claim.archetypeScalar, archetype.scalarRange))
    return fail(`The archetypeScalar field must be ${archetype.scalarRange} for archetype ${archetype.id}.`)

  const given = claim.birthDate ?? null
  if (given !== null && source !== 'guest') {
    const problem = checkBirthDate(given, addDays(utcToday, 1))
    if (problem) return fail(BIRTH_DATE_PROBLEMS[problem])
  }
  // A guest's birth date is only the placeholder 'today' (the visitor's day, within a day of the
  // server's): never a real date, so a minor's cannot come in this way (docs/decisions/036).
  if (
    given !== null &&
    source === 'guest' &&
    (!isValidDate(given) || Math.abs(daysBetween(utcToday, given)) > 1)
  )
    return fail(GUEST_BIRTH_DATE)
  // A guest's birth date is 'today': its scalar is kept as the spec's guest profile makes it, but
  // no birth date is stored.
  const birthScalar = given !== null ? computeBirthScalar(given) : null
  if (given !== null && differs(claim.birthScalar, birthScalar ?? DEFAULT_BASELINE))
    return fail(`The birthScalar field must be ${birthScalar} for the birth date ${given}.`)
  if (given === null && claim.birthScalar !== null && claim.birthScalar !== undefined)
    return fail('The birthScalar field needs the birthDate it was computed from.')
  const combinedBaseline = computeCombinedBaseline(birthScalar ?? DEFAULT_BASELINE, archetype.scalarRange)
  if (differs(claim.combinedBaseline, combinedBaseline)) {
    const from = given !== null ? `birth date ${given}` : 'no birth date (birth scalar 81.5)'
    return fail(
      `The combinedBaseline field must be ${combinedBaseline} for archetype ${archetype.id} and ${from}.`,
    )
  }
  return {
    ok: true,
    record: {
      archetypeId: archetype.id,
      archetypeName: archetype.name,
      source,
      quizResponses: answers,
      birthDate: source === 'guest' ? null : given,
      birthScalar,
      archetypeScalar: archetype.scalarRange,
      combinedBaseline,
      entropyMod,
      curvatureMod,
    },
  }
}
