// The daily compass reading: POST /api/resonance-compass with the visitor's stored profile,
// refetched every 5 minutes with 2 retries (spec 01 §7). The server picks the baseline in the
// spec's order of preference from what is sent here.
import { useQuery } from '@tanstack/react-query'
import { api, ok } from '../../lib/api.ts'
import { localDayOfInstant, nowLocalTime, todayLocal } from '../../lib/local-time.ts'
import { queryKeys } from '../../lib/query.tsx'
import { KEYS, readArchetypeData, readJson, readPersonalProfile, readRaw } from '../../lib/storage.ts'

export const COMPASS_REFETCH_MS = 300_000

const finite = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)

/** The personalProfile of the compass request, from the spec's browser keys. */
export function compassProfile(): Record<string, unknown> {
  const data = readArchetypeData()
  const personal = readPersonalProfile()
  const apiProfile = readJson<Record<string, unknown>>(KEYS.userProfile)
  const storedId = Number(readRaw(KEYS.archetype))
  const archetype =
    data?.archetypeId ??
    personal?.archetype?.archetypeId ??
    (Number.isInteger(storedId) && storedId > 0 ? storedId : null)
  const birthScalar =
    finite(data?.birthScalar) ??
    finite(personal?.archetype?.birthScalar) ??
    finite(personal?.xi) ??
    finite(apiProfile?.scalar_ξ)
  const profile: Record<string, unknown> = {}
  if (archetype !== null) profile.archetype = archetype
  if (birthScalar !== null) profile.scalar_ξ = birthScalar
  if (data)
    profile.archetypeData = { ...data, emotionalUpdateDate: localDayOfInstant(data.lastEmotionalUpdate) }
  return profile
}

export async function fetchCompass() {
  const res = await api['resonance-compass'].$post({
    json: {
      personalProfile: compassProfile(),
      currentLocation: 'global',
      localDate: todayLocal(),
      localTime: nowLocalTime(),
    },
  })
  return ok(res)
}

export type CompassReading = Awaited<ReturnType<typeof fetchCompass>>

export const compassQueryKey = [...queryKeys.compass, 'daily'] as const

export function useCompass() {
  return useQuery({
    queryKey: compassQueryKey,
    queryFn: fetchCompass,
    refetchInterval: COMPASS_REFETCH_MS,
    // A visitor coming back to the page after the refresh interval sees a fresh reading at once.
    staleTime: COMPASS_REFETCH_MS,
    retry: 2,
  })
}
