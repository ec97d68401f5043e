// Session ids in headers, fields and paths that disagree (docs/rules/session-id.md).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { newSessionId, request } from './helpers.ts'

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

describe('session mix-ups', () => {
  it('refuses a header and a path that name different sessions on the session-scoped reads', async () => {
    const a = newSessionId()
    const b = newSessionId()
    for (const path of [`/api/streak/${b}`, `/api/emotional-state/${b}`, `/api/my-data?sessionId=${b}`]) {
      expect((await request(path, { headers: { 'x-session-id': a } })).status, path).toBe(400)
    }
  })
})
