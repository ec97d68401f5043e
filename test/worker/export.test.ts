// GET /api/my-data is streamed: read a page at a time, however much a session stored.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { EXPORT_PAGE_ROWS } from '../../worker/data/export.ts'
import { countingD1, fetchWith, newSessionId } from './helpers.ts'

describe('the export of a large session', () => {
  it('runs in bounded memory: no query reads more than a page, and the document is every stored row', async () => {
    const sid = newSessionId()
    const readings = 2 * EXPORT_PAGE_ROWS + 57
    const data = JSON.stringify({ text: 'x'.repeat(2_000) })
    const insert = env.DB.prepare(
      "insert into saved_readings (id, session_id, reading_type, reading_data, user_tags, user_notes, resonant_frequency, reading_date, created_at) values (?, ?, 'compass', ?, null, ?, null, '2026-11-24', ?)",
    )
    await env.DB.batch(
      Array.from({ length: readings }, (_, i) =>
        insert.bind(crypto.randomUUID(), sid, data, `note ${i}`, 1_000 + i),
      ),
    )
    const counted = countingD1(env.DB)
    const res = await fetchWith({ DB: counted.db }, '/api/my-data', { headers: { 'x-session-id': sid } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('attachment')
    const doc = (await res.json()) as { savedReadings: { userNotes: string }[]; sessionId: string }
    expect(doc.sessionId).toBe(sid)
    expect(doc.savedReadings).toHaveLength(readings)
    expect(new Set(doc.savedReadings.map((r) => r.userNotes)).size).toBe(readings)
    expect(counted.counter.maxRows).toBeLessThanOrEqual(EXPORT_PAGE_ROWS)
    // Three pages of readings, then one (empty or short) query per other table.
    expect(counted.counter.statements).toBeGreaterThanOrEqual(3)
  })
})
