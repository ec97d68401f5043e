import { describe, expect, it } from 'vitest'
import { expectClientError, get, json, newSessionId, post, request } from './helpers.ts'

const reading = (sessionId: string, extra: Record<string, unknown> = {}) => ({
  sessionId,
  readingType: 'compass',
  readingData: {
    compass: { currentAlignment: 81.6 },
    savedAt: '2026-11-21T10:00:00Z',
    timePhase: 'Echo Chamber',
  },
  userTags: '  clarity, peaceful  ',
  userNotes: '  a quiet morning  ',
  ...extra,
})

async function list(sessionId: string) {
  const res = await get(`/api/saved-readings?sessionId=${sessionId}`, { 'x-session-id': sessionId })
  expect(res.status).toBe(200)
  return (await res.json()) as {
    id: string
    userTags: string | null
    userNotes: string | null
    readingType: string
    resonantFrequency: number | null
  }[]
}

describe('saved readings', () => {
  it('saves with trimmed tags and notes, lists newest first, deletes', async () => {
    const sid = newSessionId()
    const first = await post('/api/save-reading', reading(sid))
    expect(first.status).toBe(201)
    const saved = (await first.json()) as { reading: { id: string; userTags: string; userNotes: string } }
    expect(saved.reading.userTags).toBe('clarity, peaceful')
    expect(saved.reading.userNotes).toBe('a quiet morning')
    await post('/api/save-reading', reading(sid, { userTags: '   ', userNotes: '' }))
    const rows = await list(sid)
    expect(rows).toHaveLength(2)
    expect(rows[0]?.userTags).toBeNull()
    expect(rows[0]?.userNotes).toBeNull()
    const del = await json('DELETE', `/api/saved-reading/${saved.reading.id}`, { sessionId: sid })
    expect(del.status).toBe(200)
    expect((await list(sid)).map((r) => r.id)).not.toContain(saved.reading.id)
  })

  it("another session's reading is 404 to delete and survives the attempt", async () => {
    const owner = newSessionId()
    const intruder = newSessionId()
    const res = await post('/api/save-reading', reading(owner))
    const { reading: r } = (await res.json()) as { reading: { id: string } }
    await expectClientError(await json('DELETE', `/api/saved-reading/${r.id}`, { sessionId: intruder }), 404)
    expect(await list(intruder)).toHaveLength(0)
    expect((await list(owner)).map((x) => x.id)).toContain(r.id)
    // A missing id answers exactly the same.
    const missing = await json('DELETE', `/api/saved-reading/${crypto.randomUUID()}`, { sessionId: intruder })
    expect(await expectClientError(missing, 404)).toEqual({ error: 'No saved reading with that id.' })
  })

  it('refuses a header and a field that name different sessions, and malformed ids', async () => {
    const a = newSessionId()
    const b = newSessionId()
    await expectClientError(await post('/api/save-reading', reading(a), { 'x-session-id': b }), 400)
    await expectClientError(await post('/api/save-reading', reading('luna_1_short')), 400)
    await expectClientError(await get('/api/saved-readings?sessionId=nope'), 400)
    await expectClientError(await get('/api/saved-readings'), 400)
    expect(await list(a)).toHaveLength(0)
    expect(await list(b)).toHaveLength(0)
  })

  it('accepts the session from the x-session-id header alone', async () => {
    const sid = newSessionId()
    const { sessionId: _, ...body } = reading(sid)
    expect((await post('/api/save-reading', body, { 'x-session-id': sid })).status).toBe(201)
    const del = await request(`/api/saved-reading/${crypto.randomUUID()}`, {
      method: 'DELETE',
      headers: { 'x-session-id': sid },
    })
    expect(del.status).toBe(404)
  })

  it('replays an Idempotency-Key retry without storing twice; another body with the key is 422', async () => {
    const sid = newSessionId()
    const headers = { 'idempotency-key': 'save-1234-abcd' }
    const one = await post('/api/save-reading', reading(sid), headers)
    const two = await post('/api/save-reading', reading(sid), headers)
    expect(one.status).toBe(201)
    expect(two.status).toBe(201)
    expect(two.headers.get('idempotent-replayed')).toBe('true')
    expect(await two.json()).toEqual(await one.json())
    expect(await list(sid)).toHaveLength(1)
    await expectClientError(
      await post('/api/save-reading', reading(sid, { userNotes: 'other' }), headers),
      422,
    )
    expect(await list(sid)).toHaveLength(1)
  })

  it('a locked frequency is a frequency-lock reading with its frequency', async () => {
    const sid = newSessionId()
    const res = await post('/api/lock-frequency', { sessionId: sid, frequency: 432.5, note: '' })
    expect(res.status).toBe(201)
    const rows = await list(sid)
    expect(rows[0]).toMatchObject({
      readingType: 'frequency-lock',
      resonantFrequency: 432.5,
      userNotes: null,
    })
    await expectClientError(
      await post('/api/lock-frequency', { sessionId: sid, frequency: 2001, note: null }),
      400,
    )
    await expectClientError(
      await post('/api/lock-frequency', { sessionId: sid, frequency: 0.5, note: null }),
      400,
    )
  })

  it('validates reading types, sizes and unknown fields', async () => {
    const sid = newSessionId()
    await expectClientError(await post('/api/save-reading', reading(sid, { readingType: 'tarot' })), 400)
    await expectClientError(await post('/api/save-reading', reading(sid, { readingData: 'text' })), 400)
    await expectClientError(
      await post('/api/save-reading', reading(sid, { readingData: { big: 'x'.repeat(20_000) } })),
      400,
    )
    await expectClientError(await post('/api/save-reading', reading(sid, { extra: 1 })), 400)
    expect(await list(sid)).toHaveLength(0)
  })
})
