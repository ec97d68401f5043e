// Session ids in headers, fields and paths that disagree (docs/rules/session-id.md).
import { describe, expect, it } from 'vitest'
import { newSessionId, request } from './helpers.ts'

describe('session mix-ups', () => {
  it('refuses a header and a path that name different sessions on the session-scoped reads', async () => {
    const a = newSessionId()
    const b = newSessionId()
    for (const path of [`/api/streak/${b}`, `/api/emotional-state/${b}`, `/api/my-data?sessionId=${b}`]) {
      expect((await request(path, { headers: { 'x-session-id': a } })).status, path).toBe(400)
    }
  })
})
