// The Cron Trigger (every minute): refresh the collective-stats cache and prune what has expired.

import { lt } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { idempotencyKeys } from '../schema/tables.ts'
import { pruneAdmin } from './admin-auth.ts'
import { CACHE_KEYS, writeCache } from './cache.ts'
import { computeScalarStats } from './data/stats.ts'
import type { Bindings } from './env.ts'
import { IDEMPOTENCY_TTL_MS } from './idempotency.ts'
import { STATS_TTL_SECONDS } from './routes/stats.ts'

export async function runScheduled(env: Bindings, now = Date.now()): Promise<void> {
  const db = drizzle(env.DB)
  const stats = await computeScalarStats(env.DB.withSession('first-primary'), now)
  // A little longer than the cron period, so visitors always hit a warm cache.
  await writeCache(env, CACHE_KEYS.scalarStats, stats, STATS_TTL_SECONDS + 30)
  await db.batch([
    ...pruneAdmin(db, now),
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, now - IDEMPOTENCY_TTL_MS)),
  ])
}
