// The admin gate (decisions.md §2): a server-checked password, a random session in D1 sent as a
// `__Host-admin` cookie (HttpOnly, Secure, SameSite=Strict), 30-minute idle and 8-hour absolute
// limits, and at most 5 failed logins per client address (an IPv6 /64) per 15 minutes, counted
// atomically so that simultaneous guesses cannot slip past the limit.
import { and, count, eq, gt, lt, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { adminLoginAttempts, adminSessions } from '../schema/tables.ts'
import { statement } from './data/raw.ts'
import { getDb } from './db.ts'
import type { AppEnv } from './env.ts'
import { ApiError } from './errors.ts'

export const ADMIN_COOKIE = '__Host-admin'
export const ADMIN_IDLE_MS = 30 * 60 * 1000
export const ADMIN_ABSOLUTE_MS = 8 * 60 * 60 * 1000
export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const MAX_LOGIN_FAILURES = 5

const encoder = new TextEncoder()

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

export function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Compares two SHA-256 digests without an early exit. */
export function digestsEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

export async function passwordMatches(given: string, secret: string): Promise<boolean> {
  return digestsEqual(await sha256(given), await sha256(secret))
}

/**
 * The unit failed logins are counted by: an IPv4 address, or an IPv6 address's /64 (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would let one client
 * rotate through 2^64 of them). IPv4-mapped IPv6 counts as its IPv4 address.
 */
export function clientAddressBucket(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, '')
  if (!text.includes(':')) return text
  const mapped = /^(?:0{0,4}:){0,5}(?::|ffff:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (mapped?.[1]) return mapped[1]
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16))
  while (prefix.length < 4) prefix.push('0')
  return `${prefix.join(':')}::/64`
}

/** The client's address bucket, hashed: only used to count failed logins. */
export async function clientKey(c: Context<AppEnv>): Promise<string> {
  const address = c.req.header('cf-connecting-ip') ?? c.req.header('x-real-ip') ?? 'local'
  return toHex(await sha256(`admin-login:${clientAddressBucket(address)}`))
}

/**
 * Takes one of the client's login attempts in the current window, in a single statement (so
 * simultaneous guesses cannot all pass a count read before any is recorded): the attempt's row id,
 * or null when the client has used them all. The row stays as the failure record unless the
 * password matches.
 */
export async function reserveAttempt(
  d1: D1DatabaseSession,
  key: string,
  now: number,
): Promise<number | null> {
  const row = await statement(
    d1,
    sql`insert into ${adminLoginAttempts} (client_key, attempted_at)
        select ${key}, ${now}
        where (select count(*) from ${adminLoginAttempts}
               where client_key = ${key} and attempted_at > ${now - LOGIN_WINDOW_MS}) < ${MAX_LOGIN_FAILURES}
        returning id`,
  ).first<{ id: number }>()
  return row?.id ?? null
}

export async function recentFailures(db: DrizzleD1Database, key: string, now: number) {
  const [row] = await db
    .select({ failures: count(), oldest: sql<number | null>`min(${adminLoginAttempts.attemptedAt})` })
    .from(adminLoginAttempts)
    .where(
      and(eq(adminLoginAttempts.clientKey, key), gt(adminLoginAttempts.attemptedAt, now - LOGIN_WINDOW_MS)),
    )
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null }
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
  const media = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (media !== 'application/json')
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
  const [row] = await getDb(c)
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
  ] as const
}
