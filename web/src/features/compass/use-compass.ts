// The daily compass reading on screen: the request of compass-request.ts, refetched every 5
// minutes with 2 retries (docs/rules/api-calls.md). The server picks the baseline in the spec's order of
// preference from what is sent.
import { useQuery } from '@tanstack/react-query'
import {
  type CompassReading,
  fetchCompass,
  lastCompass,
  takeCompassRequest,
} from '@/features/compass/api/compass.ts'
import { useSpokenLocale } from '@/lib/i18n.ts'
import { queryKeys } from '@/lib/query.tsx'

export type { CompassReading }

export const COMPASS_REFETCH_MS = 300_000

export const compassQueryKey = [...queryKeys.compass, 'daily'] as const

/** The day's compass query, as a screen holds it. */
export type CompassQuery = ReturnType<typeof useCompass>

/** The day's compass; `enabled` false asks nothing (a screen that shows it only in one mode). */
export function useCompass(enabled = true) {
  // Each language its own answer (docs/decisions/058-reading-languages.md): a change of language asks
  // for the day in the new one, and the one kept in another is not shown meanwhile.
  const locale = useSpokenLocale()
  return useQuery({
    enabled,
    queryKey: [...compassQueryKey, locale],
    // Asked for even offline: without the network the answer is computed on this device
    // (api/offline-compass.ts), so a change made offline (a check-in, a note) shows at once.
    networkMode: 'always',
    // The first run takes the request the app started while this screen was loading.
    queryFn: () => takeCompassRequest(locale) ?? fetchCompass(locale),
    // Instant on return: today's last answer is on screen from the first frame; being dated 0 it
    // is stale at once, so the server's answer is asked for and replaces it.
    initialData: () => lastCompass(locale) ?? undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: COMPASS_REFETCH_MS,
    // A visitor coming back to the page after the refresh interval sees a fresh reading at once.
    staleTime: COMPASS_REFETCH_MS,
    retry: 2,
  })
}
