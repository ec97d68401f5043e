// The 64 codons as the server serves them (docs/rules/api-calls.md: GET /api/codons).

import type { Locale } from '@domain/locale.ts'
import { CODON_PLAY_SECONDS } from '@domain/vocabulary.ts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ok, settled } from '@/lib/api.ts'
import { rememberCodonOnDevice } from '@/lib/codon-history.ts'
import { useSpokenLocale } from '@/lib/i18n.ts'
import { FetchError, NETWORK_MODE } from '@/lib/queries/journey.ts'
import { queryKeys } from '@/lib/query.tsx'

/** The codons with their words in `locale` (asked for by name: the browser's Accept-Language may differ). */
export async function fetchCodons(locale: Locale) {
  try {
    return await ok(await api.codons.$get({ query: { lang: locale } }))
  } catch (err) {
    throw new FetchError('Failed to fetch codons', err)
  }
}

export type ApiCodon = Awaited<ReturnType<typeof fetchCodons>>[number]

/**
 * The one query of the codons in a language (queryKeys.codons and the language): the codex and the
 * resonance grid share it.
 */
export const codonsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: [...queryKeys.codons, locale],
    queryFn: () => fetchCodons(locale),
    networkMode: NETWORK_MODE,
  })

/** The codons in the language spoken. */
export const useCodons = () => useQuery(codonsQuery(useSpokenLocale()))

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
