// The only KV code: a shared cache for data every visitor sees (Schumann data, collective stats),
// with a few seconds of in-isolate memory in front of it. KV failures never fail a request:
// the value is computed without the cache.
import { SHARED_RECOMPUTE_MIN_INTERVAL_MS } from '../domain/budgets.ts'
import type { Bindings } from './env.ts'

interface Entry {
  value: unknown
  until: number
}

// Keyed by the KV binding so that separate environments (tests) never share memory.
const memory = new WeakMap<object, Map<string, Entry>>()
const MEMORY_MS = 5_000

function memo(env: Bindings): Map<string, Entry> {
  let m = memory.get(env.CACHE)
  if (!m) {
    m = new Map()
    memory.set(env.CACHE, m)
  }
  return m
}

export const CACHE_KEYS = {
  schumann: 'schumann:v1',
  scalarStats: 'scalar-stats:v1',
} as const

export async function readCache<T>(env: Bindings, key: string): Promise<T | null> {
  const hit = memo(env).get(key)
  if (hit && hit.until > Date.now()) return hit.value as T
  try {
    const value = await env.CACHE.get<T>(key, 'json')
    if (value !== null) memo(env).set(key, { value, until: Date.now() + MEMORY_MS })
    return value
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', kind: 'kv-read', key, message: String(err).slice(0, 120) }))
    return null
  }
}

export async function writeCache(
  env: Bindings,
  key: string,
  value: unknown,
  ttlSeconds: number,
): Promise<void> {
  memo(env).set(key, { value, until: Date.now() + Math.min(MEMORY_MS, ttlSeconds * 1000) })
  try {
    await env.CACHE.put(key, JSON.stringify(value), { expirationTtl: Math.max(60, ttlSeconds) })
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', kind: 'kv-write', key, message: String(err).slice(0, 120) }))
  }
}

export async function deleteCache(env: Bindings, key: string): Promise<void> {
  memo(env).delete(key)
  try {
    await env.CACHE.delete(key)
  } catch {
    // A stale shared value expires by itself.
  }
}

/**
 * A purge that many requests may ask for (an erase makes the shared statistics stale): at most one
 * a minute per key (docs/decisions/036); purges in between are coalesced, and the cron's refresh a
 * minute later catches whatever they would have changed. Returns whether this one purged.
 */
export async function purgeCoalesced(env: Bindings, key: string, now = Date.now()): Promise<boolean> {
  const marker = `${key}:purged`
  try {
    if ((await env.CACHE.get(marker)) !== null) return false
    await env.CACHE.put(marker, String(now), { expirationTtl: SHARED_RECOMPUTE_MIN_INTERVAL_MS / 1000 })
  } catch {
    return false
  }
  await deleteCache(env, key)
  return true
}

// Recomputes under way, per KV binding and key: one per isolate (single flight), so an empty cache
// under load runs the computation once, not once per request.
const inflight = new WeakMap<object, Map<string, Promise<unknown>>>()
// The last value each key held in this isolate, served to the other requests while one recomputes.
const lastKnown = new WeakMap<object, Map<string, unknown>>()

function mapFor<V>(store: WeakMap<object, Map<string, V>>, env: Bindings): Map<string, V> {
  let m = store.get(env.CACHE)
  if (!m) {
    m = new Map()
    store.set(env.CACHE, m)
  }
  return m
}

/**
 * Read-through: the cached value, or `compute()` stored for `ttlSeconds`. A miss starts at most one
 * computation per isolate; while it runs, other requests get the last value this isolate knew, or
 * wait for the same computation when it knew none.
 */
export async function cached<T>(
  env: Bindings,
  key: string,
  ttlSeconds: number,
  compute: () => Promise<T>,
): Promise<T> {
  const hit = await readCache<T>(env, key)
  const known = mapFor(lastKnown, env)
  if (hit !== null) {
    known.set(key, hit)
    return hit
  }
  const flights = mapFor(inflight, env)
  const running = flights.get(key) as Promise<T> | undefined
  if (running) return known.has(key) ? (known.get(key) as T) : running
  const flight = (async () => {
    const value = await compute()
    known.set(key, value)
    await writeCache(env, key, value, ttlSeconds)
    return value
  })()
  flights.set(key, flight)
  try {
    return await flight
  } finally {
    flights.delete(key)
  }
}
