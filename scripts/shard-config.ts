// The text change `npm run shards:add` makes to wrangler.toml (docs/decisions/041): one more
// `[[d1_databases]]` table for the new shard, after the configuration's last one, and the new shard
// map in place of the old. Pure, so that it is tested without a database.
import { type ShardMap, shardMapProblem } from '../domain/shards.ts'

export type ConfigEnv = 'local' | 'production'

const tableHeader = (env: ConfigEnv) =>
  env === 'local' ? '[[d1_databases]]' : '[[env.production.d1_databases]]'
const varsHeader = (env: ConfigEnv) => (env === 'local' ? '[vars]' : '[env.production.vars]')

/** The line index range [start, end) of the table that starts at `start`. */
function tableEnd(lines: readonly string[], start: number): number {
  let end = start + 1
  while (end < lines.length && !lines[end]?.trim().startsWith('[')) end++
  // Trailing blank lines and comments belong to what follows.
  while (end > start + 1 && (lines[end - 1]?.trim() === '' || lines[end - 1]?.trim().startsWith('#'))) end--
  return end
}

/** The shard map the configuration names (null when it sets none: one database). */
export function shardMapIn(text: string, env: ConfigEnv): ShardMap | null {
  const lines = text.split('\n')
  const vars = lines.findIndex((l) => l.trim() === varsHeader(env))
  if (vars < 0) return null
  for (let i = vars + 1; i < lines.length && !lines[i]?.trim().startsWith('['); i++) {
    const match = /^\s*SHARD_MAP\s*=\s*'(.*)'\s*$/.exec(lines[i] ?? '')
    if (!match) continue
    if (!match[1]?.trim()) return null
    const map: unknown = JSON.parse(match[1])
    const problem = shardMapProblem(map)
    if (problem) throw new Error(`wrangler.toml ${varsHeader(env)} SHARD_MAP: ${problem}`)
    return map as ShardMap
  }
  return null
}

/** The configuration with the shard `index`'s database bound and `map` as its shard map. */
export function withShardInConfig(
  text: string,
  env: ConfigEnv,
  index: number,
  map: ShardMap,
  databaseId: string,
): string {
  const lines = text.split('\n')
  const binding = `DB_SHARD_${index}`
  if (lines.some((l) => new RegExp(`^\\s*binding\\s*=\\s*"${binding}"`).test(l)) && env === 'local')
    throw new Error(`wrangler.toml already binds ${binding}.`)
  const starts = lines.flatMap((l, i) => (l.trim() === tableHeader(env) ? [i] : []))
  const lastStart = starts.at(-1)
  if (lastStart === undefined) throw new Error(`wrangler.toml has no ${tableHeader(env)} table.`)
  const at = tableEnd(lines, lastStart)
  const table = [
    '',
    tableHeader(env),
    `binding = "${binding}"`,
    `database_name = "luna-shard-${index}"`,
    `database_id = "${databaseId}"`,
    'migrations_dir = "migrations"',
  ]
  lines.splice(at, 0, ...table)
  const vars = lines.findIndex((l) => l.trim() === varsHeader(env))
  if (vars < 0) throw new Error(`wrangler.toml has no ${varsHeader(env)} table.`)
  const line = `SHARD_MAP = '${JSON.stringify(map)}'`
  let replaced = false
  for (let i = vars + 1; i < lines.length && !lines[i]?.trim().startsWith('['); i++) {
    if (/^\s*SHARD_MAP\s*=/.test(lines[i] ?? '')) {
      lines[i] = line
      replaced = true
      break
    }
  }
  if (!replaced) lines.splice(vars + 1, 0, line)
  return lines.join('\n')
}

/** The SQL that finds the latest time any stored session id says it was made (ms; null: none). */
export const LATEST_ID_TIME_SQL =
  "select max(cast(substr(id, 6, instr(substr(id, 6), '_') - 1) as integer)) as t from sessions where id like 'luna\\_%' escape '\\'"
