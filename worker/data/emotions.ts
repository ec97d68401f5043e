// Emotional check-ins: once per local calendar day per session, enforced by the database itself
// (docs/rules/emotional-check-in.md).
import { desc, eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { emotionalStates, savedReadings } from '../../schema/tables.ts'

/** The session's last check-in. */
export function latestState(db: DrizzleD1Database, sessionId: string) {
  return db
    .select()
    .from(emotionalStates)
    .where(eq(emotionalStates.sessionId, sessionId))
    .orderBy(desc(emotionalStates.createdAt))
    .limit(1)
}

export interface CheckInRow {
  sessionId: string
  emotionalValue: number
  codonIndex: number
  descriptor: string
  context: unknown
  archetypeName: string | null
  baseline: number
  newBaseline: number
  localDate: string
  /** The visitor's local time 'HH:MM', when the request gave it. */
  localTime: string | null
  at: number
  /** Its 'emotional-resonance' reading. */
  reading: { id: string; readingData: unknown }
}

/**
 * The check-in and its reading, for one batch: each insert runs only if the one before it
 * inserted a row (changes() = 1), so a check-in refused by the once-a-day rule (the session has one
 * on this local date, or on a later one) writes nothing; D1
 * runs a batch's statements in order in one transaction. The first statement's changes say
 * whether it was stored.
 */
export function insertCheckInOncePerDay(row: CheckInRow) {
  return [
    sql`insert into ${emotionalStates}
      (session_id, emotional_value, codon_index, descriptor, context, archetype_name, baseline, new_baseline, local_date, local_time, created_at)
      select ${row.sessionId}, ${row.emotionalValue}, ${row.codonIndex}, ${row.descriptor}, ${JSON.stringify(row.context)},
        ${row.archetypeName}, ${row.baseline}, ${row.newBaseline}, ${row.localDate}, ${row.localTime}, ${row.at}
      where not exists (select 1 from ${emotionalStates} where session_id = ${row.sessionId} and local_date >= ${row.localDate})`,
    sql`insert into ${savedReadings}
      (id, session_id, reading_type, reading_data, user_tags, user_notes, resonant_frequency, reading_date, created_at)
      select ${row.reading.id}, ${row.sessionId}, 'emotional-resonance', ${JSON.stringify(row.reading.readingData)}, null, null, null, ${row.localDate}, ${row.at}
      where changes() = 1`,
  ] as const
}
