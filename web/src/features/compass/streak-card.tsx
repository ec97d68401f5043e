// The streak card (spec 01 §2, §7, §9): GET /api/streak/me cached 5 minutes and
// refetched after each recorded visit; tier text by streakTier.

import { streakTier } from '@domain/streak.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { api, ok } from '@/lib/api.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { queryKeys } from '@/lib/query.tsx'
import { onVisitRecorded } from '@/lib/visits.ts'

const STREAK_STALE_MS = 300_000

export function StreakCard() {
  const titleId = useId()
  const client = useQueryClient()
  const [visitFailed, setVisitFailed] = useState(false)
  const today = todayLocal()
  const streak = useQuery({
    queryKey: [...queryKeys.streak, today],
    queryFn: async ({ signal }) =>
      ok(
        await api.streak[':sessionId'].$get(
          // 'me': the session id travels only in the x-session-id header, never in a URL.
          { param: { sessionId: 'me' }, query: { localDate: today } },
          // The answer may sit in the HTTP cache for 5 minutes; after a visit it must be fresh.
          { init: { cache: 'no-cache', signal } },
        ),
      ),
    staleTime: STREAK_STALE_MS,
  })
  useEffect(
    () =>
      onVisitRecorded((recorded) => {
        setVisitFailed(!recorded)
        // A first fetch still under way may have started before the visit was stored: cancel it
        // (an invalidation alone would reuse it) and fetch again.
        if (recorded)
          void client
            .cancelQueries({ queryKey: queryKeys.streak })
            .then(() => client.invalidateQueries({ queryKey: queryKeys.streak }))
      }),
    [client],
  )
  const data = streak.data
  return (
    <Card aria-labelledby={titleId} data-testid="streak-card">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        Your streak
      </h2>
      <div className="mt-3 min-h-28">
        {data ? (
          <>
            <p className="flex items-baseline gap-2">
              <span className="text-4xl font-semibold tabular-nums text-moon" data-testid="current-streak">
                {data.currentStreak}
              </span>
              <span className="text-ink">{data.currentStreak === 1 ? 'day in a row' : 'days in a row'}</span>
            </p>
            <p className="mt-1 font-medium text-ink" data-testid="streak-tier">
              {streakTier(data.currentStreak)}
            </p>
            <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-muted">Longest</dt>
                <dd className="tabular-nums text-ink">{data.longestStreak}</dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-muted">Days visited</dt>
                <dd className="tabular-nums text-ink">{data.totalDays}</dd>
              </div>
            </dl>
          </>
        ) : streak.isError ? (
          <LoadError
            size="sm"
            title="Failed to fetch streak data"
            onRetry={() => void streak.refetch()}
            retrying={streak.isFetching}
          >
            Check your connection and try again.
          </LoadError>
        ) : (
          <Spinner label="Loading your streak" />
        )}
        {visitFailed ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            Failed to track visit
          </p>
        ) : null}
      </div>
    </Card>
  )
}
