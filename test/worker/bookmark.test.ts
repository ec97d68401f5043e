// The D1 bookmark: a visitor reads their own writes on replicas (docs/decisions/003-d1-sessions-and-drizzle.md).
import { describe, expect, it } from 'vitest'
import { get, newSessionId, post } from './helpers.ts'

describe('the D1 bookmark', () => {
  it('ignores a bookmark that is not in D1’s format, so a bad value cannot stick to a visitor', async () => {
    const h = { 'x-session-id': newSessionId() }
    for (const bad of ['zzzz', 'first-primary', 'x'.repeat(120)]) {
      const res = await post('/api/daily-visit', { page: 'compass' }, { ...h, 'x-d1-bookmark': bad })
      expect(res.status).toBe(201)
      const answered = res.headers.get('x-d1-bookmark')
      expect(answered).not.toBe(bad)
      expect(answered ?? '').toMatch(/^$|^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/)
    }
    const first = await post('/api/daily-visit', { page: 'compass' }, h)
    const good = first.headers.get('x-d1-bookmark') ?? ''
    const next = await get('/api/saved-readings', { ...h, 'x-d1-bookmark': good })
    expect(next.status).toBe(200)
  })
})
