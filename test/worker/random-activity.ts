// Random activity of six sessions over five weeks (fast-check), stored as the Worker stores it:
// the rollups' tests and the shards' tests compare the shared figures over it.
import fc from 'fast-check'
import { DAY_MS } from '../../domain/retention.ts'
import { establishSessions } from './helpers.ts'

export const SESSIONS = ['s1', 's2', 's3', 's4', 's5', 's6']
/**
 * The network each session was made from (docs/rules/collective.md): three share one, so their
 * voices are weighed together (and, over shards, across databases); s5 and s6 are their own.
 */
export const NETWORKS: Record<string, string | null> = {
  s1: 'net-a',
  s2: 'net-a',
  s3: 'net-a',
  s4: 'net-b',
  s5: null,
  s6: null,
}
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
const ROLLUP_TABLES = [
  'rollup_days',
  'rollup_medians',
  'rollup_intents',
  'rollup_pages',
  'rollup_check_ins',
  'rollup_network_medians',
  'rollup_network_intents',
  'rollup_network_active',
]

/** Empties a database's activity and rollup tables. */
export async function clearActivity(db: D1Database) {
  await db.batch([...RAW_TABLES, ...ROLLUP_TABLES].map((t) => db.prepare(`delete from ${t}`)))
}

const day = fc.integer({ min: 0, max: 35 })
const at = fc.record({ day, ms: fc.integer({ min: 0, max: DAY_MS - 1 }) })
const session = fc.constantFrom(...SESSIONS)
const scalar = fc.integer({ min: 80_000, max: 83_000 }).map((n) => n / 1000)
export const data = fc.record({
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

export type Data = typeof data extends fc.Arbitrary<infer T> ? T : never

const stmt = (dbOf: (session: string) => D1Database, session: string, query: string, params: unknown[]) => {
  const db = dbOf(session)
  return { db, statement: db.prepare(query).bind(...params) }
}

/** Stores the activity, each session's rows in the database `dbOf` names for it. */
export async function insertActivity(
  d: Data,
  today: number,
  now: number,
  dbOf: (session: string) => D1Database,
) {
  const when = (a: { day: number; ms: number }) => Math.min(now - 1, (today - a.day) * DAY_MS + a.ms)
  const s: { db: D1Database; statement: D1PreparedStatement }[] = []
  for (const [i, p] of d.points.entries())
    s.push(
      stmt(
        dbOf,
        p.session,
        'insert into trajectory_points (session_id, scalar_value, context, intent, created_at) values (?, ?, ?, ?, ?)',
        [p.session, p.scalar, 'compass-reading', p.intent, when(p.at) - (i % 3)],
      ),
    )
  for (const l of d.insights)
    s.push(
      stmt(
        dbOf,
        l.session,
        'insert into luna_interactions (session_id, page, scalar_value, intent, stability_index, user_action, created_at) values (?, ?, ?, ?, ?, ?, ?)',
        [l.session, l.page, l.scalar, l.intent, l.stability, 'luna_generated', when(l.at)],
      ),
    )
  for (const c of d.checkIns)
    s.push(
      stmt(
        dbOf,
        c.session,
        "insert into emotional_states (session_id, emotional_value, codon_index, descriptor, archetype_name, baseline, new_baseline, local_date, created_at) values (?, ?, 1, 'd', ?, 81.5, 81.5, '2026-01-01', ?)",
        [c.session, c.value, c.name, when(c.at)],
      ),
    )
  for (const v of d.visits) {
    const date = new Date((today - v.day) * DAY_MS).toISOString().slice(0, 10)
    s.push(
      stmt(
        dbOf,
        v.session,
        'insert into visits (session_id, visit_date, page, count, first_at, last_at) values (?, ?, ?, ?, 0, 0) on conflict do update set count = count + excluded.count',
        [v.session, date, v.page, v.count],
      ),
    )
  }
  for (const [i, r] of d.saves.entries())
    s.push(
      stmt(
        dbOf,
        r.session,
        "insert into saved_readings (id, session_id, reading_type, reading_data, reading_date, created_at) values (?, ?, 'compass', '{}', '2026-01-01', ?)",
        [`r${i}`, r.session, when(r.at)],
      ),
    )
  for (const c of d.codons)
    s.push(
      stmt(
        dbOf,
        c.session,
        "insert into codon_interactions (session_id, codon, interaction_type, duration, created_at) values (?, 'ATG', 'library_play', 3, ?)",
        [c.session, when(c.at)],
      ),
    )
  const byDb = new Map<D1Database, D1PreparedStatement[]>()
  for (const { db, statement } of s) byDb.set(db, [...(byDb.get(db) ?? []), statement])
  for (const [db, statements] of byDb) await db.batch(statements)
  // Established long before the data: every seeded session counts (docs/rules/collective.md).
  for (const session of SESSIONS) {
    await establishSessions([session], now, now - 400 * DAY_MS, dbOf(session))
    await dbOf(session)
      .prepare('update sessions set network = ? where id = ?')
      .bind(NETWORKS[session] ?? null, session)
      .run()
  }
}
