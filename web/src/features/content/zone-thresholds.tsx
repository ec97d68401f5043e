// The four alignment zones of the help guide, completed with the visitor's own thresholds:
// σ of their journey's scalars from 5 readings on, else the default 0.15 (docs/decisions/007-derived-rules.md).

import {
  DEFAULT_SIGMA,
  MIN_READINGS_FOR_SIGMA,
  type Thresholds,
  thresholdsFromScalars,
  usesOwnSigma,
} from '@domain/alignment.ts'
import { ALIGNMENT_ZONES, type AlignmentZone } from '@domain/vocabulary.ts'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { useJourneyForThresholds } from '@/features/content/api/journey-thresholds.ts'
import { useHelpText } from '@/features/content/help-text.ts'
import { fixed } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

const ZONE_ACCENT: Record<AlignmentZone, string> = {
  aligned: 'border-l-teal',
  elevated: 'border-l-moon',
  grounded: 'border-l-violet',
  opposed: 'border-l-danger',
}

const fmt = (n: number) => fixed(n)

/** The threshold phrase of each zone, e.g. 'aligned within ±0.020'. */
function zoneRange(text: ReturnType<typeof useHelpText>, zone: AlignmentZone, t: Thresholds): string {
  return text(`help.range.${zone}`, { value: fmt(zone === 'aligned' ? t.aligned : t.extreme) })
}

export function ZoneThresholds({ zoneHelp }: { zoneHelp: Readonly<Record<AlignmentZone, string>> }) {
  const text = useHelpText()
  const strong = { b: (words: string) => <strong>{words}</strong> }
  const value = { value: (words: string) => <span className="tabular-nums">{words}</span> }
  const journey = useJourneyForThresholds()
  // Readings, not days (totalSessions counts days): σ comes from the readings the journey returns.
  const scalars = (journey.data?.scalarHistory ?? []).map((p) => p.scalar)
  const count = scalars.length
  const thresholds = thresholdsFromScalars(scalars, count)
  const own = usesOwnSigma(count)
  const loading = journey.isPending

  return (
    <Card aria-labelledby="zones-title" aria-busy={loading}>
      <CardTitle id="zones-title">{text('help.zones.title')}</CardTitle>
      <CardDescription>{text('help.zones.body')}</CardDescription>
      <p className="mt-4 rounded-xl border border-line bg-surface-2 p-3 text-sm text-ink" aria-live="polite">
        {loading
          ? text('help.zones.loading')
          : own
            ? richText(
                text('help.zones.own', {
                  count,
                  sigma: fmt(thresholds.sigma),
                  floor: fixed(0.1, 1),
                  extreme: fmt(thresholds.extreme),
                }),
                { ...strong, ...value },
              )
            : richText(
                text('help.zones.default', {
                  min: MIN_READINGS_FOR_SIGMA,
                  known: journey.isSuccess ? 'yes' : 'no',
                  count,
                  sigma: fixed(DEFAULT_SIGMA, 2),
                  extreme: fmt(thresholds.extreme),
                }),
                { ...strong, ...value },
              )}
      </p>
      {journey.isError ? (
        <div className="mt-3">
          <LoadError
            tone="warning"
            size="sm"
            title={text('help.zones.failed')}
            onRetry={() => void journey.refetch()}
            retrying={journey.isFetching}
          >
            {text('help.zones.failedBody')}
          </LoadError>
        </div>
      ) : null}
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {ALIGNMENT_ZONES.map((zone) => (
          <li
            key={zone}
            className={`rounded-xl border border-line border-l-4 bg-surface-2/60 p-4 ${ZONE_ACCENT[zone]}`}
          >
            <h3 className="font-semibold text-ink">{text(`help.zone.${zone}`)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">{zoneHelp[zone]}</p>
            <p className="mt-2 text-sm font-medium tabular-nums text-ink" data-zone={zone}>
              {loading ? (
                <span className="text-muted">{text('help.zones.thresholdLoading')}</span>
              ) : (
                text(own ? 'help.zones.yours' : 'help.zones.defaultRange', {
                  range: zoneRange(text, zone, thresholds),
                })
              )}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
