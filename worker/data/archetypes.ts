// Archetype records: what the server derived from a visitor's quiz result (docs/rules/archetype-record.md).
import { desc, eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { archetypeResults } from '../../schema/tables.ts'

export function insertArchetypeRecord(db: DrizzleD1Database, row: typeof archetypeResults.$inferInsert) {
  return db.insert(archetypeResults).values(row).returning({ id: archetypeResults.id })
}

/**
 * The session's latest record: its archetype and the baseline sources of its profile (a check-in
 * reads its baseline and archetype; the month view and the patterns compute each day's reading from
 * the sources).
 */
export function latestArchetypeRecord(db: DrizzleD1Database, sessionId: string) {
  return db
    .select({
      archetypeId: archetypeResults.archetypeId,
      birthScalar: archetypeResults.birthScalar,
      archetypeScalar: archetypeResults.archetypeScalar,
      combinedBaseline: archetypeResults.combinedBaseline,
      birthDate: archetypeResults.birthDate,
    })
    .from(archetypeResults)
    .where(eq(archetypeResults.sessionId, sessionId))
    .orderBy(desc(archetypeResults.createdAt), desc(archetypeResults.id))
    .limit(1)
}
