// Leases of a rate limit (docs/decisions/063-rate-limit-leases.md), against a binding that counts
// as Cloudflare's does: a call is allowed while the key's counter is below the limit, and adds its
// `delta` even when that takes the counter past it.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LEASE_MS, type Limiter, leased } from '../../worker/rate-lease.ts'

/** One location's counters (one window): every isolate's binding asks these. */
function counters(limit: number) {
  const counts = new Map<string, number>()
  let calls = 0
  return {
    get calls() {
      return calls
    },
    /** A binding as one isolate holds it: the leases are kept per binding object. */
    isolate(): Limiter {
      return {
        limit: async ({ key, delta = 1 }) => {
          calls++
          const count = counts.get(key) ?? 0
          if (count >= limit) return { success: false }
          counts.set(key, count + delta)
          return { success: true }
        },
      }
    },
  }
}

async function admitted(binding: Limiter, key: string, n: number, size: number, now?: () => number) {
  let ok = 0
  for (let i = 0; i < n; i++) if (await leased(binding, key, size, now)) ok++
  return ok
}

describe('a rate limit asked in leases', () => {
  it('admits exactly the limit in one isolate, with one call per lease and one for the refusal', async () => {
    const location = counters(300)
    const binding = location.isolate()
    expect(await admitted(binding, 'address:a', 400, 10)).toBe(300)
    // 30 leases of 10, then one refusal kept for the next 99 requests.
    expect(location.calls).toBe(31)
  })

  it('never admits more than the limit across isolates, and strands at most a lease less one per isolate', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(1, 5, 10, 20),
        fc.array(fc.nat(), { minLength: 1, maxLength: 700 }),
        async (isolates, size, order) => {
          const limit = 20 * size
          const location = counters(limit)
          const bindings = Array.from({ length: isolates }, () => location.isolate())
          let ok = 0
          for (const pick of order) if (await leased(bindings[pick % isolates] as Limiter, 'k', size)) ok++
          expect(ok).toBeLessThanOrEqual(limit)
          expect(ok).toBeGreaterThanOrEqual(Math.min(order.length, limit - isolates * (size - 1)))
        },
      ),
      { numRuns: 60 },
    )
  })

  it('asks once for requests of a key that arrive together', async () => {
    const location = counters(300)
    const binding = location.isolate()
    const answers = await Promise.all(Array.from({ length: 30 }, () => leased(binding, 'session:s', 10)))
    expect(answers.every(Boolean)).toBe(true)
    expect(location.calls).toBe(3)
  })

  it('lets a lease and a refusal lapse after LEASE_MS, and asks again', async () => {
    let t = 1_000_000
    const now = () => t
    const location = counters(20)
    const binding = location.isolate()
    expect(await admitted(binding, 'k', 5, 10, now)).toBe(5)
    expect(location.calls).toBe(1)
    // The unused five lapse with the lease: the next request asks for a new one.
    t += LEASE_MS
    expect(await admitted(binding, 'k', 1, 10, now)).toBe(1)
    expect(location.calls).toBe(2)
    // The limit reached, a refusal is kept: no call until it lapses.
    expect(await admitted(binding, 'k', 12, 10, now)).toBe(9)
    expect(location.calls).toBe(3)
    t += LEASE_MS - 1
    expect(await admitted(binding, 'k', 1, 10, now)).toBe(0)
    expect(location.calls).toBe(3)
    t += 1
    expect(await admitted(binding, 'k', 1, 10, now)).toBe(0)
    expect(location.calls).toBe(4)
  })

  it('keeps nothing from a binding that failed: the error is the request’s, and the next one asks again', async () => {
    let fail = true
    let calls = 0
    const binding: Limiter = {
      limit: async () => {
        calls++
        if (fail) throw new Error('binding away')
        return { success: true }
      },
    }
    await expect(leased(binding, 'k', 10)).rejects.toThrow('binding away')
    fail = false
    expect(await leased(binding, 'k', 10)).toBe(true)
    expect(calls).toBe(2)
  })

  it('keeps the leases of each binding apart', async () => {
    const reads = counters(10).isolate()
    const refusing: Limiter = { limit: async () => ({ success: false }) }
    expect(await leased(reads, 'address:a', 10)).toBe(true)
    expect(await leased(refusing, 'address:a', 10)).toBe(false)
  })
})

describe('a binding that takes no delta (an older local emulation)', () => {
  it('is asked for every request, as before leases', async () => {
    let calls = 0
    const binding: Limiter = {
      limit: async (options) => {
        calls++
        if ('delta' in options) throw new Error('bad rate limit options: [delta]')
        return { success: calls <= 4 }
      },
    }
    expect(await admitted(binding, 'k', 4, 10)).toBe(3)
    expect(calls).toBe(5)
  })

  it('asks plainly for the requests that waited on the ask that found no delta', async () => {
    const asked: boolean[] = []
    const binding: Limiter = {
      limit: async (options) => {
        asked.push('delta' in options)
        if ('delta' in options) throw new Error('bad rate limit options: [delta]')
        return { success: true }
      },
    }
    const answers = await Promise.all(Array.from({ length: 5 }, () => leased(binding, 'k', 10)))
    expect(answers).toEqual([true, true, true, true, true])
    // One ask with a delta, then one plain ask per request.
    expect(asked).toEqual([true, false, false, false, false, false])
  })
})
