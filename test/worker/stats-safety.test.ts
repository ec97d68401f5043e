// The shared statistics are safe from one visitor's numbers (docs/rules/collective.md).
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

describe('shared statistics', () => {
  it("refuse a Luna interaction scalar outside 60–100, so no visitor can skew everyone's average", async () => {
    const h = { 'x-session-id': newSessionId() }
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
