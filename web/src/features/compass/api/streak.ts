// The visit streak in the visitor's local days. A page view records a visit (lib/queries/visits.ts)
// whose answer carries the day's streak: the card takes it from there, and asks GET /api/streak/me
// only when no visit of today is on its way (a visitor not yet onboarded, a failed visit, a later
// refetch).
import { type Streak, streakWithVisit } from '@domain/streak.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api, isNetworkFailure, ok } from '@/lib/api.ts'
import { anObject, deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { keptVisitDates, onVisitRecorded, visitStreak } from '@/lib/queries/visits.ts'
import { queryKeys } from '@/lib/query.tsx'
import { getSessionId } from '@/lib/session.ts'
import { KEYS } from '@/lib/storage.ts'

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

/** A streak as the card shows it: the server's, or, offline, the device's count of today's visit. */
export type ShownStreak = Streak & { offline?: true }

/** luna_last_streak: the last streak the server answered, with the session it was for. */
const lastStreakAtom = storedJson(KEYS.lastStreak, (value) =>
  anObject<{ sessionId?: unknown; streak?: Streak }>(value),
)

/** Keeps the server's answer, so that a page opened offline still shows the streak. */
function keep(streak: Streak): Streak {
  deviceStore.set(lastStreakAtom, { sessionId: getSessionId(), streak })
  return streak
}

/** The last streak the server answered for this session, or null. */
function kept(): Streak | null {
  const stored = deviceStore.get(lastStreakAtom)
  return stored?.sessionId === getSessionId() && stored.streak ? stored.streak : null
}

/** GETs of the streak under way: one that began before a visit was stored may miss that visit. */
let asking = 0

/**
 * The day's streak: the answer of today's visit when one is on its way or has just been recorded
 * (the server computes the same streak for both, docs/rules/streaks.md), else the server's GET.
 */
async function streakOf(today: string, signal: AbortSignal): Promise<ShownStreak> {
  const visit = visitStreak(today)
  const recorded = visit ? await visit : null
  if (recorded) return keep(recorded)
  asking++
  try {
    const server = keep(await fetchStreak(today, signal))
    // Visits kept on the device and not yet sent (the network has just returned, and the GET may
    // overtake them) are counted as the server will count them: the number never steps back.
    return keptVisitDates().reduce(streakWithVisit, server)
  } catch (err) {
    // Offline: the last answer with the kept days and today added (they are recorded once the network
    // returns), computed as the server will (streakWithVisit); fetched again when it returns.
    const last = isNetworkFailure(err) ? kept() : null
    if (!last) throw err
    const days = [...new Set([...keptVisitDates(), today])].sort()
    return { ...days.reduce(streakWithVisit, last), offline: true }
  } finally {
    asking--
  }
}

/** The streak of `today`; `onVisit` hears whether each visit was recorded, and its day. */
export function useStreak(today: string, onVisit: (recorded: boolean, date: string) => void) {
  const client = useQueryClient()
  const streak = useQuery({
    queryKey: [...queryKeys.streak, today],
    queryFn: ({ signal }) => streakOf(today, signal),
    staleTime: STREAK_STALE_MS,
  })
  useEffect(
    () =>
      onVisitRecorded((date, recorded, keptOnDevice) => {
        onVisit(recorded !== null || keptOnDevice, date)
        if (!recorded || date !== today) return
        // A GET still under way may have begun before this visit was stored: cancel it (an
        // invalidation alone would reuse it) and take the visit's answer instead.
        if (asking > 0)
          void client
            .cancelQueries({ queryKey: queryKeys.streak })
            .then(() => client.invalidateQueries({ queryKey: queryKeys.streak }))
        else client.setQueryData([...queryKeys.streak, today], keep(recorded))
      }),
    [client, onVisit, today],
  )
  return streak
}
