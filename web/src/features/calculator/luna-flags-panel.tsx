// Luna's consciousness flags for a time window (docs/rules/luna.md; docs/spec-texts.md): the three flags with
// their numbers, the stability index and the enhanced insight of POST /api/luna-flags.

import { stabilityColor } from '@domain/luna-engine.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { LunaFlagsAnswer } from '@/features/calculator/api/time-window.ts'
import { capitalize, fixed, hzFixed } from '@/lib/format.ts'

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
  return (
    <Card
      aria-labelledby="luna-flags-title"
      aria-busy={state.status === 'loading' || undefined}
      data-testid="luna-flags"
    >
      <h2 id="luna-flags-title" className="text-lg font-semibold text-ink">
        Luna's consciousness flags
      </h2>
      {state.status === 'loading' ? (
        <div className="mt-4 flex min-h-32 items-center justify-center">
          <Spinner label="Luna is reading the flags" />
        </div>
      ) : null}
      {state.status === 'error' ? (
        <div className="mt-4">
          <LoadError tone="warning" title="Luna Analysis Failed" onRetry={onRetry}>
            Unable to generate consciousness flags
          </LoadError>
        </div>
      ) : null}
      {state.status === 'done' ? <FlagsBody data={state.data} /> : null}
    </Card>
  )
}

function FlagsBody({ data }: { data: LunaFlagsAnswer }) {
  const { flags, enhancedInsight: insight } = data
  const rows = [
    {
      name: 'High ΔUC',
      on: flags.highDeltaUC,
      value: flags.deltaUC,
      about: 'Distance from the neutral 81 with the phase’s unrest; high from 0.15.',
    },
    {
      name: 'π stabilizing',
      on: flags.piStabilizing,
      value: flags.superPiDivergence,
      about: 'Divergence from the π-cycle’s crest; stabilizing at 0.2 or less.',
    },
    {
      name: 'Near Kerr',
      on: flags.nearKerr,
      value: flags.kerrEnhancement,
      about: 'The field’s spin (Kerr enhancement); near Kerr from 1.2.',
    },
  ]
  return (
    <div className="mt-4 grid gap-5">
      <ul className="grid gap-3">
        {rows.map((r) => (
          <li key={r.name} className="rounded-xl border border-line bg-surface-2/60 p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-medium text-ink">{r.name}</span>
              <Badge tone={r.on ? 'moon' : 'grey'}>{r.on ? 'Yes' : 'No'}</Badge>
            </div>
            <p className="mt-1 text-xl font-semibold tabular-nums text-ink">{fixed(r.value)}</p>
            <p className="mt-1 text-xs text-muted">{r.about}</p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <p className="text-muted">
          Stability index{' '}
          <span
            className={`font-semibold tabular-nums ${STABILITY_TEXT[stabilityColor(data.stabilityIndex)]}`}
          >
            {data.stabilityIndex}
          </span>
          <span className="text-muted"> / 100</span>
        </p>
        <p className="text-muted">
          Scalar code <span className="font-semibold tabular-nums text-ink">{data.scalarCode}</span>
        </p>
        <p className="text-muted">
          Schumann{' '}
          <span className="font-semibold tabular-nums text-ink">{hzFixed(data.schumannFrequency)}</span>
        </p>
      </div>
      <section
        aria-labelledby="enhanced-insight-title"
        className="rounded-xl border border-moon/40 bg-moon/5 p-4"
      >
        <p className="text-xs uppercase tracking-wide text-moon">Enhanced insight</p>
        <h3 id="enhanced-insight-title" className="mt-1 font-semibold text-ink">
          {insight.archetype}
        </h3>
        <p className="mt-2 text-sm text-ink">{insight.insight}</p>
        <p className="mt-2 text-sm text-muted">{insight.guidance}</p>
        <p className="mt-3 flex flex-wrap gap-2">
          <Badge tone="purple">#{insight.tag}</Badge>
          <Badge>{capitalize(insight.tone)} tone</Badge>
          <Badge>{capitalize(insight.mood)}</Badge>
        </p>
      </section>
    </div>
  )
}
