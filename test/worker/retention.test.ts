// Retention (docs/decisions/022): the minute cron prunes raw Luna interactions, codon plays and the
// visit rows streaks do not need after the retention period, in bounded chunks; what a visitor saved
// stays, their memory panel and streak answer the same, and the day's aggregates survive.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { DAY_MS, PRUNE_ROWS_PER_RUN, RETENTION_DAYS } from '../../domain/retention.ts'
import type { Bindings } from '../../worker/env.ts'
import { runScheduled } from '../../worker/scheduled.ts'
import { checkInPayload, establishSessions, get, newSessionId, post, request } from './helpers.ts'

const AGE_DAYS = RETENTION_DAYS + 10
const bindings = env as unknown as Bindings

async function count(table: string, sid: string): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table} where session_id = ?`)
    .bind(sid)
    .first<{ n: number }>()
  return row?.n ?? 0
}

/** Moves every row of a session `days` into the past, as if it had been written then. */
async function age(sid: string, days: number) {
  const ms = days * DAY_MS
  await env.DB.batch([
    ...[
      'luna_interactions',
      'codon_interactions',
      'trajectory_points',
      'emotional_states',
      'saved_readings',
    ].map((t) =>
      env.DB.prepare(`update ${t} set created_at = created_at - ? where session_id = ?`).bind(ms, sid),
    ),
    env.DB.prepare(
      "update visits set visit_date = date(visit_date, '-' || ? || ' days'), first_at = first_at - ?, last_at = last_at - ? where session_id = ?",
    ).bind(days, ms, ms, sid),
    env.DB.prepare(
      'update sessions set created_at = created_at - ?, last_seen_at = last_seen_at - ? where id = ?',
    ).bind(ms, ms, sid),
  ])
}

/** Cron runs until the freezing has caught up (each run freezes at most a week). */
async function cronUntilFrozen(now: number) {
  for (let i = 0; i < 30; i++) {
    await runScheduled(bindings, now)
    const row = await env.DB.prepare('select max(day) as last from rollup_days').first<{
      last: number | null
    }>()
    if (row?.last === Math.floor(now / DAY_MS) - 2) return
  }
  throw new Error('the freezing did not catch up')
}

const patterns = async (sid: string, localDate: string) =>
  (await get(`/api/luna-patterns?localDate=${localDate}`, { 'x-session-id': sid })).json()

describe('retention', () => {
  it('prunes old raw events and keeps what the visitor saved, their memory panel, streak and the aggregates', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    for (const page of ['compass', 'compass', 'resonance', 'profile'])
      expect((await post('/api/daily-visit', { page }, h)).status).toBe(201)
    for (const lunaResponse of ['mental', 'mental', 'mental'])
      expect(
        (
          await post(
            '/api/luna-interaction',
            { page: 'compass', userAction: 'clarity_chosen', lunaResponse },
            h,
          )
        ).status,
      ).toBe(201)
    expect(
      (
        await post(
          '/api/luna-interaction',
          { page: 'compass', scalarValue: 81.6, userAction: 'luna_generated' },
          h,
        )
      ).status,
    ).toBe(201)
    expect(
      (
        await post(
          '/api/codon-interaction',
          { codon: 'AUG', interactionType: 'library_play', duration: 3 },
          h,
        )
      ).status,
    ).toBe(201)
    expect(
      (await post('/api/user-trajectory', { scalarValue: 81.55, context: 'compass-reading' }, h)).status,
    ).toBe(201)
    expect((await post('/api/emotional-state', checkInPayload(60), h)).status).toBe(201)
    expect(
      (await post('/api/save-reading', { readingType: 'compass', readingData: { n: 1 } }, h)).status,
    ).toBe(201)

    // An established visitor since before the aged rows: the day's aggregates count them.
    await establishSessions([sid], Date.now(), Date.now() - (AGE_DAYS + 3) * DAY_MS)
    await age(sid, AGE_DAYS)
    const now = Date.now()
    const today = new Date(now).toISOString().slice(0, 10)
    const oldDay = Math.floor(now / DAY_MS) - AGE_DAYS
    const before = await patterns(sid, today)
    const streakBefore = await (await get(`/api/streak/me?localDate=${today}`, h)).json()
    // Visits count days and interactions count acts (docs/rules/memory-panel.md): the compass twice on
    // one day is one visit; three clarity choices, a codon play, a check-in and a saved reading are six
    // acts, and the insight merely generated is none.
    expect(before).toMatchObject({
      frequentIntents: [{ intent: 'clarity', count: 3 }],
      pagePreferences: [
        { page: 'compass', visits: 1 },
        { page: 'profile', visits: 1 },
        { page: 'resonance', visits: 1 },
      ],
      totalInteractions: 6,
    })

    const saved = await count('saved_readings', sid)
    expect(saved).toBeGreaterThan(0)
    await cronUntilFrozen(now)

    // The raw events are gone; one visit row per day is left for the streak.
    expect(await count('luna_interactions', sid)).toBe(0)
    expect(await count('codon_interactions', sid)).toBe(0)
    expect(await count('visits', sid)).toBe(1)
    // What the visitor saved stays until they erase it.
    expect(await count('trajectory_points', sid)).toBe(1)
    expect(await count('emotional_states', sid)).toBe(1)
    expect(await count('saved_readings', sid)).toBe(saved)
    expect(await patterns(sid, today)).toEqual(before)
    expect(await (await get(`/api/streak/me?localDate=${today}`, h)).json()).toEqual(streakBefore)
    // The day's aggregates were frozen before the rows went: 4 visits, 4 Luna interactions, a codon
    // play, a journey point, a check-in and the saved readings; two scalar activities.
    const day = await env.DB.prepare('select * from rollup_days where day = ?').bind(oldDay).first()
    expect(day).toMatchObject({
      day: oldDay,
      active_users: 1,
      activities: 11 + saved,
      scalar_activities: 2,
      centre: (81.55 + 81.6) / 2,
    })
    const pages = await env.DB.prepare('select page, interactions from rollup_pages where day = ?')
      .bind(oldDay)
      .all()
    expect(pages.results).toEqual([{ page: 'compass', interactions: 4 }])

    // Erasing removes the visitor's rows and tallies; the aggregates, which hold no session id, stay.
    expect((await request('/api/my-data', { method: 'DELETE', headers: h })).status).toBe(200)
    expect(await count('session_tallies', sid)).toBe(0)
    expect(await env.DB.prepare('select * from rollup_days where day = ?').bind(oldDay).first()).toEqual(day)
  })

  it('deletes at most a bounded number of rows of a table per run, and nothing inside the period', async () => {
    const now = Date.now()
    const old = now - (RETENTION_DAYS + 3) * DAY_MS
    const recent = now - (RETENTION_DAYS - 3) * DAY_MS
    // Three sessions of 500 (the daily quota per session), and recent plays that must stay.
    const statements = [0, 1, 2].flatMap((s) =>
      Array.from({ length: 5 }, (_, chunk) =>
        env.DB.prepare(
          `insert into codon_interactions (session_id, codon, interaction_type, duration, created_at) values ${Array.from(
            { length: 100 },
            (_, i) => `('bulk_${s}', 'ATG', 'library_play', 3, ${old + chunk * 100 + i})`,
          ).join(',')}`,
        ),
      ),
    )
    statements.push(
      env.DB.prepare(
        `insert into codon_interactions (session_id, codon, interaction_type, duration, created_at) values ('recent', 'ATG', 'library_play', 3, ${recent})`,
      ),
    )
    await env.DB.batch(statements)
    const left = async () =>
      (
        await env.DB.prepare(
          "select count(*) as n from codon_interactions where session_id like 'bulk_%'",
        ).first<{
          n: number
        }>()
      )?.n
    expect(await left()).toBe(1_500)
    await runScheduled(bindings, now)
    expect(await left()).toBe(1_500 - PRUNE_ROWS_PER_RUN)
    await cronUntilFrozen(now)
    expect(await left()).toBe(0)
    expect(await count('codon_interactions', 'recent')).toBe(1)
  })
})
