// The streak card (docs/rules/streaks.md): the streak of the recorded visit, else GET
// /api/streak/me cached 5 minutes; tier text by streakTierIndex, in the compass catalogue.

import { streakTierIndex } from '@domain/streak.ts'
import { useCallback, useId, useState } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useStreak } from '@/features/compass/api/streak.ts'
import { useCompassText } from '@/features/compass/compass-text.ts'
import { todayLocal } from '@/lib/local-time.ts'

/** The card as it stands before its stage: the same frame and room, with its loading state. */
export function StreakLoading() {
  const t = useCompassText()
  return (
    <Card aria-busy="true" data-testid="streak-loading">
      <p className="text-lg font-semibold text-ink">{t('streak.title')}</p>
      <div className="mt-3 min-h-28">
        <Spinner label={t('streak.loading')} />
      </div>
    </Card>
  )
}

export function StreakCard() {
  const t = useCompassText()
  const titleId = useId()
  const [visitFailed, setVisitFailed] = useState(false)
  // The day shown: a visit of a later day (the page left open past midnight) moves it on.
  const [today, setToday] = useState(todayLocal)
  const onVisit = useCallback((recorded: boolean, date: string) => {
    setVisitFailed(!recorded)
    if (recorded) setToday((shown) => (date > shown ? date : shown))
  }, [])
  const streak = useStreak(today, onVisit)
  const data = streak.data
  return (
    <Card aria-labelledby={titleId} data-testid="streak-card">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('streak.title')}
      </h2>
      <div className="mt-3 min-h-28">
        {data ? (
          <>
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-semibold tabular-nums text-moon" data-testid="current-streak">
                {data.currentStreak}
              </span>
              <span className="text-ink">{t('streak.days', { count: data.currentStreak })}</span>
            </p>
            <p className="mt-1 font-medium text-ink" data-testid="streak-tier">
              {t(`streak.tier.${streakTierIndex(data.currentStreak)}`)}
            </p>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-muted">{t('streak.longest')}</dt>
                <dd className="tabular-nums text-ink">{data.longestStreak}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted">{t('streak.visited')}</dt>
                <dd className="tabular-nums text-ink">{data.totalDays}</dd>
              </div>
            </dl>
            {data.offline ? (
              <p className="mt-2 text-xs text-muted" data-testid="streak-offline">
                {t('streak.offline')}
              </p>
            ) : null}
          </>
        ) : streak.isError ? (
          <LoadError
            size="sm"
            title={t('streak.error.title')}
            onRetry={() => void streak.refetch()}
            retrying={streak.isFetching}
          >
            {t('streak.error.body')}
          </LoadError>
        ) : (
          <Spinner label={t('streak.loading')} />
        )}
        {visitFailed ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {t('streak.visitFailed')}
          </p>
        ) : null}
      </div>
    </Card>
  )
}
