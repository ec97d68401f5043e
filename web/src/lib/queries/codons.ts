// The 64 codons as the server serves them (docs/rules/api-calls.md: GET /api/codons).

import { CODON_PLAY_SECONDS } from '@domain/vocabulary.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok, settled } from '@/lib/api.ts'
import { rememberCodonOnDevice } from '@/lib/codon-history.ts'
import { FetchError, NETWORK_MODE } from '@/lib/queries/journey.ts'
import { queryKeys } from '@/lib/query.tsx'

export async function fetchCodons() {
  try {
    return await ok(await api.codons.$get())
  } catch (err) {
    throw new FetchError('Failed to fetch codons', err)
  }
}

export type ApiCodon = Awaited<ReturnType<typeof fetchCodons>>[number]

/** The one query of the codons (one key, queryKeys.codons): the codex and the resonance grid share it. */
export const codonsQuery = queryOptions({
  queryKey: queryKeys.codons,
  queryFn: fetchCodons,
  networkMode: NETWORK_MODE,
})

export const useCodons = () => useQuery(codonsQuery)

/**
 * Fire and forget (docs/rules/api-calls.md): a 3-second codon play is recorded; failures are only
 * logged. The device's codon history takes it at once.
 */
export function recordCodonPlay(codon: string): void {
  rememberCodonOnDevice(codon)
  api['codon-interaction']
    .$post({ json: { codon, interactionType: 'frequency_play', duration: CODON_PLAY_SECONDS } })
    .then(async (res) => {
      if (!(await settled(res))) console.debug(`Codon play not recorded (${res.status})`)
    })
    .catch((err: unknown) => console.debug('Codon play not recorded', err))
}
