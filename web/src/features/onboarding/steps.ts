// Onboarding's steps and their addresses (docs/rules/quiz.md): each step, and each quiz question,
// is its own address (?step=…&q=…). Pure, tested in Node (test/web/onboarding-steps.test.ts).

/** The steps, by their names' keys in the catalogue `onboarding` (docs/decisions/056-languages.md). */
export const STEPS = [
  'onboarding.step.welcome',
  'onboarding.step.name',
  'onboarding.step.birth',
  'onboarding.step.quiz',
  'onboarding.step.complete',
] as const
/** Each step's value in the address (?step=…); the welcome has none. */
export const STEP_PARAMS = [null, 'name', 'birth', 'quiz', 'done'] as const
export const QUESTION_COUNT = 5
/** The quiz's question ids (domain/content/quiz.ts), here so that the welcome step loads no quiz. */
export const QUIZ_IDS = [1, 2, 3, 4, 5] as const

/** What the visitor has done so far, for the steps it opens. */
export interface OnboardingProgress {
  name: boolean
  birthDate: boolean
  answered: number
  onboarded: boolean
  retake: boolean
}

/** The step the address names (0, the welcome, when it names none or an unknown one). */
export const wantedStepOf = (params: URLSearchParams): number =>
  Math.max(0, STEP_PARAMS.indexOf((params.get('step') ?? null) as (typeof STEP_PARAMS)[number]))

/** The step and question the address asks for, moved back to the first one not yet possible. */
export function stepOf(params: URLSearchParams, has: OnboardingProgress) {
  const reveal = params.get('q') === 'reveal'
  const q = Math.min(QUESTION_COUNT, Math.max(1, Number.parseInt(params.get('q') ?? '1', 10) || 1))
  let step = wantedStepOf(params)
  if (step >= 2 && !has.name) step = 1
  else if (step >= 3 && !has.birthDate) step = 2
  else if (step === 4 && !has.onboarded) step = 3
  // Back from 'Your compass is ready': the quiz is done, so the steps before it are too.
  if (has.onboarded && !has.retake && step > 0 && has.answered === 0) step = 4
  const question = Math.min(q, has.answered + 1, QUESTION_COUNT) - 1
  return { step, question, reveal: step === 3 && reveal && has.answered >= QUESTION_COUNT }
}

/** A message of the catalogue `onboarding` and its values. */
export type StepText = readonly [key: string, values?: Record<string, number>]

/**
 * The tab's title of a step, as a message of the catalogue `onboarding` (within
 * 'onboarding.pageTitle'): each step is its own history entry, so the tab and a screen reader name it.
 */
export function stepTitle(step: number, retake: boolean, reveal: boolean, question: number): StepText {
  const titles: StepText[] = [
    [retake ? 'onboarding.welcome.retake' : 'onboarding.welcome.title'],
    ['onboarding.name.title'],
    ['onboarding.birth.title'],
    reveal
      ? ['reveal.title']
      : ['onboarding.quiz.titleQuestion', { number: question + 1, total: QUESTION_COUNT }],
    ['onboarding.done.title'],
  ]
  return titles[step] ?? (titles[0] as StepText)
}
