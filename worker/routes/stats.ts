// Collective scalar statistics: computed from D1, cached in KV for 60 s, refreshed by the cron.
import { Hono } from 'hono'
import { CACHE_KEYS, cached } from '../cache.ts'
import { computeScalarStats } from '../data/stats.ts'
import { getReadSet } from '../db.ts'
import type { AppEnv } from '../env.ts'

export const STATS_TTL_SECONDS = 60

export const statsRoutes = new Hono<AppEnv>().get('/scalar-stats', async (c) => {
  const stats =
    c.env.SCALAR_STATS_CACHE === 'off'
      ? await computeScalarStats(getReadSet(c))
      : await cached(c.env, CACHE_KEYS.scalarStats, STATS_TTL_SECONDS, () =>
          computeScalarStats(getReadSet(c)),
        )
  c.header('Cache-Control', 'public, max-age=30')
  return c.json(stats)
})
