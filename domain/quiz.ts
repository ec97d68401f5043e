// The archetype quiz: answers vote for archetypes, the highest tally wins (lowest id on ties).
// Pure rules; the questions and their vote table live in content/quiz.ts.
import { QUIZ_QUESTIONS } from './content/quiz.ts'
import type { QuizQuestion } from './content/types.ts'

/** One recorded answer: the question's id and the chosen option, 1 to 4. */
export interface QuizAnswer {
  questionId: number
  answer: number
}

/** Number of archetypes the quiz chooses between (ids 1 to 32). */
export const QUIZ_ARCHETYPE_COUNT = 32

/** Archetype chosen when no answer casts a vote. */
export const QUIZ_DEFAULT_ARCHETYPE_ID = 1

/** Whether an answer value names one of the four options. */
function isOptionNumber(answer: number): boolean {
  return Number.isInteger(answer) && answer >= 1 && answer <= 4
}

/** The valid answers by question id; a later answer to the same question replaces an earlier one. */
function effectiveAnswers(
  answers: readonly QuizAnswer[],
  questions: readonly QuizQuestion[],
): Map<number, number> {
  const known = new Set(questions.map((q) => q.id))
  const chosen = new Map<number, number>()
  for (const { questionId, answer } of answers) {
    if (known.has(questionId) && isOptionNumber(answer)) chosen.set(questionId, answer)
  }
  return chosen
}

/** Votes per archetype for the given answers: index 0 holds id 1, index 31 holds id 32. */
export function tallyQuiz(
  answers: readonly QuizAnswer[],
  questions: readonly QuizQuestion[] = QUIZ_QUESTIONS,
): number[] {
  const tally = new Array<number>(QUIZ_ARCHETYPE_COUNT).fill(0)
  const chosen = effectiveAnswers(answers, questions)
  for (const question of questions) {
    const answer = chosen.get(question.id)
    if (answer === undefined) continue
    const option = question.options[answer - 1]
    if (option === undefined) continue
    for (const id of option.archetypeIds) {
      if (id >= 1 && id <= QUIZ_ARCHETYPE_COUNT) tally[id - 1] = (tally[id - 1] ?? 0) + 1
    }
  }
  return tally
}

/** The winning archetype id: highest tally, lowest id on ties, archetype 1 when nothing was voted. */
export function scoreQuiz(
  answers: readonly QuizAnswer[],
  questions: readonly QuizQuestion[] = QUIZ_QUESTIONS,
): number {
  const tally = tallyQuiz(answers, questions)
  let winner = QUIZ_DEFAULT_ARCHETYPE_ID
  let best = 0
  tally.forEach((votes, index) => {
    if (votes > best) {
      best = votes
      winner = index + 1
    }
  })
  return winner
}

/** Whether every quiz question has an answer from 1 to 4. */
export function isQuizComplete(
  answers: readonly QuizAnswer[],
  questions: readonly QuizQuestion[] = QUIZ_QUESTIONS,
): boolean {
  const chosen = effectiveAnswers(answers, questions)
  return questions.every((q) => chosen.has(q.id))
}
