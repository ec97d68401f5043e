// Moving a session to a new id (docs/decisions/013): what is stored under a code, the earlier move
// of a retried restore, and the move itself.
import { count, eq, lt, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import {
  archetypeResults,
  savedReadings,
  sessionMoves,
  sessions,
  trajectoryPoints,
} from '../../schema/tables.ts'
import { IDEMPOTENCY_TTL_MS } from '../idempotency.ts'
import { SESSION_TABLES } from './session-tables.ts'

/** Whether anything is stored under the code: its session row or any row that makes a profile. */
export function storedUnder(db: DrizzleD1Database, code: string) {
  return db
    .select({
      n: sql<number>`(select ${count()} from ${sessions} where ${sessions.id} = ${code})
        + (select ${count()} from ${archetypeResults} where ${archetypeResults.sessionId} = ${code})
        + (select ${count()} from ${savedReadings} where ${savedReadings.sessionId} = ${code})
        + (select ${count()} from ${trajectoryPoints} where ${trajectoryPoints.sessionId} = ${code})`,
      // The readings' seed the session keeps (its first id after a restore; null: the code itself).
      seed: sql<string | null>`(select ${sessions.seed} from ${sessions} where ${sessions.id} = ${code})`,
    })
    .from(sql`(select 1)`)
}

/** The moves older than the idempotency window (the cron). */
export function pruneMoves(db: DrizzleD1Database, now: number) {
  return db.delete(sessionMoves).where(lt(sessionMoves.movedAt, now - IDEMPOTENCY_TTL_MS))
}

/** The new id of an earlier move with the same key (none without a key), and its readings' seed. */
export function earlierMove(db: DrizzleD1Database, moveKey: string | null) {
  return db
    .select({ sessionId: sessionMoves.sessionId, seed: sessionMoves.seed })
    .from(sessionMoves)
    .where(eq(sessionMoves.moveKey, moveKey ?? ''))
    .limit(1)
}

/**
 * Every row of `code` re-keyed to `sessionId` in one batch, with the move recorded under its key, and
 * the readings' seed kept: the new session's days read as the old one's (docs/decisions/013).
 */
export async function moveSession(
  db: DrizzleD1Database,
  code: string,
  sessionId: string,
  moveKey: string | null,
  now: number,
  seed: string,
): Promise<void> {
  const moves = SESSION_TABLES.filter((t) => t.name !== 'sessionMoves').map((t) =>
    db
      .update(t.table)
      .set({ [t.property]: sessionId } as never)
      .where(eq(t.column, code)),
  )
  const [first, ...rest] = moves
  if (!first) throw new Error('no session tables')
  await db.batch([
    first,
    ...rest,
    // The moved row keeps its seed; data stored without a session row gets one that holds it.
    db
      .insert(sessions)
      .values({ id: sessionId, createdAt: now, lastSeenAt: now, seed })
      .onConflictDoUpdate({ target: sessions.id, set: { seed } }),
    ...(moveKey ? [db.insert(sessionMoves).values({ moveKey, sessionId, movedAt: now, seed })] : []),
  ])
}
