// Idempotency keys for the writes a visitor makes on purpose (save-reading, lock-frequency,
// emotional-state; decisions.md §5): a retry with the same key and body gets the first answer and
// stores nothing new; the same key with another body is 422. The key row is written in the same
// D1 batch as the write it guards, so either both exist or neither does.
import { and, eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { idempotencyKeys } from '../schema/tables.ts'
import { getDb } from './db.ts'
import type { AppEnv } from './env.ts'
import { ApiError } from './errors.ts'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
const KEY_RE = /^[\x21-\x7e]{8,128}$/
/** Keys are forgotten after a day (the cron prunes them). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

export interface IdempotencyTicket {
  key: string
  route: string
  hash: string
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

function replay(c: Context<AppEnv>, row: typeof idempotencyKeys.$inferSelect): Response {
  c.header('Idempotent-Replayed', 'true')
  return c.json(JSON.parse(row.response) as unknown, row.status as ContentfulStatusCode)
}

function lookup(db: DrizzleD1Database, sessionId: string, key: string) {
  return db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.sessionId, sessionId), eq(idempotencyKeys.key, key)))
    .limit(1)
}

/**
 * Without an Idempotency-Key header: null (an ordinary write). With one already used: the first
 * answer again (same body) or 422 (another body). Otherwise a ticket to record with the write.
 */
export async function checkIdempotency(
  c: Context<AppEnv>,
  sessionId: string,
  route: string,
  body: unknown,
): Promise<IdempotencyTicket | Response | null> {
  const key = c.req.header(IDEMPOTENCY_HEADER)
  if (key === undefined) return null
  if (!KEY_RE.test(key)) {
    throw new ApiError(400, 'The Idempotency-Key header must be 8 to 128 visible ASCII characters.')
  }
  const hash = await sha256Hex(`${route}\n${JSON.stringify(body)}`)
  const [row] = await lookup(getDb(c), sessionId, key)
  if (row) {
    if (row.route === route && row.requestHash === hash) return replay(c, row)
    throw new ApiError(422, 'This Idempotency-Key was already used for a different request.')
  }
  return { key, route, hash }
}

/** The key row for the write's batch. */
export function recordIdempotency(
  db: DrizzleD1Database,
  sessionId: string,
  ticket: IdempotencyTicket,
  status: number,
  response: unknown,
  now: number,
) {
  return db.insert(idempotencyKeys).values({
    sessionId,
    key: ticket.key,
    route: ticket.route,
    requestHash: ticket.hash,
    status,
    response: JSON.stringify(response),
    createdAt: now,
  })
}

function isKeyConflict(err: unknown): boolean {
  for (let e: unknown = err, d = 0; e instanceof Error && d < 5; e = e.cause, d++) {
    if (/UNIQUE constraint failed: idempotency_keys/i.test(e.message)) return true
  }
  return false
}

/**
 * After a write that stored nothing because a concurrent request with the same key got there
 * first: that request's answer (same body), 422 (another body), or null when the key is unused.
 */
export async function replayIdempotent(
  c: Context<AppEnv>,
  sessionId: string,
  ticket: IdempotencyTicket,
): Promise<Response | null> {
  const [row] = await lookup(getDb(c), sessionId, ticket.key)
  if (!row) return null
  if (row.route === ticket.route && row.requestHash === ticket.hash) return replay(c, row)
  throw new ApiError(422, 'This Idempotency-Key was already used for a different request.')
}

/**
 * Runs a write; when a concurrent request with the same key won the race (the key row's primary
 * key refused ours, rolling back our whole batch), answers as that request did.
 */
export async function runIdempotent(
  c: Context<AppEnv>,
  sessionId: string,
  ticket: IdempotencyTicket | null,
  write: () => Promise<Response>,
): Promise<Response> {
  try {
    return await write()
  } catch (err) {
    if (!ticket || !isKeyConflict(err)) throw err
    const replayed = await replayIdempotent(c, sessionId, ticket)
    if (replayed) return replayed
    throw new ApiError(422, 'This Idempotency-Key was already used for a different request.')
  }
}
