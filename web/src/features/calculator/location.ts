// Location adapters of the time calculator (docs/rules/time-engine.md; docs/ARCHITECTURE.md): browser
// geolocation with the spec's timeouts, reverse geocoding (Nominatim's format) and elevation
// lookup (Open-Meteo's format). Every browser facility is passed in, so each adapter can be
// driven by a stub; nothing here touches React. Coordinates never leave the browser except to
// the two configured lookup services: the API only ever receives the place's label.
import { ELEVATION_MAX_M, ELEVATION_MIN_M } from '@domain/time-engine.ts'
import {
  autoLocation,
  type ChosenLocation,
  type Coordinates,
  formatCoordinates,
} from '@/features/calculator/chosen-location.ts'

/** One geolocation attempt: 8 s, 15 s on iOS (docs/rules/time-engine.md). */
export const GEO_ATTEMPT_MS = 8_000
export const GEO_ATTEMPT_IOS_MS = 15_000
/** All attempts together: 12 s, 20 s on iOS. */
export const GEO_OVERALL_MS = 12_000
export const GEO_OVERALL_IOS_MS = 20_000
/**
 * The whole auto-detect (position, then place name) is cancelled after 15 s: a position that
 * has not come by then gives 'Global' (our own timers run even while a permission prompt sits
 * unanswered, which the browser's timeout does not), and the place-name lookup only gets what
 * is left (see GEOCODE_MIN_MS). On iOS it is 20 s, the iOS geolocation budget, or the longer
 * iOS timeouts could never run.
 */
export const AUTO_DETECT_CANCEL_MS = 15_000
/** iOS Safari answers faster from its cached fix; five minutes old is fine for a time zone. */
export const IOS_MAXIMUM_AGE_MS = 300_000
/** Elevation lookup abort (docs/rules/time-engine.md). */
export const ELEVATION_TIMEOUT_MS = 10_000
/** The place-name lookup gets what is left of the auto-detect budget, but at least this much. */
export const GEOCODE_MIN_MS = 3_000

export { isIosDevice } from '@/lib/platform.ts'

// ------------------------------------------------------------------------------------------
// Geolocation

export type LocateFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout'

export class LocateError extends Error {
  readonly reason: LocateFailure
  constructor(reason: LocateFailure) {
    super(`Geolocation failed: ${reason}`)
    this.reason = reason
  }
}

export interface GeolocationPlan {
  /** Options of the attempts, in order; each attempt's timeout is cut to the time left. */
  attempts: PositionOptions[]
  overallMs: number
  /** When the whole auto-detect is cancelled into 'Global'. */
  cancelMs: number
}

/**
 * The attempts: elsewhere a precise fix first, then a quicker coarse one that accepts a recent
 * cached position; on iOS never high accuracy (it is slow and often times out indoors) and a
 * cached fix up to five minutes old.
 */
export function geolocationPlan(ios: boolean): GeolocationPlan {
  if (ios) {
    const attempt = { enableHighAccuracy: false, timeout: GEO_ATTEMPT_IOS_MS, maximumAge: IOS_MAXIMUM_AGE_MS }
    return {
      attempts: [attempt, attempt],
      overallMs: GEO_OVERALL_IOS_MS,
      cancelMs: Math.max(AUTO_DETECT_CANCEL_MS, GEO_OVERALL_IOS_MS),
    }
  }
  return {
    attempts: [
      { enableHighAccuracy: true, timeout: GEO_ATTEMPT_MS, maximumAge: 60_000 },
      { enableHighAccuracy: false, timeout: GEO_ATTEMPT_MS, maximumAge: IOS_MAXIMUM_AGE_MS },
    ],
    overallMs: GEO_OVERALL_MS,
    cancelMs: AUTO_DETECT_CANCEL_MS,
  }
}

function attemptOnce(geo: Geolocation, options: PositionOptions): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    geo.getCurrentPosition(
      (pos) => resolve({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }),
      (err) =>
        reject(new LocateError(err.code === 1 ? 'denied' : err.code === 3 ? 'timeout' : 'unavailable')),
      options,
    )
  })
}

/** Resolves null when the signal aborts or the time runs out first. */
function within<T>(promise: Promise<T>, ms: number, signal?: AbortSignal): Promise<T | null> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      promise.catch(() => undefined)
      resolve(null)
      return
    }
    const timer = setTimeout(() => done(null), Math.max(0, ms))
    const onAbort = () => done(null)
    signal?.addEventListener('abort', onAbort, { once: true })
    function done(value: T | null, error?: unknown) {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      if (error) reject(error)
      else resolve(value)
    }
    promise.then(
      (v) => done(v),
      (e: unknown) => done(null, e ?? new Error('failed')),
    )
  })
}

/**
 * The device's position: the plan's attempts within its overall budget. A refusal stops at
 * once; a timeout or an unavailable fix moves on to the next attempt.
 */
export async function locate(
  geo: Geolocation | undefined,
  plan: GeolocationPlan,
  options: { signal?: AbortSignal; now?: () => number } = {},
): Promise<Coordinates> {
  if (!geo || typeof geo.getCurrentPosition !== 'function') throw new LocateError('unsupported')
  const now = options.now ?? Date.now
  const deadline = now() + plan.overallMs
  let last: LocateFailure = 'timeout'
  for (const attempt of plan.attempts) {
    const left = deadline - now()
    if (left <= 0 || options.signal?.aborted) break
    try {
      const timeout = Math.min(attempt.timeout ?? left, left)
      // The browser's timer waits for the permission answer; ours does not.
      const coords = await within(attemptOnce(geo, { ...attempt, timeout }), left, options.signal)
      if (coords) return coords
      last = 'timeout'
      break
    } catch (err) {
      last = err instanceof LocateError ? err.reason : 'unavailable'
      if (last === 'denied') break
    }
  }
  throw new LocateError(last)
}

// ------------------------------------------------------------------------------------------
// Reverse geocoding and elevation

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

interface NominatimAnswer {
  name?: unknown
  address?: Record<string, unknown>
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)

/** 'City, Country' from a Nominatim jsonv2 answer; null when it names no place. */
export function placeNameOf(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null
  const { address, name } = answer as NominatimAnswer
  const a = address && typeof address === 'object' ? address : {}
  const place =
    text(a.city) ??
    text(a.town) ??
    text(a.village) ??
    text(a.municipality) ??
    text(a.hamlet) ??
    text(a.county) ??
    text(a.state) ??
    text(name)
  const country = text(a.country)
  const parts = [place, country].filter((p): p is string => p !== null)
  return parts.length ? parts.join(', ').slice(0, 120) : null
}

async function fetchJson(fetcher: FetchLike, url: URL, ms: number, signal?: AbortSignal): Promise<unknown> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const res = await fetcher(url.toString(), {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    })
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`)
    return await res.json()
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

/** The place name of a position, or null when the service fails, is not configured or names nothing. */
export async function reverseGeocode(
  baseUrl: string | null,
  coords: Coordinates,
  options: { fetcher: FetchLike; timeoutMs: number; signal?: AbortSignal; language?: string },
): Promise<string | null> {
  if (!baseUrl) return null
  try {
    const url = new URL(baseUrl)
    url.searchParams.set('format', 'jsonv2')
    url.searchParams.set('lat', String(coords.latitude))
    url.searchParams.set('lon', String(coords.longitude))
    url.searchParams.set('zoom', '10')
    // The place named in the language spoken (Nominatim's accept-language; it falls back to local names).
    if (options.language) url.searchParams.set('accept-language', options.language)
    return placeNameOf(await fetchJson(options.fetcher, url, options.timeoutMs, options.signal))
  } catch {
    return null
  }
}

/** Metres above sea level, whole, within the engine's range; throws on failure or after 10 s. */
export async function lookupElevation(
  baseUrl: string | null,
  coords: Coordinates,
  options: { fetcher: FetchLike; timeoutMs?: number; signal?: AbortSignal },
): Promise<number> {
  if (!baseUrl) throw new Error('No elevation service is configured.')
  const url = new URL(baseUrl)
  url.searchParams.set('latitude', String(coords.latitude))
  url.searchParams.set('longitude', String(coords.longitude))
  const answer = (await fetchJson(
    options.fetcher,
    url,
    options.timeoutMs ?? ELEVATION_TIMEOUT_MS,
    options.signal,
  )) as { elevation?: unknown }
  const value = Array.isArray(answer?.elevation) ? answer.elevation[0] : answer?.elevation
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new Error('The elevation service gave no elevation.')
  return Math.min(ELEVATION_MAX_M, Math.max(ELEVATION_MIN_M, Math.round(value)))
}

// ------------------------------------------------------------------------------------------
// Auto-detection as a whole

export type DetectOutcome =
  | { ok: true; coords: Coordinates; location: ChosenLocation; named: boolean }
  | { ok: false; reason: LocateFailure | 'cancelled' }

/**
 * Position, then place name, within the plan's cancel time: a position that does not come in
 * time gives 'cancelled' (the caller falls back to 'Global'); a place name that does not come
 * in time gives the coordinates rounded to 2 decimals instead.
 */
export async function detectLocation(deps: {
  geolocation: Geolocation | undefined
  ios: boolean
  geocodingUrl: string | null
  fetcher: FetchLike
  utcOffsetMinutes: number
  /** The language the place is named in, e.g. 'de'. */
  language?: string
  signal?: AbortSignal
  now?: () => number
}): Promise<DetectOutcome> {
  const now = deps.now ?? Date.now
  const plan = geolocationPlan(deps.ios)
  const started = now()
  let coords: Coordinates | null
  try {
    coords = await within(
      locate(deps.geolocation, plan, { signal: deps.signal, now }),
      plan.cancelMs,
      deps.signal,
    )
  } catch (err) {
    return { ok: false, reason: err instanceof LocateError ? err.reason : 'unavailable' }
  }
  if (!coords) return { ok: false, reason: 'cancelled' }
  const left = plan.cancelMs - (now() - started)
  const name = await reverseGeocode(deps.geocodingUrl, coords, {
    fetcher: deps.fetcher,
    timeoutMs: Math.max(GEOCODE_MIN_MS, left),
    signal: deps.signal,
    language: deps.language,
  })
  return {
    ok: true,
    coords,
    location: autoLocation(name ?? formatCoordinates(coords), deps.utcOffsetMinutes),
    named: name !== null,
  }
}
