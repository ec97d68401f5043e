// The D1 bookmark: a visitor reads their own writes on replicas (docs/decisions/003-d1-sessions-and-drizzle.md).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { get, newSessionId, post } from './helpers.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A D1 binding whose statements prepare fine and then fail when run, like a dropped connection. */
function _failingOnRunD1(): D1Database {
  const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'))
  const statement = (): D1PreparedStatement =>
    ({
      bind: () => statement(),
      all: fail,
      run: fail,
      raw: fail,
      first: fail,
    }) as unknown as D1PreparedStatement
  const session = { prepare: statement, batch: fail, getBookmark: () => null }
  return { ...session, withSession: () => session } as unknown as D1Database
}

const _checkIn = (value: number, extra: Record<string, unknown> = {}) => ({
  emotionalValue: value,
  codonIndex: codonIndexFromValue(value),
  descriptor: descriptorAt(codonIndexFromValue(value)),
  baseline: 81.5,
  ...extra,
})

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
