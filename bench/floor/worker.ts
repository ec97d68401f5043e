// The floors: Workers on the same runtime as Luna, so that every benchmark figure can be stated as
// a ratio to what the platform itself costs on this machine.
// - every path: answers at once, doing nothing (the no-op floor);
// - /api/one-read: one indexed D1 read of the compass's shape (a session's newest 30 points,
//   `where s = ? order by c desc limit 30`) answered as JSON: what the compass cannot do without;
// - /api/one-session-read: the same read through a D1 session (`withSession`), as Luna reads so that
//   a visitor reads their own writes on read replicas (docs/decisions/003);
// - POST /api/one-session-read: the same, asked as the compass is asked, a JSON body read and
//   parsed, and answered with it beside the points (a POST in and a larger JSON out, as the compass's).
import { FLOOR_INSERT, FLOOR_READ, FLOOR_SCHEMA, FLOOR_SESSION, floorPoints } from './one-read.ts'

// The few D1 calls used here (the bench's tsconfig has Node's types, not the Workers runtime's).
interface Statement {
  bind(...values: unknown[]): Statement
  all(): Promise<{ results: unknown[] }>
}
interface D1Database {
  prepare(query: string): Statement
  batch(statements: Statement[]): Promise<unknown>
  withSession(constraint: string): { prepare(query: string): Statement }
}
interface Env {
  DB: D1Database
}

const PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><main><h1>Floor</h1><p>A page that does nothing.</p></main></body></html>'

let ready: Promise<unknown> | null = null

/** The table, its index and one session's 30 days of points, made once per isolate. */
function prepare(db: D1Database): Promise<unknown> {
  ready ??= db
    .batch([
      ...FLOOR_SCHEMA.map((statement) => db.prepare(statement)),
      db.prepare('delete from points'),
      ...floorPoints(Date.now()).map((point) => db.prepare(FLOOR_INSERT).bind(...point)),
    ])
    .catch((err: unknown) => {
      ready = null
      throw err
    })
  return ready as Promise<unknown>
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (pathname === '/api/one-read' || pathname === '/api/one-session-read') {
      await prepare(env.DB)
      const db = pathname === '/api/one-read' ? env.DB : env.DB.withSession('first-unconstrained')
      const body = request.method === 'POST' ? ((await request.json()) as unknown) : undefined
      const { results } = await db.prepare(FLOOR_READ).bind(FLOOR_SESSION).all()
      return Response.json(body === undefined ? { points: results } : { points: results, asked: body })
    }
    if (pathname.startsWith('/api/'))
      return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } })
    return new Response(PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } })
  },
}
