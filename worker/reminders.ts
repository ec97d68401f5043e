// Sending the daily reminders (docs/decisions/020, 036): the minute cron reads the subscriptions due
// by now (an index range, never a scan), claims each by moving it to its next day's time in the same
// statement that checks it is still due (so two overlapping runs cannot both send), and puts them on
// a Cloudflare Queue; the consumer skips visitors who have already opened the compass that day on
// their own clock and sends the rest at once with VAPID Web Push (RFC 8291 encryption, RFC 8292
// authentication). A push service's 404 or 410 means the subscription is gone: its row is deleted;
// so is one whose sends failed on three UTC days in a row.
import { buildPushPayload } from '@block65/webcrypto-web-push'
import { failingDaysAfter, REMINDER_FAILING_DAYS_DROPPED } from '../domain/budgets.ts'
import {
  isStillTimely,
  nextReminderAt,
  REMINDER_LATE_LIMIT_MS,
  REMINDER_TAG,
  reminderMessage,
  streakDayToday,
  wallClock,
} from '../domain/reminders.ts'
import { dayIndexOf } from '../domain/retention.ts'
import type { Bindings } from './env.ts'
import { loggableMessage } from './errors.ts'
import { everyShard, layoutOf, shardDatabaseOf } from './shards.ts'

/**
 * At most this many due reminders are claimed a cron run (the rest stay due for the next minute):
 * with the queue, 48,000 due in one minute are all on their way within ten minutes, well inside
 * their two-hour window (REMINDER_LATE_LIMIT_MS).
 */
export const REMINDERS_PER_RUN = 5_000
/** Rows claimed per D1 batch, and messages per queue batch (Cloudflare Queues takes 100). */
const CLAIMS_PER_BATCH = 250
const MESSAGES_PER_SEND = 100

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

/** One claimed reminder on its way (a queue message): everything the send needs. */
export interface ReminderJob {
  sessionId: string
  endpoint: string
  p256dh: string
  auth: string
  timeZone: string
  /** The instant it was due. */
  dueAt: number
  failedDays: number
  lastFailedDay: number | null
}

interface DueRow {
  session_id: string
  endpoint: string
  p256dh: string
  auth: string
  reminder_time: string
  time_zone: string
  next_due_at: number
  failed_days: number
  last_failed_day: number | null
  last_sent_at: number | null
}

export interface ReminderRun {
  due: number
  sent: number
  /** Already opened the compass today, or reached too late: rescheduled without a push. */
  skipped: number
  /** The push service said the subscription no longer exists, or it failed three days running: deleted. */
  gone: number
  failed: number
}

const SELECT_DUE = `select session_id, endpoint, p256dh, auth, reminder_time, time_zone, next_due_at,
    failed_days, last_failed_day, last_sent_at
  from push_subscriptions where next_due_at <= ? order by next_due_at limit ?`
const CLAIM = `update push_subscriptions set next_due_at = ? where session_id = ? and next_due_at = ?
  returning session_id`
const VISIT_DAYS = `select visit_date as date, max(page = 'compass') as compass from visits
  where session_id = ? and visit_date >= ? group by visit_date`

/**
 * Claims the reminders due at `now`: each is moved to its next day's time in the statement that
 * checks it is still due, so two overlapping runs cannot both send it.
 */
export async function claimDueReminders(env: Bindings, now: number): Promise<ReminderJob[]> {
  // Each shard's subscriptions (docs/decisions/041), claimed side by side. A shard that fails is
  // logged and its reminders stay due for the next minute; the others' claimed jobs go on.
  const outcomes = await Promise.allSettled(everyShard(layoutOf(env)).map((db) => claimOn(db, now)))
  const claimed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? o.value : []))
  const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected')
  if (failed && claimed.length === 0 && outcomes.every((o) => o.status === 'rejected')) throw failed.reason
  if (failed)
    console.error(
      JSON.stringify({ level: 'error', kind: 'reminders', message: loggableMessage(failed.reason) }),
    )
  return claimed
}

async function claimOn(db: D1Database, now: number): Promise<ReminderJob[]> {
  const { results: due } = await db.prepare(SELECT_DUE).bind(now, REMINDERS_PER_RUN).all<DueRow>()
  // Proven subscriptions first (sent before, not failing), then new ones, then failing ones: a
  // minute full of bogus endpoints never holds up a visitor whose reminders arrive.
  const rank = (r: DueRow) => (r.failed_days > 0 ? 2 : r.last_sent_at === null ? 1 : 0)
  due.sort((a, b) => rank(a) - rank(b) || a.next_due_at - b.next_due_at)
  const jobs: ReminderJob[] = []
  for (let i = 0; i < due.length; i += CLAIMS_PER_BATCH) {
    const rows = due.slice(i, i + CLAIMS_PER_BATCH)
    const results = await db.batch(
      rows.map((row) =>
        db
          .prepare(CLAIM)
          .bind(nextReminderAt(row.reminder_time, row.time_zone, now), row.session_id, row.next_due_at),
      ),
    )
    rows.forEach((row, k) => {
      if ((results[k]?.results?.length ?? 0) === 0) return // another run has it
      jobs.push({
        sessionId: row.session_id,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        timeZone: row.time_zone,
        dueAt: row.next_due_at,
        failedDays: Number(row.failed_days ?? 0),
        lastFailedDay: row.last_failed_day === null ? null : Number(row.last_failed_day),
      })
    })
  }
  return jobs
}

/**
 * Sends claimed reminders (a queue batch): skips visitors who have already opened the compass that
 * day on their own clock, sends the rest at once, then records each outcome in one batch. It throws
 * only before any push is sent (the visit days could not be read), so a retried batch sends once.
 */
export async function sendReminderJobs(
  env: Bindings,
  jobs: readonly ReminderJob[],
  now: number,
  pushFetch: PushFetch = (url, init) => fetch(url, init),
): Promise<ReminderRun> {
  const run: ReminderRun = { due: jobs.length, sent: 0, skipped: 0, gone: 0, failed: 0 }
  const vapid = vapidOf(env)
  if (!vapid || jobs.length === 0) return run
  // Each job's subscription is in its visitor's shard (docs/decisions/041). A shard that fails does
  // so before any of its pushes is sent (sendOn); the other shards' pushes go out regardless.
  const groups = [...byShard(env, jobs)]
  const outcomes = await Promise.allSettled(groups.map(([db, own]) => sendOn(db, vapid, own, now, pushFetch)))
  const unsent: ReminderJob[] = []
  let failure: unknown = null
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'rejected') {
      failure = outcome.reason
      unsent.push(...(groups[i]?.[1] ?? []))
      return
    }
    run.sent += outcome.value.sent
    run.skipped += outcome.value.skipped
    run.gone += outcome.value.gone
    run.failed += outcome.value.failed
  })
  if (run.failed > 0 || run.gone > 0)
    console.warn(JSON.stringify({ level: 'warn', kind: 'reminders', ...run }))
  // Nothing sent at all: the caller retries the whole batch. Some sent: only the unsent jobs are
  // handed back (UnsentReminders), so that no push goes out twice.
  if (unsent.length === jobs.length) throw failure
  if (unsent.length > 0) throw new UnsentReminders(unsent, run)
  return run
}

/** Some shards' reminders of a batch could not start (their database away); the rest were sent. */
export class UnsentReminders extends Error {
  readonly jobs: readonly ReminderJob[]
  readonly run: ReminderRun
  constructor(jobs: readonly ReminderJob[], run: ReminderRun) {
    super(`${jobs.length} reminders could not be sent; the others were.`)
    this.jobs = jobs
    this.run = run
  }
}

/** Jobs grouped by the database their subscription is in. */
function byShard(env: Bindings, jobs: readonly ReminderJob[]): Map<D1Database, ReminderJob[]> {
  const layout = layoutOf(env)
  const groups = new Map<D1Database, ReminderJob[]>()
  for (const job of jobs) {
    const db = shardDatabaseOf(layout, job.sessionId)
    groups.set(db, [...(groups.get(db) ?? []), job])
  }
  return groups
}

async function sendOn(
  db: D1Database,
  vapid: VapidConfig,
  jobs: readonly ReminderJob[],
  now: number,
  pushFetch: PushFetch,
): Promise<ReminderRun> {
  const run: ReminderRun = { due: jobs.length, sent: 0, skipped: 0, gone: 0, failed: 0 }
  const plans = jobs.map((job) => ({ job, today: wallClock(job.dueAt, job.timeZone).date }))
  const days = await db.batch(
    plans.map(({ job, today }) => db.prepare(VISIT_DAYS).bind(job.sessionId, lookbackStart(today))),
  )
  const after: D1PreparedStatement[] = []
  const day = dayIndexOf(now)
  await Promise.all(
    plans.map(async ({ job, today }, i) => {
      const visited = (days[i]?.results ?? []) as { date: string; compass: number }[]
      if (!isStillTimely(job.dueAt, now) || visited.some((d) => d.date === today && d.compass)) {
        run.skipped++
        return
      }
      const message = reminderMessage({
        streakDay: streakDayToday(
          visited.map((d) => d.date),
          today,
        ),
        today,
      })
      let outcome = await push(job, message, vapid, pushFetch)
      if (outcome === 'sent') {
        after.push(
          db
            .prepare(
              'update push_subscriptions set last_sent_at = ?, failed_days = 0, last_failed_day = null where session_id = ? and endpoint = ?',
            )
            .bind(now, job.sessionId, job.endpoint),
        )
      } else if (outcome === 'failed') {
        const failing = failingDaysAfter(job.failedDays, job.lastFailedDay, day)
        if (failing >= REMINDER_FAILING_DAYS_DROPPED) outcome = 'gone'
        else
          after.push(
            db
              .prepare(
                'update push_subscriptions set failed_days = ?, last_failed_day = ? where session_id = ? and endpoint = ?',
              )
              .bind(failing, day, job.sessionId, job.endpoint),
          )
      }
      if (outcome === 'gone')
        after.push(
          db
            .prepare('delete from push_subscriptions where session_id = ? and endpoint = ?')
            .bind(job.sessionId, job.endpoint),
        )
      run[outcome]++
    }),
  )
  // The pushes are out: a failure to record them must not send them again (the queue would retry
  // the batch), so it is logged, and the next day's run finds the rows as they were.
  if (after.length > 0)
    await db
      .batch(after)
      .catch((err: unknown) =>
        console.error(JSON.stringify({ level: 'error', kind: 'reminders', message: loggableMessage(err) })),
      )
  return run
}

/** Claims and sends the reminders due at `now` in this invocation. `pushFetch` is the network (tests pass a push service). */
export async function sendDueReminders(
  env: Bindings,
  now: number,
  pushFetch: PushFetch = (url, init) => fetch(url, init),
): Promise<ReminderRun> {
  if (!vapidOf(env)) return { due: 0, sent: 0, skipped: 0, gone: 0, failed: 0 }
  try {
    return await sendReminderJobs(env, await claimDueReminders(env, now), now, pushFetch)
  } catch (err) {
    // A shard that could not start gives its claimed reminders back (due again next minute).
    if (!(err instanceof UnsentReminders)) throw err
    await unclaim(env, err.jobs)
    return err.run
  }
}

/**
 * The minute cron's part: claims what is due and puts it on the reminder queue, whose consumer
 * (`sendReminderJobs`) sends each batch (40 messages) at once; Cloudflare runs several consumers side by
 * side when the queue grows. Without a queue binding, sends in this invocation.
 */
export async function dispatchDueReminders(env: Bindings, now: number): Promise<number> {
  const queue = env.REMINDER_QUEUE
  if (!queue) return (await sendDueReminders(env, now)).due
  if (!vapidOf(env)) return 0
  const jobs = await claimDueReminders(env, now)
  for (let i = 0; i < jobs.length; i += MESSAGES_PER_SEND) {
    try {
      await queue.sendBatch(jobs.slice(i, i + MESSAGES_PER_SEND).map((body) => ({ body })))
    } catch (err) {
      // Not queued: given back (due again), so the next minute's run claims them; none is lost.
      await unclaim(env, jobs.slice(i))
      throw err
    }
  }
  return jobs.length
}

/** Makes claimed reminders due again at their own time (they were not queued). */
async function unclaim(env: Bindings, all: readonly ReminderJob[]): Promise<void> {
  for (const [db, jobs] of byShard(env, all))
    for (let i = 0; i < jobs.length; i += CLAIMS_PER_BATCH)
      await db.batch(
        jobs
          .slice(i, i + CLAIMS_PER_BATCH)
          .map((job) =>
            db
              .prepare('update push_subscriptions set next_due_at = ? where session_id = ? and endpoint = ?')
              .bind(job.dueAt, job.sessionId, job.endpoint),
          ),
      )
}

function lookbackStart(today: string): string {
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - STREAK_LOOKBACK_DAYS)
  return d.toISOString().slice(0, 10)
}

async function push(
  row: ReminderJob,
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
