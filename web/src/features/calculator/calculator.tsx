// The Scalar Time Calculator (docs/rules/time-engine.md): the form, the time window, and with the
// Luna switch on, the consciousness flags and Luna's insight card.

import { type PartOfDay, partOfDay } from '@domain/dates.ts'
import { generateLunaInsight } from '@domain/luna-moment.ts'
import type { WindowPhase } from '@domain/vocabulary.ts'
import { useMemo, useState } from 'react'
import { LunaInsightCard } from '@/components/luna/luna-insight-card.tsx'
import { previousLunaState } from '@/components/luna/luna-memory.ts'
import { Card } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { EmptyState, Notice } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { CalculatorForm } from '@/features/calculator/calculator-form.tsx'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import { LunaFlagsPanel } from '@/features/calculator/luna-flags-panel.tsx'
import { ResultPanel } from '@/features/calculator/result-panel.tsx'
import { useCalculator } from '@/features/calculator/use-calculator.ts'

export function Calculator() {
  const t = useCalculatorText()
  const c = useCalculator()
  const { values, onChange, errors, location, elevation, luna, onLunaChange, status, calculate, shown } = c
  const { heading, flags, loadFlags, schumannReady, hz } = c

  return (
    <div className="grid gap-6 pb-8 lg:grid-cols-2 lg:items-start">
      <CalculatorForm
        values={values}
        onChange={onChange}
        errors={errors}
        location={location}
        elevation={elevation}
        luna={luna}
        onLunaChange={onLunaChange}
        pending={status === 'loading'}
        onSubmit={() => void calculate()}
      />
      <div className="grid min-w-0 gap-6">
        {status === 'error' && shown ? (
          <Notice tone="warning" title={t('calc.previous.title')}>
            {t('calc.previous.body')}
          </Notice>
        ) : null}
        {shown ? (
          <ResultPanel
            result={shown.data}
            locationMode={shown.locationMode}
            location={shown.location}
            headingRef={heading}
            busy={status === 'loading'}
          />
        ) : status === 'loading' ? (
          <Card className="flex min-h-64 items-center justify-center">
            <Spinner label={t('calc.loading')} />
          </Card>
        ) : status === 'error' ? (
          <Card>
            <LoadError tone="warning" title={t('calc.failed.title')} onRetry={() => void calculate()}>
              {t('calc.failed.body')}
            </LoadError>
          </Card>
        ) : (
          <EmptyState title={t('calc.empty.title')}>{t('calc.empty.body')}</EmptyState>
        )}
        {flags && shown ? (
          <LunaFlagsPanel state={flags.state} onRetry={() => void loadFlags(shown.data)} />
        ) : null}
        {luna && shown ? (
          schumannReady ? (
            <MomentLuna
              scalar={shown.data.computed_ξ}
              windowPhase={shown.data.window_phase}
              schumannHz={hz}
              part={partOfDay(shown.data.time_input)}
            />
          ) : (
            <Card className="flex min-h-40 items-center justify-center">
              <Spinner label={t('calc.lunaLoading')} />
            </Card>
          )
        ) : null}
      </div>
    </div>
  )
}

/** Luna's insight of the calculated moment: made anew for each distinct input, its suggestion suited to the moment's part of the day. */
function MomentLuna(props: {
  scalar: number
  windowPhase: WindowPhase
  schumannHz: number
  part: PartOfDay
}) {
  const { scalar, windowPhase, schumannHz, part } = props
  // The previous visit's state, read once: later inputs of this visit compare with it too.
  const [previous] = useState(previousLunaState)
  const insight = useMemo(
    () => generateLunaInsight({ scalar, windowPhase, schumannHz, previous, random: Math.random, part }),
    [scalar, windowPhase, schumannHz, part, previous],
  )
  return <LunaInsightCard page="calculator" insight={insight} />
}
