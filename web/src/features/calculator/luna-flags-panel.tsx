// Luna's consciousness flags for a time window (docs/rules/luna.md; docs/spec-texts.md): the three flags with
// their numbers, the stability index and the enhanced insight of POST /api/luna-flags.

import { stabilityColor } from '@domain/luna-engine.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { LunaFlagsAnswer } from '@/features/calculator/api/time-window.ts'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import { capitalize, fixed, hzFixed } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

export type FlagsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; data: LunaFlagsAnswer }

const STABILITY_TEXT = {
  green: 'text-green-300',
  yellow: 'text-yellow-200',
  orange: 'text-orange-300',
  red: 'text-red-300',
} as const

export function LunaFlagsPanel({ state, onRetry }: { state: FlagsState; onRetry: () => void }) {
  const t = useCalculatorText()
  return (
    <Card
      aria-labelledby="luna-flags-title"
      aria-busy={state.status === 'loading' || undefined}
      data-testid="luna-flags"
    >
      <h2 id="luna-flags-title" className="text-lg font-semibold text-ink">
        {t('calc.flags.title')}
      </h2>
      {state.status === 'loading' ? (
        <div className="mt-4 flex min-h-32 items-center justify-center">
          <Spinner label={t('calc.flags.loading')} />
        </div>
      ) : null}
      {state.status === 'error' ? (
        <div className="mt-4">
          <LoadError tone="warning" title={t('calc.flags.failed')} onRetry={onRetry}>
            {t('calc.flags.failedBody')}
          </LoadError>
        </div>
      ) : null}
      {state.status === 'done' ? <FlagsBody data={state.data} /> : null}
    </Card>
  )
}

function FlagsBody({ data }: { data: LunaFlagsAnswer }) {
  const t = useCalculatorText()
  const { flags, enhancedInsight: insight } = data
  const rows = [
    {
      name: t('calc.flags.highDeltaUC'),
      on: flags.highDeltaUC,
      value: flags.deltaUC,
      about: t('calc.flags.highDeltaUC.about', { threshold: fixed(0.15, 2) }),
    },
    {
      name: t('calc.flags.piStabilizing'),
      on: flags.piStabilizing,
      value: flags.superPiDivergence,
      about: t('calc.flags.piStabilizing.about', { threshold: fixed(0.2, 1) }),
    },
    {
      name: t('calc.flags.nearKerr'),
      on: flags.nearKerr,
      value: flags.kerrEnhancement,
      about: t('calc.flags.nearKerr.about', { threshold: fixed(1.2, 1) }),
    },
  ]
  return (
    <div className="mt-4 grid gap-5">
      <ul className="grid gap-3">
        {rows.map((r) => (
          <li key={r.name} className="rounded-xl border border-line bg-surface-2/60 p-3">
            {/* Wraps, so a long name ("π stabilisierend") and its badge never widen a phone's card. */}
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-sm font-medium text-ink">{r.name}</span>
              <Badge tone={r.on ? 'moon' : 'grey'}>{r.on ? t('calc.flags.yes') : t('calc.flags.no')}</Badge>
            </div>
            <p className="mt-1 text-xl font-semibold tabular-nums text-ink">{fixed(r.value)}</p>
            <p className="mt-1 text-xs text-muted">{r.about}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <p className="text-muted">
          {richText(t('calc.flags.stability', { value: data.stabilityIndex }), {
            strong: (words) => (
              <span
                className={`font-semibold tabular-nums ${STABILITY_TEXT[stabilityColor(data.stabilityIndex)]}`}
              >
                {words}
              </span>
            ),
            muted: (words) => <span className="text-muted">{words}</span>,
          })}
        </p>
        <p className="text-muted">
          {richText(t('calc.flags.code', { value: data.scalarCode }), {
            strong: (words) => <span className="font-semibold tabular-nums text-ink">{words}</span>,
          })}
        </p>
        <p className="text-muted">
          {richText(t('calc.flags.schumann', { value: hzFixed(data.schumannFrequency) }), {
            strong: (words) => <span className="font-semibold tabular-nums text-ink">{words}</span>,
          })}
        </p>
      </div>
      <section
        aria-labelledby="enhanced-insight-title"
        className="rounded-xl border border-moon/40 bg-moon/5 p-4"
      >
        <p className="text-xs uppercase tracking-wide text-moon">{t('calc.flags.insight')}</p>
        <h3 id="enhanced-insight-title" className="mt-1 font-semibold text-ink">
          {insight.archetype}
        </h3>
        <p className="mt-2 text-sm text-ink">{insight.insight}</p>
        <p className="mt-2 text-sm text-muted">{insight.guidance}</p>
        <p className="mt-3 flex flex-wrap gap-2">
          <Badge tone="purple">#{insight.tag}</Badge>
          <Badge>{t('calc.flags.tone', { tone: capitalize(insight.tone) })}</Badge>
          <Badge>{capitalize(insight.mood)}</Badge>
        </p>
      </section>
    </div>
  )
}
