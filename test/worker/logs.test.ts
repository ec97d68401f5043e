// Logs carry no visitor data: no session id, no SQL parameters (docs/decisions/002-sessions-privacy-and-recovery.md).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { fetchWith, jsonInit, newSessionId } from './helpers.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A D1 binding whose statements prepare fine and then fail when run, like a dropped connection. */
function failingOnRunD1(): D1Database {
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

describe('logs', () => {
  it('never carry a session id, a display name or a note when D1 fails mid-query', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    const db = failingOnRunD1()
    const deleted = await fetchWith(
      { DB: db },
      `/api/saved-reading/${crypto.randomUUID()}`,
      jsonInit('DELETE', {}, h),
    )
    const named = await fetchWith(
      { DB: db },
      '/api/user-trajectory',
      jsonInit('POST', { scalarValue: 81.5, context: 'profile-update', displayName: 'Zelda Quintessa' }, h),
    )
    const saved = await fetchWith({ DB: db }, '/api/saved-readings', { headers: h })
    for (const res of [deleted, named, saved]) expect(res.status).toBe(503)
    const text = logged.mock.calls.flat().map(String).join('\n')
    expect(text).toContain('"kind":"database"')
    // Not even part of an id (a log line cut short still carried its first characters).
    expect(text).not.toMatch(/luna_\d{10,16}_[a-z0-9]/)
    expect(text).not.toContain('Zelda')
    expect(text).not.toContain('params:')
  })
})
