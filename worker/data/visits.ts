// Daily visits: one row per session, local day and page, counted.
import { asc, eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { visits } from '../../schema/tables.ts'

/** The distinct local days with a visit, oldest first (what streaks are made of). */
export function visitDatesQuery(db: DrizzleD1Database, sessionId: string) {
  return db
    .selectDistinct({ date: visits.visitDate })
    .from(visits)
    .where(eq(visits.sessionId, sessionId))
    .orderBy(asc(visits.visitDate))
}

/** Counts a visit to a page on a local day (an upsert, for batching). */
export function countVisit(
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
