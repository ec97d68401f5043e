// Leases of a rate limit (docs/decisions/063-rate-limit-leases.md): one call to a Workers Rate
// Limiting binding reserves `size` requests for a key (`delta`), which this isolate then admits
// without asking again, for at most LEASE_MS. A refusal is kept as long, so a key over its limit
// costs one call per lease too. The binding allows a call while its counter is below the limit;
// with a limit that is a multiple of `size`, the leases of one window never reserve more than the
// limit, and no request is admitted that no lease reserved.

/**
 * How many requests one call reserves, per binding, for the reads and the shared routes; each
 * divides its binding's limit in wrangler.toml (test/scripts/rate-lease-sizes.test.ts). Writes,
 * exports and erasures ask the binding for every request.
 */
export const LEASE_SIZES = { RATE_LIMIT_READS: 10, RATE_LIMIT_SHARED: 20, RATE_LIMIT_NETWORKS: 20 } as const

/** How long a lease (or a refusal) holds in an isolate: well inside the bindings' 60 s period. */
export const LEASE_MS = 10_000

/** The most keys one binding's leases keep in an isolate; past it they start over. */
export const LEASE_KEYS_MAX = 10_000

/** The part of a binding a lease uses (Cloudflare's `RateLimit`). */
export interface Limiter {
  limit(options: { key: string; delta?: number }): Promise<{ success: boolean }>
}

interface Lease {
  /** Requests reserved and not yet admitted. */
  left: number
  /** When the lease (or the refusal) lapses, in ms since the epoch. */
  until: number
  granted: boolean
}

type Entry = Lease | Promise<Lease>

const leases = new WeakMap<Limiter, Map<string, Entry>>()

/** Bindings that refused a `delta` (an older local emulation): they are asked for every request. */
const withoutDelta = new WeakSet<Limiter>()

/** An older emulation's refusal of the option, not an outage. */
const refusesDelta = (err: unknown) => err instanceof Error && /\bdelta\b/.test(err.message)

/**
 * Whether one more request of `key` is within `binding`'s limit, asking the binding for `size` at a
 * time. Requests of a key that arrive while its lease is being asked for wait for that answer.
 */
export async function leased(binding: Limiter, key: string, size: number, now = Date.now): Promise<boolean> {
  let byKey = leases.get(binding)
  if (!byKey) {
    byKey = new Map()
    leases.set(binding, byKey)
  }
  for (;;) {
    // Checked on each turn: requests that waited for an ask that found no `delta` ask plainly too.
    if (withoutDelta.has(binding)) return (await binding.limit({ key })).success
    const entry = byKey.get(key)
    if (entry instanceof Promise) {
      await entry.catch(() => undefined)
      continue
    }
    if (entry && entry.until > now()) {
      if (!entry.granted) return false
      if (entry.left > 0) {
        entry.left--
        return true
      }
    }
    if (!entry && byKey.size >= LEASE_KEYS_MAX) byKey.clear()
    const asked = binding
      .limit({ key, delta: size })
      .then(
        ({ success }): Lease => ({ left: success ? size - 1 : 0, until: now() + LEASE_MS, granted: success }),
      )
    byKey.set(key, asked)
    try {
      const lease = await asked
      byKey.set(key, lease)
      return lease.granted
    } catch (err) {
      byKey.delete(key)
      if (!refusesDelta(err)) throw err
      withoutDelta.add(binding)
      return (await binding.limit({ key })).success
    }
  }
}
