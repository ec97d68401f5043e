// The daily compass request: POST /api/resonance-compass with the visitor's stored profile (spec
// 01 §7). Kept apart from the compass screen so that the app's entry can start it while the
// screen's code is still loading (docs/decisions/010-compass-request-at-start.md).
import { api, ok } from '@/lib/api.ts'
import { compassProfileOf } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { localDayOfInstant, nowLocalTime, todayLocal } from '@/lib/local-time.ts'

/** The personalProfile of the compass request, from the device state. */
export const compassProfile = (): Record<string, unknown> => compassProfileOf(readDevice(), localDayOfInstant)

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

/** A request started before the screen asked for it, and when it finished (null while in flight). */
let early: { promise: Promise<CompassReading>; finishedAt: number | null } | null = null
/** An early answer that finished longer ago than this is not used: the screen asks again. */
const EARLY_MAX_AGE_MS = 10_000

/** Starts the compass request now (the page's first load), for the screen to take when it mounts. */
export function startCompassRequest(): void {
  if (early) return
  const promise = fetchCompass()
  const entry: { promise: Promise<CompassReading>; finishedAt: number | null } = { promise, finishedAt: null }
  // Whoever takes it handles its failure; one nobody takes must not be an unhandled rejection.
  promise.then(
    () => {
      entry.finishedAt = Date.now()
    },
    () => {
      entry.finishedAt = Date.now()
    },
  )
  early = entry
}

/**
 * The early request, once: still in flight (however slow the network), or finished within the
 * last 10 seconds; null otherwise.
 */
export function takeCompassRequest(now = Date.now()): Promise<CompassReading> | null {
  const taken = early
  early = null
  if (!taken) return null
  return taken.finishedAt === null || now - taken.finishedAt < EARLY_MAX_AGE_MS ? taken.promise : null
}
