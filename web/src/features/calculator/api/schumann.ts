// GET /api/schumann-resonance for the calculator's Luna panel: refreshed every 2 minutes while shown.
import { useQuery } from '@tanstack/react-query'
import { api, ok } from '@/lib/api.ts'
import { queryKeys } from '@/lib/query.tsx'

export const fetchSchumann = async () => ok(await api['schumann-resonance'].$get())

export function useSchumann(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.schumann, queryFn: fetchSchumann, enabled, refetchInterval: 120_000 })
}
