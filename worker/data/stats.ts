// Collective statistics over everyone's recent activity (aggregates only; no session data), by the
// rule of docs/rules/collective.md: each session weighs once per day (its median that day), each
// network's sessions together weigh one that day, and the centre is the weighted median of those,
// so no client, and no crowd of sessions from one network, can move the figure every visitor sees.
// Closed days come from the rollups the cron froze and merged into the aggregates database
// (docs/decisions/022, 041); the window's first, partial day and the days not frozen yet are read
// from every shard's raw rows through their indexes, as partials that add exactly: a session lives
// in one shard, so its medians are whole there, and histograms of medians add by value.
import { type SQL, sql } from 'drizzle-orm'
import {
  COLLECTIVE_WINDOW_DAYS,
  intentVoices,
  type NetworkMedian,
  networkShares,
  type ScalarStats,
  sustainedDriftDays,
} from '../../domain/collective.ts'
import { addDays } from '../../domain/dates.ts'
import { round3 } from '../../domain/numbers.ts'
import { DAY_MS } from '../../domain/retention.ts'
import { rollupDays, rollupIntents, rollupMedians } from '../../schema/tables.ts'
import { addToHistogram as addTo, type Histogram, medianOf } from './histogram.ts'
import { batch, type D1Like, type ReadSet, rowsOf } from './raw.ts'
import { LAST_FROZEN, networkIntents, networkMedians, scalarActivity, sessionMedians } from './rollups.ts'

const raw = (v: number) => sql.raw(String(v))

/** The first whole UTC day of the window that starts at `since` (its first day is partial). */
const firstWholeDayOf = (since: number) => Math.floor(since / DAY_MS) + 1

/**
 * The scalar activities of the window [since, now) that are not in a frozen day (the last frozen
 * day `lastFrozen`, -1 for none): the window's partial first day, and the days after the frozen ones.
 */
export function unfrozenActivity(since: number, now: number, lastFrozen: number): SQL {
  const firstWholeDay = firstWholeDayOf(since)
  return sql`(
    select * from ${scalarActivity({ from: raw(since), to: raw(firstWholeDay * DAY_MS), now })}
    union all
    select * from ${scalarActivity({ from: raw(Math.max(firstWholeDay, lastFrozen + 1) * DAY_MS), now })}
  )`
}

interface ShardPart {
  /** The session medians of the unfrozen days by network (weighed once every shard has answered). */
  medians: NetworkMedian[]
  count: number
  /** The intents chosen, once per network and day. */
  intents: { day: number; network: string; intent: string }[]
}

/**
 * One shard's part of the window's unfrozen days: the session medians by network and day, the
 * count, and the intents by network and day. One statement: the raw rows are read once (a CTE used
 * several times is materialized).
 */
async function shardPart(d1: D1Like, since: number, now: number, lastFrozen: number): Promise<ShardPart> {
  const rawActivity = unfrozenActivity(since, now, lastFrozen)
  const [result] = await batch(d1, [
    sql`with raw as materialized ${rawActivity},
      raw_medians as ${sessionMedians(sql.raw('raw'))}
    select 'median' as kind, d, network, m as value, n, null as intent from ${networkMedians(sql.raw('raw_medians'))}
    union all select 'count', null, null, null, (select count(*) from raw), null
    union all select 'intent', d, network, null, null, intent from ${networkIntents(sql.raw('raw'))}`,
  ])
  const part: ShardPart = { medians: [], count: 0, intents: [] }
  for (const row of rowsOf<{
    kind: string
    d: number | null
    network: string | null
    value: number | null
    n: number | null
    intent: string | null
  }>(result)) {
    if (row.kind === 'median' && row.value !== null && row.network !== null)
      part.medians.push({
        day: Number(row.d),
        network: row.network,
        median: Number(row.value),
        sessions: Number(row.n),
      })
    else if (row.kind === 'count') part.count = Number(row.n)
    else if (row.kind === 'intent' && row.intent !== null && row.network !== null)
      part.intents.push({ day: Number(row.d), network: row.network, intent: row.intent })
  }
  return part
}

/**
 * An activity is a scalar a visitor recorded in the last 30 days: a compass journey point or a
 * Luna interaction with a scalar. The frozen days from the aggregates database in one batch, then
 * every shard's unfrozen days at once; the medians (overall, as the median of every session-day
 * median, and per day), the count and the top intents are added up here.
 */
export async function computeScalarStats(reads: ReadSet, now = Date.now()): Promise<ScalarStats> {
  const since = now - COLLECTIVE_WINDOW_DAYS * DAY_MS
  const firstWholeDay = firstWholeDayOf(since)
  const frozenDays = sql`day >= ${raw(firstWholeDay)} and day <= ${LAST_FROZEN}`
  // One batch, one snapshot: the last frozen day and the frozen days' figures agree.
  const frozen = await batch(reads.aggregates, [
    sql`select ${LAST_FROZEN} as lastFrozen,
      (select coalesce(sum(scalar_activities), 0) from ${rollupDays} where ${frozenDays}) as count`,
    sql`select median as m, sum(sessions) as w from ${rollupMedians} where ${frozenDays} group by median`,
    sql`select day as d, centre from ${rollupDays} where ${frozenDays} and centre is not null`,
    sql`select intent, sum(count) as n from ${rollupIntents} where ${frozenDays} group by intent`,
  ])
  const head = rowsOf<{ lastFrozen: number; count: number }>(frozen[0])[0]
  const lastFrozen = Number(head?.lastFrozen ?? -1)
  const parts = await Promise.all(reads.shards.map((d1) => shardPart(d1, since, now, lastFrozen)))

  const overall: Histogram = new Map()
  for (const r of rowsOf<{ m: number; w: number }>(frozen[1])) addTo(overall, Number(r.m), Number(r.w))
  const centres = new Map<number, number | null>()
  for (const r of rowsOf<{ d: number; centre: number }>(frozen[2])) centres.set(Number(r.d), Number(r.centre))
  const intents = new Map<string, number>()
  for (const r of rowsOf<{ intent: string; n: number }>(frozen[3])) intents.set(r.intent, Number(r.n))
  let totalActivities = Number(head?.count ?? 0)
  // The unfrozen days: each network one voice a day, its sessions on every shard weighed together.
  for (const part of parts) totalActivities += part.count
  const rawDays = networkShares(parts.flatMap((part) => part.medians))
  for (const [d, histogram] of rawDays) {
    for (const [m, w] of histogram) addTo(overall, m, w)
    centres.set(d, medianOf(histogram))
  }
  for (const [intent, n] of intentVoices(parts.flatMap((part) => part.intents)))
    intents.set(intent, (intents.get(intent) ?? 0) + n)
  const centre = medianOf(overall)
  const days = [...centres]
    .filter((entry): entry is [number, number] => entry[1] !== null)
    .map(([d, c]) => ({ date: addDays('1970-01-01', d), average: c }))
    .sort((a, b) => (a.date < b.date ? 1 : -1))
  const topIntents = [...intents]
    .map(([intent, count]) => ({ intent, count }))
    .sort((a, b) => b.count - a.count || (a.intent < b.intent ? -1 : a.intent > b.intent ? 1 : 0))
    .slice(0, 3)
  return {
    totalActivities,
    averageScalar: totalActivities > 0 && centre !== null ? round3(centre) : 0,
    topIntents,
    sustainedDays: sustainedDriftDays(days),
  }
}
