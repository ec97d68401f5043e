// What the API lets caches keep (docs/decisions/005-edge-headers-and-config.md).
import { describe, expect, it } from 'vitest'
import { get, newSessionId, post } from './helpers.ts'

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
