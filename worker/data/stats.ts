// Collective statistics over everyone's recent activity (aggregates only; no session data), by the
// rule of docs/rules/collective.md: each session weighs once per day (its median that day), and the
// centre is the median of those, so no client can move the figure every visitor sees.
// Closed days come from the rollups the cron froze (docs/decisions/022); the window's first,
// partial day and the days not frozen yet are computed from the raw rows through their indexes.
import { type SQL, sql } from 'drizzle-orm'
import { COLLECTIVE_WINDOW_DAYS, type ScalarStats, sustainedDriftDays } from '../../domain/collective.ts'
import { addDays } from '../../domain/dates.ts'
import { round3 } from '../../domain/numbers.ts'
import { DAY_MS } from '../../domain/retention.ts'
import { rollupDays, rollupIntents, rollupMedians } from '../../schema/tables.ts'
import { batch, rowsOf } from './raw.ts'
import { dailyCentres, LAST_FROZEN, scalarActivity, sessionMedians } from './rollups.ts'

const raw = (v: number) => sql.raw(String(v))

/**
 * The scalar activities of the window [since, now) that are not in a frozen day, and the SQL
 * condition on a rollup's `day` for the frozen days wholly inside it.
 */
export function windowParts(since: number): { rawActivity: SQL; frozenDays: SQL } {
  const firstWholeDay = Math.floor(since / DAY_MS) + 1
  const rawActivity = sql`(
    select * from ${scalarActivity({ from: raw(since), to: raw(firstWholeDay * DAY_MS) })}
    union all
    select * from ${scalarActivity({ from: sql`(max(${raw(firstWholeDay)}, ${LAST_FROZEN} + 1) * ${raw(DAY_MS)})` })}
  )`
  return { rawActivity, frozenDays: sql`day >= ${raw(firstWholeDay)} and day <= ${LAST_FROZEN}` }
}

/**
 * An activity is a scalar a visitor recorded in the last 30 days: a compass journey point or a
 * Luna interaction with a scalar. Three statements in one round trip: the medians (overall, as the
 * median of every session-day median, frozen days' as their histograms, and per day), the count,
 * the top intents.
 */
export async function computeScalarStats(d1: D1DatabaseSession, now = Date.now()): Promise<ScalarStats> {
  const { rawActivity, frozenDays } = windowParts(now - COLLECTIVE_WINDOW_DAYS * DAY_MS)
  const results = await batch(d1, [
    sql`with raw_medians as ${sessionMedians(rawActivity)},
      weighted as (select m, sum(w) as w from (
          select m, 1 as w from raw_medians
          union all select median, sessions from ${rollupMedians} where ${frozenDays})
        group by m),
      cumulative as (select m, sum(w) over (order by m rows unbounded preceding) as upto from weighted),
      total as (select sum(w) as n from weighted)
    select -1 as d, (select avg(v) from (
        select (select m from cumulative where upto >= (n + 1) / 2 order by m limit 1) as v from total
        union all select (select m from cumulative where upto >= (n + 2) / 2 order by m limit 1) from total)
      ) as centre
    union all select d, centre from ${dailyCentres(sql.raw('raw_medians'))}
    union all select day, centre from ${rollupDays} where ${frozenDays} and centre is not null`,
    sql`select (select count(*) from ${rawActivity})
      + (select coalesce(sum(scalar_activities), 0) from ${rollupDays} where ${frozenDays}) as n`,
    sql`select intent, sum(n) as count from (
        select intent, count(*) as n from ${rawActivity} where intent is not null group by intent
        union all select intent, count from ${rollupIntents} where ${frozenDays})
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
