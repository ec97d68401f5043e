// Per-session quotas: saved readings by count and size, event rows by day. A write past a quota is
// refused with a sentence that says what to delete or when to come back; nothing stored is dropped.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { MAX_DAILY_EVENTS, MAX_SAVED_READING_BYTES, MAX_SAVED_READINGS } from '../../domain/quotas.ts'
import { expectClientError, newSessionId, post } from './helpers.ts'

async function seedReadings(sid: string, count: number, dataBytes: number) {
  const insert = env.DB.prepare(
    "insert into saved_readings (id, session_id, reading_type, reading_data, reading_date, created_at) values (?, ?, 'compass', ?, '2026-11-24', ?)",
  )
  const data = JSON.stringify({ t: 'x'.repeat(Math.max(0, dataBytes - 10)) })
  const all = Array.from({ length: count }, (_, i) => insert.bind(crypto.randomUUID(), sid, data, 1_000 + i))
  for (let i = 0; i < all.length; i += 200) await env.DB.batch(all.slice(i, i + 200))
}

const countOf = async (table: string, sid: string) =>
  (
    await env.DB.prepare(`select count(*) as n from ${table} where session_id = ?`)
      .bind(sid)
      .first<{ n: number }>()
  )?.n ?? 0

describe('saved-reading quotas', () => {
  it(`refuses the ${MAX_SAVED_READINGS + 1}th reading with a sentence, keeping every one stored`, async () => {
    const sid = newSessionId()
    await seedReadings(sid, MAX_SAVED_READINGS, 100)
    const body = await expectClientError(
      await post(
        '/api/save-reading',
        { readingType: 'compass', readingData: { a: 1 } },
        { 'x-session-id': sid, 'idempotency-key': 'quota-key-01' },
      ),
      409,
    )
    expect(body.error).toMatch(/You have saved 1,000 readings.*Delete some older readings in Profile → Read/)
    expect(await countOf('saved_readings', sid)).toBe(MAX_SAVED_READINGS)
    expect(await countOf('idempotency_keys', sid)).toBe(0)
  })

  it('refuses a reading that would take the session past 4 MB', async () => {
    const sid = newSessionId()
    await seedReadings(sid, 300, Math.floor(MAX_SAVED_READING_BYTES / 300))
    const body = await expectClientError(
      await post(
        '/api/save-reading',
        { readingType: 'compass', readingData: { t: 'y'.repeat(15_000) } },
        { 'x-session-id': sid },
      ),
      409,
    )
    expect(body.error).toMatch(/reached 4 MB/)
    expect(await countOf('saved_readings', sid)).toBe(300)
    // A small one still fits.
    expect(
      (
        await post(
          '/api/save-reading',
          { readingType: 'compass', readingData: { a: 1 } },
          { 'x-session-id': sid },
        )
      ).status,
    ).toBe(201)
  })
})

describe('daily event quotas', () => {
  it('the database refuses the 501st Luna insight of a day; nothing of that request is written', async () => {
    const sid = newSessionId()
    const now = Date.now()
    const insert = env.DB.prepare(
      "insert into luna_interactions (session_id, page, user_action, created_at) values (?, 'compass', 'luna_generated', ?)",
    )
    const rows = Array.from({ length: MAX_DAILY_EVENTS.lunaInteractions }, (_, i) =>
      insert.bind(sid, now - i),
    )
    for (let i = 0; i < rows.length; i += 250) await env.DB.batch(rows.slice(i, i + 250))
    const body = await expectClientError(
      await post(
        '/api/luna-interaction',
        { page: 'compass', userAction: 'luna_generated' },
        { 'x-session-id': sid },
      ),
      409,
    )
    expect(body.error).toBe(
      'Luna has recorded as many Luna insights as one browser can in a day. Everything so far is kept; please come back tomorrow.',
    )
    expect(await countOf('luna_interactions', sid)).toBe(MAX_DAILY_EVENTS.lunaInteractions)
  })

  it('the triggers hold the domain’s numbers', async () => {
    const triggers = await env.DB.prepare("select name, sql from sqlite_master where type = 'trigger'").all<{
      name: string
      sql: string
    }>()
    for (const [table, limit] of [
      ['luna_interactions', MAX_DAILY_EVENTS.lunaInteractions],
      ['trajectory_points', MAX_DAILY_EVENTS.trajectoryPoints],
      ['codon_interactions', MAX_DAILY_EVENTS.codonInteractions],
      ['mood_notes', MAX_DAILY_EVENTS.moodNotes],
    ] as const) {
      const trigger = triggers.results.find((t) => t.name === `${table}_daily_quota`)
      expect(trigger?.sql, table).toContain(`>= ${limit}`)
    }
  })
})
