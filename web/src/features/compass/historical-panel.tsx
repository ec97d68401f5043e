// The historical panel (docs/rules/compass.md): shown with more than 5 readings.
import { useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { useReadingText } from '@/features/compass/reading-text.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { fixed } from '@/lib/format.ts'

export const HISTORY_MIN_READINGS = 5

/** The trends the journey names (docs/rules/compass.md). */
const TRENDS = ['ascending', 'descending', 'cycling', 'stable', 'insufficient-data'] as const
type Trend = (typeof TRENDS)[number]
const isTrend = (trend: string): trend is Trend => (TRENDS as readonly string[]).includes(trend)

export function HistoricalPanel({ alignment }: { alignment: CompassReading['scalarAlignment'] }) {
  const titleId = useId()
  const t = useReadingText()
  if (alignment.totalReadings <= HISTORY_MIN_READINGS) {
    const more = HISTORY_MIN_READINGS + 1 - alignment.totalReadings
    return (
      <Card aria-labelledby={titleId} data-testid="historical-panel-empty">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('history.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('history.empty', { min: HISTORY_MIN_READINGS, more })}</p>
      </Card>
    )
  }
  return (
    <Card aria-labelledby={titleId} data-testid="historical-panel">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('history.title')}
      </h2>
      <dl className="mt-3 figures gap-3">
        <div>
          <dt className="text-sm text-muted">{t('history.average')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">
            {alignment.historicalAverage === null ? '—' : fixed(alignment.historicalAverage)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('history.readings')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">{alignment.totalReadings}</dd>
        </div>
        <div className="col-span-full sm:col-span-1">
          <dt className="text-sm text-muted">{t('history.trend')}</dt>
          <dd className="font-medium text-ink">
            {isTrend(alignment.trend) ? t(`history.trend.${alignment.trend}`) : alignment.trend}
          </dd>
          <dd className="text-xs text-muted">
            {isTrend(alignment.trend) ? t(`history.trend.${alignment.trend}.words`) : ''}
          </dd>
        </div>
      </dl>
    </Card>
  )
}
