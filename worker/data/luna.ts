// Luna's interactions and codon plays, and what Luna remembers of a session.
import { asc, desc, eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { CLARITY_CHOSEN } from '../../domain/vocabulary.ts'
import { codonInteractions, lunaInteractions, sessions, sessionTallies } from '../../schema/tables.ts'
import { tally } from './tallies.ts'
import { visitDatesQuery } from './visits.ts'

export function insertLunaInteraction(db: DrizzleD1Database, row: typeof lunaInteractions.$inferInsert) {
  return db.insert(lunaInteractions).values(row)
}

export function insertCodonPlay(db: DrizzleD1Database, row: typeof codonInteractions.$inferInsert) {
  return db.insert(codonInteractions).values(row)
}

/** The tallies of a Luna interaction: one interaction, and its intent when the visitor chose one. */
export function tallyLunaInteraction(
  db: DrizzleD1Database,
  sessionId: string,
  userAction: string,
  intent: string | null,
) {
  // Only a choice is an act of the visitor's: an insight shown, or its technical view opened, is not
  // (docs/rules/memory-panel.md).
  if (userAction !== CLARITY_CHOSEN || intent === null) return []
  return [tally(db, sessionId, 'interactions', ''), tally(db, sessionId, 'intent', intent)]
}

/**
 * GET /api/luna-patterns in one batch: the session's tallies (intents it chose, visits per page,
 * interactions), the visit days (for the streak) and when the session began.
 */
export function patternQueries(db: DrizzleD1Database, sessionId: string) {
  return [
    db
      .select({ kind: sessionTallies.kind, key: sessionTallies.key, count: sessionTallies.count })
      .from(sessionTallies)
      .where(eq(sessionTallies.sessionId, sessionId))
      .orderBy(desc(sessionTallies.count), asc(sessionTallies.key)),
    visitDatesQuery(db, sessionId),
    db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)).limit(1),
  ] as const
}
