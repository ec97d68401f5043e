// Saved readings (all three types) of one session.
import { and, count, desc, eq, lt, or, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { MAX_SAVED_READING_BYTES, MAX_SAVED_READINGS, QUOTA_SENTENCES } from '../../domain/quotas.ts'
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

/** Bytes a reading takes as stored: its data, tags and notes (UTF-8). */
export const storedSize = sql`length(cast(reading_data as blob)) + coalesce(length(cast(user_tags as blob)), 0) + coalesce(length(cast(user_notes as blob)), 0)`

/**
 * Inserts a reading only while the session keeps fewer than MAX_SAVED_READINGS and their size stays
 * within MAX_SAVED_READING_BYTES, in one statement (concurrent saves cannot pass the quota
 * together). No row inserted: a quota refused it (see `quotaRefusal`).
 */
export function insertReadingWithinQuota(reading: NewReading) {
  const data = JSON.stringify(reading.readingData)
  return sql`insert into ${savedReadings}
      (id, session_id, reading_type, reading_data, user_tags, user_notes, resonant_frequency, reading_date, created_at)
    select ${reading.id}, ${reading.sessionId}, ${reading.readingType}, ${data}, ${reading.userTags},
      ${reading.userNotes}, ${reading.resonantFrequency}, ${reading.readingDate}, ${reading.createdAt}
    from (select count(*) as n, coalesce(sum(${storedSize}), 0) as bytes
          from ${savedReadings} where session_id = ${reading.sessionId}) as kept
    where kept.n < ${MAX_SAVED_READINGS}
      and kept.bytes + length(cast(${data} as blob)) + coalesce(length(cast(${reading.userTags} as blob)), 0)
        + coalesce(length(cast(${reading.userNotes} as blob)), 0) <= ${MAX_SAVED_READING_BYTES}`
}

/** Which quota a refused insert met: the count, else the size. */
export async function quotaRefusal(d1: D1DatabaseSession, sessionId: string): Promise<string> {
  const kept = await d1
    .prepare('select count(*) as n from saved_readings where session_id = ?')
    .bind(sessionId)
    .first<{ n: number }>()
  return (kept?.n ?? 0) >= MAX_SAVED_READINGS ? QUOTA_SENTENCES.readings : QUOTA_SENTENCES.readingBytes
}

type ReadingRow = typeof savedReadings.$inferSelect

/** The API shape of a saved reading (docs/decisions/004-atomic-writes-and-idempotency.md). */
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
