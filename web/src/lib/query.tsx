// Server state (TanStack Query) with the spec's defaults: data never stale, no automatic
// retries, no refetch on window focus (docs/rules/api-calls.md), unless a query says otherwise. Pages that
// use it wrap themselves in <QueryProvider>, so the first page a new visitor sees does not load it.
import { type Query, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { isNetworkFailure } from '@/lib/api-errors.ts'
import { keepSending } from '@/lib/resend.ts'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})

/**
 * What the network's return must fetch again: an answer the network failed (not one the server
 * refused), or one computed on this device without it (the offline compass).
 */
export function missedTheNetwork(query: Query): boolean {
  const data = query.state.data as { offline?: unknown } | undefined
  if (query.state.status === 'error') return isNetworkFailure(query.state.error)
  // An answer computed here stays as the data when a later fetch fails: only while the last fetch
  // succeeded with it (no network) does it wait for the network. A refusal is not retried.
  return query.state.status === 'success' && data?.offline === true
}

/**
 * The queries on screen that missed the network are fetched again when it returns, so a page opened
 * offline turns to the server's answers without a reload (docs/decisions/019-offline-first.md): on
 * the browser's 'online' event, and, since a page loaded offline may never hear one (nor a network
 * that drops requests while the browser says online), after 1 s, 2 s, 4 s, 8 s, then every 15 s
 * while one still misses it (lib/resend.ts). TanStack Query's own refetch on reconnect does not do
 * it: it takes the browser as online until it hears 'offline', and it skips an answer still fresh,
 * as the compass's computed one is. Returns the cleanup.
 */
export function refetchOnReturn(
  client: QueryClient,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const cache = client.getQueryCache()
  const missing = () => cache.findAll({ type: 'active', predicate: missedTheNetwork }).length > 0
  const tries = keepSending(async () => {
    if (!missing()) return false
    // A refetch already started (TanStack's own, on a reconnect it heard) is joined, not repeated.
    await client.invalidateQueries({ predicate: missedTheNetwork }, { cancelRefetch: false })
    return missing()
  }, target)
  // A query that has just missed the network starts the tries, or leaves those under way to their
  // backoff; they stop once none misses it.
  const unsubscribe = cache.subscribe((event) => {
    if (
      event.type === 'updated' &&
      (event.action.type === 'success' || event.action.type === 'error') &&
      missedTheNetwork(event.query)
    )
      tries.wake()
  })
  return () => {
    unsubscribe()
    tries.stop()
  }
}

export function QueryProvider({ children }: { children: ReactNode }) {
  useEffect(() => refetchOnReturn(queryClient), [])
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

/** Query keys, in one place so that invalidations match. */
export const queryKeys = {
  savedReadings: ['saved-readings'] as const,
  streak: ['streak'] as const,
  emotionalState: ['emotional-state'] as const,
  compass: ['resonance-compass'] as const,
  scalarStats: ['scalar-stats'] as const,
  schumann: ['schumann-resonance'] as const,
  codons: ['codons'] as const,
  trajectory: ['user-trajectory'] as const,
  trajectoryAnalysis: ['trajectory-analysis'] as const,
  lunaPatterns: ['luna-patterns'] as const,
  month: ['month'] as const,
  patterns: ['patterns'] as const,
  analytics: ['archetype-analytics'] as const,
}
