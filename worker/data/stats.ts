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
export function windowParts(since: number, now: number): { rawActivity: SQL; frozenDays: SQL } {
  const firstWholeDay = Math.floor(since / DAY_MS) + 1
  const rawActivity = sql`(
    select * from ${scalarActivity({ from: raw(since), to: raw(firstWholeDay * DAY_MS), now })}
    union all
    select * from ${scalarActivity({ from: sql`(max(${raw(firstWholeDay)}, ${LAST_FROZEN} + 1) * ${raw(DAY_MS)})`, now })}
  )`
  return { rawActivity, frozenDays: sql`day >= ${raw(firstWholeDay)} and day <= ${LAST_FROZEN}` }
}

/**
 * An activity is a scalar a visitor recorded in the last 30 days: a compass journey point or a
 * Luna interaction with a scalar. One statement: the medians (overall, as the median of every
 * session-day median, frozen days' as their histograms, and per day), the count, the top intents
 * (each counted once per session and day, like the centre, so no client can move them either).
 */
export async function computeScalarStats(d1: D1DatabaseSession, now = Date.now()): Promise<ScalarStats> {
  const { rawActivity, frozenDays } = windowParts(now - COLLECTIVE_WINDOW_DAYS * DAY_MS, now)
  // One statement: the raw rows are read once (a CTE used several times is materialized).
  const [result] = await batch(d1, [
    sql`with raw as materialized ${rawActivity},
      raw_medians as ${sessionMedians(sql.raw('raw'))},
      weighted as (select m, sum(w) as w from (
          select m, 1 as w from raw_medians
          union all select median, sessions from ${rollupMedians} where ${frozenDays})
        group by m),
      cumulative as (select m, w, sum(w) over (order by m rows unbounded preceding) as upto,
                       sum(w) over () as n from weighted)
    -- The middle one or two positions, (n + 1) / 2 and (n + 2) / 2 as in MIDDLE: the rows whose run
    -- of equal values holds them, in one pass (the same value as weightedMedian in domain/retention.ts).
    select 'centre' as kind, -1 as d, (select avg(m) from cumulative
        where (upto - w < (n + 1) / 2 and upto >= (n + 1) / 2) or (upto - w < (n + 2) / 2 and upto >= (n + 2) / 2)
      ) as value, null as intent
    union all select 'centre', d, centre, null from ${dailyCentres(sql.raw('raw_medians'))}
    union all select 'centre', day, centre, null from ${rollupDays} where ${frozenDays} and centre is not null
    union all select 'count', null, (select count(*) from raw)
      + (select coalesce(sum(scalar_activities), 0) from ${rollupDays} where ${frozenDays}), null
    union all select * from (select 'intent', null, sum(n) as count, intent from (
        select intent, count(*) as n from (select distinct intent, session_id, d from raw where intent is not null)
          group by intent
        union all select intent, count from ${rollupIntents} where ${frozenDays})
      group by intent order by count desc, intent asc limit 3)`,
  ])
  const rows = rowsOf<{ kind: string; d: number | null; value: number | null; intent: string | null }>(result)
  const centres = rows.filter((r) => r.kind === 'centre').map((r) => ({ d: Number(r.d), centre: r.value }))
  const totalActivities = Number(rows.find((r) => r.kind === 'count')?.value ?? 0)
  const intents = rows
    .filter((r) => r.kind === 'intent')
    .map((r) => ({ intent: String(r.intent), count: Number(r.value) }))
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
