// Every table that holds a visitor's rows, with the column naming the session: the one list that
// the export, the erase and the recovery-code move go through, so that a new table cannot be
// forgotten by any of them (a test fails when a table with a session column is missing here).
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import {
  archetypeResults,
  codonInteractions,
  emotionalStates,
  idempotencyKeys,
  lunaInteractions,
  moodNotes,
  pushSubscriptions,
  savedReadings,
  sessionMoves,
  sessions,
  sessionTallies,
  trajectoryPoints,
  visits,
} from '../../schema/tables.ts'

export interface SessionTable {
  /** The key under which the export lists the rows and the erase counts them. */
  name: string
  table: SQLiteTable
  column: SQLiteColumn
  /** The column's property in the Drizzle table (for updates). */
  property: 'sessionId' | 'id'
}

/** In erase order: the `sessions` row last. */
export const SESSION_TABLES = [
  {
    name: 'archetypeResults',
    table: archetypeResults,
    column: archetypeResults.sessionId,
    property: 'sessionId',
  },
  { name: 'visits', table: visits, column: visits.sessionId, property: 'sessionId' },
  { name: 'savedReadings', table: savedReadings, column: savedReadings.sessionId, property: 'sessionId' },
  {
    name: 'emotionalStates',
    table: emotionalStates,
    column: emotionalStates.sessionId,
    property: 'sessionId',
  },
  { name: 'moodNotes', table: moodNotes, column: moodNotes.sessionId, property: 'sessionId' },
  {
    name: 'trajectoryPoints',
    table: trajectoryPoints,
    column: trajectoryPoints.sessionId,
    property: 'sessionId',
  },
  {
    name: 'lunaInteractions',
    table: lunaInteractions,
    column: lunaInteractions.sessionId,
    property: 'sessionId',
  },
  {
    name: 'codonInteractions',
    table: codonInteractions,
    column: codonInteractions.sessionId,
    property: 'sessionId',
  },
  {
    name: 'sessionTallies',
    table: sessionTallies,
    column: sessionTallies.sessionId,
    property: 'sessionId',
  },
  {
    name: 'idempotencyKeys',
    table: idempotencyKeys,
    column: idempotencyKeys.sessionId,
    property: 'sessionId',
  },
  {
    name: 'pushSubscriptions',
    table: pushSubscriptions,
    column: pushSubscriptions.sessionId,
    property: 'sessionId',
  },
  { name: 'sessionMoves', table: sessionMoves, column: sessionMoves.sessionId, property: 'sessionId' },
  { name: 'sessions', table: sessions, column: sessions.id, property: 'id' },
] as const satisfies readonly SessionTable[]

export type SessionTableName = (typeof SESSION_TABLES)[number]['name']
