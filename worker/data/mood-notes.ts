// Mood notes (docs/rules/emotional-check-in.md): feelings logged between check-ins, kept until the
// visitor erases them; at most MAX_DAILY_EVENTS.moodNotes a day (the table's trigger).
import { and, desc, eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { moodNotes } from '../../schema/tables.ts'

export type MoodNoteRow = typeof moodNotes.$inferInsert

export function insertMoodNote(db: DrizzleD1Database, row: MoodNoteRow) {
  return db.insert(moodNotes).values(row)
}

/** A session's mood notes of a local day, newest first. */
export function moodNotesOfDay(db: DrizzleD1Database, sessionId: string, localDate: string) {
  return db
    .select()
    .from(moodNotes)
    .where(and(eq(moodNotes.sessionId, sessionId), eq(moodNotes.localDate, localDate)))
    .orderBy(desc(moodNotes.createdAt))
}
