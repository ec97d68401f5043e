// The admin analytics (spec 02 §3 "Analytics response"): aggregates only, computed in D1 with
// aggregate queries sent as one batch; days are UTC days; days without data are filled with zeros.
import { sql } from 'drizzle-orm'
import { addDays, utcDateOf } from '../../domain/dates.ts'
import { round3 } from '../../domain/numbers.ts'
import {
  archetypeResults,
  codonInteractions,
  emotionalStates,
  lunaInteractions,
  savedReadings,
  sessions,
  trajectoryPoints,
  visits,
} from '../../schema/tables.ts'
import { batch, rowsOf } from './raw.ts'

export const RECENT_DAYS = 14
export const QUALITY_DAYS = 30
const DAY_MS = 86_400_000

const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v))
const nullable = (v: unknown): number | null => (v === null || v === undefined ? null : round3(Number(v)))

export async function computeAnalytics(d1: D1DatabaseSession, now = new Date()) {
  const today = utcDateOf(now)
  const todayStart = Date.parse(`${today}T00:00:00Z`)
  const firstDay = addDays(today, -(RECENT_DAYS - 1))
  const recentStart = Date.parse(`${firstDay}T00:00:00Z`)
  const qualityStart = todayStart - (QUALITY_DAYS - 1) * DAY_MS
  const day = (column: unknown) => sql`date(${column} / 1000, 'unixepoch')`

  const results = await batch(d1, [
    sql`select
        (select count(*) from ${archetypeResults}) as totalArchetypes,
        (select count(*) from ${sessions} where last_seen_at >= ${todayStart}) as todayActiveUsers,
        (select avg(scalar_value) from ${trajectoryPoints} where created_at >= ${todayStart}) as todayAvgScalar,
        (select count(*) from ${emotionalStates} where created_at >= ${todayStart}) as todayEmotionalReadings,
        (select avg(stability_index) from ${lunaInteractions} where created_at >= ${todayStart}) as todayLunaStability,
        (select min(created_at) from ${sessions}) as firstAt`,
    sql`
      select archetype_name as archetypeName, count(*) as userCount,
             avg(birth_scalar) as avgBirthScalar, avg(combined_baseline) as avgCombinedBaseline
      from (select archetype_name, birth_scalar, combined_baseline,
                   row_number() over (partition by session_id order by created_at desc, id desc) as rn
            from ${archetypeResults})
      where rn = 1
      group by archetype_name
      order by userCount desc, archetype_name asc`,
    sql`
      select day as date, count(distinct session_id) as activeUsers, sum(n) as totalActivities, avg(scalar) as avgScalar
      from (
        -- D1 allows at most 5 terms in one compound SELECT: two compounds of three.
        select * from (
          select visit_date as day, session_id, count as n, null as scalar from ${visits} where visit_date >= ${firstDay}
          union all select ${day(trajectoryPoints.createdAt)}, session_id, 1, scalar_value from ${trajectoryPoints} where created_at >= ${recentStart}
          union all select ${day(lunaInteractions.createdAt)}, session_id, 1, null from ${lunaInteractions} where created_at >= ${recentStart}
        )
        union all
        select * from (
          select ${day(emotionalStates.createdAt)} as day, session_id, 1 as n, null as scalar from ${emotionalStates} where created_at >= ${recentStart}
          union all select ${day(savedReadings.createdAt)}, session_id, 1, null from ${savedReadings} where created_at >= ${recentStart}
          union all select ${day(codonInteractions.createdAt)}, session_id, 1, null from ${codonInteractions} where created_at >= ${recentStart}
        )
      )
      where day >= ${firstDay} and day <= ${today}
      group by day`,
    sql`
      select page, count(*) as interactions, avg(stability_index) as avgStability,
             min(stability_index) as minStability, max(stability_index) as maxStability
      from ${lunaInteractions} where created_at >= ${qualityStart}
      group by page order by interactions desc, page asc`,
    sql`
      select coalesce(archetype_name, 'Unknown') as archetypeName, count(*) as readingCount,
             avg(emotional_value) as avgEmotionalState
      from ${emotionalStates} group by 1 order by readingCount desc, archetypeName asc`,
  ])
  const summaryRows = rowsOf<Record<string, number | null>>(results[0])
  const distribution = rowsOf<{ archetypeName: string; userCount: number; avgBirthScalar: number | null; avgCombinedBaseline: number | null }>(results[1])
  const activity = rowsOf<{ date: string; activeUsers: number; totalActivities: number; avgScalar: number | null }>(results[2])
  const quality = rowsOf<{ page: string; interactions: number; avgStability: number | null; minStability: number | null; maxStability: number | null }>(results[3])
  const emotions = rowsOf<{ archetypeName: string; readingCount: number; avgEmotionalState: number | null }>(results[4])

  const s = summaryRows[0] ?? {}
  const byDay = new Map(activity.map((a) => [a.date, a]))
  const recentActivity = Array.from({ length: RECENT_DAYS }, (_, i) => {
    const date = addDays(firstDay, i)
    const a = byDay.get(date)
    return {
      date,
      activeUsers: n(a?.activeUsers),
      totalActivities: n(a?.totalActivities),
      avgScalar: nullable(a?.avgScalar),
    }
  })
  // Every archetype that has users or check-ins, with an empty average when it has no check-ins.
  const emotionByName = new Map(emotions.map((e) => [e.archetypeName, e]))
  const names = [...new Set([...distribution.map((d) => d.archetypeName), ...emotions.map((e) => e.archetypeName)])]
  const emotionalPatterns = names
    .map((name) => {
      const e = emotionByName.get(name)
      return { archetypeName: name, readingCount: n(e?.readingCount), avgEmotionalState: nullable(e?.avgEmotionalState) }
    })
    .sort((a, b) => b.readingCount - a.readingCount || a.archetypeName.localeCompare(b.archetypeName))

  return {
    dataStartDate: s.firstAt ? utcDateOf(new Date(Number(s.firstAt))) : null,
    generatedAt: now.toISOString(),
    summary: {
      totalArchetypes: n(s.totalArchetypes),
      todayActiveUsers: n(s.todayActiveUsers),
      todayAvgScalar: nullable(s.todayAvgScalar),
      todayEmotionalReadings: n(s.todayEmotionalReadings),
      todayLunaStability: nullable(s.todayLunaStability),
    },
    archetypeDistribution: distribution.map((d) => ({
      archetypeName: d.archetypeName,
      userCount: n(d.userCount),
      avgBirthScalar: nullable(d.avgBirthScalar),
      avgCombinedBaseline: nullable(d.avgCombinedBaseline),
    })),
    recentActivity,
    lunaQuality: quality.map((q) => ({
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
