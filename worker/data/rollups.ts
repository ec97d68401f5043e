// The rollups (docs/decisions/022): each closed UTC day's aggregates, frozen once by the minute
// cron from the raw rows, so that the dashboard and the collective statistics read a few rows per
// day instead of every event; and the pruning of raw events past the retention period. None of
// these tables holds a session id.
import { type SQL, sql } from 'drizzle-orm'
import { ESTABLISHED_ACTIVE_DAYS, ESTABLISHED_AGE_MS } from '../../domain/budgets.ts'
import { intentVoices, networkShares } from '../../domain/collective.ts'
import { addDays } from '../../domain/dates.ts'
import {
  DAY_MS,
  dayIndexOf,
  daysToFreeze,
  keptFromDay,
  PRUNE_ROWS_PER_RUN,
  VISIT_PRUNE_BAND_DAYS,
} from '../../domain/retention.ts'
import {
  codonInteractions,
  emotionalStates,
  lunaInteractions,
  rollupCheckIns,
  rollupDays,
  rollupIntents,
  rollupMedians,
  rollupNetworkActive,
  rollupNetworkIntents,
  rollupNetworkMedians,
  rollupPages,
  savedReadings,
  sessions,
  trajectoryPoints,
  visits,
} from '../../schema/tables.ts'
import { addPagePart, medianOf, type PagePart } from './histogram.ts'
import { batch, changesOf, type D1Like, rowsOf } from './raw.ts'

/** The rows of a group that hold its median: the middle one, or the two middle ones. */
export const MIDDLE = sql.raw('rn in ((n + 1) / 2, (n + 2) / 2)')

/** The last frozen day, or -1 when none is (a scalar subquery: read in the same statement). */
export const LAST_FROZEN = sql`(select coalesce(max(${rollupDays.day}), -1) from ${rollupDays})`

const dayOfMs = (column: SQL | string) =>
  sql`${typeof column === 'string' ? sql.raw(column) : column} / ${sql.raw(String(DAY_MS))}`
const dateOf = (ms: SQL) => sql`date(${ms} / 1000, 'unixepoch')`

/**
 * A half-open interval of instants [from, to), as SQL expressions (to: none for "until now"), and
 * the instant at which a session must be established to count (docs/rules/collective.md).
 */
export interface Span {
  from: SQL
  to?: SQL
  now: number
}

/**
 * The row's session is established at `now` (domain/budgets.ts `isEstablished`): first seen a day
 * before and active on two UTC days. A primary-key lookup per row read.
 */
export const established = (now: number) =>
  sql`exists (select 1 from ${sessions} es where es.id = session_id and ${sessionEstablished(now, 'es.')})`

/** The same rule on a row of `sessions` itself (`prefix` its alias, with the dot). */
export const sessionEstablished = (now: number, prefix = '') =>
  sql`${sql.raw(prefix)}created_at <= ${sql.raw(String(now - ESTABLISHED_AGE_MS))}
    and ${sql.raw(prefix)}active_days >= ${sql.raw(String(ESTABLISHED_ACTIVE_DAYS))}`

const inSpan = (span: Span, column = 'created_at') =>
  span.to
    ? sql`${sql.raw(column)} >= ${span.from} and ${sql.raw(column)} < ${span.to} and ${established(span.now)}`
    : sql`${sql.raw(column)} >= ${span.from} and ${established(span.now)}`
const visitsInSpan = (span: Span) =>
  span.to
    ? sql`visit_date >= ${dateOf(span.from)} and visit_date < ${dateOf(span.to)} and ${established(span.now)}`
    : sql`visit_date >= ${dateOf(span.from)} and ${established(span.now)}`

/**
 * Scalar activities (journey points and Luna insights with a scalar) in a span: (session_id, d, s,
 * intent), d the UTC day index (docs/rules/collective.md). `indexed by` the time index: otherwise
 * the medians' `partition by session_id` leads SQLite to scan the whole table in session order.
 */
export function scalarActivity(span: Span) {
  const d = dayOfMs('created_at')
  return sql`(
    select session_id, ${d} as d, scalar_value as s, intent
      from ${trajectoryPoints} indexed by trajectory_points_created_idx where ${inSpan(span)}
    union all
    select session_id, ${d} as d, scalar_value as s, intent
      from ${lunaInteractions} indexed by luna_interactions_created_idx
      where ${inSpan(span)} and scalar_value is not null
  )`
}

/** Each session's median per day over `activity` (session_id, d, s): rows (session_id, d, m). */
export function sessionMedians(activity: SQL) {
  return sql`(select session_id, d, avg(s) as m from (
      select session_id, d, s,
        row_number() over (partition by session_id, d order by s) as rn,
        count(*) over (partition by session_id, d) as n
      from ${activity}) where ${MIDDLE} group by session_id, d)`
}

/**
 * The session medians of `medians` (session_id, d, m) by the network each session was made from
 * (docs/rules/collective.md): rows (d, network, m, n), n the sessions of that network with that
 * median that day. A session made before networks were kept is its own network.
 */
export function networkMedians(medians: SQL) {
  return sql`(select md.d as d, coalesce(se.network, md.session_id) as network, md.m as m, count(*) as n
    from ${medians} md left join ${sessions} se on se.id = md.session_id group by 1, 2, 3)`
}

/** The intents of `activity` (session_id, d, s, intent) once per network and day: rows (d, network, intent). */
export function networkIntents(activity: SQL) {
  return sql`(select distinct a.d as d, coalesce(se.network, a.session_id) as network, a.intent as intent
    from ${activity} a left join ${sessions} se on se.id = a.session_id where a.intent is not null)`
}

/**
 * The networks active per day: distinct (day, network) pairs of the sessions with activity that day
 * across the activity tables (visits by their local day), each session by the network it was made
 * from (docs/rules/collective.md). D1 allows at most 5 terms in one compound SELECT: two compounds of three.
 */
export function activeNetworksByDay(span: Span) {
  return sql`(select distinct a.day as day, coalesce(sn.network, a.session_id) as network from (
      select day, session_id from (
        select unixepoch(visit_date) / 86400 as day, session_id from ${visits} where ${visitsInSpan(span)}
        union select ${dayOfMs('created_at')}, session_id from ${trajectoryPoints} where ${inSpan(span)}
        union select ${dayOfMs('created_at')}, session_id from ${lunaInteractions} where ${inSpan(span)}
      )
      union
      select day, session_id from (
        select ${dayOfMs('created_at')} as day, session_id from ${emotionalStates} where ${inSpan(span)}
        union select ${dayOfMs('created_at')}, session_id from ${savedReadings} where ${inSpan(span)}
        union select ${dayOfMs('created_at')}, session_id from ${codonInteractions} where ${inSpan(span)}
      )
    ) a left join ${sessions} sn on sn.id = a.session_id)`
}

/** Active users per day: the networks active that day (each network once). */
export function activeUsersByDay(span: Span) {
  return sql`(select day, count(*) as n from ${activeNetworksByDay(span)} group by day)`
}

/** Activities per day: per-table daily totals (visits by their count), summed. */
export function activitiesByDay(span: Span) {
  const d = dayOfMs('created_at')
  return sql`(select day, sum(n) as n from (
      select day, n from (
        select unixepoch(visit_date) / 86400 as day, sum(count) as n from ${visits} where ${visitsInSpan(span)} group by visit_date
        union all select ${d}, count(*) from ${trajectoryPoints} where ${inSpan(span)} group by 1
        union all select ${d}, count(*) from ${lunaInteractions} where ${inSpan(span)} group by 1
      )
      union all
      select day, n from (
        select ${d} as day, count(*) as n from ${emotionalStates} where ${inSpan(span)} group by 1
        union all select ${d}, count(*) from ${savedReadings} where ${inSpan(span)} group by 1
        union all select ${d}, count(*) from ${codonInteractions} where ${inSpan(span)} group by 1
      )
    ) group by day)`
}

/**
 * Luna quality per page and day: interactions, and the session medians of the stability (each
 * session weighs once a day on a page): how many, their sum, least and greatest.
 */
export function pagesByDay(span: Span) {
  const d = dayOfMs('created_at')
  return sql`(
    with medians as (
      select page, d, avg(s) as m from (
        select page, session_id, ${d} as d, stability_index as s,
          row_number() over (partition by page, session_id, ${d} order by stability_index) as rn,
          count(*) over (partition by page, session_id, ${d}) as n
        from ${lunaInteractions} where ${inSpan(span)} and stability_index is not null)
      where ${MIDDLE} group by page, session_id, d)
    select page, d, sum(interactions) as interactions, sum(k) as k, sum(total) as total, min(lo) as lo, max(hi) as hi
    from (
      select page, ${d} as d, count(*) as interactions, 0 as k, null as total, null as lo, null as hi
        from ${lunaInteractions} where ${inSpan(span)} group by page, 2
      union all select page, d, 0, count(*), sum(m), min(m), max(m) from medians group by page, d
    ) group by page, d)`
}

/**
 * Check-ins per stored archetype name and day: how many sessions checked in, and the sum of each
 * one's mean value that day (each session weighs once a day, docs/rules/collective.md).
 */
export function checkInsByDay(span: Span) {
  return sql`(select d, name, count(*) as n, sum(v) as total from (
      select ${dayOfMs('created_at')} as d, coalesce(archetype_name, 'Unknown') as name,
        avg(emotional_value) as v
      from ${emotionalStates} where ${inSpan(span)} group by 1, 2, session_id)
    group by d, name)`
}

const ms = (v: number) => sql.raw(String(v))

/** Histogram rows per insert statement (about 600 KB of JSON, under D1's 2 MB a value). */
const MEDIAN_ROWS_PER_STATEMENT = 20_000

/**
 * Closed days' rows by network, weighed (docs/rules/collective.md): the days' histograms of session
 * medians with each network's sessions weighing one in all, in chunks of rows for the inserts; the
 * days' centres; and the intents counted once per network and day.
 */
export function weighNetworks(
  medianRows: readonly { day: unknown; network: unknown; median: unknown; sessions: unknown }[],
  intentRows: readonly { day: unknown; network: unknown; intent: unknown }[],
) {
  const shares = networkShares(
    medianRows.map((r) => ({
      day: Number(r.day),
      network: String(r.network),
      median: Number(r.median),
      sessions: Number(r.sessions),
    })),
  )
  const rows = [...shares].flatMap(([d, h]) => [...h].map(([m, w]) => [d, m, w]))
  const medianChunks: unknown[][] = []
  for (let i = 0; i < rows.length; i += MEDIAN_ROWS_PER_STATEMENT)
    medianChunks.push(rows.slice(i, i + MEDIAN_ROWS_PER_STATEMENT))
  const centres = [...shares].map(([d, h]) => [d, medianOf(h)])
  const perDay = new Map<number, { day: number; network: string; intent: string }[]>()
  for (const r of intentRows) {
    const day = Number(r.day)
    const list = perDay.get(day) ?? []
    list.push({ day, network: String(r.network), intent: String(r.intent) })
    perDay.set(day, list)
  }
  const intents = [...perDay].flatMap(([d, list]) =>
    [...intentVoices(list)].map(([intent, n]) => [d, intent, n]),
  )
  return { shares, medianChunks, centres, intents }
}

/**
 * The minute cron's freezing: the next closed days (docs/decisions/022), at most a few a run,
 * from the day after the last frozen one; every rollup of those days in one batch (one
 * transaction), so a day is frozen whole or not at all. Returns the days frozen.
 */
export async function freezeClosedDays(d1: D1Like, now: number): Promise<number> {
  const [state] = await batch(d1, [
    sql`select (select max(day) from ${rollupDays}) as lastFrozen,
      (select min(x) from (
        select min(created_at) / ${ms(DAY_MS)} as x from ${trajectoryPoints}
        union all select min(created_at) / ${ms(DAY_MS)} from ${lunaInteractions}
        union all select min(created_at) / ${ms(DAY_MS)} from ${emotionalStates}
        union all select min(created_at) / ${ms(DAY_MS)} from ${savedReadings}
        union all select min(created_at) / ${ms(DAY_MS)} from ${codonInteractions}
      )) as oldestEvent,
      (select unixepoch(min(visit_date)) / 86400 from ${visits}) as oldestVisit`,
  ])
  const row = rowsOf<{ lastFrozen: number | null; oldestEvent: number | null; oldestVisit: number | null }>(
    state,
  )[0]
  const oldest = [row?.oldestEvent, row?.oldestVisit]
    .filter((v): v is number => v !== null && v !== undefined)
    .map(Number)
  const range = daysToFreeze(
    row?.lastFrozen === null || row?.lastFrozen === undefined ? null : Number(row.lastFrozen),
    oldest.length > 0 ? Math.min(...oldest) : null,
    dayIndexOf(now),
  )
  if (!range) return 0
  const span: Span = { from: ms(range.first * DAY_MS), to: ms((range.last + 1) * DAY_MS), now }
  const activity = scalarActivity(span)
  const medians = sessionMedians(activity)
  const between = sql`day between ${ms(range.first)} and ${ms(range.last)}`
  // First the days' rows by network, and the figures that need no weighing; then, from those rows,
  // each network weighed as one voice (domain/collective.ts) and the days themselves, which say the
  // days are frozen. A run that stops between the two redoes both (every insert ignores a conflict).
  await batch(d1, [
    sql`insert into ${rollupNetworkMedians} (day, network, median, sessions)
      select d, network, m, n from ${networkMedians(medians)} where true on conflict do nothing`,
    sql`insert into ${rollupNetworkIntents} (day, network, intent)
      select d, network, intent from ${networkIntents(activity)} where true on conflict do nothing`,
    sql`insert into ${rollupNetworkActive} (day, network)
      select day, network from ${activeNetworksByDay(span)} where true on conflict do nothing`,
    sql`insert into ${rollupPages} (day, page, interactions, median_sessions, median_sum, median_min, median_max)
      select d, page, interactions, k, total, lo, hi from ${pagesByDay(span)} where true on conflict do nothing`,
    sql`insert into ${rollupCheckIns} (day, archetype_name, check_ins, emotional_sum)
      select d, name, n, total from ${checkInsByDay(span)} where true on conflict do nothing`,
  ])
  const [networkRows, intentRows] = await batch(d1, [
    sql`select day, network, median, sessions from ${rollupNetworkMedians} where ${between}`,
    sql`select day, network, intent from ${rollupNetworkIntents} where ${between}`,
  ])
  const weighed = weighNetworks(rowsOf(networkRows), rowsOf(intentRows))
  await batch(d1, [
    ...weighed.medianChunks.map(
      (chunk) => sql`insert into ${rollupMedians} (day, median, sessions)
        select value ->> 0, value ->> 1, value ->> 2 from json_each(${JSON.stringify(chunk)}) where true on conflict do nothing`,
    ),
    sql`insert into ${rollupIntents} (day, intent, count)
      select value ->> 0, value ->> 1, value ->> 2 from json_each(${JSON.stringify(weighed.intents)})
      where true on conflict do nothing`,
    sql`insert into ${rollupDays} (day, active_users, activities, scalar_activities, centre)
      with recursive days(d) as (select ${ms(range.first)} union all select d + 1 from days where d < ${ms(range.last)})
      select days.d, coalesce(a.n, 0), coalesce(t.n, 0), coalesce(x.n, 0), c.centre
      from days
        left join ${activeUsersByDay(span)} a on a.day = days.d
        left join ${activitiesByDay(span)} t on t.day = days.d
        left join (select d, count(*) as n from ${activity} group by d) x on x.d = days.d
        left join (select value ->> 0 as d, value ->> 1 as centre from json_each(${JSON.stringify(weighed.centres)})) c
          on c.d = days.d
      where true
      on conflict do nothing`,
  ])
  return range.last - range.first + 1
}

/**
 * The minute cron's pruning (docs/decisions/022): raw Luna interactions and codon plays before the
 * retention period (never of a day not frozen yet), and of the visits of the days that just left
 * it, all but one row per session and day (what streaks are made of). At most PRUNE_ROWS_PER_RUN
 * rows of each table a run, oldest first. Saved readings, check-ins, journey points and the
 * sessions' tallies are never pruned. Returns the rows deleted per table.
 */
export async function pruneRawEvents(d1: D1Like, now: number, mergedThrough?: number | null) {
  const [state] = await batch(d1, [sql`select max(day) as lastFrozen from ${rollupDays}`])
  const frozen = rowsOf<{ lastFrozen: number | null }>(state)[0]?.lastFrozen ?? null
  // A shard keeps what the aggregates database has not merged yet (docs/decisions/041): the
  // shared figures read those days from its raw rows.
  const lastFrozen =
    frozen === null || mergedThrough === undefined
      ? frozen
      : mergedThrough === null
        ? null
        : Math.min(Number(frozen), mergedThrough)
  const keptFrom = keptFromDay(lastFrozen === null ? null : Number(lastFrozen), dayIndexOf(now))
  if (!Number.isFinite(keptFrom)) return { lunaInteractions: 0, codonInteractions: 0, visits: 0 }
  const cutoff = ms(keptFrom * DAY_MS)
  const keptFromDate = addDays('1970-01-01', keptFrom)
  const bandFromDate = addDays(keptFromDate, -VISIT_PRUNE_BAND_DAYS)
  const limit = ms(PRUNE_ROWS_PER_RUN)
  const results = await batch(d1, [
    sql`delete from ${lunaInteractions} where id in (
      select id from ${lunaInteractions} where created_at < ${cutoff} order by created_at limit ${limit})`,
    sql`delete from ${codonInteractions} where id in (
      select id from ${codonInteractions} where created_at < ${cutoff} order by created_at limit ${limit})`,
    sql`delete from ${visits} where rowid in (
      select v.rowid from ${visits} v
      where v.visit_date >= ${bandFromDate} and v.visit_date < ${keptFromDate}
        and exists (select 1 from ${visits} k where k.session_id = v.session_id
                    and k.visit_date = v.visit_date and k.page < v.page)
      limit ${limit})`,
  ])
  // The days' rows by network, once the days they weigh are frozen and merged (and past the period).
  await batch(d1, [
    sql`delete from ${rollupNetworkMedians} where rowid in (
      select rowid from ${rollupNetworkMedians} where day < ${ms(keptFrom)} limit ${limit})`,
    sql`delete from ${rollupNetworkIntents} where rowid in (
      select rowid from ${rollupNetworkIntents} where day < ${ms(keptFrom)} limit ${limit})`,
    sql`delete from ${rollupNetworkActive} where rowid in (
      select rowid from ${rollupNetworkActive} where day < ${ms(keptFrom)} limit ${limit})`,
  ])
  return {
    lunaInteractions: changesOf(results[0]),
    codonInteractions: changesOf(results[1]),
    visits: changesOf(results[2]),
  }
}

/** At most this many closed days are merged into the aggregates database a run. */
export const MERGE_DAYS_PER_RUN = 7

interface ShardRollups {
  /** The last day this shard has frozen or has nothing to freeze in (its rows start later). */
  through: number
  first: number | null
  days: { day: number; active_users: number; activities: number; scalar_activities: number }[]
  active: { day: number; network: string }[]
  medians: { day: number; network: string; median: number; sessions: number }[]
  intents: { day: number; network: string; intent: string }[]
  pages: ({ day: number; page: string } & Record<keyof PagePart, unknown>)[]
  checkIns: { day: number; archetype_name: string; check_ins: number; emotional_sum: number }[]
}

/** A shard's frozen state, and its rollup rows of the days after `after` (at most `limit` days). */
async function shardRollups(d1: D1Like, after: number, today: number): Promise<ShardRollups> {
  const from = ms(after + 1)
  const to = ms(after + MERGE_DAYS_PER_RUN)
  const results = await batch(d1, [
    sql`select (select max(day) from ${rollupDays}) as lastFrozen, (select min(day) from ${rollupDays}) as firstFrozen,
      -- D1 allows at most 5 terms in one compound SELECT: the visits apart.
      min(coalesce((select min(x) from (
        select min(created_at) / ${ms(DAY_MS)} as x from ${trajectoryPoints}
        union all select min(created_at) / ${ms(DAY_MS)} from ${lunaInteractions}
        union all select min(created_at) / ${ms(DAY_MS)} from ${emotionalStates}
        union all select min(created_at) / ${ms(DAY_MS)} from ${savedReadings}
        union all select min(created_at) / ${ms(DAY_MS)} from ${codonInteractions}
      )), 1e15), coalesce((select unixepoch(min(visit_date)) / 86400 from ${visits}), 1e15)) as oldest`,
    sql`select day, active_users, activities, scalar_activities from ${rollupDays} where day between ${from} and ${to}`,
    sql`select day, network, median, sessions from ${rollupNetworkMedians} where day between ${from} and ${to}`,
    sql`select day, network, intent from ${rollupNetworkIntents} where day between ${from} and ${to}`,
    sql`select day, page, interactions, median_sessions as k, median_sum as total, median_min as lo,
        median_max as hi from ${rollupPages}
      where day between ${from} and ${to}`,
    sql`select day, archetype_name, check_ins, emotional_sum from ${rollupCheckIns} where day between ${from} and ${to}`,
    sql`select day, network from ${rollupNetworkActive} where day between ${from} and ${to}`,
  ])
  const state = rowsOf<{ lastFrozen: number | null; firstFrozen: number | null; oldest: number | null }>(
    results[0],
  )[0]
  const lastFrozen = state?.lastFrozen ?? null
  const oldest =
    state?.oldest === undefined || state.oldest === null || state.oldest >= 1e15 ? null : state.oldest
  // Frozen through its last frozen day; with nothing frozen, every day before its oldest row (or
  // every closed day, for a shard without rows) has nothing to add.
  const through =
    lastFrozen !== null
      ? Number(lastFrozen)
      : oldest !== null
        ? Math.min(Number(oldest), today) - 1
        : today - 1
  const firstFrozen = state?.firstFrozen ?? null
  return {
    through,
    first: firstFrozen === null ? null : Number(firstFrozen),
    days: rowsOf(results[1]),
    medians: rowsOf(results[2]),
    intents: rowsOf(results[3]),
    pages: rowsOf(results[4]),
    checkIns: rowsOf(results[5]),
    active: rowsOf(results[6]),
  }
}

/**
 * The minute cron's merge (docs/decisions/041): the closed days every shard has frozen, added into
 * the aggregates database's rollups in one batch (a day is merged whole or not at all). Counts and
 * sums add; a session lives in one shard, so distinct counts add; the histograms of session medians
 * add by value, and each day's centre is their median again. Returns the days merged.
 */
export async function mergeShardRollups(
  aggregates: D1Like,
  shards: readonly D1Like[],
  now: number,
): Promise<number> {
  const today = dayIndexOf(now)
  const [state] = await batch(aggregates, [sql`select max(day) as last from ${rollupDays}`])
  const merged = rowsOf<{ last: number | null }>(state)[0]?.last ?? null
  // Nothing merged yet: from the first day any shard froze (read from before it).
  let after = merged === null ? null : Number(merged)
  if (after === null) {
    const firsts = await Promise.all(shards.map((d1) => shardRollups(d1, today, today)))
    const first = Math.min(...firsts.map((f) => f.first ?? Number.POSITIVE_INFINITY))
    if (!Number.isFinite(first)) return 0
    after = first - 1
  }
  const parts = await Promise.all(shards.map((d1) => shardRollups(d1, after as number, today)))
  const last = Math.min(after + MERGE_DAYS_PER_RUN, today - 1, ...parts.map((p) => p.through))
  if (last <= after) return 0
  const inRange = (row: { day: number }) => Number(row.day) > (after as number) && Number(row.day) <= last
  const days = new Map<number, { active: number; activities: number; scalar: number }>()
  for (let d = after + 1; d <= last; d++) days.set(d, { active: 0, activities: 0, scalar: 0 })
  const activeNetworks = new Set<string>()
  const networkRows: ShardRollups['medians'] = []
  const intentRows: ShardRollups['intents'] = []
  const pages = new Map<string, PagePart>()
  const pageKeys = new Map<string, { day: number; page: string }>()
  const checkIns = new Map<string, ShardRollups['checkIns'][number]>()
  for (const part of parts) {
    for (const r of part.days.filter(inRange)) {
      const day = days.get(Number(r.day))
      if (!day) continue
      day.activities += Number(r.activities)
      day.scalar += Number(r.scalar_activities)
    }
    // A network's sessions may live on several shards: their rows are weighed together, and a
    // network active on two shards is one active user.
    for (const r of part.active.filter(inRange)) activeNetworks.add(`${Number(r.day)}\n${r.network}`)
    networkRows.push(...part.medians.filter(inRange))
    intentRows.push(...part.intents.filter(inRange))
    for (const r of part.pages.filter(inRange)) {
      const key = `${r.day}\n${r.page}`
      pageKeys.set(key, { day: Number(r.day), page: r.page })
      addPagePart(pages, key, r)
    }
    for (const r of part.checkIns.filter(inRange)) {
      const key = `${r.day}\n${r.archetype_name}`
      const e = checkIns.get(key) ?? {
        day: Number(r.day),
        archetype_name: r.archetype_name,
        check_ins: 0,
        emotional_sum: 0,
      }
      e.check_ins += Number(r.check_ins)
      e.emotional_sum += Number(r.emotional_sum)
      checkIns.set(key, e)
    }
  }
  // Each table's rows as one JSON parameter (D1 binds at most 100 values a statement).
  const json = (rows: unknown[]) => JSON.stringify(rows)
  for (const key of activeNetworks) {
    const day = days.get(Number(key.split('\n')[0]))
    if (day) day.active += 1
  }
  const weighed = weighNetworks(networkRows, intentRows)
  const centres = new Map(weighed.centres as [number, number | null][])
  const dayRows = [...days].map(([d, v]) => [d, v.active, v.activities, v.scalar, centres.get(d) ?? null])
  // D1 takes at most 2 MB in one value: the histograms (one row per distinct median a day, about
  // 30 bytes each as JSON) go in chunks, all in the one batch.
  await batch(aggregates, [
    ...weighed.medianChunks.map(
      (chunk) => sql`insert into ${rollupMedians} (day, median, sessions)
        select value ->> 0, value ->> 1, value ->> 2 from json_each(${json(chunk)}) where true on conflict do nothing`,
    ),
    sql`insert into ${rollupIntents} (day, intent, count)
      select value ->> 0, value ->> 1, value ->> 2 from json_each(${json(weighed.intents)})
      where true on conflict do nothing`,
    sql`insert into ${rollupPages} (day, page, interactions, median_sessions, median_sum, median_min, median_max)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6
      from json_each(${json([...pages].map(([key, e]) => [pageKeys.get(key)?.day, pageKeys.get(key)?.page, e.interactions, e.k, e.total, e.lo, e.hi]))})
      where true on conflict do nothing`,
    sql`insert into ${rollupCheckIns} (day, archetype_name, check_ins, emotional_sum)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3
      from json_each(${json([...checkIns.values()].map((e) => [e.day, e.archetype_name, e.check_ins, e.emotional_sum]))})
      where true on conflict do nothing`,
    // Last: the days themselves, which say how far the merge has gone.
    sql`insert into ${rollupDays} (day, active_users, activities, scalar_activities, centre)
      select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4 from json_each(${json(dayRows)})
      where true on conflict do nothing`,
  ])
  return last - after
}

/** The last day of the rollups in a database (-1 when none is). */
export async function lastRollupDay(d1: D1Like): Promise<number> {
  const [state] = await batch(d1, [sql`select coalesce(max(day), -1) as last from ${rollupDays}`])
  return Number(rowsOf<{ last: number }>(state)[0]?.last ?? -1)
}
