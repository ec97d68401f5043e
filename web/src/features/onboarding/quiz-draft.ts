// The onboarding quiz's answers until it completes, kept under luna_quiz_draft so that a reload
// resumes at the question the visitor was on (docs/rules/quiz.md). Light: the welcome step imports
// it without the quiz.
import type { QuizDraft } from '@/components/quiz/quiz-runner.tsx'
import { anObject, storedJson } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

/** The stored answers, each an option 1–8 of a question id; anything else is left out. */
export function parseQuizDraft(stored: unknown): QuizDraft | null {
  const record = anObject<Record<string, unknown>>(stored)
  if (!record) return null
  const draft: QuizDraft = {}
  for (const [id, option] of Object.entries(record)) {
    if (typeof option === 'number' && Number.isInteger(option) && option >= 1 && option <= 8)
      draft[Number(id)] = option
  }
  return draft
}

export const quizDraftAtom = storedJson(KEYS.quizDraft, parseQuizDraft)
