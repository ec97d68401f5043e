// D1 through Drizzle, read through a D1 session so a visitor reads their own writes on read
// replicas: the client returns the `x-d1-bookmark` it was last given (docs/decisions/003).
// The session opens on first use, so routes that never touch D1 (fixed content, warm caches)
// pay nothing for it.
import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.ts'

export const BOOKMARK_HEADER = 'x-d1-bookmark'
// D1's bookmark format (as `wrangler d1 time-travel info` prints it). Anything else is ignored:
// the runtime keeps whichever bookmark sorts last, so a bogus value would otherwise be sent to D1
// and echoed back to the visitor on every later request.
const BOOKMARK_RE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/i

interface Opened {
  session: D1DatabaseSession
  /** Made on first use: routes with raw statements only (the compass) never pay for it. */
  db?: DrizzleD1Database
}

const opened = new WeakMap<Request, Opened>()

function open(c: Context<AppEnv>): Opened {
  const existing = opened.get(c.req.raw)
  if (existing) return existing
  const given = c.req.header(BOOKMARK_HEADER)
  const session = c.env.DB.withSession(given && BOOKMARK_RE.test(given) ? given : 'first-unconstrained')
  const value: Opened = { session }
  opened.set(c.req.raw, value)
  return value
}

/** Drizzle over this request's D1 session. */
export function getDb(c: Context<AppEnv>): DrizzleD1Database {
  const value = open(c)
  // Drizzle's D1 driver calls only `prepare()` and `batch()`, which a session offers with the
  // same signatures, hence the cast.
  value.db ??= drizzle(value.session as unknown as D1Database)
  return value.db
}

/** The raw D1 session, for the few statements Drizzle cannot batch. */
export const getD1 = (c: Context<AppEnv>): D1DatabaseSession => open(c).session

/** Answers with the session's bookmark when the request used D1. */
export const withBookmark: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const used = opened.get(c.req.raw)
  const bookmark = used?.session.getBookmark()
  if (bookmark) c.header(BOOKMARK_HEADER, bookmark)
}
