// The rollups (docs/decisions/022) give the same answers as the raw rows: the dashboard and the
// collective statistics computed before any day is frozen (every figure from the raw rows, by
// docs/rules/collective.md) equal the same figures once the cron has frozen every closed day.
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { collectiveCentres } from '../../domain/collective.ts'
import { round3 } from '../../domain/numbers.ts'
import { DAY_MS, FREEZE_LAG_DAYS } from '../../domain/retention.ts'
import { computeAnalytics } from '../../worker/data/analytics.ts'
import { freezeClosedDays } from '../../worker/data/rollups.ts'
import { computeScalarStats } from '../../worker/data/stats.ts'
import { establishSessions, oneDatabase } from './helpers.ts'

const db = () => env.DB.withSession('first-primary')
const SESSIONS = ['s1', 's2', 's3', 's4', 's5', 's6']
const PAGES = ['compass', 'resonance', 'profile', 'calculator']
const INTENTS = ['clarity', 'harmony', 'growth', 'healing']
const NAMES = ['The Visionary', 'The Sage', 'not a name', null]

const RAW_TABLES = [
  'trajectory_points',
  'luna_interactions',
  'emotional_states',
  'visits',
  'saved_readings',
  'codon_interactions',
  'archetype_results',
  'sessions',
]
const ROLLUP_TABLES = ['rollup_days', 'rollup_medians', 'rollup_intents', 'rollup_pages', 'rollup_check_ins']

async function clear() {
  await env.DB.batch([...RAW_TABLES, ...ROLLUP_TABLES].map((t) => env.DB.prepare(`delete from ${t}`)))
}

const day = fc.integer({ min: 0, max: 35 })
const at = fc.record({ day, ms: fc.integer({ min: 0, max: DAY_MS - 1 }) })
const session = fc.constantFrom(...SESSIONS)
const scalar = fc.integer({ min: 80_000, max: 83_000 }).map((n) => n / 1000)
const data = fc.record({
  points: fc.array(fc.record({ session, at, scalar, intent: fc.option(fc.constantFrom(...INTENTS)) }), {
    maxLength: 40,
  }),
  insights: fc.array(
    fc.record({
      session,
      at,
      page: fc.constantFrom(...PAGES),
      scalar: fc.option(scalar),
      intent: fc.option(fc.constantFrom(...INTENTS)),
      // Stabilities as the server derives them: whole numbers and halves.
      stability: fc.option(fc.integer({ min: 0, max: 200 }).map((n) => n / 2)),
    }),
    { maxLength: 40 },
  ),
  checkIns: fc.array(
    fc.record({ session, at, value: fc.integer({ min: 0, max: 100 }), name: fc.constantFrom(...NAMES) }),
    { maxLength: 15 },
  ),
  visits: fc.array(
    fc.record({ session, day, page: fc.constantFrom(...PAGES), count: fc.integer({ min: 1, max: 4 }) }),
    { maxLength: 20 },
  ),
  saves: fc.array(fc.record({ session, at }), { maxLength: 10 }),
  codons: fc.array(fc.record({ session, at }), { maxLength: 10 }),
})

type Data = typeof data extends fc.Arbitrary<infer T> ? T : never

async function insert(d: Data, today: number, now: number) {
  const when = (a: { day: number; ms: number }) => Math.min(now - 1, (today - a.day) * DAY_MS + a.ms)
  const s: D1PreparedStatement[] = []
  for (const [i, p] of d.points.entries())
    s.push(
      env.DB.prepare(
        'insert into trajectory_points (session_id, scalar_value, context, intent, created_at) values (?, ?, ?, ?, ?)',
      ).bind(p.session, p.scalar, 'compass-reading', p.intent, when(p.at) - (i % 3)),
    )
  for (const l of d.insights)
    s.push(
      env.DB.prepare(
        'insert into luna_interactions (session_id, page, scalar_value, intent, stability_index, user_action, created_at) values (?, ?, ?, ?, ?, ?, ?)',
      ).bind(l.session, l.page, l.scalar, l.intent, l.stability, 'luna_generated', when(l.at)),
    )
  for (const c of d.checkIns)
    s.push(
      env.DB.prepare(
        "insert into emotional_states (session_id, emotional_value, codon_index, descriptor, archetype_name, baseline, new_baseline, local_date, created_at) values (?, ?, 1, 'd', ?, 81.5, 81.5, '2026-01-01', ?)",
      ).bind(c.session, c.value, c.name, when(c.at)),
    )
  for (const v of d.visits) {
    const date = new Date((today - v.day) * DAY_MS).toISOString().slice(0, 10)
    s.push(
      env.DB.prepare(
        'insert into visits (session_id, visit_date, page, count, first_at, last_at) values (?, ?, ?, ?, 0, 0) on conflict do update set count = count + excluded.count',
      ).bind(v.session, date, v.page, v.count),
    )
  }
  for (const [i, r] of d.saves.entries())
    s.push(
      env.DB.prepare(
        "insert into saved_readings (id, session_id, reading_type, reading_data, reading_date, created_at) values (?, ?, 'compass', '{}', '2026-01-01', ?)",
      ).bind(`r${i}`, r.session, when(r.at)),
    )
  for (const c of d.codons)
    s.push(
      env.DB.prepare(
        "insert into codon_interactions (session_id, codon, interaction_type, duration, created_at) values (?, 'ATG', 'library_play', 3, ?)",
      ).bind(c.session, when(c.at)),
    )
  if (s.length > 0) await env.DB.batch(s)
  // Established long before the data: every seeded session counts (docs/rules/collective.md).
  await establishSessions(SESSIONS, now, now - 400 * DAY_MS)
}

async function freezeAll(now: number) {
  let runs = 0
  while ((await freezeClosedDays(db(), now)) > 0) runs++
  return runs
}

describe('rollups', () => {
  it('give the dashboard and the collective statistics the same answers as the raw rows, on random data', async () => {
    await fc.assert(
      fc.asyncProperty(data, fc.integer({ min: 0, max: DAY_MS - 1 }), async (d, msIntoToday) => {
        await clear()
        const today = Math.floor(Date.now() / DAY_MS)
        const now = today * DAY_MS + msIntoToday
        await insert(d, today, now)
        const rawAnalytics = await computeAnalytics(oneDatabase(db()), new Date(now))
        const rawStats = await computeScalarStats(oneDatabase(db()), now)
        await freezeAll(now)
        const frozen = await env.DB.prepare('select count(*) as n, max(day) as last from rollup_days').first<{
          n: number
          last: number | null
        }>()
        // Every closed day from the oldest with data is frozen (none when all data is recent).
        if (frozen?.last !== null) expect(frozen?.last).toBe(today - FREEZE_LAG_DAYS)
        expect(await computeAnalytics(oneDatabase(db()), new Date(now))).toEqual(rawAnalytics)
        expect(await computeScalarStats(oneDatabase(db()), now)).toEqual(rawStats)
        // And the raw figures are the rule's (docs/rules/collective.md).
        const since = now - 30 * DAY_MS
        const activities = [
          ...d.points.map((p, i) => ({
            ...p,
            t: Math.min(now - 1, (today - p.at.day) * DAY_MS + p.at.ms) - (i % 3),
          })),
          ...d.insights
            .filter((l) => l.scalar !== null)
            .map((l) => ({ ...l, t: Math.min(now - 1, (today - l.at.day) * DAY_MS + l.at.ms) })),
        ].filter((a) => a.t >= since)
        expect(rawStats.totalActivities).toBe(activities.length)
        const expected = collectiveCentres(
          activities.map((a) => ({
            sessionId: a.session,
            day: Math.floor(a.t / DAY_MS),
            scalar: a.scalar as number,
          })),
        )
        expect(rawStats.averageScalar).toBe(activities.length > 0 ? round3(expected.overall ?? 0) : 0)
      }),
      { numRuns: 30 },
    )
  }, 120_000)

  it('freeze a closed day once and leave days not yet closed to the raw rows', async () => {
    await clear()
    const today = Math.floor(Date.now() / DAY_MS)
    const now = today * DAY_MS + 1_000
    await insert(
      {
        points: [0, 1, 2, 3].map((d) => ({
          session: 's1',
          at: { day: d, ms: 60_000 },
          scalar: 81.5,
          intent: null,
        })),
        insights: [],
        checkIns: [],
        visits: [],
        saves: [],
        codons: [],
      },
      today,
      now,
    )
    expect(await freezeAll(now)).toBe(1)
    const days = await env.DB.prepare(
      'select day, scalar_activities as n from rollup_days order by day',
    ).all()
    expect(days.results).toEqual([
      { day: today - 3, n: 1 },
      { day: today - 2, n: 1 },
    ])
    // A second run has nothing to do.
    expect(await freezeClosedDays(db(), now)).toBe(0)
    expect((await computeScalarStats(oneDatabase(db()), now)).totalActivities).toBe(4)
  })
})
