// The historical panel (docs/rules/compass.md): shown with more than 5 readings.
import { useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { capitalize, fixed } from '@/lib/format.ts'

export const HISTORY_MIN_READINGS = 5

const TREND_WORDS: Record<string, string> = {
  ascending: 'Rising over your recent readings',
  descending: 'Easing down over your recent readings',
  cycling: 'Moving up and down in a rhythm',
  stable: 'Holding steady',
  'insufficient-data': 'Not enough days of readings yet to see a pattern',
}

export function HistoricalPanel({ alignment }: { alignment: CompassReading['scalarAlignment'] }) {
  const titleId = useId()
  if (alignment.totalReadings <= HISTORY_MIN_READINGS) {
    const more = HISTORY_MIN_READINGS + 1 - alignment.totalReadings
    return (
      <Card aria-labelledby={titleId} data-testid="historical-panel-empty">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          Your history
        </h2>
        <p className="mt-2 text-sm text-muted">
          Your averages and trend appear once you have more than {HISTORY_MIN_READINGS} readings.{' '}
          {more === 1 ? 'One more reading' : `${more} more readings`} to go: each new compass value adds one.
        </p>
      </Card>
    )
  }
  return (
    <Card aria-labelledby={titleId} data-testid="historical-panel">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        Your history
      </h2>
      <dl className="mt-3 figures gap-3">
        <div>
          <dt className="text-sm text-muted">Historical average</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">
            {alignment.historicalAverage === null ? '—' : fixed(alignment.historicalAverage)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Readings</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">{alignment.totalReadings}</dd>
        </div>
        <div className="col-span-full sm:col-span-1">
          <dt className="text-sm text-muted">Trend</dt>
          <dd className="font-medium text-ink">{capitalize(alignment.trend.replace('-', ' '))}</dd>
          <dd className="text-xs text-muted">{TREND_WORDS[alignment.trend] ?? ''}</dd>
        </div>
      </dl>
    </Card>
  )
}
