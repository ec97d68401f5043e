// One error vocabulary for the API: every failure is JSON `{ error: "<sentence>" }` (plus
// `issues` for validation and `requestId` for faults). No stack trace or SQL reaches a client.
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type * as z from 'zod'
import { FAULT_SENTENCE, UNAVAILABLE_SENTENCE } from '../domain/answer-sentences.ts'
import { type DailyEventTable, QUOTA_SENTENCES, QUOTA_WORDS } from '../domain/quotas.ts'
import type { AppEnv } from './env.ts'
import { LIMIT_SENTENCES, meterOf, retryAfterOf } from './meter-refusals.ts'

export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly headers: Record<string, string>
  constructor(status: ContentfulStatusCode, message: string, headers: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.headers = headers
  }
}

/** The request's id for logs: Cloudflare's ray id, else a random one, made only when needed. */
export function requestIdOf(c: Context<AppEnv>): string {
  let id = c.get('requestId')
  if (!id) {
    id = c.req.header('cf-ray') ?? crypto.randomUUID()
    c.set('requestId', id)
  }
  return id
}

export const DB_RETRY_AFTER_SECONDS = 5

/** D1 (or Drizzle over it) failed: the database is unreachable, overloaded or erroring. */
export function isDatabaseError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.name === 'DrizzleQueryError' || /D1_|SQLITE_|D1 /i.test(e.message)) return true
  }
  return false
}

// Logs never carry visitor data (docs/decisions/002-sessions-privacy-and-recovery.md). Drizzle's query errors put the SQL and its
// bound parameters (session ids, names, notes) in their message: log the driver's own error under
// them instead, and mask anything that still looks like a session id.
const SESSION_ID_LIKE = /luna_\d{6,}_[a-z0-9]+/gi

/** An error's message as it may be logged: no query parameters, no session ids, at most 200 characters. */
export function loggableMessage(err: unknown): string {
  let e: unknown = err
  for (let depth = 0; e instanceof Error && /^Failed query:/.test(e.message) && depth < 5; depth++) {
    e = e.cause
  }
  const text = e instanceof Error ? e.message : e === err ? String(err) : 'Query failed.'
  return text
    .replace(/\bparams:[\s\S]*$/i, 'params: [not logged]')
    .replace(SESSION_ID_LIKE, 'luna_[session]')
    .slice(0, 200)
}

function sentence(text: string): string {
  const t = text.trim()
  const capital = t.charAt(0).toUpperCase() + t.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}

/** Where an issue is: a bad key is reported at its object, not under the (possibly huge) key itself. */
function issuePath(issue: z.core.$ZodIssue): string {
  const path = issue.code === 'invalid_key' ? issue.path.slice(0, -1) : issue.path
  return path.map(String).join('.')
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issuePath(issue)
  const field = path ? `The ${path} field` : 'The request body'
  switch (issue.code) {
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}${path ? ` in ${path}` : ''}: ${issue.keys.join(', ')}`
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`
      return issue.message.startsWith('Invalid input')
        ? `${field} must be ${issue.expected === 'object' ? 'a JSON object' : `a ${issue.expected}`}`
        : issue.message
    case 'too_big':
      return issue.message.startsWith('Too big')
        ? `${field} is too large (at most ${issue.maximum})`
        : issue.message
    case 'too_small':
      return issue.message.startsWith('Too small')
        ? `${field} is too small (at least ${issue.minimum})`
        : issue.message
    case 'invalid_key': {
      // The key's own check names the limit ("keys of at most 100 characters").
      const inner = issue.issues[0]
      return inner && !inner.message.startsWith('Invalid')
        ? inner.message
        : `${field} has a key that is not valid`
    }
    case 'invalid_value':
      return issue.message.startsWith('Invalid option')
        ? `${field} must be one of: ${issue.values.join(', ')}`
        : issue.message
    default:
      return issue.message.startsWith('Invalid') ? `${field} is not valid` : issue.message
  }
}

/** The 400 body of a failed validation: the first problem as a sentence, and all problems listed. */
export function validationBody(error: z.ZodError) {
  const issues = error.issues.map((i) => ({
    path: issuePath(i),
    message: sentence(describeIssue(i)),
  }))
  return { error: issues[0]?.message ?? 'The request is not valid.', issues }
}

export function errorJson(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  message: string,
  headers: Record<string, string> = {},
) {
  for (const [k, v] of Object.entries(headers)) c.header(k, v)
  return c.json({ error: message }, status)
}

/** A daily quota's trigger aborted the write (migrations/0006): which table, else null. */
export function quotaTableOf(err: unknown): DailyEventTable | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const table = /LUNA_QUOTA:(\w+)/.exec(e.message)?.[1]
    if (table && table in QUOTA_WORDS) return table as DailyEventTable
  }
  return null
}

/** The single error handler (app.onError). */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ApiError) return errorJson(c, err.status, err.message, err.headers)
  const quota = quotaTableOf(err)
  if (quota) return errorJson(c, 409, QUOTA_SENTENCES.daily(QUOTA_WORDS[quota]))
  // A meter's cap refused the write's whole batch (docs/decisions/036): nothing was stored.
  const meter = meterOf(err)
  if (meter) return errorJson(c, 429, LIMIT_SENTENCES[meter], { 'Retry-After': String(retryAfterOf(meter)) })
  if (err instanceof HTTPException) {
    if (err.status === 400 && /json/i.test(err.message))
      return errorJson(c, 400, 'The request body is not valid JSON.')
    if (err.status === 413) return errorJson(c, 413, 'The request body is too large (at most 64 KB).')
    return errorJson(c, err.status, sentence(err.message || 'The request could not be processed'))
  }
  const requestId = requestIdOf(c)
  if (isDatabaseError(err)) {
    console.error(
      JSON.stringify({ level: 'error', kind: 'database', requestId, message: loggableMessage(err) }),
    )
    c.header('Retry-After', String(DB_RETRY_AFTER_SECONDS))
    return c.json({ error: UNAVAILABLE_SENTENCE, requestId }, 503)
  }
  console.error(
    JSON.stringify({
      level: 'error',
      kind: 'unexpected',
      requestId,
      name: err.name,
      message: loggableMessage(err),
    }),
  )
  return c.json({ error: FAULT_SENTENCE, requestId }, 500)
}
