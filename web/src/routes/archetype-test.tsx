// /archetype-test (docs/rules/device-state.md): no archetype → intro → quiz → the current archetype with its
// details and baseline integration; 'Apply to Time Calculator' and 'Retake Quiz'.

import { type Archetype, findArchetype } from '@domain/archetypes.ts'
import { computeBirthScalar } from '@domain/scalar.ts'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ArchetypeReveal } from '@/components/quiz/archetype-reveal.tsx'
import { QuizRunner } from '@/components/quiz/quiz-runner.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { PageHeader } from '@/components/ui/notice.tsx'
import {
  ArchetypeDetails,
  BaselineIntegration,
  baselineNumbers,
} from '@/features/content/archetype-details.tsx'
import {
  applyToCalculator,
  archetypeDataFor,
  chooseArchetype,
  clearArchetypeChoice,
  readCalculatorBaseline,
  storedArchetype,
  storedIdentity,
} from '@/features/content/archetype-store.ts'
import { fixed } from '@/lib/format.ts'
import { toast } from '@/lib/toast.ts'

type View = 'intro' | 'quiz' | 'current'

export default function ArchetypeTestPage() {
  const navigate = useNavigate()
  const [archetype, setArchetype] = useState<Archetype | null>(storedArchetype)
  const [view, setView] = useState<View>(() => (archetype ? 'current' : 'intro'))
  const focusTarget = useRef<HTMLHeadingElement>(null)
  const shownView = useRef(view)

  // Move focus to the new view's heading when the view changes (not on the first render).
  useEffect(() => {
    if (shownView.current === view) return
    shownView.current = view
    focusTarget.current?.focus()
  }, [view])

  const retake = () => {
    clearArchetypeChoice()
    setArchetype(null)
    setView('quiz')
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 pb-8">
      <PageHeader
        title="Archetype Test"
        description="Five questions choose one of 32 archetypes, which joins your birth scalar to make your baseline ξ."
      />
      {view === 'intro' ? <Intro headingRef={focusTarget} onBegin={() => setView('quiz')} /> : null}
      {view === 'quiz' ? (
        <Card aria-labelledby="quiz-title">
          <h2 id="quiz-title" ref={focusTarget} tabIndex={-1} className="sr-only">
            Archetype quiz
          </h2>
          <QuizRunner
            onBack={() => setView(archetype ? 'current' : 'intro')}
            onComplete={(answers, id) => {
              const chosen = findArchetype(id)
              if (!chosen) return
              chooseArchetype(chosen, answers)
              setArchetype(chosen)
              setView('current')
            }}
          />
        </Card>
      ) : null}
      {view === 'current' && archetype ? (
        <Current
          archetype={archetype}
          headingRef={focusTarget}
          onApply={(baseline) => {
            applyToCalculator(baseline)
            toast({
              title: 'Baseline ξ Set',
              description: `The time calculator now starts from ξ ${fixed(baseline)}.`,
              variant: 'success',
            })
            navigate('/calculator')
          }}
          onRetake={retake}
        />
      ) : null}
    </div>
  )
}

function Intro({
  headingRef,
  onBegin,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  onBegin: () => void
}) {
  const identity = storedIdentity()
  return (
    <Card aria-labelledby="intro-title" className="text-center">
      <p aria-hidden="true" className="text-4xl text-moon">
        ☾
      </p>
      <h2
        id="intro-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 text-2xl font-semibold text-ink outline-none"
      >
        Discover your archetype
      </h2>
      <p className="mx-auto mt-3 max-w-prose text-muted">
        32 archetypal consciousness patterns organized across 4 elemental categories
      </p>
      <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Elemental categories">
        {['Fire', 'Air', 'Water', 'Earth'].map((e) => (
          <li key={e}>
            <Badge tone="moon">{e}</Badge>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-4 max-w-prose text-sm text-muted">
        Five questions with four answers each, about two minutes. There are no right answers: choose what
        feels most like you today.{' '}
        {identity
          ? 'Your result is blended with your birth scalar into a new baseline.'
          : 'No birth date is stored in this browser yet, so your baseline will use the default birth scalar of 81.500 until you complete onboarding.'}
      </p>
      <Button size="lg" className="mt-6" onClick={onBegin}>
        Begin Quiz
      </Button>
    </Card>
  )
}

function Current({
  archetype,
  headingRef,
  onApply,
  onRetake,
}: {
  archetype: Archetype
  headingRef: RefObject<HTMLHeadingElement | null>
  onApply: (baseline: number) => void
  onRetake: () => void
}) {
  const data = archetypeDataFor(archetype)
  const fallbackBirth = computeBirthScalar(null)
  const numbers = baselineNumbers(data.birthScalar, data.archetypeScalar, fallbackBirth)
  return (
    <>
      <Card aria-labelledby="current-title">
        <h2 id="current-title" ref={headingRef} tabIndex={-1} className="sr-only">
          Your current archetype
        </h2>
        <ArchetypeReveal archetype={archetype}>
          <ArchetypeDetails archetype={archetype} />
        </ArchetypeReveal>
      </Card>
      <BaselineIntegration
        numbers={numbers}
        fallbackBirth={fallbackBirth}
        birthDate={data.birthDate}
        archetypeName={archetype.name}
        calculatorBaseline={readCalculatorBaseline()}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => onApply(numbers.combined)}>
          Apply to Time Calculator
        </Button>
        <Button size="lg" variant="secondary" onClick={onRetake}>
          Retake Quiz
        </Button>
      </div>
    </>
  )
}
