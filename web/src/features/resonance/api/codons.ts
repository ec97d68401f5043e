// GET /api/codons for the resonance screen's codon grid.
import { useQuery } from '@tanstack/react-query'
import type { ProtocolCodon } from '@/features/resonance/types.ts'
import { api, ok } from '@/lib/api.ts'
import { queryKeys } from '@/lib/query.tsx'

async function fetchCodons(): Promise<ProtocolCodon[]> {
  try {
    return await ok(await api.codons.$get())
  } catch {
    throw new Error('Failed to fetch codons')
  }
}

export function useCodonList() {
  return useQuery({ queryKey: [...queryKeys.codons, 'list'], queryFn: fetchCodons })
}
