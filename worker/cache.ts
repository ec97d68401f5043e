// The only KV code: a shared cache for data every visitor sees (Schumann data, collective stats),
// with a few seconds of in-isolate memory in front of it. KV failures never fail a request:
// the value is computed without the cache.
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

/** Read-through: the cached value, or `compute()` stored for `ttlSeconds`. */
export async function cached<T>(
  env: Bindings,
  key: string,
  ttlSeconds: number,
  compute: () => Promise<T>,
): Promise<T> {
  const hit = await readCache<T>(env, key)
  if (hit !== null) return hit
  const value = await compute()
  await writeCache(env, key, value, ttlSeconds)
  return value
}
