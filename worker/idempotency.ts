// Idempotency keys for the writes the device's outbox sends (save-reading, lock-frequency,
// emotional-state, mood-note, archetype, journey-point, luna-interaction (a clarity chosen); docs/ARCHITECTURE.md, docs/decisions/004,
// 011 and 037): a retry with the same key and the
// same request gets the first answer and stores nothing new; the same key with another request is
// 422. "The same request" is the canonical JSON of the body (keys sorted) without the session id,
// wherever the session travelled. The key row is written in the same D1 batch as the write it
// guards, so either both exist or neither does. It holds a pointer (the stored reading's id), not a
// copy of the answer: the replay is rebuilt from the rows the first request stored.
import { sql } from 'drizzle-orm'
import type { Context, TypedResponse } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { JSONParsed } from 'hono/utils/types'
import { DELETED_READING_SENTENCE } from '../domain/answer-sentences.ts'
import { tierNameOf } from '../domain/emotion.ts'
import { IDEMPOTENCY_KEY_PATTERN } from '../domain/idempotency-key.ts'
import {
  archetypeResults,
  emotionalStates,
  idempotencyKeys,
  moodNotes,
  savedReadings,
} from '../schema/tables.ts'
import { sha256, toHex } from './addresses.ts'
import { statement } from './data/raw.ts'
import { toApiReading } from './data/readings.ts'
import { getShardD1 } from './db.ts'
import { answerLocale } from './edge.ts'
import type { AppEnv } from './env.ts'
import { ApiError } from './errors.ts'
import { moodNoteAnswer } from './mood-note-answer.ts'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** Keys are forgotten after a day (the cron prunes them). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

export type IdempotentRoute =
  | 'save-reading'
  | 'lock-frequency'
  | 'emotional-state'
  | 'mood-note'
  | 'archetype'
  | 'journey-point'
  | 'luna-interaction'

export interface IdempotencyTicket {
  key: string
  route: IdempotentRoute
  hash: string
}

/** JSON with every object's keys in code-point order, at every depth; `undefined` members left out. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}

/** What identifies a request: its route and its validated body without the session id. */
export function requestFingerprint(route: string, body: unknown): string {
  const rest =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'sessionId'))
      : body
  return `${route}\n${canonicalJson(rest)}`
}

interface StoredAnswer {
  k_session_id: string
  route: string
  request_hash: string
  status: number
  reading_id: string
  // The reading (absent when the visitor has deleted it since).
  r_id: string | null
  r_session_id: string | null
  r_reading_type: string | null
  r_reading_data: string | null
  r_user_tags: string | null
  r_user_notes: string | null
  r_resonant_frequency: number | null
  r_reading_date: string | null
  r_created_at: number | null
  // The check-in stored with it (emotional-state only).
  e_value: number | null
  e_codon_index: number | null
  e_descriptor: string | null
  e_baseline: number | null
  e_new_baseline: number | null
  e_local_date: string | null
  // The mood note it points to (mood-note only).
  m_id: string | null
  m_value: number | null
  m_words: string | null
  m_local_date: string | null
  m_local_time: string | null
  m_created_at: number | null
  // The archetype record it points to (archetype only).
  a_id: number | null
  a_archetype_id: number | null
  a_archetype_name: string | null
  a_combined_baseline: number | null
  a_source: string | null
}

/** The key's row with the reading it points to and, for a check-in, its emotional state: one query. */
function lookup(c: Context<AppEnv>, sessionId: string, key: string): Promise<StoredAnswer | null> {
  return statement(
    getShardD1(c, sessionId),
    sql`select k.session_id as k_session_id, k.route, k.request_hash, k.status, k.reading_id,
          r.id as r_id, r.session_id as r_session_id, r.reading_type as r_reading_type,
          r.reading_data as r_reading_data, r.user_tags as r_user_tags, r.user_notes as r_user_notes,
          r.resonant_frequency as r_resonant_frequency, r.reading_date as r_reading_date,
          r.created_at as r_created_at,
          e.emotional_value as e_value, e.codon_index as e_codon_index, e.descriptor as e_descriptor,
          e.baseline as e_baseline, e.new_baseline as e_new_baseline, e.local_date as e_local_date,
          m.id as m_id, m.value as m_value, m.words as m_words, m.local_date as m_local_date,
          m.local_time as m_local_time, m.created_at as m_created_at,
          a.id as a_id, a.archetype_id as a_archetype_id, a.archetype_name as a_archetype_name,
          a.combined_baseline as a_combined_baseline, a.source as a_source
        from ${idempotencyKeys} k
        left join ${savedReadings} r on r.id = k.reading_id and r.session_id = k.session_id
        left join ${emotionalStates} e on k.route = 'emotional-state'
          and e.session_id = k.session_id and e.created_at = r.created_at
        left join ${moodNotes} m on k.route = 'mood-note' and m.session_id = k.session_id and m.id = k.reading_id
        left join ${archetypeResults} a on k.route = 'archetype' and a.session_id = k.session_id
          and a.id = cast(k.reading_id as integer)
        where k.session_id = ${sessionId} and k.key = ${key}
        limit 1`,
  ).first<StoredAnswer>()
}

/** The first answer, rebuilt from what it stored. */
function replay(c: Context<AppEnv>, row: StoredAnswer): Response {
  c.header('Idempotent-Replayed', 'true')
  // A journey point's answer is its id; the point itself is not shown back.
  if (row.route === 'journey-point')
    return c.json({ success: true as const, id: Number(row.reading_id) }, 201)
  if (row.route === 'luna-interaction') return c.json({ success: true as const }, 201)
  if (row.route === 'archetype') {
    if (row.a_id === null || row.a_archetype_id === null || row.a_combined_baseline === null)
      throw new ApiError(500, 'The stored archetype record could not be found.')
    return c.json(
      {
        success: true as const,
        id: row.a_id,
        archetypeId: row.a_archetype_id,
        archetypeName: row.a_archetype_name,
        combinedBaseline: row.a_combined_baseline,
        source: row.a_source,
      },
      201,
    )
  }
  if (row.route === 'mood-note') {
    if (row.m_id === null || row.m_value === null || row.m_local_date === null || row.m_created_at === null)
      throw new ApiError(500, 'The stored mood note could not be found.')
    return c.json(
      moodNoteAnswer(
        row.k_session_id,
        {
          id: row.m_id,
          value: row.m_value,
          words: row.m_words,
          localDate: row.m_local_date,
          localTime: row.m_local_time,
          createdAt: row.m_created_at,
        },
        // Her answer in the language this retry asks for (docs/decisions/058-reading-languages.md).
        answerLocale(c.env, c.req.raw.headers, c.req.query('lang')),
      ),
      201,
    )
  }
  if (row.r_id === null || row.r_session_id === null || row.r_created_at === null) {
    throw new ApiError(410, DELETED_READING_SENTENCE)
  }
  const reading = toApiReading({
    id: row.r_id,
    sessionId: row.r_session_id,
    readingType: row.r_reading_type as 'compass',
    readingData: JSON.parse(row.r_reading_data ?? '{}') as Record<string, unknown>,
    userTags: row.r_user_tags,
    userNotes: row.r_user_notes,
    resonantFrequency: row.r_resonant_frequency,
    readingDate: row.r_reading_date ?? '',
    createdAt: row.r_created_at,
  })
  if (row.route !== 'emotional-state') return c.json({ success: true as const, reading }, 201)
  if (row.e_value === null || row.e_codon_index === null || row.e_new_baseline === null) {
    throw new ApiError(500, 'The stored check-in could not be found.')
  }
  return c.json(
    {
      success: true as const,
      newBaseline: row.e_new_baseline,
      emotionalState: {
        value: row.e_value,
        codonIndex: row.e_codon_index,
        descriptor: row.e_descriptor,
        tier: tierNameOf(row.e_codon_index),
        baseline: row.e_baseline,
        newBaseline: row.e_new_baseline,
        localDate: row.e_local_date,
        createdAt: new Date(row.r_created_at).toISOString(),
      },
      reading,
    },
    201,
  )
}

/**
 * Without an Idempotency-Key header: null (an ordinary write). With one already used: the first
 * answer again (same request) or 422 (another request). Otherwise a ticket to record with the write.
 */
export async function checkIdempotency(
  c: Context<AppEnv>,
  sessionId: string,
  route: IdempotentRoute,
  body: unknown,
): Promise<IdempotencyTicket | Response | null> {
  const key = c.req.header(IDEMPOTENCY_HEADER)
  if (key === undefined) return null
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new ApiError(400, 'The Idempotency-Key header must be 8 to 128 visible ASCII characters.')
  }
  const hash = toHex(await sha256(requestFingerprint(route, body)))
  const row = await lookup(c, sessionId, key)
  if (row) {
    if (row.route === route && row.request_hash === hash) return replay(c, row)
    throw new ApiError(422, 'This Idempotency-Key was already used for a different request.')
  }
  return { key, route, hash }
}

/** The row a write's batch inserted just before its key: its id, known only once it is stored. */
export const INSERTED_ROW = Symbol('the row inserted just before')

/**
 * The key row for the write's batch: inserted only when the statement before it in the batch
 * changed a row (`where changes() = 1`), so a refused conditional insert records no key either.
 * `readingId` is the stored row's id, or INSERTED_ROW for an id the database chooses
 * (`last_insert_rowid()` of the statement before, in the same batch).
 */
export function recordIdempotency(
  sessionId: string,
  ticket: IdempotencyTicket,
  status: number,
  readingId: string | typeof INSERTED_ROW,
  now: number,
) {
  const id = readingId === INSERTED_ROW ? sql`cast(last_insert_rowid() as text)` : sql`${readingId}`
  return sql`insert into ${idempotencyKeys} (session_id, key, route, request_hash, status, reading_id, created_at)
    select ${sessionId}, ${ticket.key}, ${ticket.route}, ${ticket.hash}, ${status}, ${id}, ${now}
    where changes() = 1`
}

function isKeyConflict(err: unknown): boolean {
  for (let e: unknown = err, d = 0; e instanceof Error && d < 5; e = e.cause, d++) {
    if (/UNIQUE constraint failed: idempotency_keys/i.test(e.message)) return true
  }
  return false
}

/**
 * After a write that stored nothing because a concurrent request with the same key got there
 * first: that request's answer (same request), 422 (another request), or null when the key is unused.
 */
export async function replayIdempotent(
  c: Context<AppEnv>,
  sessionId: string,
  ticket: IdempotencyTicket,
): Promise<Response | null> {
  const row = await lookup(c, sessionId, ticket.key)
  if (!row) return null
  if (row.route === ticket.route && row.request_hash === ticket.hash) return replay(c, row)
  throw new ApiError(422, 'This Idempotency-Key was already used for a different request.')
}

/**
 * Runs a write; when a concurrent request with the same key won the race (the key row's primary
 * key refused ours, rolling back our whole batch), answers as that request did.
 */
export async function runIdempotent<R extends Response>(
  c: Context<AppEnv>,
  sessionId: string,
  ticket: IdempotencyTicket | null,
  write: () => Promise<R>,
): Promise<R> {
  try {
    return await write()
  } catch (err) {
    if (!ticket || !isKeyConflict(err)) throw err
    const replayed = await replayIdempotent(c, sessionId, ticket)
    // A replay is this route's first answer again, rendered from what it stored (`replay`).
    if (replayed) return replayed as R
    throw new ApiError(422, 'This Idempotency-Key was already used for a different request.')
  }
}

/** An answer replayed from what a write stored: the route's own JSON answer `T` with status `S`. */
export type Replayed<T, S extends ContentfulStatusCode = 201> = Response &
  TypedResponse<JSONParsed<T>, S, 'json'>

/**
 * A write made safe to retry (docs/decisions/037): the first answer again for a key already used
 * with this request, 422 for one used with another, else `write` with the ticket it records (null
 * without an Idempotency-Key). Typed as the write's own answer, which a replay is.
 */
export async function idempotent<R extends Response>(
  c: Context<AppEnv>,
  sessionId: string,
  route: IdempotentRoute,
  body: unknown,
  write: (ticket: IdempotencyTicket | null) => Promise<R>,
): Promise<R> {
  const ticket = await checkIdempotency(c, sessionId, route, body)
  if (ticket instanceof Response) return ticket as R
  return runIdempotent(c, sessionId, ticket, () => write(ticket))
}
