// The daily reminder (docs/decisions/020): setting, changing and stopping it through the API, and
// the minute cron sending what is due in each visitor's own time zone to a push service that
// decrypts every message with the subscription's own keys and checks the VAPID JWT.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { REMINDER_REGISTRATIONS_PER_DAY } from '../../domain/budgets.ts'
import { nextReminderAt } from '../../domain/reminders.ts'
import type { Bindings } from '../../worker/env.ts'
import {
  dispatchDueReminders,
  type PushFetch,
  type ReminderJob,
  sendDueReminders,
  sendReminderJobs,
} from '../../worker/reminders.ts'
import { expectClientError, get, json, newSessionId, request } from './helpers.ts'
import { type BrowserSubscription, browserSubscription, pushService } from './push-service.ts'

const bindings = env as unknown as Bindings
const SERVER_KEY = bindings.VAPID_PUBLIC_KEY ?? ''
let endpointCount = 0
const fcm = () => `https://fcm.googleapis.com/fcm/send/test-${Date.now()}-${endpointCount++}`

const subscriptionBody = (sub: BrowserSubscription) => ({
  endpoint: sub.endpoint,
  expirationTime: null,
  keys: sub.keys,
})

/** A subscriber whose reminder is due at `dueAt` (inserted as the PUT would have stored it). */
async function subscriber(time: string, timeZone: string, dueAt: number) {
  const sessionId = newSessionId()
  const sub = await browserSubscription(fcm())
  await env.DB.prepare(
    `insert into push_subscriptions (session_id, endpoint, p256dh, auth, reminder_time, time_zone,
       next_due_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, 0, 0)`,
  )
    .bind(sessionId, sub.endpoint, sub.keys.p256dh, sub.keys.auth, time, timeZone, dueAt)
    .run()
  return { sessionId, sub }
}

async function visit(sessionId: string, date: string, page = 'compass') {
  await env.DB.prepare(
    'insert into visits (session_id, visit_date, page, count, first_at, last_at) values (?, ?, ?, 1, 0, 0)',
  )
    .bind(sessionId, date, page)
    .run()
}

const nextDue = async (sessionId: string) =>
  (
    await env.DB.prepare('select next_due_at as at from push_subscriptions where session_id = ?')
      .bind(sessionId)
      .first<{ at: number }>()
  )?.at ?? null

describe('setting the reminder', () => {
  it('answers the VAPID public key the browser subscribes with', async () => {
    const res = await get('/api/reminders/key')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ publicKey: SERVER_KEY })
  })

  it('stores, reads, changes and stops a reminder, which the export lists and the erase removes', async () => {
    const sessionId = newSessionId()
    const headers = { 'x-session-id': sessionId }
    const sub = await browserSubscription(fcm())
    const put = await json(
      'PUT',
      '/api/reminder',
      { subscription: subscriptionBody(sub), time: '07:45', timeZone: 'Asia/Tokyo' },
      headers,
    )
    expect(put.status).toBe(200)
    const { reminder } = (await put.json()) as {
      reminder: { time: string; timeZone: string; nextAt: string }
    }
    expect(reminder).toMatchObject({ time: '07:45', timeZone: 'Asia/Tokyo' })
    // 07:45 in Tokyo is 22:45 UTC, within the next day.
    expect(reminder.nextAt).toMatch(/T22:45:00\.000Z$/)
    expect(Date.parse(reminder.nextAt) - Date.now()).toBeLessThanOrEqual(24 * 3600_000)

    const changed = await json(
      'PUT',
      '/api/reminder',
      { subscription: subscriptionBody(sub), time: '21:00', timeZone: 'Europe/Berlin' },
      headers,
    )
    expect(changed.status).toBe(200)
    const read = (await (await get('/api/reminder', headers)).json()) as { reminder: { time: string } }
    expect(read.reminder).toMatchObject({ time: '21:00', timeZone: 'Europe/Berlin' })

    const exported = (await (await get('/api/my-data', headers)).json()) as {
      pushSubscriptions: { endpoint: string; reminderTime: string }[]
    }
    expect(exported.pushSubscriptions).toEqual([
      expect.objectContaining({ endpoint: sub.endpoint, reminderTime: '21:00', timeZone: 'Europe/Berlin' }),
    ])

    const stopped = await request('/api/reminder', { method: 'DELETE', headers })
    expect(await stopped.json()).toEqual({ success: true, deleted: true })
    expect(await (await get('/api/reminder', headers)).json()).toEqual({ reminder: null })

    await json(
      'PUT',
      '/api/reminder',
      { subscription: subscriptionBody(sub), time: '06:00', timeZone: 'UTC' },
      headers,
    )
    const erased = (await (await request('/api/my-data', { method: 'DELETE', headers })).json()) as {
      erased: Record<string, number>
    }
    expect(erased.erased.pushSubscriptions).toBe(1)
    expect(await (await get('/api/reminder', headers)).json()).toEqual({ reminder: null })
  })

  it('gives a browser’s subscription to the session that set it last', async () => {
    const sub = await browserSubscription(fcm())
    const first = newSessionId()
    const second = newSessionId()
    for (const sessionId of [first, second])
      expect(
        (
          await json(
            'PUT',
            '/api/reminder',
            { subscription: subscriptionBody(sub), time: '08:00', timeZone: 'UTC' },
            { 'x-session-id': sessionId },
          )
        ).status,
      ).toBe(200)
    expect(await (await get('/api/reminder', { 'x-session-id': first })).json()).toEqual({ reminder: null })
    expect(await (await get('/api/reminder', { 'x-session-id': second })).json()).toMatchObject({
      reminder: { time: '08:00' },
    })
  })

  it.each([
    [{ endpoint: 'http://fcm.googleapis.com/fcm/send/x' }, /https address of a browser push service/],
    [{ endpoint: 'https://attacker.example/collect' }, /https address of a browser push service/],
    [{ endpoint: 'https://fcm.googleapis.com.attacker.example/x' }, /browser push service/],
    [{ keys: { p256dh: 'short', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }, /p256dh key must be 65 bytes/],
    [{ time: '25:00' }, /24-hour time such as 08:30/],
    [{ timeZone: 'Mars/Olympus' }, /time zone name such as Europe\/Berlin/],
  ])('refuses %j with a sentence and stores nothing', async (change, message) => {
    const sessionId = newSessionId()
    const sub = await browserSubscription(fcm())
    const { time, timeZone, ...subscription } = {
      ...subscriptionBody(sub),
      time: '08:00',
      timeZone: 'UTC',
      ...change,
    } as Record<string, unknown>
    const res = await json(
      'PUT',
      '/api/reminder',
      { subscription, time, timeZone },
      { 'x-session-id': sessionId },
    )
    const body = await expectClientError(res, 400)
    expect(body.error).toMatch(message)
    expect(await (await get('/api/reminder', { 'x-session-id': sessionId })).json()).toEqual({
      reminder: null,
    })
  })
})

describe('the minute cron', () => {
  // 23:00 UTC on 24 November is 08:00 on 25 November in Tokyo and 15:00 on the 24th in Los Angeles.
  const now = Date.parse('2026-11-24T23:00:20Z')

  it('sends the reminders due in this minute in each visitor’s own zone, once, in Luna’s voice', async () => {
    const tokyo = await subscriber('08:00', 'Asia/Tokyo', Date.parse('2026-11-24T23:00:00Z'))
    const la = await subscriber(
      '08:00',
      'America/Los_Angeles',
      nextReminderAt('08:00', 'America/Los_Angeles', now),
    )
    const service = pushService([tokyo.sub, la.sub], SERVER_KEY)

    const run = await sendDueReminders(bindings, now, service.fetch)
    expect(run).toMatchObject({ sent: 1, skipped: 0, gone: 0, failed: 0 })
    expect(service.delivered).toHaveLength(1)
    const [push] = service.delivered
    expect(push?.endpoint).toBe(tokyo.sub.endpoint)
    expect(push?.message).toMatchObject({ title: 'Luna', url: '/compass', tag: 'luna-daily' })
    expect(push?.message.body).toMatch(/today/i)
    expect(push?.message.body).not.toMatch(/Day \d/)
    expect(push?.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0)
    expect(push?.jwt.aud).toBe('https://fcm.googleapis.com')
    expect(push?.jwt.sub).toBe('mailto:legal@luna.example')
    expect((push?.jwt.exp ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(24 * 3600_000)

    // Tokyo's next reminder is the next day's 08:00; a second run in the same minute sends nothing.
    expect(await nextDue(tokyo.sessionId)).toBe(Date.parse('2026-11-25T23:00:00Z'))
    expect((await sendDueReminders(bindings, now + 30_000, service.fetch)).sent).toBe(0)
    expect(service.delivered).toHaveLength(1)
  })

  it('names the streak day, counted on the visitor’s own calendar', async () => {
    const due = Date.parse('2026-11-24T23:00:00Z')
    const { sessionId, sub } = await subscriber('08:00', 'Asia/Tokyo', due)
    // Tokyo's 23rd and 24th: today (the 25th) would be day 3.
    await visit(sessionId, '2026-11-23')
    await visit(sessionId, '2026-11-24', 'profile')
    const service = pushService([sub], SERVER_KEY)
    await sendDueReminders(bindings, now, service.fetch)
    expect(service.delivered[0]?.message.body).toMatch(/^Day 3\b/)
  })

  it('skips a visitor who has already opened the compass today, and keeps tomorrow’s reminder', async () => {
    const { sessionId, sub } = await subscriber('08:00', 'Asia/Tokyo', Date.parse('2026-11-24T23:00:00Z'))
    // The 25th is today in Tokyo although it is still the 24th in UTC.
    await visit(sessionId, '2026-11-25')
    const service = pushService([sub], SERVER_KEY)
    const run = await sendDueReminders(bindings, now, service.fetch)
    expect(run.skipped).toBeGreaterThanOrEqual(1)
    expect(service.delivered).toEqual([])
    expect(await nextDue(sessionId)).toBe(Date.parse('2026-11-25T23:00:00Z'))
  })

  it('does not send a reminder reached more than two hours late', async () => {
    const { sessionId, sub } = await subscriber('06:00', 'Asia/Tokyo', Date.parse('2026-11-24T21:00:00Z'))
    const service = pushService([sub], SERVER_KEY)
    await sendDueReminders(bindings, now, service.fetch)
    expect(service.delivered).toEqual([])
    expect(await nextDue(sessionId)).toBe(Date.parse('2026-11-25T21:00:00Z'))
  })

  it.each([404, 410])('deletes a subscription the push service answers %i', async (status) => {
    const { sessionId, sub } = await subscriber('08:00', 'Asia/Tokyo', Date.parse('2026-11-24T23:00:00Z'))
    const service = pushService([sub], SERVER_KEY)
    service.status.set(sub.endpoint, status)
    const run = await sendDueReminders(bindings, now, service.fetch)
    expect(run.gone).toBe(1)
    expect(await nextDue(sessionId)).toBeNull()
  })

  it('keeps a subscription whose push service fails for now, and tries again the next day', async () => {
    const { sessionId, sub } = await subscriber('08:00', 'Asia/Tokyo', Date.parse('2026-11-24T23:00:00Z'))
    const service = pushService([sub], SERVER_KEY)
    service.status.set(sub.endpoint, 503)
    const run = await sendDueReminders(bindings, now, service.fetch)
    expect(run.failed).toBe(1)
    expect(await nextDue(sessionId)).toBe(Date.parse('2026-11-25T23:00:00Z'))
  })

  it('sends once when two runs overlap', async () => {
    const { sub } = await subscriber('08:00', 'Asia/Tokyo', Date.parse('2026-11-24T23:00:00Z'))
    const service = pushService([sub], SERVER_KEY)
    await Promise.all([
      sendDueReminders(bindings, now, service.fetch),
      sendDueReminders(bindings, now, service.fetch),
    ])
    expect(service.delivered.filter((d) => d.endpoint === sub.endpoint)).toHaveLength(1)
  })

  it('follows daylight saving: a reminder at 02:30 on New York’s spring-forward day comes at 03:30', async () => {
    const before = Date.parse('2026-03-08T06:00:00Z') // 01:00 EST
    const due = nextReminderAt('02:30', 'America/New_York', before)
    expect(new Date(due).toISOString()).toBe('2026-03-08T07:30:00.000Z') // 03:30 EDT
    const { sub } = await subscriber('02:30', 'America/New_York', due)
    const service = pushService([sub], SERVER_KEY)
    expect((await sendDueReminders(bindings, due - 60_000, service.fetch)).sent).toBe(0)
    expect((await sendDueReminders(bindings, due + 10_000, service.fetch)).sent).toBe(1)
  })

  it('sends nothing and touches nothing when the server has no VAPID keys', async () => {
    const { sessionId, sub } = await subscriber('08:00', 'Asia/Tokyo', Date.parse('2026-11-24T23:00:00Z'))
    const service = pushService([sub], SERVER_KEY)
    const run = await sendDueReminders({ ...bindings, VAPID_PRIVATE_KEY: '' }, now, service.fetch)
    expect(run.due).toBe(0)
    expect(await nextDue(sessionId)).toBe(Date.parse('2026-11-24T23:00:00Z'))
  })
})

describe('reminders that cannot be starved', () => {
  it('1,200 bogus subscriptions due in the same minute as a real one: the real one goes first, and the bogus ones are dropped after their third failing day', async () => {
    await env.DB.prepare('delete from push_subscriptions').run()
    const now = Date.UTC(2026, 10, 28, 8, 0, 0)
    // A visitor whose reminders have been arriving, due at 09:00 Berlin time (08:00 UTC).
    const real = await subscriber('09:00', 'Europe/Berlin', now)
    await env.DB.prepare('update push_subscriptions set last_sent_at = ? where session_id = ?')
      .bind(now - 86_400_000, real.sessionId)
      .run()
    const bogus = Array.from({ length: 1_200 }, (_, k) => ({
      sessionId: newSessionId(),
      endpoint: `https://bogus-${k}.push.apple.com/3/device/${k}`,
    }))
    for (let i = 0; i < bogus.length; i += 50)
      await env.DB.batch(
        bogus.slice(i, i + 50).map((b) =>
          env.DB.prepare(
            `insert into push_subscriptions (session_id, endpoint, p256dh, auth, reminder_time, time_zone,
               next_due_at, created_at, updated_at) values (?, ?, ?, ?, '09:00', 'Europe/Berlin', ?, 0, 0)`,
          ).bind(b.sessionId, b.endpoint, real.sub.keys.p256dh, real.sub.keys.auth, now),
        ),
      )
    const service = pushService([real.sub], SERVER_KEY)
    // A bogus host fails after a while, as an unresolvable push host does.
    const network: PushFetch = async (url, init) => {
      if (url.includes('bogus-')) {
        await new Promise((r) => setTimeout(r, 20))
        throw new TypeError('getaddrinfo ENOTFOUND')
      }
      return service.fetch(url, init)
    }
    // The cron's part: everything due is claimed in one run and queued in batches of 100.
    const queued: { body: ReminderJob }[][] = []
    const queue = {
      sendBatch: async (messages: { body: ReminderJob }[]) => {
        queued.push(messages)
      },
    } as unknown as Queue<ReminderJob>
    const withQueue = { ...bindings, REMINDER_QUEUE: queue }
    for (const [day, at] of [now, now + 86_400_000, now + 2 * 86_400_000].entries()) {
      queued.length = 0
      const started = Date.now()
      expect(await dispatchDueReminders(withQueue, at)).toBe(day === 0 ? 1_201 : 1_201)
      expect(queued.every((b) => b.length <= 100)).toBe(true)
      // The consumer takes them 40 at a time (wrangler.toml's max_batch_size).
      const consumed = queued.flat()
      queued.length = 0
      for (let i = 0; i < consumed.length; i += 40) queued.push(consumed.slice(i, i + 40))
      expect(queued.flat().length).toBe(1_201)
      // The real one is in the first batch: the consumer sends it before any bogus one is tried.
      expect(queued[0]?.some((m) => m.body.sessionId === real.sessionId)).toBe(true)
      let realSentAfter = Number.POSITIVE_INFINITY
      for (const batch of queued) {
        const run = await sendReminderJobs(
          withQueue,
          batch.map((m) => m.body),
          at,
          network,
        )
        if (run.sent > 0) realSentAfter = Math.min(realSentAfter, Date.now() - started)
      }
      expect(realSentAfter).toBeLessThan(60_000)
      expect(service.delivered.length).toBe(day + 1)
      const left = await env.DB.prepare('select count(*) as n from push_subscriptions').first<{ n: number }>()
      // Failing on one day, then two: kept; on the third day in a row: dropped.
      expect(left?.n).toBe(day < 2 ? 1_201 : 1)
      if (day === 0) {
        const failing = await env.DB.prepare(
          "select failed_days as d from push_subscriptions where endpoint like '%bogus-%' limit 1",
        ).first<{ d: number }>()
        expect(failing?.d).toBe(1)
      }
    }
    expect(await nextDue(real.sessionId)).toBeGreaterThan(now + 2 * 86_400_000)
  }, 120_000)

  it('reminders the queue refused are made due again, so the next minute claims them', async () => {
    await env.DB.prepare('delete from push_subscriptions').run()
    const now = Date.UTC(2026, 10, 28, 9, 0, 0)
    const a = await subscriber('10:00', 'Europe/Berlin', now)
    const failing = {
      sendBatch: async () => {
        throw new Error('Queue unavailable')
      },
    } as unknown as Queue<ReminderJob>
    await expect(dispatchDueReminders({ ...bindings, REMINDER_QUEUE: failing }, now)).rejects.toThrow()
    expect(await nextDue(a.sessionId)).toBe(now)
  })

  it('an endpoint held by another visitor is refused unless the request carries its own keys; registrations a day are limited per address', async () => {
    const owner = newSessionId()
    const sub = await browserSubscription(fcm())
    const put = (sessionId: string, body: unknown, ip = '198.51.100.150') =>
      json('PUT', '/api/reminder', body, { 'x-session-id': sessionId, 'cf-connecting-ip': ip })
    const body = { subscription: subscriptionBody(sub), time: '08:30', timeZone: 'Europe/Berlin' }
    expect((await put(owner, body)).status).toBe(200)
    // Another session with the victim's endpoint but keys of its own: refused, the owner keeps it.
    const thief = newSessionId()
    const forged = {
      ...body,
      subscription: { ...body.subscription, keys: (await browserSubscription(sub.endpoint)).keys },
    }
    const refused = await put(thief, forged, '198.51.100.151')
    const error = await expectClientError(refused, 409)
    expect(error.error).toBe(
      'This push subscription is registered to another visitor. Turn reminders off and on again in this browser to make a new one.',
    )
    const held = await env.DB.prepare('select session_id as s from push_subscriptions where endpoint = ?')
      .bind(sub.endpoint)
      .first<{ s: string }>()
    expect(held?.s).toBe(owner)
    // The same browser under a new session (its own keys): it moves.
    const next = newSessionId()
    expect((await put(next, body, '198.51.100.152')).status).toBe(200)
    const moved = await env.DB.prepare('select session_id as s from push_subscriptions where endpoint = ?')
      .bind(sub.endpoint)
      .first<{ s: string }>()
    expect(moved?.s).toBe(next)
    // Ten registrations a day from one address, then a sentence.
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const s = await browserSubscription(fcm())
      statuses.push(
        (await put(newSessionId(), { ...body, subscription: subscriptionBody(s) }, '198.51.100.153')).status,
      )
    }
    expect(statuses.filter((s) => s === 200).length).toBe(REMINDER_REGISTRATIONS_PER_DAY)
    expect(statuses.slice(REMINDER_REGISTRATIONS_PER_DAY).every((s) => s === 429)).toBe(true)
  })
})
