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
import { oneDatabase } from './helpers.ts'
import { clearActivity, type Data, data, insertActivity, NETWORKS } from './random-activity.ts'

const db = () => env.DB.withSession('first-primary')
const clear = () => clearActivity(env.DB)
const insert = (d: Data, today: number, now: number) => insertActivity(d, today, now, () => env.DB)

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
            network: NETWORKS[a.session] ?? undefined,
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
