// The month view's rows (docs/rules/daily-reading.md): a session's visit days, check-ins and mood
// notes of a month (and of the day before it, whose feeling moves the first day's words), and its
// latest archetype record: one batch.
import { and, asc, between, eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { emotionalStates, moodNotes, visits } from '../../schema/tables.ts'
import { latestArchetypeRecord } from './archetypes.ts'
import { readingSeedOf } from './sessions.ts'

export function monthQueries(db: DrizzleD1Database, sessionId: string, from: string, to: string) {
  return [
    db
      .selectDistinct({ date: visits.visitDate })
      .from(visits)
      .where(and(eq(visits.sessionId, sessionId), between(visits.visitDate, from, to))),
    db
      .select({
        localDate: emotionalStates.localDate,
        value: emotionalStates.emotionalValue,
        newBaseline: emotionalStates.newBaseline,
        createdAt: emotionalStates.createdAt,
      })
      .from(emotionalStates)
      .where(and(eq(emotionalStates.sessionId, sessionId), between(emotionalStates.localDate, from, to)))
      .orderBy(asc(emotionalStates.createdAt)),
    db
      .select({
        localDate: moodNotes.localDate,
        value: moodNotes.value,
        words: moodNotes.words,
        createdAt: moodNotes.createdAt,
      })
      .from(moodNotes)
      .where(and(eq(moodNotes.sessionId, sessionId), between(moodNotes.localDate, from, to)))
      .orderBy(asc(moodNotes.createdAt)),
    latestArchetypeRecord(db, sessionId),
    readingSeedOf(db, sessionId),
  ] as const
}
