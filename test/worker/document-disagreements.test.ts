// Where the server's answer disagreed with the published document (issue 38, item 4): logout takes no
// body, as documented; a deprecated field that the document calls ignored is ignored, whatever its value.
import { describe, expect, it } from 'vitest'
import { newSessionId, ORIGIN, post, request } from './helpers.ts'

describe('the document and the server agree', () => {
  it('logs out with no body and no Content-Type', async () => {
    const res = await request('/api/admin/logout', { method: 'POST', headers: { origin: ORIGIN } })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true })
  })

  it('still refuses a logout body that is not JSON, and another site', async () => {
    const text = await request('/api/admin/logout', {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'text/plain' },
      body: 'bye',
    })
    expect(text.status).toBe(415)
    const elsewhere = await request('/api/admin/logout', {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(elsewhere.status).toBe(403)
  })

  it('still answers a login with no body with a sentence, not a server error', async () => {
    const res = await request('/api/admin/login', { method: 'POST', headers: { origin: ORIGIN } })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(/\S/)
  })

  it('ignores the deprecated stabilityIndex at any value', async () => {
    for (const stabilityIndex of [-5, 0, 100, 250, 1e9]) {
      const res = await post('/api/luna-interaction', {
        sessionId: newSessionId(),
        page: 'calculator',
        scalarValue: 81.4,
        windowPhase: 'Echo Chamber',
        userAction: 'luna_generated',
        stabilityIndex,
      })
      expect(res.status, String(stabilityIndex)).toBeLessThan(300)
    }
  })
})
