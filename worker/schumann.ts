// Schumann data: NOAA's planetary K-index feed (3 s timeout) through the KV cache (10 minutes),
// falling back to the deterministic model. Never fails (docs/ARCHITECTURE.md).
import { modelSchumann, parseNoaaKIndex, type SchumannData, schumannFromKIndex } from '../domain/schumann.ts'
import { CACHE_KEYS, cached } from './cache.ts'
import type { Bindings } from './env.ts'

export const NOAA_TIMEOUT_MS = 3_000
export const SCHUMANN_TTL_SECONDS = 600

/** One attempt at the feed: the latest Kp, or null when unreachable, slow or malformed. */
export async function fetchNoaaKIndex(
  url: string | undefined,
  timeoutMs = NOAA_TIMEOUT_MS,
): Promise<number | null> {
  if (!url) return null
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    })
    if (!res.ok) return null
    const text = await res.text()
    if (text.length > 2_000_000) return null
    return parseNoaaKIndex(JSON.parse(text))
  } catch {
    return null
  }
}

export async function loadSchumann(env: Bindings, now = new Date()): Promise<SchumannData> {
  const kp = await fetchNoaaKIndex(env.NOAA_KP_URL)
  return kp === null ? modelSchumann(now) : schumannFromKIndex(kp, now, 'noaa')
}

export function getSchumann(env: Bindings): Promise<SchumannData> {
  return cached(env, CACHE_KEYS.schumann, SCHUMANN_TTL_SECONDS, () => loadSchumann(env))
}
