// Restoring from a recovery code (docs/decisions/013): the code is a session id; restoring moves
// every row of that session to a NEW id in one batch and answers the new id, so whoever held the
// code before (a stranger who shared a link, a lost phone) loses access to what is recorded next.
// With an Idempotency-Key, a retry of the same restore learns the same new id; nobody else can.

import { IDEMPOTENCY_KEY_PATTERN } from '../../domain/idempotency-key.ts'
import { createSessionId } from '../../domain/session-id.ts'
import { RestoreSchema } from '../../schema/api.ts'
import { EXAMPLE_SESSION } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { sha256, toHex } from '../addresses.ts'
import { earlierMove, moveSession, storedUnder } from '../data/restore.ts'
import { getShardDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { IDEMPOTENCY_HEADER } from '../idempotency.ts'
import { optionalSession } from '../session.ts'
import { layoutOf, shardIndexOf } from '../shards.ts'
import { declare, routes, WRITE_ERRORS } from './declare.ts'

const postRestore = declare({
  method: 'post',
  path: '/restore',
  limit: 'write',
  summary: 'Open a recovery code in this browser: the session moves to a new id (docs/decisions/013).',
  tag: 'Privacy',
  body: RestoreSchema,
  idempotent: true,
  ok: [
    { status: 201, description: 'Moved: use the new session id from now on.', schema: R.RestoredResponse },
    {
      status: 200,
      description: 'A retry with the same Idempotency-Key: the same new id.',
      schema: R.RestoredResponse,
    },
  ],
  errors: [...WRITE_ERRORS, 404, 409],
  example: {
    headers: { 'Idempotency-Key': 'example-restore-0001' },
    body: { code: EXAMPLE_SESSION },
  },
})

export const restoreRoutes = routes().openapi(postRestore, async (c) => {
  const { code } = c.req.valid('json')
  const current = optionalSession(c)
  if (current === code)
    throw new ApiError(409, 'This browser already uses that recovery code: your profile is already here.')
  const key = c.req.header(IDEMPOTENCY_HEADER)
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ApiError(400, 'The Idempotency-Key header must be 8 to 128 visible ASCII characters.')
  // The code's rows are in the code's shard; the new id is drawn on the same shard, so the move
  // stays one batch in one database (docs/decisions/041). The answer carries that shard's bookmark:
  // the browser reads the moved rows under the new id there next.
  const db = getShardDb(c, code, true)
  // Only the same code with the same (secret, browser-made) key finds an earlier move.
  const moveKey = key ? toHex(await sha256(`restore\n${code}\n${key}`)) : null
  const [[earlier], [stored]] = await db.batch([earlierMove(db, moveKey), storedUnder(db, code)])
  if (earlier) {
    c.header('Idempotent-Replayed', 'true')
    return c.json(
      {
        success: true as const,
        sessionId: earlier.sessionId,
        readingSeed: earlier.seed ?? earlier.sessionId,
      },
      200,
    )
  }
  if (!stored || Number(stored.n) === 0)
    throw new ApiError(
      404,
      'Luna found nothing saved under that code. Check it for typos; nothing was changed.',
    )
  const now = Date.now()
  const sessionId = newIdOnShardOf(c.env, code, now)
  // One batch, one transaction: every row moves, or none does; the old id keeps nothing.
  // The readings' seed moves with the data: the first id the visitor had (docs/decisions/013).
  const readingSeed = stored.seed ?? code
  await moveSession(db, code, sessionId, moveKey, now, readingSeed)
  return c.json({ success: true as const, sessionId, readingSeed }, 201)
})

/** Draws within this many new ids for one on the code's shard before refusing. */
const SAME_SHARD_DRAWS = 256

/**
 * A new session id on the same shard as `code`: the newest generation of the shard map places it,
 * and it holds every shard the map has added so far (domain/shards.ts `withAddedShard`), so a few
 * draws find one. A hand-made map whose newest generation leaves the code's shard out is refused
 * with a sentence, and nothing moves.
 */
function newIdOnShardOf(env: AppEnv['Bindings'], code: string, now: number): string {
  const layout = layoutOf(env)
  const shard = shardIndexOf(layout, code)
  for (let i = 0; i < SAME_SHARD_DRAWS; i++) {
    const id = createSessionId(now, (bytes) => crypto.getRandomValues(bytes))
    if (shardIndexOf(layout, id) === shard) return id
  }
  throw new ApiError(
    503,
    'Restoring from this code is not possible at the moment. Nothing was changed; please try again later.',
    { 'Retry-After': '3600' },
  )
}
