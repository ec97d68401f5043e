// The admin gate (docs/decisions/008-admin-and-analytics.md, docs/decisions/012): a server-checked password, a random session
// in D1 sent as a `__Host-admin` cookie (HttpOnly, Secure, SameSite=Strict), 30-minute idle and
// 8-hour absolute limits. Failed logins are limited per client address (IPv4 address, IPv6 /64) and per
// wider network (IPv4 /24, IPv6 /48), never globally (docs/decisions/036), all counted in
// the one statement that records the attempt, so simultaneous guesses cannot slip past. A browser
// that has logged in before carries a device cookie: other people's failures never lock it out.
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { adminDevices, adminLoginAttempts, adminSessions } from '../schema/tables.ts'
import { clientAddressBucket, clientNetworkBucket, sha256, toHex } from './addresses.ts'
import { statement } from './data/raw.ts'
import { getAggregatesDb } from './db.ts'
import type { AppEnv } from './env.ts'
import { ApiError } from './errors.ts'

export const ADMIN_COOKIE = '__Host-admin'
/** The known-device cookie: set at a successful login, kept 90 days. */
export const DEVICE_COOKIE = '__Host-admin-device'
export const DEVICE_TTL_MS = 90 * 24 * 60 * 60 * 1000
export const ADMIN_IDLE_MS = 30 * 60 * 1000
export const ADMIN_ABSOLUTE_MS = 8 * 60 * 60 * 1000
export const LOGIN_WINDOW_MS = 15 * 60 * 1000
/** Failures per client address (IPv4 address, IPv6 /64) in the window. */
export const MAX_LOGIN_FAILURES = 5
/** Failures per wider network (IPv4 /24, IPv6 /48: 65,536 /64s) in the window. */
export const MAX_NETWORK_FAILURES = 10
/** Failures from a known admin device in the window (its own mistakes only). */
export const MAX_DEVICE_FAILURES = 5
/** An admin password shorter than this is refused (every login answers 503). */
export const MIN_ADMIN_PASSWORD_LENGTH = 16

export interface LoginKeys {
  client: string
  network: string
}

/**
 * The client's buckets, hashed: only used to count failed logins. The address is Cloudflare's
 * `cf-connecting-ip` and nothing else (a client can set `x-real-ip` or `x-forwarded-for` itself).
 */
export async function loginKeys(c: Context<AppEnv>): Promise<LoginKeys> {
  const address = c.req.header('cf-connecting-ip') ?? 'local'
  return {
    client: toHex(await sha256(`admin-login:${clientAddressBucket(address)}`)),
    network: toHex(await sha256(`admin-login-net:${clientNetworkBucket(address)}`)),
  }
}

/** The hash of the request's known-device token, when it carries one that is valid. */
export async function knownDevice(
  c: Context<AppEnv>,
  d1: D1DatabaseSession,
  now: number,
): Promise<string | null> {
  const token = getCookie(c, DEVICE_COOKIE)
  if (!token || token.length > 200) return null
  const hash = toHex(await sha256(token))
  const row = await statement(
    d1,
    sql`select token_hash from ${adminDevices} where token_hash = ${hash} and expires_at > ${now}`,
  ).first<{ token_hash: string }>()
  return row ? hash : null
}

/**
 * Takes one login attempt in a single statement (so simultaneous guesses cannot all pass a count
 * read before any is recorded): the attempt's row id, or null when the limits refuse it. From a
 * known device only that device's own failures count; otherwise the address and its network: a
 * per-network lockout, never a global one, so failures elsewhere never lock a new browser out
 * (docs/decisions/036; the 16-character password is what a distributed guess meets). The row stays as the failure record unless the password
 * matches.
 */
export async function reserveAttempt(
  d1: D1DatabaseSession,
  keys: LoginKeys,
  device: string | null,
  now: number,
): Promise<number | null> {
  const since = now - LOGIN_WINDOW_MS
  const row = device
    ? await statement(
        d1,
        sql`insert into ${adminLoginAttempts} (client_key, wide_key, device_key, attempted_at)
            select ${keys.client}, ${keys.network}, ${device}, ${now}
            where (select count(*) from ${adminLoginAttempts}
                   where device_key = ${device} and attempted_at > ${since}) < ${MAX_DEVICE_FAILURES}
            returning id`,
      ).first<{ id: number }>()
    : await statement(
        d1,
        sql`insert into ${adminLoginAttempts} (client_key, wide_key, device_key, attempted_at)
            select ${keys.client}, ${keys.network}, null, ${now}
            where (select count(*) from ${adminLoginAttempts}
                   where client_key = ${keys.client} and attempted_at > ${since}) < ${MAX_LOGIN_FAILURES}
              and (select count(*) from ${adminLoginAttempts}
                   where wide_key = ${keys.network} and attempted_at > ${since}) < ${MAX_NETWORK_FAILURES}
            returning id`,
      ).first<{ id: number }>()
  return row?.id ?? null
}

/** How long a refused client must wait, in seconds (at least 1). */
export async function retryAfterSeconds(
  d1: D1DatabaseSession,
  keys: LoginKeys,
  device: string | null,
  now: number,
): Promise<number> {
  const since = now - LOGIN_WINDOW_MS
  const row = await statement(
    d1,
    sql`select
          (select min(attempted_at) from ${adminLoginAttempts} where device_key = ${device ?? ''} and attempted_at > ${since}) as deviceOldest,
          (select count(*) from ${adminLoginAttempts} where device_key = ${device ?? ''} and attempted_at > ${since}) as deviceCount,
          (select min(attempted_at) from ${adminLoginAttempts} where client_key = ${keys.client} and device_key is null and attempted_at > ${since}) as clientOldest,
          (select count(*) from ${adminLoginAttempts} where client_key = ${keys.client} and attempted_at > ${since}) as clientCount,
          (select min(attempted_at) from ${adminLoginAttempts} where wide_key = ${keys.network} and attempted_at > ${since}) as networkOldest,
          (select count(*) from ${adminLoginAttempts} where wide_key = ${keys.network} and attempted_at > ${since}) as networkCount`,
  ).first<Record<string, number | null>>()
  const waits: number[] = []
  const until = (oldest: number | null | undefined) => (oldest ?? now) + LOGIN_WINDOW_MS - now
  if (device) {
    if ((row?.deviceCount ?? 0) >= MAX_DEVICE_FAILURES) waits.push(until(row?.deviceOldest))
  } else {
    if ((row?.clientCount ?? 0) >= MAX_LOGIN_FAILURES) waits.push(until(row?.clientOldest))
    if ((row?.networkCount ?? 0) >= MAX_NETWORK_FAILURES) waits.push(until(row?.networkOldest))
  }
  return Math.max(1, Math.ceil(Math.max(0, ...waits) / 1000))
}

export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

/** Same-origin proof for state-changing admin calls: Origin equal to ours, or Sec-Fetch-Site same-origin. */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin')
  const site = c.req.header('sec-fetch-site')
  const ours = new URL(c.req.url).origin
  if (origin !== ours && site !== 'same-origin') {
    throw new ApiError(403, 'Admin requests must come from this site.')
  }
  // A body must be JSON; a request with none (logout) needs no Content-Type. The origin check above
  // is what stops another site's form.
  const hasBody =
    Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined
  const media = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (hasBody && media !== 'application/json')
    throw new ApiError(415, 'Send the request body as JSON with the header Content-Type: application/json.')
  await next()
}

/**
 * Valid admin session: touches it (sliding idle timeout) in the same statement that checks it.
 * Expired, forged or missing: 401.
 */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, ADMIN_COOKIE)
  if (!token || token.length > 200) throw new ApiError(401, 'Admin login required.')
  const now = Date.now()
  const hash = toHex(await sha256(token))
  const [row] = await getAggregatesDb(c)
    .update(adminSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(adminSessions.tokenHash, hash),
        gt(adminSessions.expiresAt, now),
        gt(adminSessions.lastSeenAt, now - ADMIN_IDLE_MS),
      ),
    )
    .returning({ expiresAt: adminSessions.expiresAt })
  if (!row) throw new ApiError(401, 'Admin login required.')
  c.header('Cache-Control', 'private, no-store')
  await next()
}

/** Deletes expired admin sessions and old login attempts (the cron). */
export function pruneAdmin(db: DrizzleD1Database, now: number) {
  return [
    db.delete(adminSessions).where(lt(adminSessions.expiresAt, now)),
    db.delete(adminSessions).where(lt(adminSessions.lastSeenAt, now - ADMIN_IDLE_MS)),
    db.delete(adminLoginAttempts).where(lt(adminLoginAttempts.attemptedAt, now - LOGIN_WINDOW_MS)),
    db.delete(adminDevices).where(lt(adminDevices.expiresAt, now)),
  ] as const
}
