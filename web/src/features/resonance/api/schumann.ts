// The Schumann frequency for Luna on the resonance screen: the baseline 7.83 Hz when unreachable.
import { SCHUMANN_BASELINE_HZ } from '@domain/vocabulary.ts'
import { useQuery } from '@tanstack/react-query'
import { api, ok } from '@/lib/api.ts'
import { queryKeys } from '@/lib/query.tsx'

async function fetchSchumannHz(): Promise<number> {
  try {
    const body = await ok(await api['schumann-resonance'].$get())
    return Number.isFinite(body.frequency) ? body.frequency : SCHUMANN_BASELINE_HZ
  } catch {
    return SCHUMANN_BASELINE_HZ
  }
}

export function useSchumannHz() {
  return useQuery({ queryKey: [...queryKeys.schumann, 'hz'], queryFn: fetchSchumannHz })
}
