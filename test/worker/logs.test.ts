// Logs carry no visitor data: no session id, no SQL parameters (docs/decisions/002-sessions-privacy-and-recovery.md).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failingOnRunD1, fetchWith, jsonInit, newSessionId } from './helpers.ts'

afterEach(() => {
  vi.restoreAllMocks()
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
