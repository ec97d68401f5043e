// GET /api/streak/me: the visit streak in the visitor's local days, fetched again once a visit is
// recorded.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api, ok } from '@/lib/api.ts'
import { onVisitRecorded } from '@/lib/queries/visits.ts'
import { queryKeys } from '@/lib/query.tsx'

const STREAK_STALE_MS = 300_000

export async function fetchStreak(localDate: string, signal?: AbortSignal) {
  return ok(
    await api.streak[':sessionId'].$get(
      // 'me': the session id travels only in the x-session-id header, never in a URL.
      { param: { sessionId: 'me' }, query: { localDate } },
      // The answer may sit in the HTTP cache for 5 minutes; after a visit it must be fresh.
      { init: { cache: 'no-cache', ...(signal ? { signal } : {}) } },
    ),
  )
}

/** The streak of `today`; `onVisit` hears whether each visit was recorded. */
export function useStreak(today: string, onVisit: (recorded: boolean) => void) {
  const client = useQueryClient()
  const streak = useQuery({
    queryKey: [...queryKeys.streak, today],
    queryFn: ({ signal }) => fetchStreak(today, signal),
    staleTime: STREAK_STALE_MS,
  })
  useEffect(
    () =>
      onVisitRecorded((recorded) => {
        onVisit(recorded)
        // A first fetch still under way may have started before the visit was stored: cancel it
        // (an invalidation alone would reuse it) and fetch again.
        if (recorded)
          void client
            .cancelQueries({ queryKey: queryKeys.streak })
            .then(() => client.invalidateQueries({ queryKey: queryKeys.streak }))
      }),
    [client, onVisit],
  )
  return streak
}
