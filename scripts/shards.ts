// `npm run shards:add`: adds the next shard (docs/decisions/041). It binds DB_SHARD_N in
// wrangler.toml, applies the migrations to it, and appends a generation of the shard map that
// spreads visitors made from four days on over every shard, the new one too; nobody already stored
// moves (domain/shards.ts `withAddedShard`). Locally (the default; LUNA_PERSIST_DIR as `npm start`
// uses it) it is done at once. With `--env production` it reads the remote shards and writes the
// configuration; create the database (`wrangler d1 create luna-shard-N`), put its id in place of
// the placeholder, then `npm run deploy` within two days (SHARD_LEAD_MS).
import { spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SHARD_LEAD_MS, shardsOf, withAddedShard } from '../domain/shards.ts'
import { d1Bindings } from './d1.ts'
import { bin, root, toolEnv } from './run.ts'
import { type ConfigEnv, LATEST_ID_TIME_SQL, shardMapIn, withShardInConfig } from './shard-config.ts'

const CONFIG = fileURLToPath(new URL('../wrangler.toml', import.meta.url))

function fail(sentence: string): never {
  console.error(sentence)
  process.exit(1)
}

/** The latest id time a shard holds, through `wrangler d1 execute`. */
function latestIdTime(binding: string, where: string[]): number {
  const result = spawnSync(
    bin('wrangler'),
    ['d1', 'execute', binding, ...where, '--json', '--command', LATEST_ID_TIME_SQL],
    { cwd: root, env: toolEnv(), encoding: 'utf8' },
  )
  if (result.status !== 0)
    fail(
      `Could not read ${binding} (${where.join(' ')}): ${(result.stderr || result.stdout).trim().slice(0, 400)}`,
    )
  const parsed = JSON.parse(result.stdout) as { results: { t: number | null }[] }[]
  return Number(parsed[0]?.results[0]?.t ?? 0)
}

const args = process.argv.slice(2)
const env: ConfigEnv = args.includes('production') ? 'production' : 'local'
const persist = process.env.LUNA_PERSIST_DIR
const where =
  env === 'production'
    ? ['--remote', '--env', 'production']
    : ['--local', ...(persist ? ['--persist-to', persist] : [])]
const text = readFileSync(CONFIG, 'utf8')
const map = shardMapIn(text, env)
if (!map)
  fail(
    'wrangler.toml sets no SHARD_MAP: this configuration has one database. Bind DB_SHARD_0 and set SHARD_MAP first (docs/operations.md).',
  )
const bindings = d1Bindings(env, text)
const shards = shardsOf(map)
const now = Date.now()
const latest = Math.max(0, ...shards.map((i) => latestIdTime(`DB_SHARD_${i}`, where)))
let next: ReturnType<typeof withAddedShard>
try {
  next = withAddedShard(map, now, latest)
} catch (err) {
  fail(String((err as Error).message))
}
const index = (shards.at(-1) ?? -1) + 1
if (bindings.includes(`DB_SHARD_${index}`) && env === 'local')
  fail(`wrangler.toml already binds DB_SHARD_${index}.`)
const databaseId =
  env === 'local'
    ? `00000000-0000-4000-8000-${String(100 + index).padStart(12, '0')}`
    : `REPLACE_WITH_SHARD_${index}_DATABASE_ID`
writeFileSync(CONFIG, withShardInConfig(text, env, index, next, databaseId))
const from = new Date(next.at(-1)?.from ?? now).toISOString()
if (env === 'local') {
  spawnSync(bin('wrangler'), ['d1', 'migrations', 'apply', `DB_SHARD_${index}`, ...where], {
    cwd: root,
    env: toolEnv(),
    stdio: 'inherit',
  })
  console.log(
    `Shard ${index} added: visitors whose id is made from ${from} on are spread over shards ${[...shards, index].join(', ')}. Restart npm start to use it.`,
  )
} else {
  console.log(
    [
      `wrangler.toml binds DB_SHARD_${index} and spreads visitors made from ${from} on over shards ${[...shards, index].join(', ')}.`,
      `1. npx wrangler d1 create luna-shard-${index}, and put its id in place of ${databaseId}.`,
      '2. The new generation is placed by the secret SHARD_KEY (docs/decisions/048): if the deployment has none yet, npx wrangler secret put SHARD_KEY --env production (32 hexadecimal digits; never change it later).',
      `3. npm run deploy (it applies the migrations to every database) within ${SHARD_LEAD_MS / 3_600_000} hours.`,
    ].join('\n'),
  )
}
