// The Cron Trigger (every minute): freeze the closed days' rollups, then refresh the collective-stats
// cache and prune raw events past the retention period (docs/decisions/022); prune what has expired
// and send the daily reminders due in this minute (worker/reminders.ts).
// The two jobs are independent: one failing never stops the other, and a failure is logged (without
// visitor data) and reported as a failed run.

import { lt } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { idempotencyKeys } from '../schema/tables.ts'
import { pruneAdmin } from './admin-auth.ts'
import { CACHE_KEYS, writeCache } from './cache.ts'
import { pruneMoves } from './data/restore.ts'
import { freezeClosedDays, lastRollupDay, mergeShardRollups, pruneRawEvents } from './data/rollups.ts'
import { computeScalarStats } from './data/stats.ts'
import type { Bindings } from './env.ts'
import { loggableMessage } from './errors.ts'
import { IDEMPOTENCY_TTL_MS } from './idempotency.ts'
import { pruneMeters } from './meters.ts'
import { dispatchDueReminders } from './reminders.ts'
import { STATS_TTL_SECONDS } from './routes/stats.ts'
import { everyShard, layoutOf } from './shards.ts'

export async function runScheduled(env: Bindings, now = Date.now()): Promise<void> {
  // Every job runs on every shard, and the shared parts on the aggregates database
  // (docs/decisions/041); unsplit, both are the one database.
  const layout = layoutOf(env)
  const primary = (db: D1Database) => db.withSession('first-primary')
  const shards = everyShard(layout)
  const reads = () => ({ aggregates: primary(layout.aggregates), shards: shards.map(primary) })
  const jobs: [name: string, run: () => Promise<unknown>][] = [
    [
      'rollups and retention',
      async () => {
        // Freezing first: pruning never removes a day that is not frozen (it reads the watermark).
        await everywhere(shards.map((db) => () => freezeClosedDays(primary(db), now)))
        let mergedThrough: number | null | undefined
        if (layout.split) {
          // The closed days every shard has frozen, added into the aggregates database; a shard
          // keeps the raw rows of the days not merged yet.
          await mergeShardRollups(primary(layout.aggregates), shards.map(primary), now)
          mergedThrough = await lastRollupDay(primary(layout.aggregates))
        }
        await everywhere(shards.map((db) => () => pruneRawEvents(primary(db), now, mergedThrough)))
      },
    ],
    [
      'collective statistics',
      async () => {
        // Reads a consistent watermark in its one batch, before or after this run's freezing.
        const stats = await computeScalarStats(reads(), now)
        // A little longer than the cron period, so visitors always hit a warm cache.
        await writeCache(env, CACHE_KEYS.scalarStats, stats, STATS_TTL_SECONDS + 30)
      },
    ],
    [
      'pruning',
      async () => {
        const aggregates = drizzle(layout.aggregates)
        await everywhere([
          () => aggregates.batch([...pruneAdmin(aggregates, now), pruneMeters(aggregates, now)]),
          ...shards.map((database) => () => {
            const db = drizzle(database)
            // With shards, each network's meters are kept on one of them (docs/decisions/041).
            return db.batch([
              pruneMoves(db, now),
              db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, now - IDEMPOTENCY_TTL_MS)),
              ...(layout.split ? [pruneMeters(db, now)] : []),
            ])
          }),
        ])
      },
    ],
    ['reminders', () => dispatchDueReminders(env, now)],
  ]
  const outcomes = await Promise.allSettled(jobs.map(([, run]) => run()))
  const failed: string[] = []
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'fulfilled') return
    const name = jobs[i]?.[0] ?? 'job'
    failed.push(name)
    console.error(
      JSON.stringify({ level: 'error', kind: 'cron', job: name, message: loggableMessage(outcome.reason) }),
    )
  })
  if (failed.length > 0) throw new Error(`The scheduled ${failed.join(' and ')} failed.`)
}

/** Runs a job's part on every database; one failing never stops the others (it is rethrown after). */
async function everywhere(parts: (() => Promise<unknown>)[]): Promise<void> {
  const outcomes = await Promise.allSettled(parts.map((run) => run()))
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')
  if (failed) throw failed.reason
}
