// The daily reminder (docs/decisions/020): the VAPID public key the browser subscribes with, and the
// visitor's own reminder (read, set or changed, stopped). Sending is the cron's (worker/reminders.ts).
import { Hono } from 'hono'
import { nextReminderAt } from '../../domain/reminders.ts'
import { ReminderSchema, SessionQuerySchema } from '../../schema/api.ts'
import { claimEndpoint, type EndpointClaim, endpointHashes, releaseEndpoint } from '../data/push-owners.ts'
import { reminderOfSession, setReminder, stopReminder } from '../data/reminders.ts'
import { touchSession } from '../data/sessions.ts'
import { getAggregatesD1, getDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { meterReminderRegistration, meterWrite, requestNetwork } from '../meters.ts'
import { vapidOf } from '../reminders.ts'
import { requireSession } from '../session.ts'
import { everyShard, layoutOf, shardDatabaseOf } from '../shards.ts'
import { jsonBody, query } from '../validate.ts'

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

export const reminderRoutes = new Hono<AppEnv>()
  .get('/reminders/key', (c) => {
    const vapid = vapidOf(c.env)
    if (!vapid) throw new ApiError(503, NOT_SET_UP)
    c.header('Cache-Control', 'public, max-age=3600')
    return c.json({ publicKey: vapid.publicKey })
  })
  .get('/reminder', query(SessionQuerySchema), async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId)
    const row = await reminderOfSession(getDb(c), sessionId)
    c.header('Cache-Control', 'private, no-store')
    return c.json({ reminder: reminderOf(row) })
  })
  .put('/reminder', jsonBody(ReminderSchema), async (c) => {
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
    return c.json({ reminder: reminderOf(values) })
  })
  .delete('/reminder', query(SessionQuerySchema), async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId, 'query')
    const stopped = await stopReminder(getDb(c), sessionId)
    if (stopped && layoutOf(c.env).split) await releaseEndpoint(getAggregatesD1(c), sessionId, stopped)
    return c.json({ success: true, deleted: stopped !== null })
  })
