// A visitor of the shards' tests: ids placed on a chosen shard, a whole day of requests (every
// visitor operation's documented example, for that id), and the rows a database holds for an id.
import { env } from 'cloudflare:workers'
import { getTableName } from 'drizzle-orm'
import { expect } from 'vitest'
import { createSessionId } from '../../domain/session-id.ts'
import { type ShardMap, shardOf } from '../../domain/shards.ts'
import { keyFromHex } from '../../domain/siphash.ts'
import { EXAMPLE_READING_ID, EXAMPLE_SESSION } from '../../schema/examples.ts'
import { exampleOrder, pathOf } from '../../scripts/examples/run.ts'
import { SESSION_TABLES } from '../../worker/data/session-tables.ts'
import { operationKey, REQUEST_EXAMPLES } from '../../worker/openapi.ts'
import { ORIGIN, request } from '../worker/helpers.ts'

/** The placement secret the tests' Worker has (vitest.config.ts). */
export const SHARD_SECRET = keyFromHex(env.SHARD_KEY)

/** The shard `map` places `sessionId` on, with the Worker's placement secret. */
export const placed = (sessionId: string, map: ShardMap): number => shardOf(sessionId, map, SHARD_SECRET)

/** A new session id, made at `at`, that `map` places on `shard`. */
export function idOnShard(shard: number, map: ShardMap, at = Date.now()): string {
  for (;;) {
    const id = createSessionId(at, (b) => crypto.getRandomValues(b))
    if (placed(id, map) === shard) return id
  }
}

/** How many rows each session table holds for `sessionId` in a database. */
export async function rowsIn(db: D1Database, sessionId: string): Promise<Record<string, number>> {
  const results = await db.batch(
    SESSION_TABLES.map((t) =>
      db
        .prepare(`select count(*) as n from ${getTableName(t.table)} where ${t.column.name} = ?`)
        .bind(sessionId),
    ),
  )
  return Object.fromEntries(
    SESSION_TABLES.map((t, i) => [
      t.name,
      Number((results[i]?.results[0] as { n: number } | undefined)?.n ?? 0),
    ]),
  )
}

export const total = (rows: Record<string, number>) => Object.values(rows).reduce((a, b) => a + b, 0)

export type Send = (path: string, init: RequestInit) => Promise<Response>

/** Every visitor operation's example, sent for `sessionId` in a day's order (no move, no erase). */
export async function dailyLoop(sessionId: string, send: Send = request) {
  let readingId = EXAMPLE_READING_ID
  for (const op of exampleOrder()) {
    const key = operationKey(op)
    if (
      op.admin ||
      op.path.includes('/admin') ||
      key === 'post /api/restore' ||
      key === 'delete /api/my-data'
    )
      continue
    const example = JSON.parse(
      JSON.stringify(REQUEST_EXAMPLES[key] ?? {})
        .replaceAll(EXAMPLE_SESSION, sessionId)
        .replaceAll(EXAMPLE_READING_ID, readingId),
    ) as {
      params?: Record<string, string>
      query?: Record<string, string>
      headers?: Record<string, string>
      body?: unknown
    }
    const headers: Record<string, string> = { origin: ORIGIN, ...(example.headers ?? {}) }
    if (example.body !== undefined) headers['content-type'] = 'application/json'
    const res = await send(pathOf(op.path, example.params ?? {}, example.query ?? {}), {
      method: op.method.toUpperCase(),
      headers,
      ...(example.body !== undefined ? { body: JSON.stringify(example.body) } : {}),
    })
    const body = await res.text()
    expect(res.status, `${key}: ${body}`).toBeLessThan(300)
    if (key === 'post /api/save-reading')
      readingId = (JSON.parse(body) as { reading: { id: string } }).reading.id
  }
}
