// Raw SQL in a batch. Drizzle 0.45 cannot batch `db.run(sql…)`/`db.all(sql…)` with parameters
// (its SQLiteRaw has no prepared statement to bind), so such batches go through the D1 session
// directly; Drizzle still builds every statement's SQL and parameters.
import { type Buildable, build, compile } from './compile.ts'

type SizeListener = (meta: { size_after?: number } | undefined, database: object) => void
let sizeListener: SizeListener = () => {}

/**
 * Who hears each batch's database size: the circuit breaker (worker/meters.ts sets it when it loads),
 * so that the data layer imports nothing above it (docs/decisions/051).
 */
export function onDatabaseSize(listener: SizeListener): void {
  sizeListener = listener
}

/** What a statement runs on: a request's D1 session, or a database (the cron). */
export type D1Like = Pick<D1DatabaseSession, 'prepare' | 'batch'>

/**
 * The databases the shared figures are made from (docs/decisions/041): the aggregates database
 * (merged rollups) and every shard (their open days). Unsplit, both are the one database.
 */
export interface ReadSet {
  aggregates: D1Like
  shards: readonly D1Like[]
}

export function statement(d1: D1Like, query: Buildable): D1PreparedStatement {
  const built = build(query)
  return d1.prepare(built.sql).bind(...built.params)
}

/** Runs statements in one D1 batch (one round trip, one transaction). */
export async function batch(d1: D1Like, queries: readonly Buildable[]): Promise<D1Result[]> {
  const results = await d1.batch(queries.map((q) => statement(d1, q)))
  // Every result says how large the database is: the circuit breaker's reading (worker/meters.ts).
  sizeListener(results.at(-1)?.meta, d1)
  return results
}

/** The rows of a batch result. */
export function rowsOf<T>(result: D1Result | undefined): T[] {
  return (result?.results ?? []) as T[]
}

export function changesOf(result: D1Result | undefined): number {
  return result?.meta.changes ?? 0
}

/**
 * A query Drizzle builds once per isolate (./compile.ts), then bound and run on a request's D1
 * session: the hot paths skip building SQL each time.
 */
export function compiled<P extends Record<string, unknown>>(query: Buildable) {
  const built = compile<P>(query)
  return {
    sql: built.sql,
    all: async <T>(d1: D1Like, params: P): Promise<T[]> =>
      (
        await d1
          .prepare(built.sql)
          .bind(...built.params(params))
          .all<T>()
      ).results,
  }
}
