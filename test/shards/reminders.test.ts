// The daily reminders over two shards (docs/decisions/041): each shard's due subscriptions are
// claimed, each push is recorded on its visitor's shard, and a shard whose database is away holds
// back only its own reminders: the others are sent once, and nothing is sent twice.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { ShardMap } from '../../domain/shards.ts'
import type { Bindings } from '../../worker/env.ts'
import {
  claimDueReminders,
  sendDueReminders,
  sendReminderJobs,
  UnsentReminders,
} from '../../worker/reminders.ts'
import { failingOnRunD1 } from '../worker/helpers.ts'
import { type BrowserSubscription, browserSubscription, pushService } from '../worker/push-service.ts'
import { idOnShard } from './visitor.ts'

const bindings = env as unknown as Bindings
const MAP = JSON.parse(env.SHARD_MAP ?? '') as ShardMap
const SHARDS = [env.DB_SHARD_0, env.DB_SHARD_1] as D1Database[]
const SERVER_KEY = bindings.VAPID_PUBLIC_KEY ?? ''
let endpoints = 0

/** A subscriber on `shard` whose reminder is due at `dueAt` (as the PUT would have stored it). */
async function subscriber(shard: number, dueAt: number) {
  const sessionId = idOnShard(shard, MAP)
  const sub: BrowserSubscription = await browserSubscription(
    `https://fcm.googleapis.com/fcm/send/shard-${shard}-${endpoints++}`,
  )
  await (SHARDS[shard] as D1Database)
    .prepare(
      `insert into push_subscriptions (session_id, endpoint, p256dh, auth, reminder_time, time_zone,
         next_due_at, created_at, updated_at) values (?, ?, ?, ?, '08:00', 'UTC', ?, 0, 0)`,
    )
    .bind(sessionId, sub.endpoint, sub.keys.p256dh, sub.keys.auth, dueAt)
    .run()
  return { sessionId, sub }
}

const lastSent = async (shard: number, sessionId: string) =>
  (
    await (SHARDS[shard] as D1Database)
      .prepare('select last_sent_at as at from push_subscriptions where session_id = ?')
      .bind(sessionId)
      .first<{ at: number | null }>()
  )?.at ?? null

describe('reminders over two shards', () => {
  it('are claimed on each shard and recorded on each visitor’s own', async () => {
    const now = Date.parse('2026-11-24T08:00:20Z')
    const due = Date.parse('2026-11-24T08:00:00Z')
    const a = await subscriber(0, due)
    const b = await subscriber(1, due)
    const service = pushService([a.sub, b.sub], SERVER_KEY)
    const run = await sendDueReminders(bindings, now, service.fetch)
    expect(run.sent).toBe(2)
    expect(await lastSent(0, a.sessionId)).toBe(now)
    expect(await lastSent(1, b.sessionId)).toBe(now)
  })

  it('send the healthy shard’s reminders once and hand back the other’s when its database is away', async () => {
    const now = Date.parse('2026-11-25T08:00:20Z')
    const due = Date.parse('2026-11-25T08:00:00Z')
    const a = await subscriber(0, due)
    const b = await subscriber(1, due)
    const jobs = (await claimDueReminders(bindings, now)).filter((j) =>
      [a.sessionId, b.sessionId].includes(j.sessionId),
    )
    expect(jobs).toHaveLength(2)
    const service = pushService([a.sub, b.sub], SERVER_KEY)
    const away = { ...bindings, DB_SHARD_1: failingOnRunD1() }
    const refused = await sendReminderJobs(away, jobs, now, service.fetch).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(UnsentReminders)
    expect((refused as UnsentReminders).jobs.map((j) => j.sessionId)).toEqual([b.sessionId])
    expect(service.delivered.map((d) => d.endpoint)).toEqual([a.sub.endpoint])
    // The retried job alone, once the database is back: sent, and the first one not again.
    await sendReminderJobs(bindings, (refused as UnsentReminders).jobs, now, service.fetch)
    expect(service.delivered.map((d) => d.endpoint)).toEqual([a.sub.endpoint, b.sub.endpoint])
  })
})
