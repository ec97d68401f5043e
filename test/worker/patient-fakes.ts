// Patient fake visitors (docs/rules/collective.md): sessions aged past the established rule, made
// from one IPv6 /48 or from a hundred IPv4 /24s, against 30 real visitors from 30 networks. Each
// network has one voice a day in the shared figures and counts once on the dashboard. The counts
// are absolute: each test file that runs it has storage of its own (test/worker/patient-fakes.test.ts
// over one database, test/shards/patient-fakes.test.ts over two shards, a network's sessions on both).
import { expect } from 'vitest'
import { networkKeyOf } from '../../worker/meters.ts'
import { adminCookie, establishSessions, fetchWith, get, newSessionId, post } from './helpers.ts'

interface Stats {
  totalActivities: number
  averageScalar: number
  topIntents: { intent: string; count: number }[]
}
interface Summary {
  todayActiveUsers: number
  totalArchetypes: number
}

/**
 * The scenario: 30 real visitors, then 1,000 aged fakes from one /48, then 1,000 from 100 /24s.
 * `dbOf` is the database a session's rows are on.
 */
export async function patientFakes(dbOf: (sessionId: string) => D1Database) {
  const now = Date.now()
  // 30 real visitors from 30 networks, each recording a reading around 81.5 with a chosen clarity.
  const real = Array.from({ length: 30 }, () => newSessionId())
  const intents = ['mental', 'emotional', 'physical', 'spiritual']
  for (const [i, sid] of real.entries()) {
    const res = await post(
      '/api/luna-interaction',
      {
        page: 'compass',
        scalarValue: Math.round((81.05 + (i * 3) / 100) * 1000) / 1000,
        userAction: 'clarity_chosen',
        lunaResponse: intents[i % 4],
      },
      { 'x-session-id': sid, 'cf-connecting-ip': `203.0.${i}.7` },
    )
    expect(res.status, await res.clone().text()).toBe(201)
  }
  for (const sid of real) await establishSessions([sid], now, now - 3 * 86_400_000, dbOf(sid))
  // Uncached: each read is computed from the rows.
  const stats = async () =>
    (await (
      await fetchWith({ SCALAR_STATS_CACHE: 'off' }, '/api/scalar-stats', {
        headers: { 'cf-connecting-ip': '192.0.2.200' },
      })
    ).json()) as Stats
  const before = await stats()
  expect(before.totalActivities).toBe(30)
  const cookie = await adminCookie()
  const dashboard = async () =>
    ((await (await get('/api/archetype-analytics', { cookie })).json()) as { summary: Summary }).summary
  expect((await dashboard()).todayActiveUsers).toBe(30)
  expect((await dashboard()).totalArchetypes).toBe(0)
  // Fakes made from their networks a day before and active on two days (as a request would have
  // recorded them), each writing a reading at the ceiling with one intent (healing).
  const fakes = async (count: number, ipOf: (i: number) => string) => {
    const ids: string[] = []
    for (let i = 0; i < count; i++) {
      const sid = newSessionId()
      ids.push(sid)
      const network = await networkKeyOf(ipOf(i))
      await dbOf(sid)
        .prepare(
          'insert into sessions (id, created_at, last_seen_at, active_days, last_active_day, network) values (?, ?, ?, 2, ?, ?)',
        )
        .bind(sid, now - 2 * 86_400_000, now, Math.floor(now / 86_400_000), network)
        .run()
      // Each fake has chosen an archetype too.
      await dbOf(sid)
        .prepare(
          `insert into archetype_results (session_id, archetype_id, archetype_name, source, quiz_responses,
             archetype_scalar, combined_baseline, entropy_mod, curvature_mod, created_at)
           values (?, 7, 'The Generous Host', 'direct', '[]', 81.8, 81.6, 1, 1, ?)`,
        )
        .bind(sid, now - 2 * 86_400_000)
        .run()
    }
    for (const sid of ids)
      await dbOf(sid)
        .prepare(
          `insert into luna_interactions (session_id, page, user_action, luna_response, scalar_value, intent, created_at)
             values (?, 'compass', 'clarity_chosen', 'emotional', 83.132, 'healing', ?)`,
        )
        .bind(sid, now)
        .run()
  }
  // The /48: 1,000 sessions, each from its own /64.
  await fakes(1_000, (i) => `2001:db8:4242:${(i + 1).toString(16)}::1`)
  const afterV6 = await stats()
  expect(Math.abs(afterV6.averageScalar - before.averageScalar)).toBeLessThanOrEqual(0.05)
  const healing = (s: Stats) => s.topIntents.find((t) => t.intent === 'healing')?.count ?? 0
  expect(healing(afterV6)).toBe(healing(before) + 1)
  // The dashboard counts the /48 once too: one visitor active, one archetype chosen.
  expect((await dashboard()).todayActiveUsers).toBe(31)
  expect((await dashboard()).totalArchetypes).toBe(1)
  // 100 /24s of ten sessions each: a hundred voices (each network once), not a thousand.
  await fakes(
    1_000,
    (i) => `100.${64 + (Math.floor(i / 10) >> 8)}.${Math.floor(i / 10) & 255}.${(i % 10) + 1}`,
  )
  const afterV4 = await stats()
  expect(healing(afterV4)).toBe(healing(before) + 101)
  expect((await dashboard()).todayActiveUsers).toBe(131)
  expect((await dashboard()).totalArchetypes).toBe(101)
}
