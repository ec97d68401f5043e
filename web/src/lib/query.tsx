// Server state (TanStack Query) with the spec's defaults: data never stale, no automatic
// retries, no refetch on window focus (docs/decisions/015-published-openapi-contract.md), unless a query says otherwise. Pages that
// use it wrap themselves in <QueryProvider>, so the first page a new visitor sees does not load it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})

export function QueryProvider({ children }: { children: ReactNode }) {
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
  analytics: ['archetype-analytics'] as const,
}
