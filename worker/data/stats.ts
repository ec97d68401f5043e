// Collective statistics over everyone's recent activity (aggregates only; no session data), by the
// rule of docs/rules/collective.md: each session weighs once per day (its median that day), and the
// centre is the median of those, so no client can move the figure every visitor sees.
import { sql } from 'drizzle-orm'
import { COLLECTIVE_WINDOW_DAYS, type ScalarStats, sustainedDriftDays } from '../../domain/collective.ts'
import { addDays } from '../../domain/dates.ts'
import { round3 } from '../../domain/numbers.ts'
import { lunaInteractions, trajectoryPoints } from '../../schema/tables.ts'
import { batch, rowsOf } from './raw.ts'

const DAY_MS = 86_400_000

/** The rows of a group that hold its median: the middle one, or the two middle ones. */
export const MIDDLE = sql.raw('rn in ((n + 1) / 2, (n + 2) / 2)')

/** Scalar activities (journey points and Luna insights with a scalar) from an instant on. */
export function scalarActivity(since: number) {
  const dayOf = sql.raw(`created_at / ${DAY_MS}`)
  return sql`(
    select session_id, ${dayOf} as d, scalar_value as s, intent from ${trajectoryPoints} where created_at >= ${since}
    union all
    select session_id, ${dayOf} as d, scalar_value as s, intent from ${lunaInteractions}
      where created_at >= ${since} and scalar_value is not null
  )`
}

/**
 * The collective centres of docs/rules/collective.md, computed in D1 with window functions: rows
 * (d, centre), one per UTC day index d (the median of that day's session medians) and, with
 * `overall`, one with d = -1 (the median of all the session-day medians). `activity` yields
 * (session_id, d, s).
 */
export function centresSql(activity: ReturnType<typeof sql>, overall: boolean) {
  return sql`with ranked as (
      select session_id, d, s,
        row_number() over (partition by session_id, d order by s) as rn,
        count(*) over (partition by session_id, d) as n
      from ${activity}),
    sd as (select d, avg(s) as m from ranked where ${MIDDLE} group by session_id, d),
    by_day as (select d, m, row_number() over (partition by d order by m) as rn,
                 count(*) over (partition by d) as n from sd),
    overall as (select m, row_number() over (order by m) as rn, count(*) over () as n from sd)
    select d, avg(m) as centre from by_day where ${MIDDLE} group by d
    ${overall ? sql`union all select -1 as d, avg(m) as centre from overall where ${MIDDLE}` : sql``}`
}

/**
 * An activity is a scalar a visitor recorded in the last 30 days: a compass journey point or a
 * Luna interaction with a scalar. Three statements in one round trip: the medians (overall and per
 * day, computed in D1 with window functions), the count, the top intents.
 */
export async function computeScalarStats(d1: D1DatabaseSession, now = Date.now()): Promise<ScalarStats> {
  const activity = scalarActivity(now - COLLECTIVE_WINDOW_DAYS * DAY_MS)
  const results = await batch(d1, [
    centresSql(activity, true),
    sql`select count(*) as n from ${activity}`,
    sql`select intent, count(*) as count from ${activity} where intent is not null
        group by intent order by count desc, intent asc limit 3`,
  ])
  const centres = rowsOf<{ d: number; centre: number | null }>(results[0])
  const totalActivities = Number(rowsOf<{ n: number }>(results[1])[0]?.n ?? 0)
  const intents = rowsOf<{ intent: string; count: number }>(results[2])
  const overall = centres.find((c) => Number(c.d) === -1)?.centre ?? null
  const days = centres
    .filter((c) => Number(c.d) >= 0 && c.centre !== null)
    .map((c) => ({ date: addDays('1970-01-01', Number(c.d)), average: Number(c.centre) }))
    .sort((a, b) => (a.date < b.date ? 1 : -1))
  return {
    totalActivities,
    averageScalar: totalActivities > 0 && overall !== null ? round3(Number(overall)) : 0,
    topIntents: intents.map((i) => ({ intent: i.intent, count: Number(i.count) })),
    sustainedDays: sustainedDriftDays(days),
  }
}
