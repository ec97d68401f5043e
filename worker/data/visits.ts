// Daily visits: one row per session, local day and page, counted.
import { asc, eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { MAX_LOCAL_DATES_PER_DAY } from '../../domain/budgets.ts'
import { DAY_MS } from '../../domain/retention.ts'
import { visits } from '../../schema/tables.ts'
import { tallyPageOfDay } from './tallies.ts'

/** The distinct local days with a visit, oldest first (what streaks are made of). */
export function visitDatesQuery(db: DrizzleD1Database, sessionId: string) {
  return (
    db
      // Named `date` in the SQL too, so raw batches read it under the same name.
      .selectDistinct({ date: sql<string>`${visits.visitDate}`.as('date') })
      .from(visits)
      .where(eq(visits.sessionId, sessionId))
      .orderBy(asc(visits.visitDate))
  )
}

/**
 * Counts a visit to a page on a local day (upserts, for batching): the session's running tally of
 * the page, once a day (before the day's row, which it looks for), and the day's row
 * (docs/decisions/022: old visit rows are pruned to one a day).
 */
export function countVisit(sessionId: string, localDate: string, page: string, at: number) {
  return [
    tallyPageOfDay(sessionId, localDate, page, dateAllowed(sessionId, localDate, at)),
    countVisitRow(sessionId, localDate, page, at),
  ] as const
}

/**
 * A local date may be counted when the session already has it, or when fewer than
 * MAX_LOCAL_DATES_PER_DAY other dates were first recorded in the last 24 hours (docs/rules/streaks.md):
 * a day's two sides of midnight, never three dates posted at once to invent streak days.
 */
export function dateAllowed(sessionId: string, localDate: string, at: number) {
  return sql`(exists (select 1 from ${visits} where ${visits.sessionId} = ${sessionId} and ${visits.visitDate} = ${localDate})
    or (select count(distinct ${visits.visitDate}) from ${visits} where ${visits.sessionId} = ${sessionId}
        and ${visits.firstAt} > ${at - DAY_MS} and ${visits.visitDate} <> ${localDate}) < ${MAX_LOCAL_DATES_PER_DAY})`
}

function countVisitRow(sessionId: string, localDate: string, page: string, at: number) {
  return sql`insert into ${visits} (session_id, visit_date, page, count, first_at, last_at)
    select ${sessionId}, ${localDate}, ${page}, 1, ${at}, ${at} where ${dateAllowed(sessionId, localDate, at)}
    on conflict (session_id, visit_date, page) do update set count = count + 1, last_at = excluded.last_at`
}
