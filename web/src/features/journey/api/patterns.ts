// What the visitor's own days say (docs/rules/patterns.md): GET /api/patterns. A check-in or a mood
// note refreshes it (queryKeys.patterns). The last answer is kept on the device: shown when the server
// cannot be reached, and the only patterns Luna's line on the compass may speak of.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, NetworkError, ok } from '@/lib/api.ts'
import { anObject, deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { FetchError, NETWORK_MODE } from '@/lib/queries/journey.ts'
import { queryKeys } from '@/lib/query.tsx'
import { KEYS } from '@/lib/storage.ts'

async function fetchFromServer() {
  return ok(await api.patterns.$get({ query: {} }))
}

export type Patterns = Awaited<ReturnType<typeof fetchFromServer>>
export type Pattern = Patterns['patterns'][number]

/** A kept answer, when it has the answer's shape (never half-used). */
function parseKept(stored: unknown): Patterns | null {
  const value = anObject<Record<string, unknown>>(stored)
  if (!value || typeof value.ready !== 'boolean' || typeof value.progress !== 'string') return null
  if (typeof value.days !== 'number' || typeof value.minDays !== 'number' || !Array.isArray(value.patterns))
    return null
  const wellFormed = value.patterns.every((p) => {
    const pattern = anObject<Record<string, unknown>>(p)
    return (
      typeof pattern?.sentence === 'string' &&
      anObject(pattern.group) !== null &&
      Array.isArray(pattern.groups)
    )
  })
  return wellFormed ? (value as Patterns) : null
}

/** luna_patterns_last: the last answer of GET /api/patterns. */
const keptPatternsAtom = storedJson(KEYS.patternsLast, parseKept)

export const readKeptPatterns = (): Patterns | null => deviceStore.get(keptPatternsAtom)

/** The server's answer, kept; else, offline, the one kept from the last time (`kept: true`). */
async function fetchPatterns(): Promise<Patterns & { kept?: true }> {
  try {
    const answer = await fetchFromServer()
    deviceStore.set(keptPatternsAtom, answer)
    return answer
  } catch (err) {
    const kept = readKeptPatterns()
    // Only when the server cannot be reached: a refusal is said, not covered by an older answer.
    if (kept && err instanceof NetworkError) return { ...kept, kept: true }
    throw new FetchError('Failed to fetch your patterns', err)
  }
}

export const patternsQuery = () =>
  queryOptions({ queryKey: queryKeys.patterns, queryFn: fetchPatterns, networkMode: NETWORK_MODE })

export const usePatterns = () => useQuery(patternsQuery())
