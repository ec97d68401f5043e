// Onboarding (docs/rules/device-state.md): welcome, name, birth date, quiz, complete. Kept light: the
// quiz and its content load only when the visitor reaches them. Each step, and each quiz question,
// is its own address (?step=…&q=…), so the browser's back button moves back one step; the name and
// birth date are kept when the visitor continues and the quiz answers as they are chosen, so a
// reload resumes where the visitor was (docs/rules/quiz.md).

import { MIN_BIRTH_DATE } from '@domain/dates.ts'
import { lazy, type ReactNode, type RefObject, Suspense, useId } from 'react'
import { Navigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { PageLoading } from '@/components/ui/spinner.tsx'
import { STEPS } from '@/features/onboarding/steps.ts'
import { loadQuiz, useOnboarding } from '@/features/onboarding/use-onboarding.ts'
import { useHydrated } from '@/lib/hydrated.ts'

const QuizStep = lazy(loadQuiz)

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
  const o = useOnboarding()
  const { step, asked, heading, retake, name, birthDate, draft, go, back } = o
  const live = useHydrated()
  const nameId = useId()
  const dateId = useId()

  // A visitor who had finished onboarding when this page opened (the footer's link, or back from
  // the compass into the steps they took) goes to the compass, which says so, instead of seeing
  // 'Your compass is ready' again (docs/rules/quiz.md).
  if (o.alreadyOnboarded && !retake) return <Navigate to="/" replace state={{ alreadyOnboarded: true }} />

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
              <Button variant="ghost" onClick={() => void o.skip()} disabled={o.skipping || !live}>
                {o.skipping ? 'Preparing your compass…' : 'Skip for now'}
              </Button>
            </div>
          </div>
        ) : null}

        {step === 1 ? (
          <StepForm
            heading={heading}
            title="What should Luna call you?"
            onBack={() => back(0)}
            onContinue={o.continueFromName}
          >
            <Label htmlFor={nameId}>Your name</Label>
            <Input
              id={nameId}
              value={name}
              autoComplete="given-name"
              maxLength={100}
              onChange={(e) => o.setName(e.target.value)}
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
            onContinue={o.continueFromBirthDate}
          >
            <Label htmlFor={dateId}>Birth date</Label>
            <Input
              id={dateId}
              type="date"
              value={birthDate}
              min={MIN_BIRTH_DATE}
              max={o.today}
              onChange={(e) => o.setBirthDate(e.target.value)}
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
                onDraft={o.setDraft}
                revealed={asked.reveal}
                onReveal={() => go(3, { q: 'reveal' })}
                onDone={() => {
                  o.setDraft(null)
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
            <Button size="lg" className="mt-6" onClick={o.enterCompass}>
              Enter the Compass
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  )
}
