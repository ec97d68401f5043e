// The daily reminder (docs/decisions/020): the VAPID public key the browser subscribes with, and the
// visitor's own reminder (read, set or changed, stopped). Sending is the cron's (worker/reminders.ts).
import { Hono } from 'hono'
import { nextReminderAt } from '../../domain/reminders.ts'
import { ReminderSchema, SessionQuerySchema } from '../../schema/api.ts'
import { reminderOfSession, setReminder, stopReminder } from '../data/reminders.ts'
import { touchSession } from '../data/sessions.ts'
import { getDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { meterReminderRegistration, meterWrite } from '../meters.ts'
import { vapidOf } from '../reminders.ts'
import { requireSession } from '../session.ts'
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
    try {
      await db.batch([
        touchSession(db, sessionId, now),
        ...(await meterWrite(c, now)),
        ...(await meterReminderRegistration(c, now)),
        ...setReminder(db, sessionId, values, now),
      ])
    } catch (err) {
      if (isEndpointTaken(err)) throw new ApiError(409, ENDPOINT_TAKEN)
      throw err
    }
    return c.json({ reminder: reminderOf(values) })
  })
  .delete('/reminder', query(SessionQuerySchema), async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId, 'query')
    return c.json({ success: true, deleted: await stopReminder(getDb(c), sessionId) })
  })
