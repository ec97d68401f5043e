// The visitor's session id: from the `x-session-id` header and/or the spec's path, query or body
// field (docs/decisions/002-sessions-privacy-and-recovery.md). Both present and different: 400. Malformed: 400.
import type { Context } from 'hono'
import { isValidSessionId, normalizeSessionId, SESSION_ID_ERROR } from '../domain/session-id.ts'
import { noteRequestSession } from './db.ts'
import type { AppEnv } from './env.ts'
import { ApiError } from './errors.ts'

export const SESSION_HEADER = 'x-session-id'

export function optionalSession(c: Context<AppEnv>, field?: string | null): string | null {
  const rawHeader = c.req.header(SESSION_HEADER)
  const header = rawHeader === undefined ? undefined : normalizeSessionId(rawHeader)
  const fromField = field === undefined || field === null ? undefined : normalizeSessionId(field)
  if (header !== undefined && !isValidSessionId(header)) throw new ApiError(400, SESSION_ID_ERROR)
  if (fromField !== undefined && !isValidSessionId(fromField)) throw new ApiError(400, SESSION_ID_ERROR)
  if (header !== undefined && fromField !== undefined && header !== fromField) {
    throw new ApiError(400, 'The x-session-id header and the sessionId field name different sessions.')
  }
  const id = header ?? fromField ?? null
  // The data layer answers this session's shard (worker/db.ts).
  if (id !== null) noteRequestSession(c, id)
  return id
}

/**
 * The session, required. `where` names where the route reads the sessionId of its contract
 * (docs/rules/api-calls.md): a GET's query string by default, else the
 * JSON body, so that the refusal says where to put it.
 */
export function requireSession(
  c: Context<AppEnv>,
  field?: string | null,
  where: 'query' | 'body' = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'query' : 'body',
): string {
  const id = optionalSession(c, field)
  if (!id)
    throw new ApiError(
      400,
      `A session id is required: send the x-session-id header or ${where === 'query' ? 'the sessionId query parameter' : 'the sessionId field of the JSON body'}.`,
    )
  return id
}

/** The path segment that names the caller's own session, sent in the x-session-id header only. */
export const OWN_SESSION_SEGMENT = 'me'

/**
 * The session named by a path (`/api/streak/{sessionId}`, the spec's contract) or by `me` with the
 * id only in the header, which the web app uses so that no bearer secret travels in a URL. An
 * answer whose URL carries an id is never cached (Cache-Control: no-store).
 */
export function sessionFromPath(c: Context<AppEnv>, segment: string): { sessionId: string; inUrl: boolean } {
  if (segment === OWN_SESSION_SEGMENT) {
    if (c.req.header(SESSION_HEADER) === undefined)
      throw new ApiError(400, 'The path segment “me” needs the session id in the x-session-id header.')
    return { sessionId: requireSession(c), inUrl: false }
  }
  return { sessionId: requireSession(c, segment), inUrl: true }
}
