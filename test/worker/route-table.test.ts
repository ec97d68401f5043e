// One route table (issue 38, item 6): each operation of the published contract (schema/openapi.ts)
// names its rate-limit class, and the Worker's limits read it there, so no route can miss its limit
// by missing from a second list.
import { describe, expect, it } from 'vitest'
import { isStoringPath, STORING_PATHS } from '../../domain/api-writes.ts'
import { API_OPERATIONS } from '../../schema/openapi.ts'
import { kindOf } from '../../worker/rate-limits.ts'
import { fetchWith, jsonInit, newSessionId } from './helpers.ts'

describe('the route table', () => {
  it('gives every operation a limit class, and the Worker limits each by it', () => {
    for (const op of API_OPERATIONS) {
      expect(['read', 'write', 'none'], `${op.method} ${op.path}`).toContain(op.limit)
      expect(kindOf(op.method.toUpperCase(), op.path) ?? 'none', `${op.method} ${op.path}`).toBe(op.limit)
    }
  })

  it('limits every visitor’s write, the compass and the reads over a visitor’s rows', () => {
    const classOf = (method: string, path: string) =>
      API_OPERATIONS.find((op) => op.method === method && op.path === path)?.limit
    expect(classOf('post', '/api/resonance-compass')).toBe('read')
    expect(classOf('get', '/api/my-data')).toBe('read')
    expect(classOf('post', '/api/save-reading')).toBe('write')
    expect(classOf('delete', '/api/saved-reading/:id')).toBe('write')
    expect(classOf('get', '/api/scalar-stats')).toBe('none')
  })

  it('is what the web app knows as storing writes (it asks Turnstile for those)', () => {
    const writes = API_OPERATIONS.filter((op) => op.limit === 'write')
    for (const op of writes) expect(isStoringPath(op.path.replace(/:\w+$/, 'x')), op.path).toBe(true)
    const writePaths = new Set(writes.map((op) => op.path.replace(/\/:\w+$/, '/')))
    for (const path of STORING_PATHS) expect(writePaths.has(path), path).toBe(true)
  })

  it('asks HEAD what it asks GET', () => {
    expect(kindOf('HEAD', '/api/month')).toBe('read')
    expect(kindOf('GET', '/api/nowhere')).toBeNull()
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
    // A route the table calls 'none' is not limited by them.
    const stats = await fetchWith({ RATE_LIMIT_READS: refusing }, '/api/scalar-stats')
    expect(stats.status).toBe(200)
  })
})
