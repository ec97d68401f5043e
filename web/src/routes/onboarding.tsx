// Onboarding (docs/rules/device-state.md): welcome, name, birth date, quiz, complete. Kept light: the
// quiz and its content load only when the visitor reaches them.

import { checkBirthDate, localDateOf, MIN_BIRTH_DATE } from '@domain/dates.ts'
import { lazy, type ReactNode, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { PageLoading } from '@/components/ui/spinner.tsx'
import { birthDateToast } from '@/lib/birth-date-toast.ts'
import { isOnboarded, setOnboardingIdentity } from '@/lib/device-state/profile.ts'
import { readDevice, updateDevice } from '@/lib/device-state/store.ts'
import { useHydrated } from '@/lib/hydrated.ts'
import { toast } from '@/lib/toast.ts'

const QuizStep = lazy(() => import('@/features/onboarding/quiz-step.tsx'))
const loadQuiz = () => import('@/features/onboarding/quiz-step.tsx')

const STEPS = ['Welcome', 'Name', 'Birth date', 'Archetype quiz', 'Complete'] as const

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
      <div className="mt-6 flex justify-between gap-3">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  )
}

export default function OnboardingPage() {
  const [params] = useSearchParams()
  const retake = params.get('retake') === 'true'
  const navigate = useNavigate()
  const stored = readDevice().onboardingProfile
  const [step, setStep] = useState(retake && stored ? 1 : 0)
  const [name, setName] = useState(stored?.name ?? '')
  const [birthDate, setBirthDate] = useState(stored?.birthDate ?? '')
  const [skipping, setSkipping] = useState(false)
  const [alreadyOnboarded] = useState(() => isOnboarded(readDevice()))
  const live = useHydrated()
  const heading = useRef<HTMLHeadingElement>(null)
  const nameId = useId()
  const dateId = useId()
  const today = localDateOf(new Date())

  useEffect(() => {
    heading.current?.focus()
    if (step === 2) void loadQuiz()
  }, [step])

  if (alreadyOnboarded && !retake && step === 0) return <Navigate to="/" replace />

  const saveIdentity = (next: { name: string; birthDate: string }) =>
    updateDevice((s) => setOnboardingIdentity(s, next))

  const continueFromName = () => {
    if (!name.trim()) {
      toast({
        title: 'Name Required',
        description: 'Please enter your name to continue',
        variant: 'destructive',
      })
      return
    }
    saveIdentity({ name: name.trim(), birthDate })
    setStep(2)
  }

  const continueFromBirthDate = () => {
    const problem = checkBirthDate(birthDate, today)
    if (problem) {
      toast({ ...birthDateToast(problem), variant: 'destructive' })
      return
    }
    saveIdentity({ name: name.trim(), birthDate })
    setStep(3)
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
              <Button size="lg" onClick={() => setStep(1)} disabled={!live}>
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
            onBack={() => setStep(0)}
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
            onBack={() => setStep(1)}
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
              <QuizStep identity={{ name: name.trim(), birthDate }} onDone={() => setStep(4)} />
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
