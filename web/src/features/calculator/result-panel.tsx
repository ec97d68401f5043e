// The time window (docs/rules/time-engine.md): every field of POST /api/time-engine's answer.

import { TIME_PHASE_CONTENT } from '@domain/content/guidance.ts'
import { compassScalarColor } from '@domain/scalar.ts'
import { awarenessBand } from '@domain/schumann-field.ts'
import type { ReactNode, Ref } from 'react'
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import type { TimeWindow } from '@/features/calculator/api/time-window.ts'
import type { ChosenLocation } from '@/features/calculator/chosen-location.ts'
import { ContributionsBreakdown } from '@/features/calculator/contributions.tsx'
import { capitalize, fixed, formatCalendarDay, formatTimeOfDay, signed } from '@/lib/format.ts'

const SCALAR_TEXT = { orange: 'text-orange-300', green: 'text-green-300', blue: 'text-sky-300' } as const

const PHASE_TONE: Record<TimeWindow['window_phase'], BadgeTone> = {
  'Echo Chamber': 'purple',
  'Resonance Ascendancy': 'orange',
  'Volatility Field': 'blue',
}

const STATUS_TONE: Record<string, BadgeTone> = {
  aligned: 'green',
  elevated: 'yellow',
  grounded: 'blue',
  expanded: 'orange',
  contracted: 'red',
}

export function ResultPanel({
  result,
  locationMode,
  headingRef,
  busy,
}: {
  result: TimeWindow
  locationMode: ChosenLocation['mode']
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
}) {
  const scalar = result.computed_ξ
  const phase = TIME_PHASE_CONTENT[result.window_phase]
  return (
    <Card aria-labelledby="time-window-title" aria-busy={busy || undefined} data-testid="time-window">
      <h2
        id="time-window-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-semibold text-ink outline-none"
      >
        Your time window
      </h2>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-muted">Computed ξ</p>
          {/* 3rem, but never wider than a phone allows: at 200% text the figure stays whole on screen. */}
          <p
            className={`text-[min(3rem,15vw)] leading-tight font-semibold tabular-nums ${SCALAR_TEXT[compassScalarColor(scalar)]}`}
            data-testid="computed-xi"
          >
            {fixed(scalar)}
          </p>
          <p className="mt-1 text-sm text-muted">
            <span className="tabular-nums text-ink">{signed(result.delta)}</span> from your baseline of{' '}
            <span className="tabular-nums text-ink">{fixed(result.baseline_xi)}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={PHASE_TONE[result.window_phase]}>{result.window_phase}</Badge>
          <Badge tone={STATUS_TONE[result.alignment_status] ?? 'neutral'}>
            {capitalize(result.alignment_status)}
          </Badge>
        </div>
      </div>

      <section aria-labelledby="window-phase-title" className="mt-5">
        <h3 id="window-phase-title" className="font-semibold text-ink">
          {result.window_phase}
        </h3>
        <p className="mt-1 text-sm text-muted">{phase.description}</p>
      </section>

      <section aria-labelledby="actions-title" className="mt-5">
        <h3 id="actions-title" className="font-semibold text-ink">
          Suggested actions
        </h3>
        <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-sm text-ink">
          {result.suggested_actions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="effect-title" className="mt-5">
        <h3 id="effect-title" className="font-semibold text-ink">
          Symbolic effect
        </h3>
        <p className="mt-1 text-sm text-muted">{result.symbolic_effect}</p>
      </section>

      <dl className="mt-5 figures gap-x-4 gap-y-3 rounded-xl border border-line bg-surface-2/60 p-3 text-sm">
        <Detail label="Location" value={result.location} wide />
        <Detail label="Alignment status" value={capitalize(result.alignment_status)} />
        <Detail label="Delta" value={signed(result.delta)} numeric />
        <Detail label="Baseline ξ" value={fixed(result.baseline_xi)} numeric />
        <Detail label="Elevation" value={`${result.elevation} m`} numeric />
        <Detail
          label="Awareness"
          value={`${fixed(result.awareness, 1)} · ${capitalize(awarenessBand(result.awareness))}`}
          numeric
        />
        <Detail
          label="Date"
          value={<time dateTime={result.date_input}>{formatCalendarDay(result.date_input)}</time>}
        />
        <Detail
          label="Time"
          value={<time dateTime={result.time_input}>{formatTimeOfDay(result.time_input)}</time>}
          numeric
        />
      </dl>

      <div className="mt-5">
        <ContributionsBreakdown
          contributions={result.contributions}
          delta={result.delta}
          locationMode={locationMode}
        />
      </div>
    </Card>
  )
}

function Detail({
  label,
  value,
  numeric,
  wide,
}: {
  label: string
  value: ReactNode
  numeric?: boolean
  wide?: boolean
}) {
  return (
    <div className={wide ? 'col-span-full' : undefined}>
      <dt className="text-xs text-muted">{label}</dt>
      {/* A number never breaks inside; words break between syllables, not anywhere. */}
      <dd
        className={`mt-0.5 font-medium text-ink ${numeric ? 'whitespace-nowrap tabular-nums' : 'break-words hyphens-auto'}`}
      >
        {value}
      </dd>
    </div>
  )
}
