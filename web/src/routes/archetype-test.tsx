// /archetype-test (docs/rules/device-state.md): no archetype → intro → quiz → the current archetype with its
// details and baseline integration; 'Apply to Time Calculator' and 'Retake Quiz'.

import { type Archetype, findArchetype } from '@domain/archetypes.ts'
import { computeBirthScalar } from '@domain/scalar.ts'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ArchetypeReveal } from '@/components/quiz/archetype-reveal.tsx'
import { useArchetypeText } from '@/components/quiz/archetype-text.ts'
import { QuizRunner } from '@/components/quiz/quiz-runner.tsx'
import { useArchetype, useArchetypeWords } from '@/components/quiz/quiz-text.ts'
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
  const t = useArchetypeText()
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
      <PageHeader title={t('archetype.title')} description={t('archetype.description')} />
      {view === 'intro' ? <Intro headingRef={focusTarget} onBegin={() => setView('quiz')} /> : null}
      {view === 'quiz' ? (
        <Card aria-labelledby="quiz-title">
          <h2 id="quiz-title" ref={focusTarget} tabIndex={-1} className="sr-only">
            {t('archetype.quiz')}
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
              title: t('archetype.applied.title'),
              description: t('archetype.applied.body', { scalar: fixed(baseline) }),
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
  const t = useArchetypeText()
  const elements = useArchetypeWords()?.elements
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
        {t('archetype.intro.title')}
      </h2>
      <p className="mx-auto mt-3 max-w-prose text-muted">{t('archetype.intro.patterns')}</p>
      <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label={t('archetype.intro.elements')}>
        {(['Fire', 'Air', 'Water', 'Earth'] as const).map((e) => (
          <li key={e}>
            <Badge tone="moon">{elements?.[e] ?? e}</Badge>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-4 max-w-prose text-sm text-muted">
        {t('archetype.intro.body')}{' '}
        {identity
          ? t('archetype.intro.blended')
          : t('archetype.intro.noBirth', { scalar: fixed(computeBirthScalar(null)) })}
      </p>
      <Button size="lg" className="mt-6" onClick={onBegin}>
        {t('archetype.intro.begin')}
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
  const t = useArchetypeText()
  const shown = useArchetype(archetype)
  const data = archetypeDataFor(archetype)
  const fallbackBirth = computeBirthScalar(null)
  const numbers = baselineNumbers(data.birthScalar, data.archetypeScalar, fallbackBirth)
  return (
    <>
      <Card aria-labelledby="current-title">
        <h2 id="current-title" ref={headingRef} tabIndex={-1} className="sr-only">
          {t('archetype.current')}
        </h2>
        <ArchetypeReveal archetype={archetype}>
          <ArchetypeDetails archetype={archetype} />
        </ArchetypeReveal>
      </Card>
      <BaselineIntegration
        numbers={numbers}
        fallbackBirth={fallbackBirth}
        birthDate={data.birthDate}
        archetypeName={shown.name}
        calculatorBaseline={readCalculatorBaseline()}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => onApply(numbers.combined)}>
          {t('archetype.apply')}
        </Button>
        <Button size="lg" variant="secondary" onClick={onRetake}>
          {t('archetype.retake')}
        </Button>
      </div>
    </>
  )
}
