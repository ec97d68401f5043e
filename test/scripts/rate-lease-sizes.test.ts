// The leases' sizes against the limits of wrangler.toml (docs/decisions/063-rate-limit-leases.md):
// a size that divides its limit lets the leases of a window reserve the limit and no more.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LEASE_SIZES } from '../../worker/rate-lease.ts'

const TOML = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8')

/** Each [[ratelimits]] block of an environment: its binding's name and its limit. */
function limitsOf(section: '[[ratelimits]]' | '[[env.production.ratelimits]]'): Map<string, number> {
  const out = new Map<string, number>()
  for (const block of TOML.split(section).slice(1)) {
    const name = /^name = "(\w+)"/m.exec(block)?.[1]
    const limit = /simple = \{ limit = (\d+), period = 60 \}/.exec(block)?.[1]
    if (name && limit) out.set(name, Number(limit))
  }
  return out
}

describe('the leases of the rate limits', () => {
  for (const section of ['[[ratelimits]]', '[[env.production.ratelimits]]'] as const)
    it(`divide the limits of ${section}, ten leases or more a window`, () => {
      const limits = limitsOf(section)
      for (const [name, size] of Object.entries(LEASE_SIZES)) {
        const limit = limits.get(name)
        expect(limit, name).toBeTypeOf('number')
        expect((limit as number) % size, name).toBe(0)
        expect((limit as number) / size, name).toBeGreaterThanOrEqual(10)
      }
    })
})
