// One route table: each route is declared once (worker/routes/declare.ts), with its rate-limit class,
// and the Worker's limits read the class from the matched route's declaration, so no route can miss
// its limit by missing from a second list; the published document lists exactly those declarations.
import { describe, expect, it } from 'vitest'
import { isStoringPath, STORING_PATHS } from '../../domain/api-writes.ts'
import type { Bindings } from '../../worker/env.ts'
import { app } from '../../worker/index.ts'
import { API_OPERATIONS } from '../../worker/openapi.ts'
import { fetchWith, jsonInit, newSessionId } from './helpers.ts'

describe('the route table', () => {
  it('declares every route of the Worker once, each with a limit class and its 429', () => {
    // The routes as Hono holds them (method and path), against the declarations the document lists.
    const routed = app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL')
      .map((r) => `${r.method.toLowerCase()} ${r.path}`)
    const declared = API_OPERATIONS.map((op) => `${op.method} ${op.path}`)
    expect([...new Set(routed)].sort()).toEqual([...declared].sort())
    expect(new Set(declared).size).toBe(declared.length)
    for (const op of API_OPERATIONS) {
      expect(['read', 'write', 'shared'], `${op.method} ${op.path}`).toContain(op.limit)
      // Any limit may refuse, so every operation lists 429 in the document.
      expect(op.errors, `${op.method} ${op.path}`).toContain(429)
    }
  })

  it('limits every visitor’s write, the compass and the reads over a visitor’s rows', () => {
    const classOf = (method: string, path: string) =>
      API_OPERATIONS.find((op) => op.method === method && op.path === path)?.limit
    expect(classOf('post', '/api/resonance-compass')).toBe('read')
    expect(classOf('get', '/api/my-data')).toBe('read')
    expect(classOf('post', '/api/save-reading')).toBe('write')
    expect(classOf('delete', '/api/saved-reading/:id')).toBe('write')
    expect(classOf('get', '/api/scalar-stats')).toBe('shared')
    expect(classOf('get', '/api/streak/:sessionId')).toBe('read')
    expect(classOf('get', '/api/emotional-state/:sessionId')).toBe('read')
    expect(classOf('post', '/api/time-engine')).toBe('shared')
  })

  it('is what the web app knows as storing writes (it asks Turnstile for those)', () => {
    const writes = API_OPERATIONS.filter((op) => op.limit === 'write')
    for (const op of writes) expect(isStoringPath(op.path.replace(/:\w+$/, 'x')), op.path).toBe(true)
    const writePaths = new Set(writes.map((op) => op.path.replace(/\/:\w+$/, '/')))
    for (const path of STORING_PATHS) expect(writePaths.has(path), path).toBe(true)
  })
})

describe('the limits, as routed', () => {
  const refusing = { limit: async () => ({ success: false }) } as unknown as RateLimit
  it('limits a route with a parameter and a computation by the class its operation names', async () => {
    const sid = newSessionId()
    const del = await fetchWith(
      { RATE_LIMIT_ADDRESS_WRITES: refusing },
      '/api/saved-reading/00000000-0000-4000-8000-000000000000',
      jsonInit('DELETE', { sessionId: sid }),
    )
    expect(del.status).toBe(429)
    const compass = await fetchWith(
      { RATE_LIMIT_READS: refusing },
      '/api/resonance-compass',
      jsonInit('POST', { sessionId: sid, personalProfile: { scalar_xi: 81.5 }, currentLocation: 'global' }),
    )
    expect(compass.status).toBe(429)
    // A shared read is limited by its own, looser binding, not by the reads'.
    expect((await fetchWith({ RATE_LIMIT_READS: refusing }, '/api/scalar-stats')).status).toBe(200)
    expect((await fetchWith({ RATE_LIMIT_SHARED: refusing }, '/api/scalar-stats')).status).toBe(429)
    // HEAD runs the GET's route, and counts as it does.
    const head = await fetchWith({ RATE_LIMIT_SHARED: refusing }, '/api/scalar-stats', { method: 'HEAD' })
    expect(head.status).toBe(429)
  })

  it('limits every route without a validator before its work, each by its class', async () => {
    const all = {
      RATE_LIMIT_READS: refusing,
      RATE_LIMIT_SHARED: refusing,
      RATE_LIMIT_ADDRESS_WRITES: refusing,
      RATE_LIMIT_SESSION_WRITES: refusing,
      RATE_LIMIT_NETWORKS: refusing,
      RATE_LIMIT_EXPORTS: refusing,
    }
    // Routes asked with nothing to validate: no body or path, and a query that may be left out (a
    // content route's `lang`, docs/decisions/057-content-languages.md).
    const unvalidated = API_OPERATIONS.filter(
      (op) => !op.body && !op.params && (!op.query || op.query.safeParse({}).success),
    )
    expect(unvalidated.length).toBeGreaterThanOrEqual(10)
    for (const op of unvalidated) {
      const res = await fetchWith(all, op.path, { method: op.method.toUpperCase() })
      expect(res.status, `${op.method} ${op.path}`).toBe(429)
      expect(((await res.json()) as { error: string }).error).toMatch(/^Too many /)
    }
  })

  it('limits a network as well as an address: an IPv4 /24 by its own allowance, an IPv6 /48 as one address', async () => {
    const stats = (ip: string, overrides: Partial<Bindings>) =>
      fetchWith(overrides, '/api/scalar-stats', { headers: { 'cf-connecting-ip': ip } })
    // Each address of a /24 is fine on its own; the /24's allowance refuses them all.
    expect((await stats('203.0.113.7', { RATE_LIMIT_NETWORKS: refusing })).status).toBe(429)
    // An IPv6 /48 is counted on the class's binding under its network key, not on the /24s'.
    expect((await stats('2001:db8:1:2::7', { RATE_LIMIT_NETWORKS: refusing })).status).toBe(200)
    const byKey = (refuse: (key: string) => boolean) =>
      ({ limit: async ({ key }: { key: string }) => ({ success: !refuse(key) }) }) as unknown as RateLimit
    const refusingNet = byKey((key) => key.startsWith('net:2001:db8:1::/48'))
    expect((await stats('2001:db8:1:2::7', { RATE_LIMIT_SHARED: refusingNet })).status).toBe(429)
    expect((await stats('2001:db8:2:2::7', { RATE_LIMIT_SHARED: refusingNet })).status).toBe(200)
  })
})
