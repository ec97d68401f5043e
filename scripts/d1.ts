// The D1 databases a configuration binds (wrangler.toml): the aggregates database `DB` and the
// shards `DB_SHARD_i` (docs/decisions/040, 041). Every one gets the same migrations: locally through
// `withLocalDatabases` (`npm start`, `npm run dev`, the browser tests, the benchmarks), remotely
// through `applyMigrations` (`npm run deploy`).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { D1Database } from '@cloudflare/workers-types'
import { root, runOrExit } from './run.ts'

const WRANGLER_TOML = fileURLToPath(new URL('../wrangler.toml', import.meta.url))

/**
 * The D1 binding names of the top level (local) or of `[env.production]`, in file order. Read
 * with a pattern, not a TOML parser: each `[[d1_databases]]` table's `binding = "…"` line.
 */
export function d1Bindings(
  env: 'local' | 'production' = 'local',
  text = readFileSync(WRANGLER_TOML, 'utf8'),
): string[] {
  const header = env === 'local' ? '[[d1_databases]]' : '[[env.production.d1_databases]]'
  const names: string[] = []
  const lines = text.split('\n')
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== header) continue
    for (let j = i + 1; j < lines.length && !lines[j]?.trim().startsWith('['); j++) {
      const match = /^\s*binding\s*=\s*"([A-Z0-9_]+)"/.exec(lines[j] ?? '')
      if (match?.[1]) names.push(match[1])
    }
  }
  return names
}

/** Applies the migrations to every D1 database of the configuration (`args`: --local, --persist-to …). */
export function applyMigrations(args: readonly string[], options: Parameters<typeof runOrExit>[2] = {}) {
  const env = args.includes('production') ? 'production' : 'local'
  for (const binding of d1Bindings(env))
    runOrExit('wrangler', ['d1', 'migrations', 'apply', binding, ...args], options)
}

/** Wrangler's own table of applied migrations (its default `migrations_table`). */
const MIGRATIONS_TABLE = `create table if not exists d1_migrations (
  id integer primary key autoincrement,
  name text unique,
  applied_at timestamp default current_timestamp not null
)`

/**
 * The local databases of wrangler.toml in `persistTo` (wrangler's `--persist-to`; by default its
 * `.wrangler/state`), opened in this process through wrangler's own local runtime
 * (`getPlatformProxy`, the same files `wrangler dev` opens), with every migration applied as
 * `wrangler d1 migrations apply --local` would (same table, same names). One runtime for all the
 * databases instead of one wrangler process for each: about 7 s where three processes took about 50
 * (docs/performance.md). `use` may then seed them.
 */
export async function withLocalDatabases(
  persistTo: string | undefined,
  use: (databases: Record<string, D1Database>) => Promise<void> = async () => {},
): Promise<void> {
  const [{ getPlatformProxy }, { readD1Migrations }] = await Promise.all([
    import('wrangler'),
    import('@cloudflare/vitest-plugin'),
  ])
  const migrations = await readD1Migrations(join(root, 'migrations'))
  const proxy = await getPlatformProxy<Record<string, D1Database>>({
    configPath: WRANGLER_TOML,
    persist: { path: join(persistTo ?? join(root, '.wrangler', 'state'), 'v3') },
  })
  try {
    const databases: Record<string, D1Database> = {}
    for (const binding of d1Bindings('local')) {
      const db = proxy.env[binding]
      if (!db) throw new Error(`wrangler.toml binds ${binding}, but the local runtime has no such database`)
      await db.prepare(MIGRATIONS_TABLE).run()
      const applied = new Set(
        (await db.prepare('select name from d1_migrations').all<{ name: string }>()).results.map(
          (r) => r.name,
        ),
      )
      for (const m of migrations)
        if (!applied.has(m.name))
          await db.batch([
            ...m.queries.map((q) => db.prepare(q)),
            db.prepare('insert into d1_migrations (name) values (?)').bind(m.name),
          ])
      databases[binding] = db
    }
    await use(databases)
  } finally {
    await proxy.dispose()
  }
}

// `node scripts/d1.ts --remote --env production` (npm run deploy), or `--local`.
if (process.argv[1] === fileURLToPath(import.meta.url)) applyMigrations(process.argv.slice(2))
