// The four alignment zones of the help guide, completed with the visitor's own thresholds:
// σ of their journey's scalars from 5 readings on, else the default 0.15 (docs/decisions/007-derived-rules.md).

import {
  DEFAULT_SIGMA,
  MIN_READINGS_FOR_SIGMA,
  type Thresholds,
  thresholdsFromScalars,
  usesOwnSigma,
} from '@domain/alignment.ts'
import { ZONE_HELP } from '@domain/content/help.ts'
import { ALIGNMENT_ZONES, type AlignmentZone } from '@domain/vocabulary.ts'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { useJourneyForThresholds } from '@/features/content/api/journey-thresholds.ts'
import { fixed } from '@/lib/format.ts'

const ZONE_LABEL: Record<AlignmentZone, string> = {
  aligned: 'Aligned',
  elevated: 'Elevated',
  grounded: 'Grounded',
  opposed: 'Opposed',
}
const ZONE_ACCENT: Record<AlignmentZone, string> = {
  aligned: 'border-l-teal',
  elevated: 'border-l-moon',
  grounded: 'border-l-violet',
  opposed: 'border-l-danger',
}

const fmt = (n: number) => fixed(n)

/** The threshold phrase of each zone, e.g. 'aligned within ±0.020'. */
export function zoneRange(zone: AlignmentZone, t: Thresholds): string {
  switch (zone) {
    case 'aligned':
      return `aligned within ±${fmt(t.aligned)}`
    case 'elevated':
      return `elevated up to +${fmt(t.extreme)}`
    case 'grounded':
      return `grounded up to −${fmt(t.extreme)}`
    case 'opposed':
      return `opposed beyond ±${fmt(t.extreme)}`
  }
}

export function ZoneThresholds() {
  const journey = useJourneyForThresholds()
  // Readings, not days (totalSessions counts days): σ comes from the readings the journey returns.
  const scalars = (journey.data?.scalarHistory ?? []).map((p) => p.scalar)
  const count = scalars.length
  const thresholds = thresholdsFromScalars(scalars, count)
  const own = usesOwnSigma(count)
  const loading = journey.isPending

  return (
    <Card aria-labelledby="zones-title" aria-busy={loading}>
      <CardTitle id="zones-title">The four alignment zones</CardTitle>
      <CardDescription>
        The compass compares your current scalar with your baseline. The difference (delta) falls into one of
        four zones, with thresholds drawn from how much your own readings usually move.
      </CardDescription>
      <p className="mt-4 rounded-xl border border-line bg-surface-2 p-3 text-sm text-ink" aria-live="polite">
        {loading ? (
          'Loading your thresholds…'
        ) : own ? (
          <>
            <strong>These are your own thresholds.</strong> From your {count} journey readings σ ={' '}
            <span className="tabular-nums">{fmt(thresholds.sigma)}</span>, so your extreme threshold is
            max(0.1, 2σ) = <span className="tabular-nums">{fmt(thresholds.extreme)}</span>.
          </>
        ) : (
          <>
            <strong>These are the default thresholds.</strong> Until your journey has {MIN_READINGS_FOR_SIGMA}{' '}
            readings{journey.isSuccess ? ` (you have ${count} so far)` : ''}, Luna uses σ = {DEFAULT_SIGMA},
            so the extreme threshold is <span className="tabular-nums">{fmt(thresholds.extreme)}</span>. Your
            own take over from the fifth reading.
          </>
        )}
      </p>
      {journey.isError ? (
        <div className="mt-3">
          <LoadError
            tone="warning"
            size="sm"
            title="Your journey could not be loaded"
            onRetry={() => void journey.refetch()}
            retrying={journey.isFetching}
          >
            The default thresholds are shown for now. Check your connection and try again.
          </LoadError>
        </div>
      ) : null}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ALIGNMENT_ZONES.map((zone) => (
          <li
            key={zone}
            className={`rounded-xl border border-line border-l-4 bg-surface-2/60 p-4 ${ZONE_ACCENT[zone]}`}
          >
            <h3 className="font-semibold text-ink">{ZONE_LABEL[zone]}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{ZONE_HELP[zone]}</p>
            <p className="mt-2 text-sm font-medium tabular-nums text-ink" data-zone={zone}>
              {loading ? (
                <span className="text-muted">Threshold loading…</span>
              ) : (
                <>
                  {own ? 'Yours' : 'Default'}: {zoneRange(zone, thresholds)}
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
