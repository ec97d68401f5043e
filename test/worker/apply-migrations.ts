import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'

// Every database the run binds gets the same migrations (docs/decisions/041): the aggregates
// database, and the shards when a shard map is set (the `shards` project).
const shards = env.SHARD_MAP?.trim()
  ? Object.entries(env)
      .filter(([name]) => /^DB_SHARD_\d+$/.test(name))
      .map(([, binding]) => binding as D1Database)
  : []
for (const database of [env.DB, ...shards]) await applyD1Migrations(database, env.TEST_MIGRATIONS)
