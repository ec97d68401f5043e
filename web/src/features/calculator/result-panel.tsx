// The time window (docs/rules/time-engine.md): every field of POST /api/time-engine's answer.

import { TIME_PHASE_CONTENT } from '@domain/content/guidance.ts'
import { compassScalarColor } from '@domain/scalar.ts'
import { awarenessBand } from '@domain/schumann-field.ts'
import type { ReactNode, Ref } from 'react'
import { phaseName, useLunaText } from '@/components/luna/luna-text.ts'
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import type { TimeWindow } from '@/features/calculator/api/time-window.ts'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import { useLocationWords, usePhaseWords } from '@/features/calculator/calculator-words.ts'
import type { ChosenLocation } from '@/features/calculator/chosen-location.ts'
import { ContributionsBreakdown } from '@/features/calculator/contributions.tsx'
import { capitalize, fixed, formatCalendarDay, formatTimeOfDay, signed } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

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
  location,
  headingRef,
  busy,
}: {
  result: TimeWindow
  locationMode: ChosenLocation['mode']
  /** The location the window was worked out for, named in the language spoken (else the API's label). */
  location?: ChosenLocation
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
}) {
  const t = useCalculatorText()
  const places = useLocationWords()
  const scalar = result.computed_ξ
  const lunaText = useLunaText()
  const phaseWords = usePhaseWords()
  const phaseShown = phaseName(lunaText, result.window_phase)
  const description =
    phaseWords?.[result.window_phase]?.description ?? TIME_PHASE_CONTENT[result.window_phase].description
  const status = STATUS_TONE[result.alignment_status]
    ? t(`calc.status.${result.alignment_status as 'aligned'}`)
    : capitalize(result.alignment_status)
  return (
    <Card aria-labelledby="time-window-title" aria-busy={busy || undefined} data-testid="time-window">
      <h2
        id="time-window-title"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-lg font-semibold text-ink outline-none"
      >
        {t('calc.result.title')}
      </h2>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm text-muted">{t('calc.result.computed')}</p>
          {/* 3rem, but never wider than a phone allows: at 200% text the figure stays whole on screen. */}
          <p
            className={`text-[min(3rem,15vw)] leading-tight font-semibold tabular-nums ${SCALAR_TEXT[compassScalarColor(scalar)]}`}
            data-testid="computed-xi"
          >
            {fixed(scalar)}
          </p>
          <p className="mt-1 text-sm text-muted">
            {richText(
              t('calc.result.from', { delta: signed(result.delta), baseline: fixed(result.baseline_xi) }),
              {
                value: (words) => <span className="tabular-nums text-ink">{words}</span>,
              },
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={PHASE_TONE[result.window_phase]}>{phaseShown}</Badge>
          <Badge tone={STATUS_TONE[result.alignment_status] ?? 'neutral'}>{status}</Badge>
        </div>
      </div>

      <section aria-labelledby="window-phase-title" className="mt-5">
        <h3 id="window-phase-title" className="font-semibold text-ink">
          {phaseShown}
        </h3>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </section>

      <section aria-labelledby="actions-title" className="mt-5">
        <h3 id="actions-title" className="font-semibold text-ink">
          {t('calc.result.actions')}
        </h3>
        <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-sm text-ink">
          {result.suggested_actions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="effect-title" className="mt-5">
        <h3 id="effect-title" className="font-semibold text-ink">
          {t('calc.result.effect')}
        </h3>
        <p className="mt-1 text-sm text-muted">{result.symbolic_effect}</p>
      </section>

      <dl className="mt-5 figures gap-x-4 gap-y-3 rounded-xl border border-line bg-surface-2/60 p-3 text-sm">
        <Detail
          label={t('calc.result.location')}
          value={location ? places.label(location) : result.location}
          wide
        />
        <Detail label={t('calc.result.status')} value={status} />
        <Detail label={t('calc.result.delta')} value={signed(result.delta)} numeric />
        <Detail label={t('calc.result.baseline')} value={fixed(result.baseline_xi)} numeric />
        <Detail label={t('calc.result.elevation')} value={`${result.elevation} m`} numeric />
        <Detail
          label={t('calc.result.awareness')}
          value={`${fixed(result.awareness, 1)} · ${t(`calc.band.${awarenessBand(result.awareness)}`)}`}
          numeric
        />
        <Detail
          label={t('calc.result.date')}
          value={<time dateTime={result.date_input}>{formatCalendarDay(result.date_input)}</time>}
        />
        <Detail
          label={t('calc.result.time')}
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
