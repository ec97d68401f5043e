// What Luna remembers of the visitor: GET /api/luna-patterns (polled each minute) and the
// journey's trend from GET /api/trajectory-analysis. Either failing (after two more tries) leaves the
// panel its defaults.
import type { LunaPatterns, TrendSummary } from '@domain/memory.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, settled } from '@/lib/api.ts'
import { queryKeys } from '@/lib/query.tsx'

export const PATTERNS_POLL_MS = 60_000

// A failed answer throws, so the query asks again (twice, a second and two apart) before the panel
// settles on its defaults: a moment's failure does not hide the visitor's memory until the next poll.
async function fetchPatterns(localDate: string): Promise<LunaPatterns> {
  const res = await api['luna-patterns'].$get({ query: { localDate } })
  if (!res.ok) {
    await settled(res)
    throw new Error(`luna-patterns answered ${res.status}`)
  }
  return await res.json()
}

async function fetchTrend(): Promise<TrendSummary | null> {
  const res = await api['trajectory-analysis'].$get({ query: {} })
  // No journey yet: no trend, and nothing to ask again.
  if (res.status === 404) {
    await settled(res)
    return null
  }
  if (!res.ok) {
    await settled(res)
    throw new Error(`trajectory-analysis answered ${res.status}`)
  }
  const body = await res.json()
  return {
    trend: body.trend,
    totalReadings: body.totalReadings,
    pattern: body.pattern,
    spanMinutes: body.spanMinutes,
  }
}

// 'always': offline, the tries fail at once and the panel shows its defaults, never a spinner that
// waits for the network.
const RETRY = {
  retry: 2,
  retryDelay: (attempt: number) => 1_000 * 2 ** attempt,
  networkMode: 'always',
} as const

export const lunaPatternsQuery = (localDate: string) =>
  queryOptions({
    queryKey: [...queryKeys.lunaPatterns, localDate],
    queryFn: () => fetchPatterns(localDate),
    refetchInterval: PATTERNS_POLL_MS,
    ...RETRY,
  })

export const memoryTrendQuery = queryOptions({
  queryKey: [...queryKeys.trajectoryAnalysis, 'luna-memory'],
  queryFn: fetchTrend,
  ...RETRY,
})

export const useLunaPatterns = (localDate: string) => useQuery(lunaPatternsQuery(localDate))
export const useMemoryTrend = () => useQuery(memoryTrendQuery)
