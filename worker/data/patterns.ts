// The rows patterns are found in (docs/rules/patterns.md): a session's check-ins and mood notes of
// the last year, its clarity choices, its latest archetype record and its readings' seed: one batch.
import { and, eq, gte } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { CLARITY_CHOSEN } from '../../domain/vocabulary.ts'
import { emotionalStates, lunaInteractions, moodNotes } from '../../schema/tables.ts'
import { latestArchetypeRecord } from './archetypes.ts'
import { readingSeedOf } from './sessions.ts'

export function patternQueries(db: DrizzleD1Database, sessionId: string, fromDate: string, fromMs: number) {
  return [
    db
      .select({
        localDate: emotionalStates.localDate,
        localTime: emotionalStates.localTime,
        value: emotionalStates.emotionalValue,
        createdAt: emotionalStates.createdAt,
      })
      .from(emotionalStates)
      .where(and(eq(emotionalStates.sessionId, sessionId), gte(emotionalStates.localDate, fromDate))),
    db
      .select({
        localDate: moodNotes.localDate,
        localTime: moodNotes.localTime,
        value: moodNotes.value,
        createdAt: moodNotes.createdAt,
      })
      .from(moodNotes)
      .where(and(eq(moodNotes.sessionId, sessionId), gte(moodNotes.localDate, fromDate))),
    db
      .select({ response: lunaInteractions.lunaResponse, createdAt: lunaInteractions.createdAt })
      .from(lunaInteractions)
      .where(
        and(
          eq(lunaInteractions.sessionId, sessionId),
          eq(lunaInteractions.userAction, CLARITY_CHOSEN),
          gte(lunaInteractions.createdAt, fromMs),
        ),
      ),
    latestArchetypeRecord(db, sessionId),
    readingSeedOf(db, sessionId),
  ] as const
}
