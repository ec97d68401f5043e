// Erasing a session: every row of every session table, in one batch (data/session-tables.ts).
import { eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { SESSION_TABLES, type SessionTableName } from './session-tables.ts'

/** Deletes the session's rows from every table; answers how many went from each. */
export async function eraseSession(
  db: DrizzleD1Database,
  sessionId: string,
): Promise<Record<SessionTableName, number>> {
  const [first, ...rest] = SESSION_TABLES.map((t) => db.delete(t.table).where(eq(t.column, sessionId)))
  if (!first) throw new Error('no session tables')
  const results = await db.batch([first, ...rest])
  return Object.fromEntries(
    SESSION_TABLES.map((t, i) => [
      t.name,
      (results[i] as { meta?: { changes?: number } } | undefined)?.meta?.changes ?? 0,
    ]),
  ) as Record<SessionTableName, number>
}
