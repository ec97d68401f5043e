// The admin analytics (docs/decisions/008-admin-and-analytics.md "Analytics response"): aggregates only, computed in D1 with
// aggregate queries sent as one batch; days are UTC days; days without data are filled with zeros.
import { sql } from 'drizzle-orm'
import { ARCHETYPES, findArchetype } from '../../domain/archetypes.ts'
import { type NetworkMedian, networkShares } from '../../domain/collective.ts'
import { addDays, utcDateOf } from '../../domain/dates.ts'
import { round3 } from '../../domain/numbers.ts'
import { isAppPage } from '../../domain/pages.ts'
import { DAY_MS } from '../../domain/retention.ts'
import {
  archetypeResults,
  emotionalStates,
  lunaInteractions,
  rollupCheckIns,
  rollupDays,
  rollupPages,
  sessions,
} from '../../schema/tables.ts'
import { addPagePart, medianOf, type PagePart } from './histogram.ts'
import { batch, type D1Like, type ReadSet, rowsOf } from './raw.ts'
import {
  activeNetworksByDay,
  activitiesByDay,
  checkInsByDay,
  established,
  LAST_FROZEN,
  MIDDLE,
  networkMedians,
  pagesByDay,
  scalarActivity,
  sessionEstablished,
  sessionMedians,
} from './rollups.ts'

export const RECENT_DAYS = 14
export const QUALITY_DAYS = 30
const UNKNOWN = 'Unknown'
const CANONICAL_NAMES = new Set(ARCHETYPES.map((a) => a.name))

/** Rows whose names became the same (several unknown ones): counts added, averages weighted. */
function mergeByName(
  rows: { archetypeName: string; readingCount: number; avgEmotionalState: number | null }[],
) {
  const merged = new Map<
    string,
    { archetypeName: string; readingCount: number; sum: number; counted: number }
  >()
  for (const r of rows) {
    const m = merged.get(r.archetypeName) ?? {
      archetypeName: r.archetypeName,
      readingCount: 0,
      sum: 0,
      counted: 0,
    }
    const count = Number(r.readingCount)
    m.readingCount += count
    if (r.avgEmotionalState !== null) {
      m.sum += Number(r.avgEmotionalState) * count
      m.counted += count
    }
    merged.set(r.archetypeName, m)
  }
  return [...merged.values()].map((m) => ({
    archetypeName: m.archetypeName,
    readingCount: m.readingCount,
    avgEmotionalState: m.counted > 0 ? m.sum / m.counted : null,
  }))
}

const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v))
const nullable = (v: unknown): number | null => (v === null || v === undefined ? null : round3(Number(v)))

/** Adds `value` under `key` (null values leave the sum as it is). */
const add = <K>(map: Map<K, number>, key: K, value: unknown) => {
  if (value === null || value === undefined) return
  map.set(key, (map.get(key) ?? 0) + Number(value))
}

/** One shard's part of the dashboard: its visitors' figures, and its unfrozen days' rows. */
async function shardPart(d1: D1Like, at: number, lastFrozen: number, days: DashboardDays) {
  const { todayStart, recentStart, qualityStart, firstDayIndex, lastDayIndex } = days
  const unfrozenFrom = (start: number) => ({
    from: sql.raw(String(Math.max(start, (lastFrozen + 1) * DAY_MS))),
    now: at,
  })
  const unfrozenRecent = unfrozenFrom(recentStart)
  return batch(d1, [
    // Only established sessions count (docs/rules/collective.md); the others are today's new
    // visitors, shown apart so that a wave of new sessions is seen as one.
    sql`select
        (select count(*) from ${sessions} where last_seen_at >= ${todayStart}
           and not (${sessionEstablished(at)})) as todayNewVisitors,
        (select min(created_at) from ${sessions}) as firstAt`,
    // Each session's latest chosen archetype (guests chose none), by id: names come from the
    // domain, never from a client. The window reads archetype_results_latest_idx in its order,
    // covering. Sums and counts, so that the shards' parts add up to the averages.
    // By network: each network counts once for an archetype (docs/rules/collective.md).
    sql`
      select archetype_id as archetypeId, coalesce(sn.network, r.session_id) as network, count(*) as userCount,
             sum(birth_scalar) as birthSum, count(birth_scalar) as birthCount,
             sum(combined_baseline) as baselineSum, count(combined_baseline) as baselineCount
      from (select session_id, archetype_id, birth_scalar, combined_baseline,
              row_number() over (partition by session_id order by created_at desc, id desc) as rn
            from ${archetypeResults} where source <> 'guest' and ${established(at)}) r
        left join ${sessions} sn on sn.id = r.session_id
      where rn = 1
      group by 1, 2`,
    // Active users per day (distinct day-and-session pairs across the activity tables: a session
    // is in one shard, so they add) and the activities per day, of the days not frozen.
    sql`select day, network from ${activeNetworksByDay(unfrozenRecent)} where day between ${firstDayIndex} and ${lastDayIndex}`,
    sql`select day, n from ${activitiesByDay(unfrozenRecent)} where day between ${firstDayIndex} and ${lastDayIndex}`,
    // Luna quality per page: each session weighs once a day, by its median stability that day
    // (stability is derived by the server, docs/rules/collective.md).
    sql`select page, interactions, k, total, lo, hi from ${pagesByDay(unfrozenFrom(qualityStart))}`,
    // Check-ins by archetype over all time, of the days not frozen.
    sql`select name, n, total from ${checkInsByDay(unfrozenFrom(0))}`,
    // The journey's centre per day (the collective rule: each network one voice a day, docs/rules/
    // collective.md), as each day's session medians by network, weighed once every shard answered.
    sql`select d, network, m, n from ${networkMedians(sessionMedians(scalarActivity(unfrozenRecent)))}`,
    // Today's Luna stability: the sum and count of each session's median today.
    sql`
      with ranked as (
        select session_id, stability_index as s,
          row_number() over (partition by session_id order by stability_index) as rn,
          count(*) over (partition by session_id) as n
        from ${lunaInteractions} indexed by luna_interactions_created_idx
        where created_at >= ${todayStart} and stability_index is not null and ${established(at)})
      select coalesce(sn.network, md.session_id) as network, sum(m) as total, count(*) as k
      from (select session_id, avg(s) as m from ranked where ${MIDDLE} group by session_id) md
        left join ${sessions} sn on sn.id = md.session_id
      group by 1`,
    // New visitors per day: sessions first seen that day (through sessions_created_idx).
    sql`
      select created_at / ${sql.raw(String(DAY_MS))} as day, count(*) as n from ${sessions}
      where created_at >= ${recentStart} group by 1`,
    // Today's active visitors and check-ins, by network: each network counts once
    // (docs/rules/collective.md), its sessions on every shard taken together.
    sql`select distinct coalesce(network, id) as network from ${sessions}
      where last_seen_at >= ${todayStart} and ${sessionEstablished(at)}`,
    sql`select distinct coalesce(sn.network, e.session_id) as network
      from ${emotionalStates} e left join ${sessions} sn on sn.id = e.session_id
      where e.created_at >= ${todayStart} and ${established(at)}`,
  ])
}

interface DashboardDays {
  todayStart: number
  recentStart: number
  qualityStart: number
  firstDayIndex: number
  lastDayIndex: number
}

/**
 * The dashboard (docs/decisions/041): the frozen days from the aggregates database in one batch,
 * then every shard's part at once, added up here exactly (counts and sums add, histograms of
 * session medians add by value, least and greatest compare).
 */
export async function computeAnalytics(reads: ReadSet, now = new Date()) {
  const today = utcDateOf(now)
  const todayStart = Date.parse(`${today}T00:00:00Z`)
  const firstDay = addDays(today, -(RECENT_DAYS - 1))
  const recentStart = Date.parse(`${firstDay}T00:00:00Z`)
  const qualityStart = todayStart - (QUALITY_DAYS - 1) * DAY_MS
  // Days as whole numbers (UTC day index): `created_at / 86400000` per row is far cheaper than
  // date() on every row; the 14 results are turned into 'YYYY-MM-DD' at the end.
  const firstDayIndex = recentStart / DAY_MS
  const lastDayIndex = todayStart / DAY_MS
  const at = now.getTime()
  const frozen = await batch(reads.aggregates, [
    sql`select ${LAST_FROZEN} as lastFrozen`,
    sql`select day, active_users as activeUsers, activities, centre from ${rollupDays}
      where day >= ${firstDayIndex} and day <= ${LAST_FROZEN}`,
    sql`select page, sum(interactions) as interactions, sum(median_sessions) as k, sum(median_sum) as total,
        min(median_min) as lo, max(median_max) as hi
      from ${rollupPages} where day >= ${qualityStart / DAY_MS} and day <= ${LAST_FROZEN} group by page`,
    sql`select archetype_name as name, sum(check_ins) as n, sum(emotional_sum) as total
      from ${rollupCheckIns} group by archetype_name`,
  ])
  const lastFrozen = Number(rowsOf<{ lastFrozen: number }>(frozen[0])[0]?.lastFrozen ?? -1)
  const days = { todayStart, recentStart, qualityStart, firstDayIndex, lastDayIndex }
  const parts = await Promise.all(reads.shards.map((d1) => shardPart(d1, at, lastFrozen, days)))

  // Summary: counts add; the first session is the least of the shards' first.
  const summary = new Map<string, number>()
  let firstAt: number | null = null
  // Distribution: per archetype id, the users and the sums and counts of the two scalars.
  const perArchetype = new Map<
    number,
    { networks: Set<string>; bs: number; bn: number; cs: number; cn: number }
  >()
  const activeByDay = new Map<number, number>()
  const totalsByDay = new Map<number, number>()
  const newByDay = new Map<number, number>()
  const pages = new Map<string, PagePart>()
  const checkIns = new Map<string, { n: number; total: number }>()
  const networkRows: NetworkMedian[] = []
  const dayNetworks = new Set<string>()
  const centres = new Map<number, number | null>()
  const stabilityByNetwork = new Map<string, { total: number; k: number }>()
  const activeNetworks = new Set<string>()
  const checkInNetworks = new Set<string>()
  type PageRow = Record<keyof PagePart, unknown> & { page: string }
  const addCheckIns = (r: { name: string; n: unknown; total: unknown }) => {
    const e = checkIns.get(r.name) ?? { n: 0, total: 0 }
    e.n += n(r.n)
    e.total += n(r.total)
    checkIns.set(r.name, e)
  }
  for (const r of rowsOf<{ day: number; activeUsers: number; activities: number; centre: number | null }>(
    frozen[1],
  )) {
    add(activeByDay, Number(r.day), r.activeUsers)
    add(totalsByDay, Number(r.day), r.activities)
    centres.set(Number(r.day), r.centre === null ? null : Number(r.centre))
  }
  for (const r of rowsOf<PageRow>(frozen[2])) addPagePart(pages, r.page, r)
  for (const r of rowsOf<{ name: string; n: number; total: number }>(frozen[3])) addCheckIns(r)
  for (const results of parts) {
    const s = rowsOf<Record<string, number | null>>(results[0])[0] ?? {}
    add(summary, 'todayNewVisitors', s.todayNewVisitors ?? 0)
    for (const r of rowsOf<{ network: string }>(results[9])) activeNetworks.add(r.network)
    for (const r of rowsOf<{ network: string }>(results[10])) checkInNetworks.add(r.network)
    if (s.firstAt !== null && s.firstAt !== undefined)
      firstAt = firstAt === null ? Number(s.firstAt) : Math.min(firstAt, Number(s.firstAt))
    for (const r of rowsOf<{
      archetypeId: number
      network: string
      userCount: number
      birthSum: number | null
      birthCount: number
      baselineSum: number | null
      baselineCount: number
    }>(results[1])) {
      const id = Number(r.archetypeId)
      const a = perArchetype.get(id) ?? { networks: new Set<string>(), bs: 0, bn: 0, cs: 0, cn: 0 }
      a.networks.add(r.network)
      a.bs += n(r.birthSum)
      a.bn += n(r.birthCount)
      a.cs += n(r.baselineSum)
      a.cn += n(r.baselineCount)
      perArchetype.set(id, a)
    }
    for (const r of rowsOf<{ day: number; network: string }>(results[2]))
      dayNetworks.add(`${Number(r.day)}\n${r.network}`)
    for (const r of rowsOf<{ day: number; n: number }>(results[3])) add(totalsByDay, Number(r.day), r.n)
    for (const r of rowsOf<PageRow>(results[4])) addPagePart(pages, r.page, r)
    for (const r of rowsOf<{ name: string; n: number; total: number }>(results[5])) addCheckIns(r)
    for (const r of rowsOf<{ d: number; network: string; m: number; n: number }>(results[6]))
      networkRows.push({ day: Number(r.d), network: r.network, median: Number(r.m), sessions: Number(r.n) })
    for (const r of rowsOf<{ network: string; total: number | null; k: number }>(results[7])) {
      const e = stabilityByNetwork.get(r.network) ?? { total: 0, k: 0 }
      e.total += n(r.total)
      e.k += n(r.k)
      stabilityByNetwork.set(r.network, e)
    }
    for (const r of rowsOf<{ day: number; n: number }>(results[8])) add(newByDay, Number(r.day), r.n)
  }
  for (const [d, histogram] of networkShares(networkRows)) centres.set(d, medianOf(histogram))
  // The days not frozen: each network active on a day once, whichever shards its visitors are on.
  for (const key of dayNetworks) add(activeByDay, Number(key.split('\n')[0]), 1)
  // Each network's mean of its sessions' medians, then the mean over networks.
  const networkMeans = [...stabilityByNetwork.values()].filter((e) => e.k > 0).map((e) => e.total / e.k)
  const todayLunaStability =
    networkMeans.length > 0 ? networkMeans.reduce((a, b) => a + b, 0) / networkMeans.length : null
  const distribution = [...perArchetype]
    .map(([archetypeId, a]) => ({
      archetypeId,
      userCount: a.networks.size,
      avgBirthScalar: a.bn > 0 ? a.bs / a.bn : null,
      avgCombinedBaseline: a.cn > 0 ? a.cs / a.cn : null,
      archetypeName: findArchetype(archetypeId)?.name ?? UNKNOWN,
    }))
    .sort((a, b) => n(b.userCount) - n(a.userCount) || a.archetypeName.localeCompare(b.archetypeName))
  const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const quality = [...pages]
    .filter(([, p]) => p.interactions > 0)
    .map(([page, p]) => ({
      page,
      interactions: p.interactions,
      avgStability: p.total !== null && p.k > 0 ? p.total / p.k : null,
      minStability: p.lo,
      maxStability: p.hi,
    }))
    .sort((a, b) => b.interactions - a.interactions || byteOrder(a.page, b.page))
  // Check-ins stored before the server took the archetype from the session's record may carry a
  // visitor's text: only the 32 names are shown, anything else as Unknown.
  const emotions = mergeByName(
    [...checkIns]
      .map(([name, e]) => ({
        archetypeName: name,
        readingCount: e.n,
        avgEmotionalState: e.n > 0 ? e.total / e.n : null,
      }))
      .map((e) => ({
        ...e,
        archetypeName: CANONICAL_NAMES.has(e.archetypeName) ? e.archetypeName : UNKNOWN,
      })),
  )
  const s = {
    // The archetypes chosen, each network once for each archetype its visitors chose: the sum of
    // the distribution's counts (docs/rules/collective.md).
    totalArchetypes: distribution.reduce((sum, d) => sum + n(d.userCount), 0),
    todayActiveUsers: activeNetworks.size,
    todayNewVisitors: summary.get('todayNewVisitors'),
    todayEmotionalReadings: checkInNetworks.size,
    firstAt,
  }
  const recentActivity = Array.from({ length: RECENT_DAYS }, (_, i) => {
    return {
      date: addDays(firstDay, i),
      activeUsers: activeByDay.get(firstDayIndex + i) ?? 0,
      newVisitors: newByDay.get(firstDayIndex + i) ?? 0,
      totalActivities: totalsByDay.get(firstDayIndex + i) ?? 0,
      avgScalar: nullable(centres.get(firstDayIndex + i)),
    }
  })
  // Every archetype that has users or check-ins, with an empty average when it has no check-ins.
  const emotionByName = new Map(emotions.map((e) => [e.archetypeName, e]))
  const names = [
    ...new Set([...distribution.map((d) => d.archetypeName), ...emotions.map((e) => e.archetypeName)]),
  ]
  const emotionalPatterns = names
    .map((name) => {
      const e = emotionByName.get(name)
      return {
        archetypeName: name,
        readingCount: n(e?.readingCount),
        avgEmotionalState: nullable(e?.avgEmotionalState),
      }
    })
    .sort((a, b) => b.readingCount - a.readingCount || a.archetypeName.localeCompare(b.archetypeName))

  return {
    dataStartDate: s.firstAt ? utcDateOf(new Date(Number(s.firstAt))) : null,
    generatedAt: now.toISOString(),
    summary: {
      totalArchetypes: n(s.totalArchetypes),
      todayActiveUsers: n(s.todayActiveUsers),
      todayNewVisitors: n(s.todayNewVisitors),
      todayAvgScalar: nullable(centres.get(lastDayIndex)),
      todayEmotionalReadings: n(s.todayEmotionalReadings),
      todayLunaStability: nullable(todayLunaStability),
    },
    archetypeDistribution: distribution.map((d) => ({
      archetypeName: d.archetypeName,
      userCount: n(d.userCount),
      avgBirthScalar: nullable(d.avgBirthScalar),
      avgCombinedBaseline: nullable(d.avgCombinedBaseline),
    })),
    recentActivity,
    // Only the app's own pages (rows stored before the rule may name others).
    lunaQuality: quality
      .filter((q) => isAppPage(q.page))
      .map((q) => ({
        page: q.page,
        interactions: n(q.interactions),
        avgStability: nullable(q.avgStability),
        minStability: nullable(q.minStability),
        maxStability: nullable(q.maxStability),
      })),
    emotionalPatterns,
  }
}

export type AnalyticsResponse = Awaited<ReturnType<typeof computeAnalytics>>
