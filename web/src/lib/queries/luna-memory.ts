// What Luna remembers of the visitor: GET /api/luna-patterns (polled each minute) and the
// journey's trend from GET /api/trajectory-analysis. Either failing leaves the panel its defaults.
import type { LunaPatterns, TrendSummary } from '@domain/memory.ts'
import { useQuery } from '@tanstack/react-query'
import { api, settled } from '@/lib/api.ts'
import { queryKeys } from '@/lib/query.tsx'

export const PATTERNS_POLL_MS = 60_000

async function fetchPatterns(localDate: string): Promise<LunaPatterns | null> {
  try {
    const res = await api['luna-patterns'].$get({ query: { localDate } })
    if (res.ok) return await res.json()
    await settled(res)
    return null
  } catch {
    return null
  }
}

async function fetchTrend(): Promise<TrendSummary | null> {
  try {
    const res = await api['trajectory-analysis'].$get({ query: {} })
    if (!res.ok) {
      await settled(res)
      return null
    }
    const body = await res.json()
    return { trend: body.trend, totalReadings: body.totalReadings, pattern: body.pattern }
  } catch {
    return null
  }
}

export function useLunaPatterns(localDate: string) {
  return useQuery({
    queryKey: [...queryKeys.lunaPatterns, localDate],
    queryFn: () => fetchPatterns(localDate),
    refetchInterval: PATTERNS_POLL_MS,
  })
}

export function useMemoryTrend() {
  return useQuery({ queryKey: [...queryKeys.trajectoryAnalysis, 'luna-memory'], queryFn: fetchTrend })
}
