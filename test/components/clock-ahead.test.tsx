// A device whose clock is days ahead makes a session id the server refuses on its first write
// where visitors are spread over shards (docs/decisions/040): the web app makes a new id from the
// server's time and sends the write again, once; nothing is lost and the visitor sees no error.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CLOCK_AHEAD_SENTENCE } from '../../domain/answer-sentences.ts'
import { sessionIdTime } from '../../domain/shards.ts'

beforeEach(() => {
  vi.resetModules()
  localStorage.clear()
})

describe('a clock days ahead', () => {
  it('gets a new session id from the server time and the write sent again', async () => {
    const serverNow = Date.UTC(2026, 10, 28, 12, 0, 0)
    const sent: { id: string | null; body: unknown }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        const id = new Headers(init?.headers).get('x-session-id')
        sent.push({ id, body: JSON.parse(String(init?.body)) })
        if (sessionIdTime(id ?? '') > serverNow + 2 * 86_400_000)
          return Response.json(
            { error: CLOCK_AHEAD_SENTENCE },
            { status: 400, headers: { date: new Date(serverNow).toUTCString() } },
          )
        return Response.json({ success: true }, { status: 200 })
      }),
    )
    vi.spyOn(Date, 'now').mockReturnValue(serverNow + 30 * 86_400_000)
    const { api } = await import('@/lib/api.ts')
    const res = await api['daily-visit'].$post({ json: { page: 'compass' } })
    expect(res.status).toBe(200)
    expect(sent).toHaveLength(2)
    expect(sent[1]?.body).toEqual(sent[0]?.body)
    expect(sessionIdTime(sent[1]?.id ?? '')).toBe(serverNow)
    expect(localStorage.getItem('luna_session_id')).toBe(sent[1]?.id)
  })

  it('leaves any other refusal as it is, and never retries a read', async () => {
    let calls = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls++
        return Response.json({ error: 'The page field is required.' }, { status: 400 })
      }),
    )
    const { api } = await import('@/lib/api.ts')
    const res = await api['daily-visit'].$post({ json: { page: 'compass' } })
    expect(res.status).toBe(400)
    expect(calls).toBe(1)
  })
})
