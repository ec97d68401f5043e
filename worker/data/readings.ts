// Saved readings (all three types) of one session.
import { and, desc, eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type { ReadingType } from '../../domain/vocabulary.ts'
import { savedReadings } from '../../schema/tables.ts'

export const MAX_LISTED_READINGS = 500

export interface NewReading {
  id: string
  sessionId: string
  readingType: ReadingType
  readingData: Record<string, unknown>
  userTags: string | null
  userNotes: string | null
  resonantFrequency: number | null
  readingDate: string
  createdAt: number
}

export function insertReading(db: DrizzleD1Database, reading: NewReading) {
  return db.insert(savedReadings).values(reading)
}

type ReadingRow = typeof savedReadings.$inferSelect

/** The API shape of a saved reading (spec 01 §3). */
export function toApiReading(row: ReadingRow | NewReading) {
  return {
    id: row.id,
    sessionId: row.sessionId,
    readingType: row.readingType,
    readingData: row.readingData as Record<string, unknown>,
    userTags: row.userTags,
    userNotes: row.userNotes,
    timestamp: new Date(row.createdAt).toISOString(),
    readingDate: row.readingDate,
    resonantFrequency: row.resonantFrequency,
  }
}

export type ApiReading = ReturnType<typeof toApiReading>

export function listReadings(db: DrizzleD1Database, sessionId: string) {
  return db
    .select()
    .from(savedReadings)
    .where(eq(savedReadings.sessionId, sessionId))
    .orderBy(desc(savedReadings.createdAt), desc(savedReadings.id))
    .limit(MAX_LISTED_READINGS)
}

export function deleteReading(db: DrizzleD1Database, sessionId: string, id: string) {
  return db
    .delete(savedReadings)
    .where(and(eq(savedReadings.id, id), eq(savedReadings.sessionId, sessionId)))
    .returning({ id: savedReadings.id })
}
