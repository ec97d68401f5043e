// SQL that Drizzle builds once per isolate, with named placeholders (`sql.placeholder('name')`).
// Free of the Workers runtime's types, so that Node scripts can read a hot statement's SQL
// (`npm run bench:statement`); `compiled` in ./raw.ts runs it on a D1 session.
import type { SQL } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'

const dialect = new SQLiteAsyncDialect()

export type Buildable = SQL | { toSQL(): { sql: string; params: unknown[] } }

export interface CompiledQuery<P extends Record<string, unknown>> {
  sql: string
  /** The statement's parameters in order, from the named values. */
  params(values: P): unknown[]
}

/** The SQL and parameters of a Drizzle query or `sql` fragment. */
export function build(query: Buildable): { sql: string; params: unknown[] } {
  return 'toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query)
}

export function compile<P extends Record<string, unknown>>(query: Buildable): CompiledQuery<P> {
  const built = build(query)
  const names = built.params.map((p) => {
    const name = (p as { name?: unknown } | null)?.name
    if (typeof name !== 'string') throw new Error('compiled queries take only named placeholders')
    return name
  })
  return { sql: built.sql, params: (values) => names.map((n) => values[n]) }
}
