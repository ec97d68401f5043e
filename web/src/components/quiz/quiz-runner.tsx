// The 5-question archetype quiz (docs/rules/device-state.md): one question at a time, Next disabled until an
// option is chosen, the last button reads 'Complete Quiz'.

import { type QuizAnswer, scoreQuiz } from '@domain/quiz.ts'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { useOnboardingText } from '@/components/quiz/onboarding-text.ts'
import { useQuizQuestions } from '@/components/quiz/quiz-text.ts'
import { Button } from '@/components/ui/button.tsx'

/** The chosen option (1-based) by question id. */
export type QuizDraft = Record<number, number>

export function QuizRunner({
  onComplete,
  onBack,
  index: shownIndex,
  onIndexChange,
  answers: shownAnswers,
  onAnswersChange,
  focusOnMount = false,
}: {
  onComplete: (answers: QuizAnswer[], archetypeId: number) => void
  onBack?: () => void
  /** Controlled question (0-based), e.g. from the address, so the back button moves one question. */
  index?: number
  onIndexChange?: (index: number) => void
  /** Controlled answers, e.g. kept in storage so a reload keeps them. */
  answers?: QuizDraft
  onAnswersChange?: (answers: QuizDraft) => void
  /** Focus the first question's option as soon as it shows (the quiz is what the page opened to). */
  focusOnMount?: boolean
}) {
  const [ownIndex, setOwnIndex] = useState(0)
  const [ownAnswers, setOwnAnswers] = useState<QuizDraft>({})
  const index = shownIndex ?? ownIndex
  const setIndex = onIndexChange ?? setOwnIndex
  const answers = shownAnswers ?? ownAnswers
  const setAnswers = onAnswersChange ?? setOwnAnswers
  const t = useOnboardingText()
  const questions = useQuizQuestions()
  const question = questions[index]
  const groupId = useId()
  const group = useRef<HTMLFieldSetElement>(null)
  const shownQuestion = useRef(focusOnMount ? undefined : question?.id)
  // Next and Previous replace the question, and Next is disabled on an unanswered one: focus would
  // fall to the page. It goes to the new question's chosen option, else its first (the legend is
  // read with it), so the arrow keys choose at once: before the question is painted, so no key
  // pressed meanwhile lands elsewhere.
  useLayoutEffect(() => {
    if (shownQuestion.current === question?.id) return
    shownQuestion.current = question?.id
    const options = group.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')
    const target = [...(options ?? [])].find((o) => o.checked) ?? options?.[0]
    target?.focus()
  }, [question?.id])
  if (!question) return null
  const chosen = answers[question.id]
  const last = index === questions.length - 1
  const next = () => {
    if (chosen === undefined) return
    if (!last) {
      setIndex(index + 1)
      return
    }
    const list = questions
      .map((q) => ({ questionId: q.id, answer: answers[q.id] ?? 0 }))
      .filter((a) => a.answer > 0)
    onComplete(list, scoreQuiz(list))
  }
  return (
    <div>
      <p className="text-sm text-muted" aria-live="polite">
        {t('quiz.progress', { number: index + 1, total: questions.length })}
      </p>
      <div className="mt-2 h-1.5 rounded-full bg-surface-2" aria-hidden="true">
        <div
          className="h-1.5 rounded-full bg-moon transition-all"
          style={{ width: `${((index + (chosen ? 1 : 0)) / questions.length) * 100}%` }}
        />
      </div>
      <fieldset className="mt-5" key={question.id} ref={group}>
        <legend className="text-xl font-semibold text-ink">{question.question}</legend>
        <p className="mt-2 text-sm italic text-muted">
          <span aria-hidden="true">☾ </span>
          {t('quiz.prompt', { prompt: question.lunaPrompt })}
        </p>
        <div className="mt-4 grid gap-2">
          {question.options.map((option, i) => {
            const value = i + 1
            const id = `${groupId}-${question.id}-${value}`
            return (
              <label
                key={id}
                htmlFor={id}
                className={`flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border p-3 ${chosen === value ? 'border-moon bg-moon/10' : 'border-line bg-surface-2 hover:border-muted'}`}
              >
                <input
                  id={id}
                  type="radio"
                  name={`${groupId}-q${question.id}`}
                  value={value}
                  checked={chosen === value}
                  onChange={() => setAnswers({ ...answers, [question.id]: value })}
                  className="mt-1 size-4 accent-[var(--color-moon)]"
                />
                <span className="text-ink">{option.text}</span>
              </label>
            )
          })}
        </div>
      </fieldset>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        {index > 0 ? (
          <Button variant="ghost" onClick={() => setIndex(index - 1)}>
            {t('quiz.previous')}
          </Button>
        ) : onBack ? (
          <Button variant="ghost" onClick={onBack}>
            {t('quiz.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button onClick={next} disabled={chosen === undefined}>
          {last ? t('quiz.complete') : t('quiz.next')}
        </Button>
      </div>
    </div>
  )
}
