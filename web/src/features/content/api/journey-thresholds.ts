// GET /api/user-trajectory for the help page's zone thresholds: no journey yet (404) means the
// default thresholds.
import { useQuery } from '@tanstack/react-query'
import { ApiError, api, ok } from '@/lib/api.ts'
import { queryKeys } from '@/lib/query.tsx'

export async function fetchJourneyOrNone() {
  try {
    return await ok(await api['user-trajectory'].$get({ query: {} }))
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null
    throw err
  }
}

export function useJourneyForThresholds() {
  return useQuery({
    queryKey: [...queryKeys.trajectory, 'help-thresholds'],
    queryFn: fetchJourneyOrNone,
    // New journey points may have been posted since the last visit to this page.
    staleTime: 0,
  })
}
