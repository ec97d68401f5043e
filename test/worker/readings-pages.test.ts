// GET /api/saved-readings reads a page at a time: newest first, a cursor to the next page, the
// count of all in a header; no page is larger than 100.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { expectClientError, get, newSessionId } from './helpers.ts'

async function seed(sid: string, n: number, type = 'compass') {
  const insert = env.DB.prepare(
    "insert into saved_readings (id, session_id, reading_type, reading_data, user_tags, user_notes, resonant_frequency, reading_date, created_at) values (?, ?, ?, '{}', null, ?, null, '2026-11-24', ?)",
  )
  // Every third pair shares a created_at, so the id breaks the tie.
  await env.DB.batch(
    Array.from({ length: n }, (_, i) =>
      insert.bind(crypto.randomUUID(), sid, type, `n${i}`, 10_000 + Math.floor(i / 2) * 2),
    ),
  )
}

describe('saved readings, page by page', () => {
  it('walks every reading once, newest first, with the total in X-Total-Count', async () => {
    const sid = newSessionId()
    await seed(sid, 237)
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const res = await get(`/api/saved-readings?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
        'x-session-id': sid,
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('x-total-count')).toBe('237')
      const page = (await res.json()) as { userNotes: string; timestamp: string }[]
      expect(page.length).toBeLessThanOrEqual(100)
      seen.push(...page.map((r) => r.userNotes))
      cursor = res.headers.get('x-next-cursor')
      pages++
    } while (cursor)
    expect(pages).toBe(3)
    expect(seen).toHaveLength(237)
    expect(new Set(seen).size).toBe(237)
  })

  it('answers 50 by default, filters by type, and refuses a forged cursor or limit', async () => {
    const sid = newSessionId()
    await seed(sid, 60)
    await seed(sid, 3, 'frequency-lock')
    const first = await get('/api/saved-readings', { 'x-session-id': sid })
    expect(((await first.json()) as unknown[]).length).toBe(50)
    expect(first.headers.get('x-next-cursor')).toBeTruthy()
    const locks = await get('/api/saved-readings?readingType=frequency-lock&limit=8', { 'x-session-id': sid })
    expect(((await locks.json()) as unknown[]).length).toBe(3)
    expect(locks.headers.get('x-total-count')).toBe('3')
    expect(locks.headers.get('x-next-cursor')).toBeNull()
    await expectClientError(await get('/api/saved-readings?cursor=1;drop', { 'x-session-id': sid }), 400)
    await expectClientError(await get('/api/saved-readings?limit=101', { 'x-session-id': sid }), 400)
    await expectClientError(await get('/api/saved-readings?limit=0', { 'x-session-id': sid }), 400)
  })
})
