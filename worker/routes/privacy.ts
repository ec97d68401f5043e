// Self-service privacy (docs/decisions/002-sessions-privacy-and-recovery.md): export every row stored for a session, or erase them all at
// once. Both go through the one list of session tables (data/session-tables.ts).

import type * as z from 'zod'
import { SessionQuerySchema } from '../../schema/api.ts'
import { EXAMPLE_HEADERS } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { CACHE_KEYS, purgeCoalesced } from '../cache.ts'
import { exportStream } from '../data/export.ts'
import { eraseSession } from '../data/privacy.ts'
import { releaseEndpoint } from '../data/push-owners.ts'
import { reminderOfSession } from '../data/reminders.ts'
import { getAggregatesD1, getDb } from '../db.ts'
import type { Replayed } from '../idempotency.ts'
import { requireSession } from '../session.ts'
import { layoutOf } from '../shards.ts'
import { declare, READ_ERRORS, routes, WRITE_ERRORS } from './declare.ts'

const getMyData = declare({
  method: 'get',
  path: '/my-data',
  limit: 'read',
  summary: 'Everything stored for the session, as one JSON document.',
  tag: 'Privacy',
  query: SessionQuerySchema,
  session: true,
  ok: [{ status: 200, description: 'The export (a download).', schema: R.MyDataResponse }],
  errors: READ_ERRORS,
  example: { headers: EXAMPLE_HEADERS },
})

const deleteMyData = declare({
  method: 'delete',
  path: '/my-data',
  limit: 'write',
  summary: 'Erase everything stored for the session.',
  tag: 'Privacy',
  query: SessionQuerySchema,
  session: true,
  ok: [{ status: 200, description: 'Erased: rows removed per table.', schema: R.ErasedResponse }],
  errors: WRITE_ERRORS,
  example: { headers: EXAMPLE_HEADERS },
})

export const privacyRoutes = routes()
  .openapi(getMyData, async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId)
    // Streamed: read and written a page at a time, in constant memory (docs/decisions/013). The
    // stream is the export document its declaration names, written piece by piece.
    return new Response(await exportStream(getDb(c), sessionId, new Date()), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'attachment; filename="luna-my-data.json"',
      },
    }) as Replayed<z.output<typeof R.MyDataResponse>, 200>
  })
  .openapi(deleteMyData, async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId, 'query')
    // With shards, the endpoint's owner record in the aggregates database goes too (decision 049).
    const split = layoutOf(c.env).split
    const reminder = split ? await reminderOfSession(getDb(c), sessionId) : undefined
    const erased = await eraseSession(getDb(c), sessionId)
    if (reminder) await releaseEndpoint(getAggregatesD1(c), sessionId, reminder.endpoint)
    // Only an erase that removed rows feeding the shared statistics (journey points, Luna
    // interactions) makes them stale; any other erase, such as one by a brand-new session id,
    // leaves the cache every visitor reads in place (the cron refreshes it each minute anyway).
    // At most one purge a minute, however many erasures ask (docs/decisions/036).
    if (erased.trajectoryPoints + erased.lunaInteractions > 0)
      await purgeCoalesced(c.env, CACHE_KEYS.scalarStats)
    return c.json({ success: true as const, erased }, 200)
  })
