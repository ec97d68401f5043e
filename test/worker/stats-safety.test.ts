// The shared statistics are safe from one visitor's numbers (docs/rules/collective.md).
import { describe, expect, it } from 'vitest'
import { establishSessions, get, newSessionId, post } from './helpers.ts'

describe('shared statistics', () => {
  it("refuse a Luna interaction scalar outside 60–100, so no visitor can skew everyone's average", async () => {
    const sid = newSessionId()
    // An established visitor, whose scalar counts (docs/rules/collective.md).
    await establishSessions([sid])
    const h = { 'x-session-id': sid }
    const base = { page: 'compass', userAction: 'luna_generated' }
    for (const scalarValue of [1e308, -1e308, 1e6, 59.9, 100.1]) {
      expect(
        (await post('/api/luna-interaction', { ...base, scalarValue }, h)).status,
        String(scalarValue),
      ).toBe(400)
    }
    expect((await post('/api/luna-interaction', { ...base, scalarValue: 81.6 }, h)).status).toBe(201)
    const stats = (await (await get('/api/scalar-stats')).json()) as { averageScalar: number }
    expect(stats.averageScalar).toBeGreaterThanOrEqual(60)
    expect(stats.averageScalar).toBeLessThanOrEqual(100)
  })
})
