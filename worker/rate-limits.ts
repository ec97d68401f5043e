// Rate limits (docs/decisions/014) with Cloudflare's Workers Rate Limiting binding: per client
// address (IPv4 address, IPv6 /64), per session, on writes, on the expensive reads and on session
// creation. They count requests that passed validation (a refused request changes nothing and
// costs no query), and are consulted before the request's own work. Over a limit: 429 with
// Retry-After and a sentence; the web app keeps the visitor's input.
import type { Context } from 'hono'
import {
  BROWSER_LIMIT_SENTENCES,
  CLOCK_AHEAD_SENTENCE,
  EXPORT_LIMIT_SENTENCES,
  NETWORK_READS_SENTENCE,
  SESSION_STALE_SENTENCE,
} from '../domain/answer-sentences.ts'
import { isValidSessionId, normalizeSessionId } from '../domain/session-id.ts'
import { newSessionProblem } from '../domain/shards.ts'
import { clientAddressBucket, clientNetworkBucket } from './addresses.ts'
import { statement } from './data/raw.ts'
import { getShardD1, meterDatabase, noteRequestSession } from './db.ts'
import type { AppEnv, Bindings } from './env.ts'
import { ApiError } from './errors.ts'
import { LIMIT_SENTENCES, meterOf } from './meter-refusals.ts'
import { assertRoomToWrite, meterNewSession, requestBuckets } from './meters.ts'
import { LEASE_SIZES, leased } from './rate-lease.ts'
import { SESSION_HEADER } from './session.ts'
import { layoutOf } from './shards.ts'
import { verifyHuman } from './turnstile.ts'

/** Every binding's period, in seconds (the binding allows 10 or 60). */
export const RATE_PERIOD_SECONDS = 60

export type Kind = 'write' | 'read' | 'shared'

/**
 * The network of an address, limited alongside it (docs/decisions/046): an IPv6 /48 is one site and
 * gets what one address gets, on the class's own binding; an IPv4 /24 holds many people's addresses
 * and gets the wider allowance of RATE_LIMIT_NETWORKS, per class.
 */
async function networkAllowed(env: Bindings, kind: Kind, binding: RateLimit | undefined, ip: string) {
  const network = clientNetworkBucket(ip)
  if (network.endsWith('/48')) return allowed(binding, `net:${network}`, classLease(kind))
  return allowed(
    env.RATE_LIMIT_NETWORKS,
    `${kind}:${network}`,
    kind === 'write' ? 1 : LEASE_SIZES.RATE_LIMIT_NETWORKS,
  )
}

/** How many requests a class's own binding is asked for at a time (docs/decisions/063). */
function classLease(kind: Kind): number {
  if (kind === 'read') return LEASE_SIZES.RATE_LIMIT_READS
  if (kind === 'shared') return LEASE_SIZES.RATE_LIMIT_SHARED
  return 1
}

const counted = new WeakSet<Request>()
let warned = false

// Session ids this isolate has seen stored: their writes skip the new-session meter.
const KNOWN_SESSIONS_MAX = 10_000
const knownSessions = new Set<string>()
function remember(id: string) {
  if (knownSessions.size >= KNOWN_SESSIONS_MAX) knownSessions.clear()
  knownSessions.add(id)
}

/** Whether the binding admits one more request of `key`, asked `lease` requests at a time. */
async function allowed(binding: RateLimit | undefined, key: string, lease = 1): Promise<boolean> {
  if (!binding) {
    if (!warned) {
      warned = true
      console.warn(
        JSON.stringify({ level: 'warn', kind: 'config', message: 'A rate-limit binding is missing.' }),
      )
    }
    return true
  }
  if (lease > 1) return leased(binding, key, lease)
  return (await binding.limit({ key })).success
}

function refuse(sentence: string): never {
  throw new ApiError(429, sentence, { 'Retry-After': String(RATE_PERIOD_SECONDS) })
}

/**
 * A session the database does not know is counted against its address's and network's sliding
 * minute (docs/decisions/036) in one statement, which is also the "is it new?" read. Where Turnstile
 * is on, a new session's token is checked first, so that a failed challenge costs the network's
 * allowance nothing. A known session is remembered by this isolate.
 */
async function admitSession(c: Context<AppEnv>, sessionId: string): Promise<void> {
  if (knownSessions.has(sessionId)) return
  // Not a session id the routes take: the handler answers 400 and nothing is metered.
  if (!isValidSessionId(normalizeSessionId(sessionId))) return
  // With shards (docs/decisions/041) the sessions and the meters are in different databases: the
  // shard is asked first, and only an unknown session is counted.
  const split = layoutOf(c.env).split
  if (c.env.TURNSTILE_SECRET_KEY?.trim() || split) {
    const known = await getShardD1(c, sessionId)
      .prepare('select 1 as ok from sessions where id = ?')
      .bind(sessionId)
      .first()
    if (known) {
      remember(sessionId)
      return
    }
    // The clock guard (docs/decisions/040): an id made far ahead of this clock, stored under
    // today's map, could fall in a generation added later and seem to lose its rows. And an id
    // made before the newest generation started would be placed by an older rule, one a client
    // can compute (docs/decisions/048).
    const now = Date.now()
    const problem = split ? newSessionProblem(sessionId, layoutOf(c.env).map, now) : null
    // The server's time travels with the refusal: the web app makes the new id from it.
    if (problem)
      throw new ApiError(400, problem === 'ahead' ? CLOCK_AHEAD_SENTENCE : SESSION_STALE_SENTENCE, {
        Date: new Date(now).toUTCString(),
      })
    if (c.env.TURNSTILE_SECRET_KEY?.trim()) await verifyHuman(c)
  }
  let changes: number
  try {
    const meter = await meterNewSession(c, sessionId, Date.now(), !split)
    const result = await statement(meterDatabase(c, (await requestBuckets(c)).network).d1, meter).run()
    changes = result.meta.changes ?? 0
  } catch (err) {
    if (meterOf(err) === 'new-sessions')
      throw new ApiError(429, LIMIT_SENTENCES['new-sessions'], { 'Retry-After': String(RATE_PERIOD_SECONDS) })
    throw err
  }
  if (changes === 0) remember(sessionId)
}

/**
 * Consults the limits for a request that passed validation (once per request). `sessionId` is the
 * session it names, when it names one.
 */
export async function enforceRateLimits(c: Context<AppEnv>, sessionId: string | null): Promise<void> {
  const raw = c.req.raw
  if (counted.has(raw)) return
  counted.add(raw)
  // The class the matched route declares (worker/routes/declare.ts).
  const kind = c.get('declaration')?.limit
  if (!kind) return
  const env: Bindings = c.env
  // The visitor's shard carries their bookmark, even when a meter is read first (worker/db.ts).
  if (sessionId && isValidSessionId(normalizeSessionId(sessionId)))
    noteRequestSession(c, normalizeSessionId(sessionId))
  const ip = c.req.header('cf-connecting-ip') ?? 'local'
  const address = clientAddressBucket(ip)
  // A read's limits are asked at once, not one after the other, and in leases (LEASE_SIZES): each
  // ask is a call to the binding, and one call each per request cost the compass a third of its
  // throughput (docs/performance.md, bench:limits). A read refused by one limit is thus counted by
  // the others too.
  if (kind === 'shared') {
    const [byAddress, byNetwork] = await Promise.all([
      allowed(env.RATE_LIMIT_SHARED, `address:${address}`, classLease(kind)),
      networkAllowed(env, kind, env.RATE_LIMIT_SHARED, ip),
    ])
    if (!byAddress || !byNetwork) refuse(NETWORK_READS_SENTENCE)
    return
  }
  if (kind === 'read') {
    const lease = classLease(kind)
    const [byAddress, byNetwork, bySession] = await Promise.all([
      allowed(env.RATE_LIMIT_READS, `address:${address}`, lease),
      networkAllowed(env, kind, env.RATE_LIMIT_READS, ip),
      sessionId ? allowed(env.RATE_LIMIT_READS, `session:${sessionId}`, lease) : true,
    ])
    if (!byAddress || !byNetwork) refuse(NETWORK_READS_SENTENCE)
    if (!bySession) refuse(BROWSER_LIMIT_SENTENCES.reads)
    // An export reads every row a visitor has: its own, tighter limit.
    if (c.req.path === '/api/my-data') {
      const exports = EXPORT_LIMIT_SENTENCES.network
      if (!(await allowed(env.RATE_LIMIT_EXPORTS, `address:${address}`))) refuse(exports)
      if (!(await allowed(env.RATE_LIMIT_EXPORTS, `net:${clientNetworkBucket(ip)}`))) refuse(exports)
      if (sessionId && !(await allowed(env.RATE_LIMIT_EXPORTS, `session:${sessionId}`)))
        refuse(EXPORT_LIMIT_SENTENCES.browser)
    }
    return
  }
  // The meters' keys, for the write's own batch (worker/meters.ts).
  await requestBuckets(c)
  // Storing writes stop before the database fills; deletions still pass (they make room).
  if (c.req.method !== 'DELETE') assertRoomToWrite(c, sessionId)
  if (!(await allowed(env.RATE_LIMIT_ADDRESS_WRITES, address))) refuse(LIMIT_SENTENCES.writes)
  if (!(await networkAllowed(env, kind, env.RATE_LIMIT_ADDRESS_WRITES, ip))) refuse(LIMIT_SENTENCES.writes)
  // An erasure removes every row a visitor has: the exports' tight limit, per address and network.
  if (c.req.path === '/api/my-data') {
    const erasures = EXPORT_LIMIT_SENTENCES.erasures
    if (!(await allowed(env.RATE_LIMIT_EXPORTS, `erase:${address}`))) refuse(erasures)
    if (!(await allowed(env.RATE_LIMIT_EXPORTS, `erase-net:${clientNetworkBucket(ip)}`))) refuse(erasures)
  }
  if (!sessionId) return
  if (!(await allowed(env.RATE_LIMIT_SESSION_WRITES, sessionId))) refuse(BROWSER_LIMIT_SENTENCES.writes)
  // Deleting creates nothing: an erase by a session never stored needs no new-session check.
  if (c.req.method !== 'DELETE') await admitSession(c, sessionId)
}

/** The session a validated request names: the header, else its sessionId field or path segment. */
export function sessionNamed(c: Context<AppEnv>, data: unknown): string | null {
  const header = c.req
    .header(SESSION_HEADER)
    ?.trim()
    .replace(/^["']+|["']+$/g, '')
  if (header) return header
  const field = (data as { sessionId?: unknown } | null)?.sessionId
  return typeof field === 'string' && field !== 'me' ? field : null
}
