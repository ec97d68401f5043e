// Saved readings (all three types) of one session.
import { and, count, desc, eq, lt, or } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type { ReadingType } from '../../domain/vocabulary.ts'
import { savedReadings } from '../../schema/tables.ts'

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

export interface ReadingsPage {
  /** Older than this (created_at, id), when reading on from a page before. */
  before?: { createdAt: number; id: string }
  limit: number
  readingType?: ReadingType
}

/**
 * One page of a session's readings, newest first (keyset on created_at then id, so a page is the
 * same however many rows the session holds), with one more row than asked to tell whether more
 * follow; and the session's count of readings of that type.
 */
export function listReadingsPage(db: DrizzleD1Database, sessionId: string, page: ReadingsPage) {
  const ofSession = and(
    eq(savedReadings.sessionId, sessionId),
    page.readingType ? eq(savedReadings.readingType, page.readingType) : undefined,
  )
  const before = page.before
  return [
    db
      .select()
      .from(savedReadings)
      .where(
        and(
          ofSession,
          before
            ? or(
                lt(savedReadings.createdAt, before.createdAt),
                and(eq(savedReadings.createdAt, before.createdAt), lt(savedReadings.id, before.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(savedReadings.createdAt), desc(savedReadings.id))
      .limit(page.limit + 1),
    db.select({ total: count() }).from(savedReadings).where(ofSession),
  ] as const
}

/** The cursor that reads on after a row: its created_at and id. */
export const cursorAfter = (row: { createdAt: number; id: string }) => `${row.createdAt}.${row.id}`

export function parseCursor(cursor: string): { createdAt: number; id: string } {
  const dot = cursor.indexOf('.')
  return { createdAt: Number(cursor.slice(0, dot)), id: cursor.slice(dot + 1) }
}

export function deleteReading(db: DrizzleD1Database, sessionId: string, id: string) {
  return db
    .delete(savedReadings)
    .where(and(eq(savedReadings.id, id), eq(savedReadings.sessionId, sessionId)))
    .returning({ id: savedReadings.id })
}
