// D1 through Drizzle, read through a D1 session so a visitor reads their own writes on read
// replicas: the client returns the `x-d1-bookmark` it was last given (docs/decisions/003).
import { drizzle } from 'drizzle-orm/d1'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.ts'

export const BOOKMARK_HEADER = 'x-d1-bookmark'
const BOOKMARK_RE = /^[\w.:-]{1,200}$/

/**
 * Opens this request's D1 session and hands Drizzle to the handlers. Drizzle's D1 driver calls
 * only `prepare()` and `batch()`, which a session offers with the same signatures, hence the cast.
 */
export const withDatabase: MiddlewareHandler<AppEnv> = async (c, next) => {
  const given = c.req.header(BOOKMARK_HEADER)
  const session = c.env.DB.withSession(given && BOOKMARK_RE.test(given) ? given : 'first-unconstrained')
  c.set('d1', session)
  c.set('db', drizzle(session as unknown as D1Database))
  await next()
  const bookmark = session.getBookmark()
  if (bookmark) c.header(BOOKMARK_HEADER, bookmark)
}
