// The D1 databases a configuration binds (wrangler.toml): the aggregates database `DB` and the
// shards `DB_SHARD_i` (docs/decisions/040, 041). Every one gets the same migrations: `npm start`,
// `npm run dev`, the browser tests and `npm run deploy` apply them all through `applyMigrations`.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runOrExit } from './run.ts'

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

// `node scripts/d1.ts --remote --env production` (npm run deploy), or `--local`.
if (process.argv[1] === fileURLToPath(import.meta.url)) applyMigrations(process.argv.slice(2))
