// The daily reminder (docs/decisions/020): the VAPID public key the browser subscribes with, and the
// visitor's own reminder (read, set or changed, stopped). Sending is the cron's (worker/reminders.ts).

import { nextReminderAt } from '../../domain/reminders.ts'
import { ReminderSchema, SessionQuerySchema } from '../../schema/api.ts'
import { EXAMPLE_HEADERS } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { claimEndpoint, type EndpointClaim, endpointHashes, releaseEndpoint } from '../data/push-owners.ts'
import { reminderOfSession, setReminder, stopReminder } from '../data/reminders.ts'
import { touchSession } from '../data/sessions.ts'
import { getAggregatesD1, getDb } from '../db.ts'
import { ApiError } from '../errors.ts'
import { meterReminderRegistration, meterWrite, requestNetwork } from '../meters.ts'
import { vapidOf } from '../reminders.ts'
import { requireSession } from '../session.ts'
import { everyShard, layoutOf, shardDatabaseOf } from '../shards.ts'
import { declare, READ_ERRORS, routes, WRITE_ERRORS } from './declare.ts'

const NOT_SET_UP = 'Daily reminders are not available on this server yet.'
const ENDPOINT_TAKEN =
  'This push subscription is registered to another visitor. Turn reminders off and on again in this browser to make a new one.'

function isEndpointTaken(err: unknown): boolean {
  for (let e: unknown = err, d = 0; e instanceof Error && d < 5; e = e.cause, d++) {
    if (/UNIQUE constraint failed: push_subscriptions\.endpoint/i.test(e.message)) return true
  }
  return false
}

function reminderOf(row: { reminderTime: string; timeZone: string; nextDueAt: number } | undefined) {
  return row
    ? { time: row.reminderTime, timeZone: row.timeZone, nextAt: new Date(row.nextDueAt).toISOString() }
    : null
}

const getRemindersKey = declare({
  method: 'get',
  path: '/reminders/key',
  limit: 'shared',
  summary: 'The VAPID public key a browser subscribes to the daily reminder with (docs/decisions/020).',
  tag: 'Reminders',
  ok: [{ status: 200, description: 'The key (base64url).', schema: R.ReminderKeyResponse }],
  errors: [500, 503],
})

const getReminder = declare({
  method: 'get',
  path: '/reminder',
  limit: 'read',
  summary: 'The visitor’s daily reminder, or null.',
  tag: 'Reminders',
  query: SessionQuerySchema,
  session: true,
  ok: [
    { status: 200, description: 'The reminder’s time, zone and next instant.', schema: R.ReminderResponse },
  ],
  errors: READ_ERRORS,
  example: { headers: EXAMPLE_HEADERS },
})

const putReminder = declare({
  method: 'put',
  path: '/reminder',
  limit: 'write',
  summary: 'Set or change the daily reminder: the browser’s push subscription and a local time.',
  tag: 'Reminders',
  body: ReminderSchema,
  session: true,
  ok: [{ status: 200, description: 'Set: the reminder as stored.', schema: R.ReminderResponse }],
  errors: [...WRITE_ERRORS, 409],
  example: {
    headers: EXAMPLE_HEADERS,
    body: {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/example-device-token',
        keys: {
          p256dh: `B${'A'.repeat(86)}`,
          auth: 'AAAAAAAAAAAAAAAAAAAAAA',
        },
      },
      time: '08:30',
      timeZone: 'Europe/Berlin',
    },
  },
})

const deleteReminder = declare({
  method: 'delete',
  path: '/reminder',
  limit: 'write',
  summary: 'Stop the daily reminder.',
  tag: 'Reminders',
  query: SessionQuerySchema,
  session: true,
  ok: [
    {
      status: 200,
      description: 'Stopped (deleted says whether one was set).',
      schema: R.ReminderDeletedResponse,
    },
  ],
  errors: WRITE_ERRORS,
  example: { headers: EXAMPLE_HEADERS },
})

export const reminderRoutes = routes()
  .openapi(getRemindersKey, (c) => {
    const vapid = vapidOf(c.env)
    if (!vapid) throw new ApiError(503, NOT_SET_UP)
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json({ publicKey: vapid.publicKey }, 200)
  })
  .openapi(getReminder, async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId)
    const row = await reminderOfSession(getDb(c), sessionId)
    c.header('Cache-Control', 'private, no-store')
    return c.json({ reminder: reminderOf(row) }, 200)
  })
  .openapi(putReminder, async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    if (!vapidOf(c.env)) throw new ApiError(503, NOT_SET_UP)
    const now = Date.now()
    const nextDueAt = nextReminderAt(body.time, body.timeZone, now)
    const db = getDb(c)
    const values = {
      endpoint: body.subscription.endpoint,
      p256dh: body.subscription.keys.p256dh,
      auth: body.subscription.keys.auth,
      reminderTime: body.time,
      timeZone: body.timeZone,
      nextDueAt,
      updatedAt: now,
    }
    // With shards, one owner per endpoint across all of them (docs/decisions/049): claimed in the
    // aggregates database first; each shard's unique index still guards its own rows.
    const layout = layoutOf(c.env)
    let claim: EndpointClaim | null = null
    if (layout.split) {
      claim = await claimEndpoint(getAggregatesD1(c), await endpointHashes(sessionId, values), now)
      if (claim === 'taken') throw new ApiError(409, ENDPOINT_TAKEN)
    }
    try {
      await db.batch([
        touchSession(db, sessionId, now, { network: requestNetwork(c) }),
        ...(await meterWrite(c, now)),
        ...(await meterReminderRegistration(c, now)),
        ...setReminder(db, sessionId, values, now),
      ])
    } catch (err) {
      // Nothing was stored: a claim made just now is given back.
      if (claim === 'new') await releaseEndpoint(getAggregatesD1(c), sessionId, values.endpoint)
      if (isEndpointTaken(err)) throw new ApiError(409, ENDPOINT_TAKEN)
      throw err
    }
    if (claim === 'taken-over') {
      // The same browser (its keys) moved the subscription to this session: the one it held before,
      // on another shard, is removed there (on this shard, setReminder did it in the batch).
      const own = shardDatabaseOf(layout, sessionId)
      await Promise.all(
        everyShard(layout)
          .filter((d1) => d1 !== own)
          .map((d1) =>
            d1
              .prepare(
                'delete from push_subscriptions where endpoint = ? and session_id != ? and p256dh = ? and auth = ?',
              )
              .bind(values.endpoint, sessionId, values.p256dh, values.auth)
              .run(),
          ),
      )
    }
    return c.json({ reminder: reminderOf(values) }, 200)
  })
  .openapi(deleteReminder, async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId, 'query')
    const stopped = await stopReminder(getDb(c), sessionId)
    if (stopped && layoutOf(c.env).split) await releaseEndpoint(getAggregatesD1(c), sessionId, stopped)
    return c.json({ success: true as const, deleted: stopped !== null }, 200)
  })
