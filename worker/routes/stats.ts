// Collective scalar statistics: computed from D1, cached in KV for 60 s, refreshed by the cron.

import * as R from '../../schema/responses.ts'
import { CACHE_KEYS, cached } from '../cache.ts'
import { computeScalarStats } from '../data/stats.ts'
import { getReadSet } from '../db.ts'
import { declare, routes } from './declare.ts'

export const STATS_TTL_SECONDS = 60

const getScalarStats = declare({
  method: 'get',
  path: '/scalar-stats',
  limit: 'shared',
  summary: 'The collective statistics (docs/rules/collective.md).',
  tag: 'Insight',
  ok: [{ status: 200, description: 'Shared by every visitor; cached.', schema: R.ScalarStatsResponse }],
  errors: [429, 500, 503],
})

export const statsRoutes = routes().openapi(getScalarStats, async (c) => {
  const stats =
    c.env.SCALAR_STATS_CACHE === 'off'
      ? await computeScalarStats(getReadSet(c))
      : await cached(c.env, CACHE_KEYS.scalarStats, STATS_TTL_SECONDS, () =>
          computeScalarStats(getReadSet(c)),
        )
  c.header('Cache-Control', 'public, max-age=30')
  return c.json(stats, 200)
})
