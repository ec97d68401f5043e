// A session's running tallies for Luna's memory panel (docs/decisions/022): written in the same
// batch as the write they count, kept until the visitor erases them.
import { sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { sessionTallies } from '../../schema/tables.ts'

/**
 * A session's running tally (docs/decisions/022): one more of `kind` under `key`, as an upsert run
 * in the same batch as the write it counts (the raw rows are pruned after the retention period).
 */
export function tally(db: DrizzleD1Database, sessionId: string, kind: Tally['kind'], key: string, by = 1) {
  return db
    .insert(sessionTallies)
    .values({ sessionId, kind, key, count: by })
    .onConflictDoUpdate({
      target: [sessionTallies.sessionId, sessionTallies.kind, sessionTallies.key],
      set: { count: sql`${sessionTallies.count} + ${by}` },
    })
}

type Tally = typeof sessionTallies.$inferSelect
