// GET /api/schumann-resonance: the one query of the Schumann data (one key, queryKeys.schumann), read
// by the calculator's Luna panel (refreshed every 2 minutes while shown) and the resonance screen's
// Luna (the baseline 7.83 Hz while it is not here). A failure keeps its cause (FetchError), so the
// refetch on the network's return sees that it missed the network (lib/query.tsx).
import { SCHUMANN_BASELINE_HZ } from '@domain/vocabulary.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '@/lib/api.ts'
import { FetchError, NETWORK_MODE } from '@/lib/queries/journey.ts'
import { queryKeys } from '@/lib/query.tsx'

export async function fetchSchumann() {
  try {
    return await ok(await api['schumann-resonance'].$get())
  } catch (err) {
    throw new FetchError('Failed to fetch the Schumann resonance', err)
  }
}

export type Schumann = Awaited<ReturnType<typeof fetchSchumann>>

export const schumannQuery = queryOptions({
  queryKey: queryKeys.schumann,
  queryFn: fetchSchumann,
  networkMode: NETWORK_MODE,
})

/** The Schumann data, refreshed every 2 minutes while `enabled`. */
export const useSchumann = (enabled = true) =>
  useQuery({ ...schumannQuery, enabled, refetchInterval: enabled ? 120_000 : false })

/** The Schumann frequency in Hz: the baseline 7.83 Hz while the answer is missing or unusable. */
export function schumannHz(data: Schumann | undefined): number {
  return data && Number.isFinite(data.frequency) ? data.frequency : SCHUMANN_BASELINE_HZ
}
