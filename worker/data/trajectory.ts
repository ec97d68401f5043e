// Scalar journey points of one session.
import { avg, count, desc, eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { addDays } from '../../domain/dates.ts'
import type { Entry } from '../../domain/heard.ts'
import { round3 } from '../../domain/numbers.ts'
import { READING_DEVIATION_LIMIT } from '../../domain/ranges.ts'
import { DEFAULT_BASELINE, NEUTRAL_SCALAR } from '../../domain/vocabulary.ts'
import { archetypeResults, emotionalStates, trajectoryPoints } from '../../schema/tables.ts'
import { COMPASS_QUERY, COMPASS_RECENT, type CompassQueryParams, shifted } from './compass-query.ts'
import { batch, compiled, rowsOf } from './raw.ts'

/** How many points the journey keeps in its history answer. */
export const HISTORY_LIMIT = 100

const COMPASS_HISTORY = compiled<CompassQueryParams>(COMPASS_QUERY)

interface CompassHistoryRow {
  emotional: number | null
  emotionalValue: number | null
  /** JSON: [[value, words, localTime, at], …], newest first. */
  entriesToday: string | null
  feelingYesterday: number | null
  total: number
  meanShift: number | null
  meanSquareShift: number | null
  recent: string | null
  seed: string | null
}

/** The compass's history and the day's check-in baseline: one D1 statement, one row. */
export async function compassHistory(
  d1: D1DatabaseSession,
  sessionId: string,
  localDate: string,
  limit = COMPASS_RECENT,
) {
  const yesterday = addDays(localDate, -1)
  const [row] = await COMPASS_HISTORY.all<CompassHistoryRow>(d1, { sessionId, localDate, yesterday, limit })
  // 'scalar:createdAt' pairs, newest first.
  const recentNewestFirst = (row?.recent ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split(':').map(Number) as [number, number])
  const history: HistoryRow[] = recentNewestFirst.map(([scalar, at]) => ({
    scalar,
    at,
    total: Number(row?.total ?? 0),
    meanShift: Number(row?.meanShift ?? 0),
    meanSquareShift: Number(row?.meanSquareShift ?? 0),
  }))
  return {
    emotional: row?.emotional ?? null,
    emotionalValue: row?.emotionalValue ?? null,
    entries: entriesOf(row?.entriesToday ?? null),
    feelings: { yesterday: row?.feelingYesterday ?? null },
    /** The readings' seed kept through a restore; null: the session id. */
    seed: row?.seed ?? null,
    history,
  }
}

/** The day's entries from the statement's JSON array, oldest first; malformed items are left out. */
function entriesOf(json: string | null): Entry[] {
  let rows: unknown
  try {
    rows = JSON.parse(json ?? '[]')
  } catch {
    return []
  }
  if (!Array.isArray(rows)) return []
  const entries: Entry[] = []
  for (const row of rows) {
    if (!Array.isArray(row)) continue
    const [value, words, localTime, at] = row as unknown[]
    if (typeof value !== 'number' || typeof at !== 'number') continue
    entries.push({
      value,
      words: typeof words === 'string' ? words : null,
      localTime: typeof localTime === 'string' ? localTime : null,
      at,
    })
  }
  return entries.reverse()
}

/** The latest `limit` scalars with the statistics over all points (trajectory analysis). */
const HISTORY_STATS = compiled<{ sessionId: string; limit: number }>(sql`
  select scalar_value as scalar, created_at as at, count(*) over () as total, avg(${shifted}) over () as meanShift,
         avg(${shifted} * ${shifted}) over () as meanSquareShift
  from ${trajectoryPoints} where session_id = ${sql.placeholder('sessionId')}
  order by created_at desc, id desc limit ${sql.placeholder('limit')}`)

export function historyStats(d1: D1DatabaseSession, sessionId: string, limit: number): Promise<HistoryRow[]> {
  return HISTORY_STATS.all<HistoryRow>(d1, { sessionId, limit })
}

export interface HistoryRow {
  scalar: number
  /** When the point was recorded (ms). */
  at: number
  total: number
  meanShift: number
  meanSquareShift: number
}

/** Count, mean and sample σ of all points, and the recent scalars oldest → newest. */
export function summarizeHistory(rows: readonly HistoryRow[]) {
  const first = rows[0]
  const count = first ? Number(first.total) : 0
  const meanShift = first ? Number(first.meanShift) : 0
  const variance = first ? Math.max(0, Number(first.meanSquareShift) - meanShift ** 2) : 0
  const sampleVariance = count > 1 ? (variance * count) / (count - 1) : 0
  return {
    count,
    average: count > 0 ? NEUTRAL_SCALAR + meanShift : 0,
    sigma: Math.sqrt(sampleVariance),
    recent: rows.map((r) => r.scalar).reverse(),
    /** From the first to the last recent reading, ms: the span the analysis's words name (docs/rules/trajectory.md). */
    recentSpanMs:
      rows.length > 0
        ? Math.max(...rows.map((r) => Number(r.at))) - Math.min(...rows.map((r) => Number(r.at)))
        : 0,
  }
}

export function listPoints(db: DrizzleD1Database, sessionId: string, limit = HISTORY_LIMIT) {
  return db
    .select({
      scalarValue: trajectoryPoints.scalarValue,
      personalBaseline: trajectoryPoints.personalBaseline,
      context: trajectoryPoints.context,
      createdAt: trajectoryPoints.createdAt,
      localDate: pointDay,
    })
    .from(trajectoryPoints)
    .where(eq(trajectoryPoints.sessionId, sessionId))
    .orderBy(desc(trajectoryPoints.createdAt), desc(trajectoryPoints.id))
    .limit(limit)
}

/** Rounding a client may apply to a baseline (3 decimals, either way). */
const BASELINE_MATCH = 0.0015
/** How long a check-in's baseline is a point's baseline: its local day, in any time zone. */
const CHECK_IN_BASELINE_MS = 2 * 86_400_000

/**
 * The sentence of a refused point: the baselines the server holds for the session, which a claimed
 * personalBaseline must be, or which a point that claims none must lie near.
 */
export async function baselineRefusal(
  d1: D1DatabaseSession,
  sessionId: string,
  now: number,
  claimed: boolean,
): Promise<string> {
  const [records, checkIns] = await batch(d1, [
    sql`select combined_baseline as b from ${archetypeResults} where session_id = ${sessionId}
        order by created_at desc, id desc limit 1`,
    sql`select new_baseline as b from ${emotionalStates} where session_id = ${sessionId}
        and created_at >= ${now - CHECK_IN_BASELINE_MS} order by created_at desc limit 1`,
  ])
  const combined = rowsOf<{ b: number }>(records)[0]?.b
  const checkIn = rowsOf<{ b: number }>(checkIns)[0]?.b
  const expected = [
    combined === undefined ? null : `your baseline ξ ${round3(combined)}`,
    checkIn === undefined ? null : `today's check-in baseline ${round3(checkIn)}`,
  ].filter((t): t is string => t !== null)
  if (!claimed) {
    const held =
      expected.length > 0
        ? `${expected.join(' or ')}, as stored for this session`
        : `the default baseline ξ ${DEFAULT_BASELINE} (no baseline is stored for this session)`
    return `The scalarValue field must be within ${READING_DEVIATION_LIMIT} of ${held}, or send the personalBaseline field.`
  }
  return `The personalBaseline field must be ${expected.join(' or ')}, as stored for this session.`
}

export interface NewPoint {
  sessionId: string
  scalarValue: number
  personalBaseline: number | null
  context: string
  intent: string
  profileData: unknown
  createdAt: number
  localDate: string
}

/**
 * Inserts a journey point (returning its id) only when the baseline it claims is one the server
 * holds for the session, or the server holds no record (docs/rules/ranges.md): the latest record's
 * combined baseline, or a check-in's of the last 48 hours, each to within 0.0015. A point that
 * claims no baseline must lie within the reading's reach (READING_DEVIATION_LIMIT) of one of those,
 * or of the default baseline when the server holds neither.
 */
export function insertPointIfBaselineHeld(p: NewPoint) {
  const claimed = p.personalBaseline
  return sql`insert into ${trajectoryPoints}
      (session_id, scalar_value, personal_baseline, context, intent, profile_data, created_at, local_date)
    select ${p.sessionId}, ${p.scalarValue}, ${claimed}, ${p.context}, ${p.intent},
      ${p.profileData ? JSON.stringify(p.profileData) : null}, ${p.createdAt}, ${p.localDate}
    where case when ${claimed} is null then
        abs(${p.scalarValue} - coalesce((select combined_baseline from ${archetypeResults} where session_id = ${p.sessionId}
             order by created_at desc, id desc limit 1), ${DEFAULT_BASELINE})) <= ${READING_DEVIATION_LIMIT + 1e-9}
        or exists (select 1 from ${emotionalStates} where session_id = ${p.sessionId}
             and created_at >= ${p.createdAt - CHECK_IN_BASELINE_MS} and abs(new_baseline - ${p.scalarValue}) <= ${READING_DEVIATION_LIMIT + 1e-9})
      else
      not exists (select 1 from ${archetypeResults} where session_id = ${p.sessionId})
      or abs(${claimed} - (select combined_baseline from ${archetypeResults} where session_id = ${p.sessionId}
             order by created_at desc, id desc limit 1)) <= ${BASELINE_MATCH}
      or exists (select 1 from ${emotionalStates} where session_id = ${p.sessionId}
             and created_at >= ${p.createdAt - CHECK_IN_BASELINE_MS} and abs(new_baseline - ${claimed}) <= ${BASELINE_MATCH})
      end
    returning id`
}

/** A point's local day: the one it was made on, or its UTC day for points made before it was kept. */
export const pointDay = sql<string>`coalesce(${trajectoryPoints.localDate}, date(${trajectoryPoints.createdAt} / 1000, 'unixepoch'))`

/** The session's point count, its distinct days and its average scalar. */
export function pointTotals(db: DrizzleD1Database, sessionId: string) {
  return db
    .select({
      total: count(),
      days: sql<number>`count(distinct ${pointDay})`,
      average: avg(trajectoryPoints.scalarValue),
    })
    .from(trajectoryPoints)
    .where(eq(trajectoryPoints.sessionId, sessionId))
}
