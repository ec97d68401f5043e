// A session's running tallies for Luna's memory panel (docs/decisions/022): written in the same
// batch as the write they count, kept until the visitor erases them.
import { type SQL, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { savedReadings, sessionTallies, visits } from '../../schema/tables.ts'

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

/**
 * One more act of the visitor (docs/rules/memory-panel.md): a check-in, a mood note, a saved
 * reading or lock, a chosen intent, a play. Page loads and insights merely shown never count.
 * This one counts a saved reading (a check-in's too), only when the reading is there: an insert
 * refused by a rule or a quota earlier in the same batch leaves the tally as it was.
 */
export function tallyReadingAct(sessionId: string, readingId: string) {
  return sql`insert into ${sessionTallies} (session_id, kind, key, count)
    select ${sessionId}, 'interactions', '', 1
    where exists (select 1 from ${savedReadings} where ${savedReadings.id} = ${readingId})
    on conflict (session_id, kind, key) do update set count = count + 1`
}

/**
 * A page's visit, counted once a local day (docs/rules/memory-panel.md): run before the day's visit
 * row is written, it counts only when that row is not there yet, so reloads count nothing.
 */
export function tallyPageOfDay(sessionId: string, localDate: string, page: string, allowed: SQL) {
  return sql`insert into ${sessionTallies} (session_id, kind, key, count)
    select ${sessionId}, 'page', ${page}, 1 where ${allowed}
      and not exists (select 1 from ${visits} where ${visits.sessionId} = ${sessionId} and ${visits.visitDate} = ${localDate} and ${visits.page} = ${page})
    on conflict (session_id, kind, key) do update set count = count + 1`
}
