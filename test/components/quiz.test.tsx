// The onboarding quiz as a visitor meets it (web/src/routes/onboarding.tsx, docs/rules/quiz.md):
// Next waits for an answer, each question is its own address so back moves one question with the
// answer kept, a reload resumes at the question reached, and the last answer reveals the archetype
// the scoring gives.
import { findArchetype } from '@domain/archetypes.ts'
import { QUIZ_QUESTIONS } from '@domain/content/quiz.ts'
import { scoreQuiz } from '@domain/quiz.ts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import OnboardingPage from '@/routes/onboarding.tsx'
import { renderAt, store } from './render.tsx'

const identity = { user_profile_onboarding: { name: 'Maya', birthDate: '1990-06-15' } }
const open = (at: string) => renderAt(at, '/onboarding', <OnboardingPage />)
const draft = () =>
  JSON.parse(localStorage.getItem('luna_quiz_draft') ?? 'null') as Record<string, number> | null
/** The question the address names ('1' when it names none). */
const questionInAddress = () =>
  new URLSearchParams(screen.getByTestId('address').textContent?.split('?')[1]).get('q') ?? '1'
const nextButton = (name = 'Next') => screen.getByRole<HTMLButtonElement>('button', { name })

async function answer(user: ReturnType<typeof userEvent.setup>, question: number, option: number) {
  await screen.findByText(`Question ${question} of 5`)
  await user.click(screen.getAllByRole('radio')[option - 1] as HTMLElement)
}

describe('the onboarding quiz', () => {
  it('asks for an answer before Next, and moves one question at a time, each its own address', async () => {
    store(identity)
    const user = userEvent.setup()
    open('/onboarding?step=quiz')
    await screen.findByText('Question 1 of 5')
    expect(screen.getByRole('group', { name: QUIZ_QUESTIONS[0]?.question })).toBeTruthy()
    expect(nextButton().disabled).toBe(true)
    await user.click(screen.getAllByRole('radio')[1] as HTMLElement)
    expect(nextButton().disabled).toBe(false)
    expect(draft()).toEqual({ [QUIZ_QUESTIONS[0]?.id ?? 1]: 2 })
    await user.click(nextButton())
    await screen.findByText('Question 2 of 5')
    expect(questionInAddress()).toBe('2')
    expect(nextButton().disabled).toBe(true)
  })

  it('goes back one question with its answer kept, and forward again', async () => {
    store(identity)
    const user = userEvent.setup()
    open('/onboarding?step=quiz')
    await answer(user, 1, 3)
    await user.click(nextButton())
    await answer(user, 2, 1)
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByText('Question 1 of 5')
    expect(questionInAddress()).toBe('1')
    const radios = screen.getAllByRole<HTMLInputElement>('radio')
    expect(radios.map((r) => r.checked)).toEqual([false, false, true, false])
    // The focus stays in the quiz: on the chosen option.
    expect(document.activeElement).toBe(radios[2])
    await user.click(nextButton())
    await screen.findByText('Question 2 of 5')
    expect(screen.getAllByRole<HTMLInputElement>('radio')[0]?.checked).toBe(true)
  })

  it('resumes after a reload at the question reached, never past the first unanswered one', async () => {
    store(identity)
    const user = userEvent.setup()
    const first = open('/onboarding?step=quiz')
    await answer(user, 1, 2)
    await user.click(nextButton())
    await answer(user, 2, 4)
    await user.click(nextButton())
    await screen.findByText('Question 3 of 5')
    first.unmount()

    // The reload: the same address, the same browser storage, a new page.
    const reloaded = open('/onboarding?step=quiz&q=3')
    await screen.findByText('Question 3 of 5')
    expect(nextButton().disabled).toBe(true)
    reloaded.unmount()

    // An address further on than the answers allow is moved back to the first unanswered question.
    open('/onboarding?step=quiz&q=5')
    await screen.findByText('Question 3 of 5')
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByText('Question 2 of 5')
    expect(screen.getAllByRole<HTMLInputElement>('radio')[3]?.checked).toBe(true)
  })

  it('reveals the archetype the answers score, after Complete Quiz', async () => {
    store(identity)
    const user = userEvent.setup()
    open('/onboarding?step=quiz')
    const options = [2, 4, 1, 3, 2]
    for (const [i, option] of options.entries()) {
      await answer(user, i + 1, option)
      await user.click(nextButton(i === 4 ? 'Complete Quiz' : 'Next'))
    }
    const expected = findArchetype(
      scoreQuiz(QUIZ_QUESTIONS.map((q, i) => ({ questionId: q.id, answer: options[i] ?? 1 }))),
    )
    expect(await screen.findByRole('heading', { name: expected?.name })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Begin Your Journey' })).toBeTruthy()
    expect(questionInAddress()).toBe('reveal')
  })
})
