// The admin analytics (docs/decisions/008-admin-and-analytics.md "Analytics response"): aggregates only, computed in D1 with
// aggregate queries sent as one batch; days are UTC days; days without data are filled with zeros.
import { sql } from 'drizzle-orm'
import { ARCHETYPES, findArchetype } from '../../domain/archetypes.ts'
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
import { batch, rowsOf } from './raw.ts'
import {
  activeUsersByDay,
  activitiesByDay,
  checkInsByDay,
  dailyCentres,
  established,
  LAST_FROZEN,
  MIDDLE,
  pagesByDay,
  scalarActivity,
  sessionEstablished,
  sessionMedians,
  UNFROZEN_FROM,
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

export async function computeAnalytics(d1: D1DatabaseSession, now = new Date()) {
  const today = utcDateOf(now)
  const todayStart = Date.parse(`${today}T00:00:00Z`)
  const firstDay = addDays(today, -(RECENT_DAYS - 1))
  const recentStart = Date.parse(`${firstDay}T00:00:00Z`)
  const qualityStart = todayStart - (QUALITY_DAYS - 1) * DAY_MS
  // Days as whole numbers (UTC day index): `created_at / 86400000` per row is far cheaper than
  // date() on every row; the 14 results are turned into 'YYYY-MM-DD' at the end.
  const firstDayIndex = recentStart / DAY_MS
  const lastDayIndex = todayStart / DAY_MS
  // The raw rows read: from the first day not frozen by the cron (docs/decisions/022).
  const at = now.getTime()
  const unfrozenFrom = (start: number) => ({
    from: sql`max(${sql.raw(String(start))}, ${UNFROZEN_FROM})`,
    now: at,
  })
  const unfrozenRecent = unfrozenFrom(recentStart)
  const unfrozenQuality = unfrozenFrom(qualityStart)

  const results = await batch(d1, [
    // Only established sessions count (docs/rules/collective.md); the others are today's new
    // visitors, shown apart so that a wave of new sessions is seen as one.
    sql`select
        (select count(*) from ${archetypeResults} where source <> 'guest' and ${established(at)}) as totalArchetypes,
        (select count(*) from ${sessions} where last_seen_at >= ${todayStart}
           and ${sessionEstablished(at)}) as todayActiveUsers,
        (select count(*) from ${sessions} where last_seen_at >= ${todayStart}
           and not (${sessionEstablished(at)})) as todayNewVisitors,
        (select count(distinct session_id) from ${emotionalStates}
           where created_at >= ${todayStart} and ${established(at)}) as todayEmotionalReadings,
        (select min(created_at) from ${sessions}) as firstAt`,
    // Each session's latest chosen archetype (guests chose none), by id: names come from the
    // domain, never from a client. The window reads archetype_results_latest_idx in its order, covering.
    sql`
      select archetype_id as archetypeId, count(*) as userCount,
             avg(birth_scalar) as avgBirthScalar, avg(combined_baseline) as avgCombinedBaseline
      from (select archetype_id, birth_scalar, combined_baseline,
              row_number() over (partition by session_id order by created_at desc, id desc) as rn
            from ${archetypeResults} where source <> 'guest' and ${established(at)})
      where rn = 1
      group by archetype_id`,
    // Active users per day (distinct day-and-session pairs across the activity tables) and the
    // activities per day: frozen days from the rollups, the others from the raw rows.
    sql`
      select day, n as activeUsers from ${activeUsersByDay(unfrozenRecent)}
      where day between ${firstDayIndex} and ${lastDayIndex}
      union all select day, active_users from ${rollupDays} where day >= ${firstDayIndex} and day <= ${LAST_FROZEN}`,
    sql`
      select day, n as totalActivities from ${activitiesByDay(unfrozenRecent)}
      where day between ${firstDayIndex} and ${lastDayIndex}
      union all select day, activities from ${rollupDays} where day >= ${firstDayIndex} and day <= ${LAST_FROZEN}`,
    // Luna quality per page: each session weighs once a day, by its median stability that day
    // (stability is derived by the server, docs/rules/collective.md); the mean of those medians is
    // their sum over their count.
    sql`
      select page, sum(interactions) as interactions, sum(total) / sum(k) as avgStability,
             min(lo) as minStability, max(hi) as maxStability
      from (
        select page, interactions, k, total, lo, hi from ${pagesByDay(unfrozenQuality)}
        union all select page, interactions, median_sessions, median_sum, median_min, median_max
          from ${rollupPages} where day >= ${qualityStart / DAY_MS} and day <= ${LAST_FROZEN})
      group by page having sum(interactions) > 0
      order by interactions desc, page asc`,
    // Check-ins by archetype over all time: frozen days from the rollups, the others raw.
    sql`
      select name as archetypeName, sum(n) as readingCount, cast(sum(total) as real) / sum(n) as avgEmotionalState
      from (
        select name, n, total from ${checkInsByDay({ from: UNFROZEN_FROM, now: at })}
        union all select archetype_name, check_ins, emotional_sum from ${rollupCheckIns})
      group by name order by readingCount desc, archetypeName asc`,
    // The journey's centre per day: the collective rule (median of session-day medians).
    sql`
      select d, centre from ${dailyCentres(sessionMedians(scalarActivity(unfrozenRecent)))}
      union all select day, centre from ${rollupDays} where day >= ${firstDayIndex} and day <= ${LAST_FROZEN}`,
    // Today's Luna stability: the mean of each session's median today.
    sql`
      with ranked as (
        select session_id, stability_index as s,
          row_number() over (partition by session_id order by stability_index) as rn,
          count(*) over (partition by session_id) as n
        from ${lunaInteractions} indexed by luna_interactions_created_idx
        where created_at >= ${todayStart} and stability_index is not null and ${established(at)})
      select avg(m) as todayLunaStability from (select avg(s) as m from ranked where ${MIDDLE} group by session_id)`,
    // New visitors per day: sessions first seen that day (through sessions_created_idx).
    sql`
      select created_at / ${sql.raw(String(DAY_MS))} as day, count(*) as n from ${sessions}
      where created_at >= ${recentStart} group by 1`,
  ])
  const summaryRows = rowsOf<Record<string, number | null>>(results[0])
  const distribution = rowsOf<{
    archetypeId: number
    userCount: number
    avgBirthScalar: number | null
    avgCombinedBaseline: number | null
  }>(results[1])
    .map((d) => ({ ...d, archetypeName: findArchetype(Number(d.archetypeId))?.name ?? UNKNOWN }))
    .sort((a, b) => n(b.userCount) - n(a.userCount) || a.archetypeName.localeCompare(b.archetypeName))
  const active = rowsOf<{ day: number; activeUsers: number }>(results[2])
  const totals = rowsOf<{ day: number; totalActivities: number }>(results[3])
  const centres = new Map(
    rowsOf<{ d: number; centre: number | null }>(results[6]).map((r) => [Number(r.d), r.centre]),
  )
  const todayLunaStability = rowsOf<{ todayLunaStability: number | null }>(results[7])[0]?.todayLunaStability
  const quality = rowsOf<{
    page: string
    interactions: number
    avgStability: number | null
    minStability: number | null
    maxStability: number | null
  }>(results[4])
  // Check-ins stored before the server took the archetype from the session's record may carry a
  // visitor's text: only the 32 names are shown, anything else as Unknown.
  const emotions = mergeByName(
    rowsOf<{ archetypeName: string; readingCount: number; avgEmotionalState: number | null }>(results[5]).map(
      (e) => ({ ...e, archetypeName: CANONICAL_NAMES.has(e.archetypeName) ? e.archetypeName : UNKNOWN }),
    ),
  )

  const newByDay = new Map(
    rowsOf<{ day: number; n: number }>(results[8]).map((r) => [Number(r.day), Number(r.n)]),
  )
  const s = summaryRows[0] ?? {}
  const activeByDay = new Map(active.map((a) => [Number(a.day), a]))
  const totalsByDay = new Map(totals.map((t) => [Number(t.day), t]))
  const recentActivity = Array.from({ length: RECENT_DAYS }, (_, i) => {
    const a = activeByDay.get(firstDayIndex + i)
    const t = totalsByDay.get(firstDayIndex + i)
    return {
      date: addDays(firstDay, i),
      activeUsers: n(a?.activeUsers),
      newVisitors: newByDay.get(firstDayIndex + i) ?? 0,
      totalActivities: n(t?.totalActivities),
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
