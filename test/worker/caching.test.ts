// What the API lets caches keep (docs/decisions/005-edge-headers-and-config.md).
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

describe('caching', () => {
  it('marks every personal answer no-store; shared content keeps its public caching', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    await post(
      '/api/user-trajectory',
      { scalarValue: 81.6, context: 'compass-reading', displayName: 'Ada' },
      h,
    )
    for (const path of [
      `/api/emotional-state/${sid}`,
      '/api/luna-patterns',
      '/api/user-trajectory',
      '/api/trajectory-analysis',
      '/api/saved-readings',
      '/api/my-data',
    ]) {
      const res = await get(path, h)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control') ?? '', path).toContain('no-store')
    }
    const posted = await post('/api/daily-visit', { page: 'compass' }, h)
    expect(posted.headers.get('cache-control') ?? '').toContain('no-store')
    expect((await get('/api/codons')).headers.get('cache-control')).toContain('public')
  })
})
