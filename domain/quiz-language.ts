// The archetype quiz in a language Luna speaks (docs/decisions/057-content-languages.md): the words of
// domain/content/quiz.ts's questions (the question, Luna's prompt, the four answers) from a
// language's QuizWords (domain/content/<locale>/quiz.ts); ids and the vote table as English has them.
// Pure: the app passes the words of the language it loaded, the Worker those of
// domain/content-languages.ts.

import { QUIZ_QUESTIONS } from './content/quiz.ts'
import type { QuizQuestion, QuizWords } from './content/types.ts'

const made = new WeakMap<QuizWords, readonly QuizQuestion[]>()

/** The five questions in order, their words from `words` (English's when none are given). */
export function quizWith(words: QuizWords | undefined): readonly QuizQuestion[] {
  if (!words) return QUIZ_QUESTIONS
  let questions = made.get(words)
  if (!questions) {
    questions = QUIZ_QUESTIONS.map((q, i) => {
      const own = words[i]
      if (!own) return q
      const [a, b, c, d] = q.options
      const [ta, tb, tc, td] = own.options
      return {
        ...q,
        question: own.question,
        lunaPrompt: own.lunaPrompt,
        options: [
          { ...a, text: ta.text },
          { ...b, text: tb.text },
          { ...c, text: tc.text },
          { ...d, text: td.text },
        ],
      }
    })
    made.set(words, questions)
  }
  return questions
}
