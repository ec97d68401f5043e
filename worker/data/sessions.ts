// Session rows: created on a visitor's first write, touched on later ones.
import { eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { sessions } from '../../schema/tables.ts'

/** An upsert that records the session (for batching with the write it accompanies). */
export function touchSession(db: DrizzleD1Database, id: string, now: number, displayName?: string | null) {
  return db
    .insert(sessions)
    .values({ id, createdAt: now, lastSeenAt: now, displayName: displayName ?? null })
    .onConflictDoUpdate({
      target: sessions.id,
      set:
        displayName === undefined
          ? { lastSeenAt: now }
          : { lastSeenAt: now, displayName: displayName === null ? null : sql`excluded.display_name` },
    })
}

export function selectSession(db: DrizzleD1Database, id: string) {
  return db.select().from(sessions).where(eq(sessions.id, id)).limit(1)
}
