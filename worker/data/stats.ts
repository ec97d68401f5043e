// Collective statistics over everyone's recent activity (aggregates only; no session data).
import { sql } from 'drizzle-orm'
import { COLLECTIVE_WINDOW_DAYS, type ScalarStats, sustainedDriftDays } from '../../domain/collective.ts'
import { lunaInteractions, trajectoryPoints } from '../../schema/tables.ts'
import { batch, rowsOf } from './raw.ts'

const DAY_MS = 86_400_000

/**
 * An activity is a scalar a visitor recorded in the last 30 days: a compass journey point or a
 * Luna interaction with a scalar. Two aggregate queries in one round trip.
 */
export async function computeScalarStats(d1: D1DatabaseSession, now = Date.now()): Promise<ScalarStats> {
  const since = now - COLLECTIVE_WINDOW_DAYS * DAY_MS
  const activity = sql`(
    select created_at, scalar_value as scalar, intent from ${trajectoryPoints} where created_at >= ${since}
    union all
    select created_at, scalar_value as scalar, intent from ${lunaInteractions}
      where created_at >= ${since} and scalar_value is not null
  )`
  const results = await batch(d1, [
    sql`select date(created_at / 1000, 'unixepoch') as day, count(*) as n, avg(scalar) as average
        from ${activity} group by day order by day desc`,
    sql`select intent, count(*) as count from ${activity} where intent is not null
        group by intent order by count desc, intent asc limit 3`,
  ])
  const days = rowsOf<{ day: string; n: number; average: number }>(results[0])
  const intents = rowsOf<{ intent: string; count: number }>(results[1])
  const totalActivities = days.reduce((s, d) => s + Number(d.n), 0)
  const weighted = days.reduce((s, d) => s + Number(d.average) * Number(d.n), 0)
  return {
    totalActivities,
    averageScalar: totalActivities > 0 ? Math.round((weighted / totalActivities) * 1000) / 1000 : 0,
    topIntents: intents.map((i) => ({ intent: i.intent, count: Number(i.count) })),
    sustainedDays: sustainedDriftDays(days.map((d) => ({ date: d.day, average: Number(d.average) }))),
  }
}
