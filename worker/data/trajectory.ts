// Scalar journey points of one session.
import { desc, eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { NEUTRAL_SCALAR } from '../../domain/vocabulary.ts'
import { emotionalStates, trajectoryPoints } from '../../schema/tables.ts'
import { compiled } from './raw.ts'

/** How many points the journey keeps in its history answer. */
export const HISTORY_LIMIT = 100

/**
 * The compass's one statement: the latest `limit` scalars of a session with, over all of its
 * points, the count, the mean and the mean square around 81 (window aggregates run before LIMIT),
 * and the session's check-in baseline of the given local day. A one-row left side keeps the
 * check-in when the journey is still empty. Compiled once per isolate.
 */
const shifted = sql.raw(`(scalar_value - ${NEUTRAL_SCALAR})`)
const COMPASS_HISTORY = compiled<{ sessionId: string; limit: number; localDate: string }>(sql`
  select
    (select ${emotionalStates.newBaseline} from ${emotionalStates}
      where ${emotionalStates.sessionId} = ${sql.placeholder('sessionId')}
        and ${emotionalStates.localDate} = ${sql.placeholder('localDate')}
      order by ${emotionalStates.createdAt} desc limit 1) as emotional,
    count(*) as total,
    avg(${shifted}) as meanShift,
    avg(${shifted} * ${shifted}) as meanSquareShift,
    (select group_concat(v, ',' order by at desc, id desc) from (
      select scalar_value as v, created_at as at, id from ${trajectoryPoints}
      where session_id = ${sql.placeholder('sessionId')}
      order by created_at desc, id desc limit ${sql.placeholder('limit')})) as recent
  from ${trajectoryPoints} where session_id = ${sql.placeholder('sessionId')}`)

interface CompassHistoryRow {
  emotional: number | null
  total: number
  meanShift: number | null
  meanSquareShift: number | null
  recent: string | null
}

/** The compass's history and the day's check-in baseline: one D1 statement, one row. */
export async function compassHistory(
  d1: D1DatabaseSession,
  sessionId: string,
  localDate: string,
  limit = 10,
) {
  const [row] = await COMPASS_HISTORY.all<CompassHistoryRow>(d1, { sessionId, localDate, limit })
  const recentNewestFirst = (row?.recent ?? '').split(',').filter(Boolean).map(Number)
  const history: HistoryRow[] = recentNewestFirst.map((scalar) => ({
    scalar,
    total: Number(row?.total ?? 0),
    meanShift: Number(row?.meanShift ?? 0),
    meanSquareShift: Number(row?.meanSquareShift ?? 0),
  }))
  return { emotional: row?.emotional ?? null, history }
}

/** The latest `limit` scalars with the statistics over all points (trajectory analysis). */
const HISTORY_STATS = compiled<{ sessionId: string; limit: number }>(sql`
  select scalar_value as scalar, count(*) over () as total, avg(${shifted}) over () as meanShift,
         avg(${shifted} * ${shifted}) over () as meanSquareShift
  from ${trajectoryPoints} where session_id = ${sql.placeholder('sessionId')}
  order by created_at desc, id desc limit ${sql.placeholder('limit')}`)

export function historyStats(d1: D1DatabaseSession, sessionId: string, limit: number): Promise<HistoryRow[]> {
  return HISTORY_STATS.all<HistoryRow>(d1, { sessionId, limit })
}

export interface HistoryRow {
  scalar: number
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
  }
}

export function listPoints(db: DrizzleD1Database, sessionId: string, limit = HISTORY_LIMIT) {
  return db
    .select()
    .from(trajectoryPoints)
    .where(eq(trajectoryPoints.sessionId, sessionId))
    .orderBy(desc(trajectoryPoints.createdAt), desc(trajectoryPoints.id))
    .limit(limit)
}
