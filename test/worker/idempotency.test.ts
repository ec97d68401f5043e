// Deliberate writes with an Idempotency-Key: stored once, replayed from what was stored, and
// recognised whatever the order of the body's keys or where the session id travelled.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { MAX_OBJECT_BYTES } from '../../schema/api.ts'
import { archetypePayload, get, jsonInit, newSessionId, post, request } from './helpers.ts'

const bytesStoredFor = async (sid: string) =>
  (
    await env.DB.prepare(
      `select
       (select coalesce(sum(length(cast(reading_data as blob)) + length(cast(coalesce(user_notes, '') as blob))
          + length(cast(coalesce(user_tags, '') as blob)) + length(id) + length(session_id) + length(reading_type)
          + length(reading_date) + 16), 0) from saved_readings where session_id = ?1)
     + (select coalesce(sum(length(session_id) + length(key) + length(route) + length(request_hash)
          + length(reading_id) + 16), 0) from idempotency_keys where session_id = ?1) as n`,
    )
      .bind(sid)
      .first<{ n: number }>()
  )?.n ?? 0

describe('a save is stored once', () => {
  it('a save at the byte cap stores at most its size plus a fixed overhead', async () => {
    const sid = newSessionId()
    // {"text":"…"}: 11 bytes of JSON around the text, '漢' is 3 bytes.
    const text = '漢'.repeat(Math.floor((MAX_OBJECT_BYTES - 11) / 3))
    const readingData = { text }
    const size = new TextEncoder().encode(JSON.stringify(readingData)).length
    expect(size).toBeLessThanOrEqual(MAX_OBJECT_BYTES)
    expect(size).toBeGreaterThan(MAX_OBJECT_BYTES - 3)
    const res = await post(
      '/api/save-reading',
      { readingType: 'compass', readingData, userNotes: null },
      { 'x-session-id': sid, 'idempotency-key': 'cap-key-0001' },
    )
    expect(res.status).toBe(201)
    const stored = await bytesStoredFor(sid)
    expect(stored).toBeGreaterThanOrEqual(size)
    expect(stored).toBeLessThanOrEqual(size + 512)
  })

  it('replays the first answer, rebuilt from the stored rows, byte for byte', async () => {
    const sid = newSessionId()
    const headers = { 'x-session-id': sid, 'idempotency-key': 'replay-key-01' }
    for (const [path, body] of [
      [
        '/api/save-reading',
        { readingType: 'compass', readingData: { a: [1, { b: 'ç' }] }, userTags: 'x, y', userNotes: 'n' },
      ],
      ['/api/lock-frequency', { frequency: 432.5, note: 'calm' }],
    ] as const) {
      const h = { ...headers, 'idempotency-key': `${path.slice(5)}-key-01` }
      const first = await post(path, body, h)
      expect(first.status).toBe(201)
      const again = await post(path, body, h)
      expect(again.status).toBe(201)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(await again.text()).toBe(await first.text())
    }
    const list = (await (await get('/api/saved-readings', { 'x-session-id': sid })).json()) as unknown[]
    expect(list).toHaveLength(2)
  })

  it('the archetype record and a journey point, sent again from the outbox, are stored once', async () => {
    const sid = newSessionId()
    const count = async (table: string) =>
      (
        await env.DB.prepare(`select count(*) as n from ${table} where session_id = ?`)
          .bind(sid)
          .first<{ n: number }>()
      )?.n
    const record = archetypePayload()
    const first = await post('/api/archetype', record, {
      'x-session-id': sid,
      'idempotency-key': 'record-key-01',
    })
    expect(first.status).toBe(201)
    const again = await post('/api/archetype', record, {
      'x-session-id': sid,
      'idempotency-key': 'record-key-01',
    })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.text()).toBe(await first.text())
    expect(await count('archetype_results')).toBe(1)
    const point = {
      scalarValue: record.combinedBaseline,
      context: 'compass-reading',
      personalBaseline: record.combinedBaseline,
    }
    const headers = { 'x-session-id': sid, 'idempotency-key': 'point-key-0001' }
    const stored = await post('/api/user-trajectory', point, headers)
    expect(stored.status).toBe(201)
    const retried = await post('/api/user-trajectory', point, headers)
    expect(retried.status).toBe(201)
    expect(await retried.json()).toEqual(await stored.json())
    expect(await count('trajectory_points')).toBe(1)
    // The same key for another point is a mistake, not a retry: nothing is stored.
    const other = await post(
      '/api/user-trajectory',
      { ...point, scalarValue: point.scalarValue + 0.5 },
      headers,
    )
    expect(other.status).toBe(422)
    expect(await count('trajectory_points')).toBe(1)
    // A point refused for its baseline records no key: the same key may carry it once it holds.
    const refused = await post(
      '/api/user-trajectory',
      { ...point, personalBaseline: 70, scalarValue: 70 },
      { 'x-session-id': sid, 'idempotency-key': 'point-key-0002' },
    )
    expect(refused.status).toBe(400)
    expect(
      (
        await env.DB.prepare('select count(*) as n from idempotency_keys where session_id = ?')
          .bind(sid)
          .first<{ n: number }>()
      )?.n,
    ).toBe(2)
  })

  it('a clarity chosen, sent again from the outbox, counts once as an intent', async () => {
    const sid = newSessionId()
    const choice = { page: 'compass', userAction: 'clarity_chosen', lunaResponse: 'emotional' }
    const headers = { 'x-session-id': sid, 'idempotency-key': 'clarity-key-01' }
    for (let i = 0; i < 3; i++)
      expect((await post('/api/luna-interaction', choice, headers)).status).toBe(201)
    const rows = await env.DB.prepare('select intent from luna_interactions where session_id = ?')
      .bind(sid)
      .all()
    expect(rows.results).toEqual([{ intent: 'healing' }])
    const patterns = (await (await get('/api/luna-patterns', { 'x-session-id': sid })).json()) as {
      frequentIntents?: { count: number }[]
    }
    expect(patterns.frequentIntents?.map((t) => t.count)).toEqual([1])
  })

  it('a retry after the reading was deleted is told so, and stores nothing', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid, 'idempotency-key': 'deleted-key-1' }
    const body = { readingType: 'compass', readingData: { a: 1 } }
    const first = (await (await post('/api/save-reading', body, h)).json()) as { reading: { id: string } }
    const del = await request(
      `/api/saved-reading/${first.reading.id}`,
      jsonInit('DELETE', {}, { 'x-session-id': sid }),
    )
    expect(del.status).toBe(200)
    const again = await post('/api/save-reading', body, h)
    expect(again.status).toBe(410)
    expect(((await again.json()) as { error: string }).error).toMatch(/already saved.*deleted/)
    const list = (await (await get('/api/saved-readings', { 'x-session-id': sid })).json()) as unknown[]
    expect(list).toHaveLength(0)
  })
})

describe('the same request, however it is written', () => {
  it('reordered keys replay instead of 422', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid, 'idempotency-key': 'order-key-01' }
    const first = await request('/api/save-reading', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...h },
      body: '{"readingType":"compass","readingData":{"a":1,"b":2},"userNotes":"n"}',
    })
    expect(first.status).toBe(201)
    const again = await request('/api/save-reading', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...h },
      body: '{"userNotes":"n","readingData":{"b":2,"a":1},"readingType":"compass"}',
    })
    expect(again.status).toBe(201)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.text()).toBe(await first.text())
  })

  it('the session moved from the body to the header replays', async () => {
    const sid = newSessionId()
    const body = { readingType: 'compass', readingData: { a: 1 } }
    const first = await post(
      '/api/save-reading',
      { ...body, sessionId: sid },
      { 'idempotency-key': 'moved-key-01' },
    )
    expect(first.status).toBe(201)
    const again = await post('/api/save-reading', body, {
      'x-session-id': sid,
      'idempotency-key': 'moved-key-01',
    })
    expect(again.status).toBe(201)
    expect(await again.text()).toBe(await first.text())
  })

  it('another request under the same key is still 422', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid, 'idempotency-key': 'other-key-01' }
    expect(
      (await post('/api/save-reading', { readingType: 'compass', readingData: { a: 1 } }, h)).status,
    ).toBe(201)
    expect(
      (await post('/api/save-reading', { readingType: 'compass', readingData: { a: 2 } }, h)).status,
    ).toBe(422)
  })
})
