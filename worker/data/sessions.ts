// Session rows: created on a visitor's first write, touched on later ones.
import { eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { dayIndexOf } from '../../domain/retention.ts'
import { sessions } from '../../schema/tables.ts'

/**
 * An upsert that records the session (for batching with the write it accompanies). `network`: the
 * request's hashed network (worker/meters.ts requestNetwork), kept from the session's first write.
 */
export function touchSession(
  db: DrizzleD1Database,
  id: string,
  now: number,
  { displayName, network = null }: { displayName?: string | null; network?: string | null } = {},
) {
  const day = dayIndexOf(now)
  // A later UTC day than the last one it wrote on is one more active day (domain/budgets.ts).
  const active = {
    lastSeenAt: now,
    activeDays: sql`${sessions.activeDays} + (excluded.last_active_day > ${sessions.lastActiveDay})`,
    lastActiveDay: sql`max(${sessions.lastActiveDay}, excluded.last_active_day)`,
  }
  return db
    .insert(sessions)
    .values({
      id,
      createdAt: now,
      lastSeenAt: now,
      displayName: displayName ?? null,
      activeDays: 1,
      lastActiveDay: day,
      network,
    })
    .onConflictDoUpdate({
      target: sessions.id,
      set:
        displayName === undefined
          ? active
          : { ...active, displayName: displayName === null ? null : sql`excluded.display_name` },
    })
}

/**
 * The seed of a session's readings: its kept seed after a restore, else its id (docs/decisions/013,
 * docs/rules/daily-reading.md). No row: none (the id then seeds them).
 */
export function readingSeedOf(db: DrizzleD1Database, id: string) {
  return db.select({ seed: sessions.seed }).from(sessions).where(eq(sessions.id, id)).limit(1)
}

export function selectSession(db: DrizzleD1Database, id: string) {
  return db.select().from(sessions).where(eq(sessions.id, id)).limit(1)
}
