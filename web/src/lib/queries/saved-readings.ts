// The visitor's saved readings: GET /api/saved-readings, read a page at a time (newest first, the
// next page's cursor and the count of all in headers; docs/decisions/013). The history list, the
// Read tab's badge, the last locks and the readings page's locked frequency share these queries.

import { RECENT_LOCKS_LIMIT } from '@domain/history-lists.ts'
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api, ok, settled } from '@/lib/api.ts'
import { FetchError, NETWORK_MODE } from '@/lib/queries/journey.ts'
import { queryKeys } from '@/lib/query.tsx'

/** Rows per page: what the history shows at first and adds with each 'Show more'. */
export const READINGS_PAGE = 20

interface PageQuery {
  cursor?: string | null
  limit: number
  readingType?: 'compass' | 'emotional-resonance' | 'frequency-lock'
}

export async function fetchReadingsPage({ cursor, limit, readingType }: PageQuery) {
  try {
    const res = await api['saved-readings'].$get({
      query: {
        limit: String(limit),
        ...(cursor ? { cursor } : {}),
        ...(readingType ? { readingType } : {}),
      },
    })
    const readings = await ok(res)
    return {
      readings,
      nextCursor: res.headers.get('x-next-cursor'),
      total: Number(res.headers.get('x-total-count') ?? readings.length),
    }
  } catch (err) {
    throw new FetchError('Failed to fetch readings', err)
  }
}

export type ReadingsPage = Awaited<ReturnType<typeof fetchReadingsPage>>
export type SavedReading = ReadingsPage['readings'][number]

export const historyKey = [...queryKeys.savedReadings, 'history'] as const

/** The history, page by page: `readings` holds every page loaded so far. */
export const savedReadingsQuery = infiniteQueryOptions({
  queryKey: historyKey,
  queryFn: ({ pageParam }) => fetchReadingsPage({ cursor: pageParam, limit: READINGS_PAGE }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  networkMode: NETWORK_MODE,
})

export function useSavedReadings() {
  const query = useInfiniteQuery(savedReadingsQuery)
  return {
    ...query,
    readings: query.data?.pages.flatMap((p) => p.readings),
    total: query.data?.pages[0]?.total,
  }
}

/** The latest frequency locks (at most `limit`), newest first. */
export const frequencyLocksQuery = (limit = RECENT_LOCKS_LIMIT) =>
  queryOptions({
    queryKey: [...queryKeys.savedReadings, 'locks', limit],
    queryFn: () => fetchReadingsPage({ limit, readingType: 'frequency-lock' }),
    select: (page) => page.readings,
    networkMode: NETWORK_MODE,
  })

export const useFrequencyLocks = (limit = RECENT_LOCKS_LIMIT) => useQuery(frequencyLocksQuery(limit))

export async function deleteSavedReading(id: string): Promise<void> {
  const res = await api['saved-reading'][':id'].$delete({ param: { id }, json: {} })
  // Already gone (deleted in another tab): the visitor's wish is met.
  if (res.status === 404) {
    await settled(res)
    return
  }
  await ok(res)
}

/** The Read tab's badge: the number of saved readings, from the same query as the list. */
export function useSavedReadingsCount(): number | undefined {
  return useSavedReadings().total
}
