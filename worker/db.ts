// D1 through Drizzle, read through a D1 session so a visitor reads their own writes on read
// replicas: the client returns the `x-d1-bookmark` it was last given (docs/decisions/003).
// The session opens on first use, so routes that never touch D1 (fixed content, warm caches)
// pay nothing for it.
//
// The shard router (docs/decisions/040, 041): a visitor's rows live in the shard their session id is
// placed on. `getDb`/`getD1` answer the database of the session the request named (recorded by
// worker/session.ts when the route reads it), so no route knows about shards; the aggregates
// database (admin tables, merged rollups) and a network's meters have their own accessors.
import { type DrizzleD1Database, drizzle } from 'drizzle-orm/d1'
import type { Context, MiddlewareHandler } from 'hono'
import type { ReadSet } from './data/raw.ts'
import { editAnswerHeaders } from './edge.ts'
import type { AppEnv } from './env.ts'
import { everyShard, layoutOf, meterDatabaseOf, shardDatabaseOf } from './shards.ts'

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

interface RequestDatabases {
  /** The session the route named (worker/session.ts), whose shard `getDb` answers. */
  sessionId?: string
  /** The database whose D1 session carries the visitor's bookmark, and answers with it. */
  bookmarked?: D1Database
  opened: Map<D1Database, Opened>
}

const perRequest = new WeakMap<Request, RequestDatabases>()

function stateOf(c: Context<AppEnv>): RequestDatabases {
  let state = perRequest.get(c.req.raw)
  if (!state) {
    state = { opened: new Map() }
    perRequest.set(c.req.raw, state)
  }
  return state
}

/** Records the session a route named: its shard is the database `getDb` answers. */
export function noteRequestSession(c: Context<AppEnv>, sessionId: string) {
  const state = stateOf(c)
  state.sessionId ??= sessionId
}

/**
 * How a request uses a database:
 * - `visitor`: the named session's shard (unsplit: the one database), which takes the bookmark the
 *   visitor sent and answers with its own, so the visitor reads their writes on replicas;
 * - `answers`: a database whose bookmark the answer carries instead (a restore: the code's shard,
 *   where the moved rows are), read from the primary, since the visitor's bookmark is another's;
 * - `primary`: the aggregates database for a request without a session when shards are used (the
 *   admin): read from the primary, no bookmark either way, so that one database's bookmark never
 *   travels to another;
 * - `other`: any other database (another shard's meters, the shared figures' parts).
 */
type Use = 'visitor' | 'answers' | 'primary' | 'other'

function open(c: Context<AppEnv>, database: D1Database, use: Use): Opened {
  const state = stateOf(c)
  const existing = state.opened.get(database)
  if (existing) {
    if (use === 'answers') state.bookmarked = database
    return existing
  }
  let constraint = 'first-unconstrained'
  if (use === 'visitor' && !state.bookmarked) {
    state.bookmarked = database
    const given = c.req.header(BOOKMARK_HEADER)
    if (given && BOOKMARK_RE.test(given)) constraint = given
  } else if (use === 'answers') {
    state.bookmarked = database
    constraint = 'first-primary'
  } else if (use === 'primary') constraint = 'first-primary'
  const value: Opened = { session: database.withSession(constraint) }
  state.opened.set(database, value)
  owners.set(value.session, database)
  return value
}

/** The database each request's D1 session belongs to (the size breaker keeps a size per database). */
const owners = new WeakMap<object, D1Database>()

/** The database a D1 session was opened on by this module, if it was. */
export const databaseOfSession = (session: object): D1Database | undefined => owners.get(session)

// Drizzle's D1 driver calls only `prepare()` and `batch()`, which a session offers with the same
// signatures, hence the cast.
const drizzleOf = (value: Opened) => {
  value.db ??= drizzle(value.session as unknown as D1Database)
  return value.db
}

function namedSession(c: Context<AppEnv>): string {
  const id = stateOf(c).sessionId
  if (id === undefined) throw new Error('The data layer was reached before the route named its session.')
  return id
}

const shardUse = (c: Context<AppEnv>, sessionId: string, answers: boolean): Use =>
  answers ? 'answers' : sessionId === stateOf(c).sessionId ? 'visitor' : 'other'

/** The D1 session of a visitor's shard (`answers`: the answer carries this shard's bookmark). */
export function getShardD1(c: Context<AppEnv>, sessionId: string, answers = false): D1DatabaseSession {
  const database = shardDatabaseOf(layoutOf(c.env), sessionId)
  return open(c, database, shardUse(c, sessionId, answers)).session
}

/** Drizzle over a visitor's shard (`answers`: the answer carries this shard's bookmark). */
export function getShardDb(c: Context<AppEnv>, sessionId: string, answers = false): DrizzleD1Database {
  const database = shardDatabaseOf(layoutOf(c.env), sessionId)
  return drizzleOf(open(c, database, shardUse(c, sessionId, answers)))
}

/** Drizzle over the shard of the session this request named. */
export const getDb = (c: Context<AppEnv>): DrizzleD1Database => getShardDb(c, namedSession(c))

/** The raw D1 session of the named session's shard, for the statements Drizzle cannot batch. */
export const getD1 = (c: Context<AppEnv>): D1DatabaseSession => getShardD1(c, namedSession(c))

/** Where a network's meters are kept (`networkKey`: its hashed bucket), and whether that is the named session's shard. */
export function meterDatabase(c: Context<AppEnv>, networkKey: string) {
  const layout = layoutOf(c.env)
  const database = meterDatabaseOf(layout, networkKey)
  const id = stateOf(c).sessionId
  const own = id !== undefined && shardDatabaseOf(layout, id) === database
  // The visitor's own shard keeps their bookmark (open() gives it to the first opener that asks).
  const opened = open(c, database, own ? 'visitor' : 'other')
  return { db: drizzleOf(opened), d1: opened.session, own }
}

/** How a request uses the aggregates database: unsplit it is the visitor's own. */
function aggregatesUse(c: Context<AppEnv>): Use {
  const layout = layoutOf(c.env)
  if (!layout.split) return 'visitor'
  return stateOf(c).sessionId === undefined ? 'primary' : 'other'
}

/** The aggregates database's D1 session (admin tables, merged rollups). */
export function getAggregatesD1(c: Context<AppEnv>): D1DatabaseSession {
  return open(c, layoutOf(c.env).aggregates, aggregatesUse(c)).session
}

/** Drizzle over the aggregates database. */
export function getAggregatesDb(c: Context<AppEnv>): DrizzleD1Database {
  return drizzleOf(open(c, layoutOf(c.env).aggregates, aggregatesUse(c)))
}

/** The aggregates database and every shard, for the figures made from everyone's rows. */
export function getReadSet(c: Context<AppEnv>): ReadSet {
  const layout = layoutOf(c.env)
  return {
    aggregates: getAggregatesD1(c),
    shards: everyShard(layout).map((database) => open(c, database, 'other').session),
  }
}

/** Answers with the bookmark of the database the visitor's reads follow, when the request used it. */
export const withBookmark: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const state = perRequest.get(c.req.raw)
  const database = state?.bookmarked
  const bookmark = database ? state.opened.get(database)?.session.getBookmark() : null
  if (bookmark) editAnswerHeaders(c, (headers) => headers.set(BOOKMARK_HEADER, bookmark))
}
