// Onboarding (docs/rules/device-state.md): welcome, name, birth date, quiz, complete. Kept light: the
// quiz and its content load only when the visitor reaches them. Each step, and each quiz question,
// is its own address (?step=…&q=…), so the browser's back button moves back one step; the name and
// birth date are kept when the visitor continues and the quiz answers as they are chosen, so a
// reload resumes where the visitor was (docs/rules/quiz.md).

import { MIN_BIRTH_DATE } from '@domain/dates.ts'
import { lazy, type ReactNode, type RefObject, Suspense, useId } from 'react'
import { Navigate } from 'react-router'
import type { useOnboardingText } from '@/components/quiz/onboarding-text.ts'
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
  t,
}: {
  heading: RefObject<HTMLHeadingElement | null>
  title: string
  onBack: () => void
  onContinue: () => void
  children: ReactNode
  t: ReturnType<typeof useOnboardingText>
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
          {t('onboarding.back')}
        </Button>
        <Button type="submit">{t('onboarding.continue')}</Button>
      </div>
    </form>
  )
}

export default function OnboardingPage() {
  const o = useOnboarding()
  const { step, asked, heading, retake, name, birthDate, draft, go, back, t } = o
  const live = useHydrated()
  const nameId = useId()
  const dateId = useId()

  // A visitor who had finished onboarding when this page opened (the footer's link, or back from
  // the compass into the steps they took) goes to the compass, which says so, instead of seeing
  // 'Your compass is ready' again (docs/rules/quiz.md).
  if (o.alreadyOnboarded && !retake) return <Navigate to="/" replace state={{ alreadyOnboarded: true }} />

  return (
    <div className="mx-auto max-w-xl pb-8">
      <ol className="mb-6 flex items-center justify-center gap-2" aria-label={t('onboarding.progress')}>
        {STEPS.map((label, i) => (
          <li
            key={label}
            aria-current={i === step ? 'step' : undefined}
            className={`h-2 w-10 rounded-full ${i <= step ? 'bg-moon' : 'bg-surface-2'}`}
          >
            <span className="sr-only">
              {i < step
                ? t('onboarding.step.done', { step: t(label) })
                : i === step
                  ? t('onboarding.step.current', { step: t(label) })
                  : t(label)}
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
              {retake ? t('onboarding.welcome.retake') : t('onboarding.welcome.title')}
            </h1>
            <p className="mx-auto mt-3 max-w-prose text-muted">{t('onboarding.welcome.body')}</p>
            <p className="mx-auto mt-3 max-w-prose text-sm text-muted">{t('onboarding.welcome.notice')}</p>
            <div className="mt-6 flex flex-col items-center gap-3">
              <Button size="lg" onClick={() => go(1)} disabled={!live}>
                {t('onboarding.welcome.begin')}
              </Button>
              <Button variant="ghost" onClick={() => void o.skip()} disabled={o.skipping || !live}>
                {o.skipping ? t('onboarding.welcome.skipping') : t('onboarding.welcome.skip')}
              </Button>
            </div>
          </div>
        ) : null}

        {step === 1 ? (
          <StepForm
            heading={heading}
            title={t('onboarding.name.title')}
            onBack={() => back(0)}
            onContinue={o.continueFromName}
            t={t}
          >
            <Label htmlFor={nameId}>{t('onboarding.name.label')}</Label>
            <Input
              id={nameId}
              value={name}
              autoComplete="given-name"
              maxLength={100}
              onChange={(e) => o.setName(e.target.value)}
              aria-describedby={`${nameId}-hint`}
            />
            <Hint id={`${nameId}-hint`}>{t('onboarding.name.hint')}</Hint>
          </StepForm>
        ) : null}

        {step === 2 ? (
          <StepForm
            heading={heading}
            title={t('onboarding.birth.title')}
            onBack={() => back(1)}
            onContinue={o.continueFromBirthDate}
            t={t}
          >
            <Label htmlFor={dateId}>{t('onboarding.birth.label')}</Label>
            <Input
              id={dateId}
              type="date"
              value={birthDate}
              min={MIN_BIRTH_DATE}
              max={o.today}
              onChange={(e) => o.setBirthDate(e.target.value)}
              aria-describedby={`${dateId}-hint`}
            />
            <Hint id={`${dateId}-hint`}>{t('onboarding.birth.hint')}</Hint>
          </StepForm>
        ) : null}

        {step === 3 ? (
          <div>
            <h1 ref={heading} tabIndex={-1} className="sr-only">
              {t('onboarding.quiz.title')}
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
              {t('onboarding.done.title')}
            </h1>
            <p className="mx-auto mt-3 max-w-prose text-muted">{t('onboarding.done.body')}</p>
            <Button size="lg" className="mt-6" onClick={o.enterCompass}>
              {t('onboarding.done.enter')}
            </Button>
          </div>
        ) : null}
      </Card>
    </div>
  )
}
