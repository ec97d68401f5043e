// The collective figures every visitor sees on the compass resist manipulation: each session weighs
// once per day (its median), the centre is a median (docs/rules/collective.md).
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { collectiveCentres } from '../../domain/collective.ts'
import { round3 } from '../../domain/numbers.ts'
import { BASELINE_RANGE, READING_DEVIATION_LIMIT, READING_SCALAR_RANGE } from '../../domain/ranges.ts'
import { computeScalarStats } from '../../worker/data/stats.ts'
import { establishSessions, newSessionId, oneDatabase, post } from './helpers.ts'

const DAY_MS = 86_400_000
const stats = () => computeScalarStats(oneDatabase(env.DB.withSession('first-primary')))

/** A small deterministic generator (mulberry32), so the seeded data is the same each run. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Inserts journey points in statements of 400 literal rows (D1 binds at most 100 parameters). */
async function insertPoints(rows: { session: string; scalar: number; at: number }[]) {
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i < rows.length; i += 400) {
    const values = rows
      .slice(i, i + 400)
      .map((r) => `('${r.session}', ${r.scalar}, 'compass-reading', ${r.at})`)
      .join(',')
    statements.push(
      env.DB.prepare(
        `insert into trajectory_points (session_id, scalar_value, context, created_at) values ${values}`,
      ),
    )
  }
  for (let i = 0; i < statements.length; i += 20) await env.DB.batch(statements.slice(i, i + 20))
  // Established visitors: only they count in the shared figures (docs/rules/collective.md).
  await establishSessions(rows.map((r) => r.session))
}

/**
 * 10,000 ordinary visitors: a baseline from the combined-baseline spread (81.05–81.9) moved by the
 * hour (±0.3), one to three readings each today.
 */
async function seedOrdinary(count: number, seed: number) {
  const next = random(seed)
  const now = Date.now()
  const rows: { session: string; scalar: number; at: number }[] = []
  for (let v = 0; v < count; v++) {
    const session = `ordinary_${seed}_${v}`
    const baseline = 81.05 + next() * 0.85
    const readings = 1 + Math.floor(next() * 3)
    for (let r = 0; r < readings; r++)
      rows.push({
        session,
        scalar: round3(baseline + (next() - 0.5) * 0.6),
        at: now - Math.floor(next() * 3_600_000),
      })
  }
  await insertPoints(rows)
}

describe('collective figures no one can bend', () => {
  it('1,000 hostile sessions at the extreme allowed move the average by at most 0.05 among 10,000 ordinary ones', async () => {
    await seedOrdinary(10_000, 1)
    const before = (await stats()).averageScalar
    const now = Date.now()
    await insertPoints(
      Array.from({ length: 1_000 }, (_, i) =>
        [0, 1, 2].map((k) => ({ session: `hostile_${i}`, scalar: READING_SCALAR_RANGE.max, at: now - k })),
      ).flat(),
    )
    const after = (await stats()).averageScalar
    expect(before).toBeGreaterThan(81.2)
    expect(Math.abs(after - before)).toBeLessThanOrEqual(0.05)
    await env.DB.prepare("delete from trajectory_points where session_id like 'hostile_%'").run()
  })

  it('replays the probe: 40 fresh sessions posting journey points and Luna interactions at the maximum move it by at most 0.05', async () => {
    const before = (await stats()).averageScalar
    for (let i = 0; i < 40; i++) {
      const sid = newSessionId()
      const h = { 'x-session-id': sid }
      expect(
        (
          await post(
            '/api/user-trajectory',
            // The highest point the server takes: the highest baseline plus a reading's reach.
            {
              scalarValue: round3(BASELINE_RANGE.max + READING_DEVIATION_LIMIT),
              context: 'compass-reading',
              personalBaseline: BASELINE_RANGE.max,
            },
            h,
          )
        ).status,
      ).toBe(201)
      expect(
        (
          await post(
            '/api/luna-interaction',
            { page: 'compass', scalarValue: READING_SCALAR_RANGE.max, userAction: 'luna_generated' },
            h,
          )
        ).status,
      ).toBe(201)
      // The probe's 99.9 is not a reading at all.
      expect(
        (await post('/api/luna-interaction', { page: 'compass', scalarValue: 99.9, userAction: 'x' }, h))
          .status,
      ).toBe(400)
    }
    const after = (await stats()).averageScalar
    expect(Math.abs(after - before)).toBeLessThanOrEqual(0.05)
  })

  it('one session posting many times weighs once a day', async () => {
    await env.DB.prepare('delete from trajectory_points').run()
    await env.DB.prepare('delete from luna_interactions').run()
    const now = Date.now()
    await insertPoints([
      { session: 'a', scalar: 81.2, at: now },
      { session: 'b', scalar: 81.4, at: now },
      { session: 'c', scalar: 81.6, at: now },
      ...Array.from({ length: 500 }, (_, i) => ({ session: 'loud', scalar: 82.9, at: now - i })),
    ])
    const s = await stats()
    expect(s.totalActivities).toBe(503)
    // Medians of 81.2, 81.4, 81.6, 82.9: (81.4 + 81.6) / 2.
    expect(s.averageScalar).toBe(81.5)
  })

  it('replays the probe on the top intents: 45 interactions from one session count once', async () => {
    await env.DB.prepare('delete from trajectory_points').run()
    await env.DB.prepare('delete from luna_interactions').run()
    const now = Date.now()
    const insert = (session: string, intent: string, at: number) =>
      env.DB.prepare(
        'insert into luna_interactions (session_id, page, scalar_value, intent, user_action, created_at) values (?, ?, ?, ?, ?, ?)',
      ).bind(session, 'compass', 81.5, intent, 'clarity_chosen', at)
    await env.DB.batch([
      ...['h1', 'h2', 'h3'].map((session, i) => insert(session, 'harmony', now - i)),
      ...Array.from({ length: 45 }, (_, i) => insert('loud', 'clarity', now - 10 - i)),
    ])
    // Yesterday the loud session counts once more: once per session and day.
    await env.DB.batch([insert('loud', 'clarity', now - DAY_MS), insert('loud', 'clarity', now - DAY_MS - 1)])
    await establishSessions(['h1', 'h2', 'h3', 'loud'])
    expect((await stats()).topIntents).toEqual([
      { intent: 'harmony', count: 3 },
      { intent: 'clarity', count: 2 },
    ])
  })

  it('D1 computes the same centre as the domain rule on random data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            session: fc.constantFrom('s1', 's2', 's3', 's4', 's5'),
            day: fc.integer({ min: 0, max: 3 }),
            scalar: fc.integer({ min: 80_000, max: 83_000 }).map((n) => n / 1000),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        async (rows) => {
          await env.DB.prepare('delete from trajectory_points').run()
          await env.DB.prepare('delete from luna_interactions').run()
          const today = Math.floor(Date.now() / DAY_MS)
          await insertPoints(
            rows.map((r, i) => ({
              session: r.session,
              scalar: r.scalar,
              at: (today - r.day) * DAY_MS + 1_000 + i,
            })),
          )
          const expected = collectiveCentres(
            rows.map((r) => ({ sessionId: r.session, day: today - r.day, scalar: r.scalar })),
          )
          expect((await stats()).averageScalar).toBe(round3(expected.overall ?? 0))
        },
      ),
      { numRuns: 25 },
    )
  })
})
