// Daily visits: one row per session, local day and page, counted.
import { asc, eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { visits } from '../../schema/tables.ts'
import { tallyPageOfDay } from './tallies.ts'

/** The distinct local days with a visit, oldest first (what streaks are made of). */
export function visitDatesQuery(db: DrizzleD1Database, sessionId: string) {
  return db
    .selectDistinct({ date: visits.visitDate })
    .from(visits)
    .where(eq(visits.sessionId, sessionId))
    .orderBy(asc(visits.visitDate))
}

/**
 * Counts a visit to a page on a local day (upserts, for batching): the session's running tally of
 * the page, once a day (before the day's row, which it looks for), and the day's row
 * (docs/decisions/022: old visit rows are pruned to one a day).
 */
export function countVisit(
  db: DrizzleD1Database,
  sessionId: string,
  localDate: string,
  page: string,
  at: number,
) {
  return [
    tallyPageOfDay(db, sessionId, localDate, page),
    countVisitRow(db, sessionId, localDate, page, at),
  ] as const
}

function countVisitRow(
  db: DrizzleD1Database,
  sessionId: string,
  localDate: string,
  page: string,
  at: number,
) {
  return db
    .insert(visits)
    .values({ sessionId, visitDate: localDate, page, count: 1, firstAt: at, lastAt: at })
    .onConflictDoUpdate({
      target: [visits.sessionId, visits.visitDate, visits.page],
      set: { count: sql`${visits.count} + 1`, lastAt: at },
    })
}
