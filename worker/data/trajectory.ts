// Scalar journey points of one session.
import { desc, eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { NEUTRAL_SCALAR } from '../../domain/vocabulary.ts'
import { trajectoryPoints } from '../../schema/tables.ts'

/** How many points the journey keeps in its history answer. */
export const HISTORY_LIMIT = 100

/**
 * One query: the latest `limit` scalars of a session with, over all of its points, the count,
 * the mean and the mean square around 81 (window aggregates run before LIMIT).
 */
export function historyStatsQuery(db: DrizzleD1Database, sessionId: string, limit: number) {
  const shifted = sql`(${trajectoryPoints.scalarValue} - ${NEUTRAL_SCALAR})`
  return db
    .select({
      scalar: trajectoryPoints.scalarValue,
      total: sql<number>`count(*) over ()`,
      meanShift: sql<number>`avg(${shifted}) over ()`,
      meanSquareShift: sql<number>`avg(${shifted} * ${shifted}) over ()`,
    })
    .from(trajectoryPoints)
    .where(eq(trajectoryPoints.sessionId, sessionId))
    .orderBy(desc(trajectoryPoints.createdAt), desc(trajectoryPoints.id))
    .limit(limit)
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
