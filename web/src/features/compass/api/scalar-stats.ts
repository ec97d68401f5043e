// GET /api/scalar-stats: the collective statistics, shared by every visitor, refreshed each minute.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '@/lib/api.ts'
import { queryKeys } from '@/lib/query.tsx'

export const STATS_REFETCH_MS = 60_000

export const fetchScalarStats = async () => ok(await api['scalar-stats'].$get())

export const scalarStatsQuery = queryOptions({
  queryKey: queryKeys.scalarStats,
  queryFn: fetchScalarStats,
  refetchInterval: STATS_REFETCH_MS,
  staleTime: STATS_REFETCH_MS,
})

export const useScalarStats = () => useQuery(scalarStatsQuery)
