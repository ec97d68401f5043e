// Onboarding (docs/rules/device-state.md): welcome, name, birth date, quiz, complete. Kept light: the
// quiz and its content load only when the visitor reaches them. Each step, and each quiz question,
// is its own address (?step=…&q=…), so the browser's back button moves back one step; the name and
// birth date are kept when the visitor continues and the quiz answers as they are chosen, so a
// reload resumes where the visitor was (docs/rules/quiz.md).

import { checkBirthDate, localDateOf, MIN_BIRTH_DATE } from '@domain/dates.ts'
import { useAtom } from 'jotai'
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { PageLoading } from '@/components/ui/spinner.tsx'
import { quizDraftAtom } from '@/features/onboarding/quiz-draft.ts'
import { birthDateToast } from '@/lib/birth-date-toast.ts'
import { isOnboarded, setOnboardingIdentity } from '@/lib/device-state/profile.ts'
import { updateDevice, useDevice } from '@/lib/device-state/store.ts'
import { useHydrated } from '@/lib/hydrated.ts'
import { useProblemToast } from '@/lib/toast.ts'

const QuizStep = lazy(() => import('@/features/onboarding/quiz-step.tsx'))
/** The quiz's question ids (domain/content/quiz.ts), here so that the welcome step loads no quiz. */
const QUIZ_IDS = [1, 2, 3, 4, 5] as const
const loadQuiz = () => import('@/features/onboarding/quiz-step.tsx')

const STEPS = ['Welcome', 'Name', 'Birth date', 'Archetype quiz', 'Complete'] as const
/** Each step's value in the address (?step=…); the welcome has none. */
const STEP_PARAMS = [null, 'name', 'birth', 'quiz', 'done'] as const
const QUESTION_COUNT = 5

/** The step and question the address asks for, moved back to the first one not yet possible. */
function stepOf(
  params: URLSearchParams,
  has: { name: boolean; birthDate: boolean; answered: number; onboarded: boolean; retake: boolean },
) {
  const wanted = Math.max(
    0,
    STEP_PARAMS.indexOf((params.get('step') ?? null) as (typeof STEP_PARAMS)[number]),
  )
  const reveal = params.get('q') === 'reveal'
  const q = Math.min(QUESTION_COUNT, Math.max(1, Number.parseInt(params.get('q') ?? '1', 10) || 1))
  let step = wanted
  if (step >= 2 && !has.name) step = 1
  else if (step >= 3 && !has.birthDate) step = 2
  else if (step === 4 && !has.onboarded) step = 3
  // Back from 'Your compass is ready': the quiz is done, so the steps before it are too.
  if (has.onboarded && !has.retake && step > 0 && has.answered === 0) step = 4
  const question = Math.min(q, has.answered + 1, QUESTION_COUNT) - 1
  return { step, question, reveal: step === 3 && reveal && has.answered >= QUESTION_COUNT }
}

/** A question step: its heading, the field, and Back / Continue. */
function StepForm({
  heading,
  title,
  onBack,
  onContinue,
  children,
}: {
  heading: RefObject<HTMLHeadingElement | null>
  title: string
  onBack: () => void
  onContinue: () => void
  children: ReactNode
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onContinue()
      }}
    >
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold text-ink outline-none">
        {title}
      </h1>
      <div className="mt-5">{children}</div>
      <div className="mt-6 flex flex-wrap justify-between gap-3">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  )
}

export default function OnboardingPage() {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const retake = params.get('retake') === 'true'
  const navigate = useNavigate()
  const device = useDevice()
  const stored = device.onboardingProfile
  const [name, setName] = useState(stored?.name ?? '')
  const [birthDate, setBirthDate] = useState(stored?.birthDate ?? '')
  const [storedDraft, setDraft] = useAtom(quizDraftAtom)
  const draft = storedDraft ?? {}
  const [skipping, setSkipping] = useState(false)
  const [alreadyOnboarded] = useState(() => isOnboarded(device))
  const asked = stepOf(params, {
    name: Boolean(stored?.name),
    birthDate: Boolean(stored?.birthDate),
    answered: QUIZ_IDS.filter((id) => draft[id] !== undefined).length,
    onboarded: isOnboarded(device),
    retake,
  })
  // A retake opens at the name, with what the visitor gave before.
  const step = retake && stored && asked.step === 0 && !params.has('step') ? 1 : asked.step

  /** Moves to a step (and question): a new history entry, so the back button returns here. */
  const go = (next: number, extra: Record<string, string> = {}, replace = false) => {
    const value = STEP_PARAMS[next]
    const search: Record<string, string> = { ...(retake ? { retake: 'true' } : {}), ...extra }
    if (value) search.step = value
    setParams(search, { replace, state: { onboardingFrom: location.search } })
  }
  /** The in-app Back: the browser's back when the previous entry is the step before, else a replace. */
  const back = (previous: number, extra: Record<string, string> = {}) => {
    if ((location.state as { onboardingFrom?: string } | null)?.onboardingFrom !== undefined) navigate(-1)
    else go(previous, extra, true)
  }
  const live = useHydrated()
  const heading = useRef<HTMLHeadingElement>(null)
  const nameId = useId()
  const dateId = useId()
  const today = localDateOf(new Date())
  const nameToast = useProblemToast(Boolean(name.trim()))
  const birthDateToastOf = useProblemToast(checkBirthDate(birthDate, today) === null)

  // Each step is its own history entry: the tab and a screen reader name it too.
  useEffect(() => {
    const titles = [
      retake ? 'Retake your archetype quiz' : 'Welcome to Luna',
      'What should Luna call you?',
      'When were you born?',
      asked.reveal ? 'Your archetype' : `Archetype quiz, question ${asked.question + 1} of ${QUESTION_COUNT}`,
      'Your compass is ready',
    ]
    document.title = `${titles[step] ?? titles[0]} · Luna`
  }, [step, retake, asked.reveal, asked.question])
  useEffect(() => {
    // The quiz moves focus to its first option itself (its heading is for screen readers only).
    if (step !== 3) heading.current?.focus()
    if (step === 2) void loadQuiz()
  }, [step])
  // The address asked for a step not yet possible (a reload after clearing storage, a typed URL):
  // show the right one in the address too.
  const wantedStep = Math.max(
    0,
    STEP_PARAMS.indexOf((params.get('step') ?? null) as (typeof STEP_PARAMS)[number]),
  )
  useEffect(() => {
    if (wantedStep !== asked.step && !(retake && asked.step === 0)) go(asked.step, {}, true)
  })

  // A visitor who had finished onboarding when this page opened (the footer's link, or back from
  // the compass into the steps they took) goes to the compass, which says so, instead of seeing
  // 'Your compass is ready' again (docs/rules/quiz.md).
  if (alreadyOnboarded && !retake) return <Navigate to="/" replace state={{ alreadyOnboarded: true }} />

  const saveIdentity = (next: { name: string; birthDate: string }) =>
    updateDevice((s) => setOnboardingIdentity(s, next))

  const continueFromName = () => {
    if (!name.trim()) {
      nameToast({
        title: 'Name Required',
        description: 'Please enter your name to continue',
        variant: 'destructive',
      })
      return
    }
    saveIdentity({ name: name.trim(), birthDate })
    go(2)
  }

  const continueFromBirthDate = () => {
    const problem = checkBirthDate(birthDate, today)
    if (problem) {
      birthDateToastOf({ ...birthDateToast(problem), variant: 'destructive' })
      return
    }
    saveIdentity({ name: name.trim(), birthDate })
    go(3, { q: '1' })
  }

  const skip = async () => {
    setSkipping(true)
    const { createGuestProfile } = await import('@/lib/queries/onboarding.ts')
    await createGuestProfile()
    navigate('/')
  }

  return (
    <div className="mx-auto max-w-xl pb-8">
      <ol className="mb-6 flex items-center justify-center gap-2" aria-label="Onboarding progress">
        {STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={i === step ? 'step' : undefined}
            className={`h-2 w-10 rounded-full ${i <= step ? 'bg-moon' : 'bg-surface-2'}`}
          >
            <span className="sr-only">
              {label}
              {i < step ? ' (done)' : i === step ? ' (current)' : ''}
            </span>
          </li>
        ))}
      </ol>
      <Card>
        {step === 0 ? (
          <div className="text-center">
            <p aria-hidden="true" className="text-5xl text-moon">
              ☾
            </p>
            <h1 ref={heading} tabIndex={-1} className="mt-3 text-3xl font-semibold text-ink outline-none">
              {retake ? 'Retake your archetype quiz' : 'Welcome to Luna'}
            </h1>
            <p className="mx-auto mt-3 max-w-prose text-muted">
              Luna turns your name, your birth date and five short questions into a personal resonance number,
              scalar ξ, and a daily compass for reflection. It takes about two minutes.
            </p>
            <p className="mx-auto mt-3 max-w-prose text-sm text-muted">
              An experimental, symbolic practice — not medical advice. For adults 18 and older.
            </p>
            <div className="mt-6 flex flex-col items-center gap-3">
              <Button size="lg" onClick={() => go(1)} disabled={!live}>
                Begin
              </Button>
              <Button variant="ghost" onClick={() => void skip()} disabled={skipping || !live}>
                {skipping ? 'Preparing your compass…' : 'Skip for now'}
              </Button>
            </div>
          </div>
        ) : null}

        {step === 1 ? (
          <StepForm
            heading={heading}
            title="What should Luna call you?"
            onBack={() => back(0)}
            onContinue={continueFromName}
          >
            <Label htmlFor={nameId}>Your name</Label>
            <Input
              id={nameId}
              value={name}
              autoComplete="given-name"
              maxLength={100}
              onChange={(e) => setName(e.target.value)}
              aria-describedby={`${nameId}-hint`}
            />
            <Hint id={`${nameId}-hint`}>The letters of your name give your gematria number.</Hint>
          </StepForm>
        ) : null}

        {step === 2 ? (
          <StepForm
            heading={heading}
            title="When were you born?"
            onBack={() => back(1)}
            onContinue={continueFromBirthDate}
          >
            <Label htmlFor={dateId}>Birth date</Label>
            <Input
              id={dateId}
              type="date"
              value={birthDate}
              min={MIN_BIRTH_DATE}
              max={today}
              onChange={(e) => setBirthDate(e.target.value)}
              aria-describedby={`${dateId}-hint`}
            />
            <Hint id={`${dateId}-hint`}>Your birth scalar rises through the year you were born in.</Hint>
          </StepForm>
        ) : null}

        {step === 3 ? (
          <div>
            <h1 ref={heading} tabIndex={-1} className="sr-only">
              Archetype quiz
            </h1>
            <Suspense fallback={<PageLoading />}>
              <QuizStep
                identity={{ name: name.trim(), birthDate }}
                question={asked.question}
                onQuestion={(index) =>
                  index < asked.question ? back(3, { q: String(index + 1) }) : go(3, { q: String(index + 1) })
                }
                draft={draft}
                onDraft={setDraft}
                revealed={asked.reveal}
                onReveal={() => go(3, { q: 'reveal' })}
                onDone={() => {
                  setDraft(null)
                  go(4, {}, true)
                }}
              />
            </Suspense>
          </div>
        ) : null}

        {step === 4 ? (
          <div className="text-center">
            <h1 ref={heading} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none">
              Your compass is ready
            </h1>
            <p className="mx-auto mt-3 max-w-prose text-muted">
              Your baseline ξ is set from your birth scalar and your archetype. Each day the compass shows how
              today meets it.
            </p>
            <Button size="lg" className="mt-6" onClick={() => navigate('/')}>
              Enter the Compass
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  )
}
