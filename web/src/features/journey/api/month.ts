// The month view's data (docs/rules/daily-reading.md): GET /api/month, a month of the visitor's
// days. A check-in or a mood note refreshes it (their key starts with queryKeys.month).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok } from '@/lib/api.ts'
import { FetchError, NETWORK_MODE } from '@/lib/queries/journey.ts'
import { queryKeys } from '@/lib/query.tsx'

async function fetchMonth(month: string) {
  try {
    return ok(await api.month.$get({ query: { month } }))
  } catch (err) {
    throw new FetchError('Failed to fetch your month', err)
  }
}

export type Month = Awaited<ReturnType<typeof fetchMonth>>
export type MonthDay = Month['days'][number]

export const monthQuery = (month: string) =>
  queryOptions({
    queryKey: [...queryKeys.month, month],
    queryFn: () => fetchMonth(month),
    networkMode: NETWORK_MODE,
  })

export const useMonth = (month: string) => useQuery(monthQuery(month))
