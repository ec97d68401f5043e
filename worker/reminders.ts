// Sending the daily reminders (docs/decisions/020): the minute cron reads the subscriptions due by
// now (an index range, never a scan), claims each by moving it to its next day's time in the same
// statement that checks it is still due (so two overlapping runs cannot both send), skips visitors
// who have already opened the compass that day on their own clock, and sends the rest with VAPID
// Web Push (RFC 8291 encryption, RFC 8292 authentication). A push service's 404 or 410 means the
// subscription is gone: its row is deleted.
import { buildPushPayload } from '@block65/webcrypto-web-push'
import {
  isStillTimely,
  nextReminderAt,
  REMINDER_LATE_LIMIT_MS,
  REMINDER_TAG,
  reminderMessage,
  streakDayToday,
  wallClock,
} from '../domain/reminders.ts'
import type { Bindings } from './env.ts'
import { loggableMessage } from './errors.ts'

/** At most this many reminders per cron run; the rest stay due and go in the next minute. */
export const REMINDERS_PER_RUN = 400

/** A push service that does not answer in this time is given up on for today. */
export const PUSH_TIMEOUT_MS = 5_000

/** Visit days read for the streak: longer runs are named by this number of days at most. */
const STREAK_LOOKBACK_DAYS = 400

export type PushFetch = (url: string, init: RequestInit) => Promise<Response>

export interface VapidConfig {
  subject: string
  publicKey: string
  privateKey: string
}

/** The VAPID keys and contact from the environment; null when reminders are not set up. */
export function vapidOf(env: Bindings): VapidConfig | null {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim()
  const privateKey = env.VAPID_PRIVATE_KEY?.trim()
  if (!publicKey || !privateKey) return null
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${env.LEGAL_EMAIL?.trim() || 'legal@luna.example'}`
  return { subject, publicKey, privateKey }
}

interface DueRow {
  session_id: string
  endpoint: string
  p256dh: string
  auth: string
  reminder_time: string
  time_zone: string
  next_due_at: number
}

export interface ReminderRun {
  due: number
  sent: number
  /** Already opened the compass today, or reached too late: rescheduled without a push. */
  skipped: number
  /** The push service said the subscription no longer exists: deleted. */
  gone: number
  failed: number
}

const SELECT_DUE = `select session_id, endpoint, p256dh, auth, reminder_time, time_zone, next_due_at
  from push_subscriptions where next_due_at <= ? order by next_due_at limit ?`
const CLAIM = `update push_subscriptions set next_due_at = ? where session_id = ? and next_due_at = ?
  returning session_id`
const VISIT_DAYS = `select visit_date as date, max(page = 'compass') as compass from visits
  where session_id = ? and visit_date >= ? group by visit_date`

/** Sends the reminders due at `now`. `pushFetch` is the network (tests pass a push service). */
export async function sendDueReminders(
  env: Bindings,
  now: number,
  pushFetch: PushFetch = (url, init) => fetch(url, init),
): Promise<ReminderRun> {
  const run: ReminderRun = { due: 0, sent: 0, skipped: 0, gone: 0, failed: 0 }
  const vapid = vapidOf(env)
  if (!vapid) return run
  const db = env.DB
  const { results: due } = await db.prepare(SELECT_DUE).bind(now, REMINDERS_PER_RUN).all<DueRow>()
  run.due = due.length
  if (due.length === 0) return run

  // One round trip: claim every due row (moved to its next time) and read each visitor's visit days.
  const plans = due.map((row) => {
    const today = wallClock(row.next_due_at, row.time_zone).date
    return { row, today, next: nextReminderAt(row.reminder_time, row.time_zone, now) }
  })
  const statements = plans.flatMap(({ row, today, next }) => [
    db.prepare(CLAIM).bind(next, row.session_id, row.next_due_at),
    db.prepare(VISIT_DAYS).bind(row.session_id, lookbackStart(today)),
  ])
  const results = await db.batch(statements)

  const sent: string[] = []
  const gone: string[] = []
  await Promise.all(
    plans.map(async ({ row, today }, i) => {
      const claimed = (results[2 * i]?.results?.length ?? 0) > 0
      if (!claimed) return // another run has it
      const days = (results[2 * i + 1]?.results ?? []) as { date: string; compass: number }[]
      if (!isStillTimely(row.next_due_at, now) || days.some((d) => d.date === today && d.compass)) {
        run.skipped++
        return
      }
      const message = reminderMessage({
        streakDay: streakDayToday(
          days.map((d) => d.date),
          today,
        ),
        today,
      })
      const outcome = await push(row, message, vapid, pushFetch)
      if (outcome === 'sent') sent.push(row.session_id)
      else if (outcome === 'gone') gone.push(row.session_id)
      run[outcome]++
    }),
  )

  const after = [
    ...sent.map((id) =>
      db.prepare('update push_subscriptions set last_sent_at = ? where session_id = ?').bind(now, id),
    ),
    ...gone.map((id) => db.prepare('delete from push_subscriptions where session_id = ?').bind(id)),
  ]
  if (after.length > 0) await db.batch(after)
  if (run.failed > 0 || run.gone > 0)
    console.warn(JSON.stringify({ level: 'warn', kind: 'reminders', ...run }))
  return run
}

function lookbackStart(today: string): string {
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - STREAK_LOOKBACK_DAYS)
  return d.toISOString().slice(0, 10)
}

async function push(
  row: DueRow,
  message: ReturnType<typeof reminderMessage>,
  vapid: VapidConfig,
  pushFetch: PushFetch,
): Promise<'sent' | 'gone' | 'failed'> {
  try {
    const payload = await buildPushPayload(
      {
        data: { ...message },
        // Kept by the push service while the phone is offline, as long as it is still timely.
        options: { ttl: REMINDER_LATE_LIMIT_MS / 1000, urgency: 'normal', topic: REMINDER_TAG },
      },
      { endpoint: row.endpoint, expirationTime: null, keys: { p256dh: row.p256dh, auth: row.auth } },
      vapid,
    )
    const res = await pushFetch(row.endpoint, {
      method: payload.method,
      headers: payload.headers,
      body: payload.body,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    })
    await res.body?.cancel()
    if (res.status === 404 || res.status === 410) return 'gone'
    if (res.ok) return 'sent'
    console.warn(JSON.stringify({ level: 'warn', kind: 'reminders', status: res.status }))
    return 'failed'
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', kind: 'reminders', message: loggableMessage(err) }))
    return 'failed'
  }
}
