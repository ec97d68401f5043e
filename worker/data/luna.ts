// Luna's interactions and codon plays, and what Luna remembers of a session.
import { and, asc, count, desc, eq, isNotNull, sum } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { CLARITY_CHOSEN } from '../../domain/memory.ts'
import { codonInteractions, lunaInteractions, sessions, visits } from '../../schema/tables.ts'
import { visitDatesQuery } from './visits.ts'

export function insertLunaInteraction(db: DrizzleD1Database, row: typeof lunaInteractions.$inferInsert) {
  return db.insert(lunaInteractions).values(row)
}

export function insertCodonPlay(db: DrizzleD1Database, row: typeof codonInteractions.$inferInsert) {
  return db.insert(codonInteractions).values(row)
}

/**
 * GET /api/luna-patterns in one batch: intents by frequency, pages by visits, the interaction
 * count, the visit days (for the streak) and when the session began.
 */
export function patternQueries(db: DrizzleD1Database, sessionId: string) {
  return [
    db
      .select({ intent: lunaInteractions.intent, count: count() })
      .from(lunaInteractions)
      // Only what the visitor chose counts as an intent, never an insight shown on a page view.
      .where(
        and(
          eq(lunaInteractions.sessionId, sessionId),
          eq(lunaInteractions.userAction, CLARITY_CHOSEN),
          isNotNull(lunaInteractions.intent),
        ),
      )
      .groupBy(lunaInteractions.intent)
      .orderBy(desc(count()), asc(lunaInteractions.intent)),
    db
      .select({ page: visits.page, visits: sum(visits.count).mapWith(Number) })
      .from(visits)
      .where(eq(visits.sessionId, sessionId))
      .groupBy(visits.page)
      .orderBy(desc(sum(visits.count)), asc(visits.page)),
    db.select({ total: count() }).from(lunaInteractions).where(eq(lunaInteractions.sessionId, sessionId)),
    visitDatesQuery(db, sessionId),
    db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1),
  ] as const
}
