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
import { failingOnRunD1, jsonInit, ORIGIN, request } from '../worker/helpers.ts'
import { type BrowserSubscription, browserSubscription, pushService } from '../worker/push-service.ts'
import { idOnShard, rowsIn } from './visitor.ts'

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

describe('a push endpoint across shards (docs/decisions/049)', () => {
  const put = (
    sessionId: string,
    sub: { endpoint: string; keys: { p256dh: string; auth: string } },
    ip: string,
  ) =>
    request(
      '/api/reminder',
      jsonInit(
        'PUT',
        {
          subscription: { endpoint: sub.endpoint, keys: sub.keys },
          time: '08:30',
          timeZone: 'Europe/Lisbon',
        },
        { origin: ORIGIN, 'x-session-id': sessionId, 'cf-connecting-ip': ip },
      ),
    )
  const held = async (shard: number, sessionId: string) =>
    (await rowsIn(SHARDS[shard] as D1Database, sessionId)).pushSubscriptions

  it('has one owner: another session on the other shard gets 409 with other keys, and the same browser moves it with its own', async () => {
    const first = idOnShard(0, MAP)
    const sub = await browserSubscription(`https://fcm.googleapis.com/fcm/send/owner-${crypto.randomUUID()}`)
    expect((await put(first, sub, '198.18.90.1')).status).toBe(200)
    // Someone who copied the endpoint, from a session on the other shard, with keys of their own.
    const other = idOnShard(1, MAP)
    const forged = await browserSubscription(sub.endpoint)
    const refused = await put(other, forged, '198.18.91.1')
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: string }).error).toMatch(/registered to another visitor/)
    expect(await held(1, other)).toBe(0)
    expect(await held(0, first)).toBe(1)
    // The same browser (the same keys) in a new session on the other shard: the subscription moves.
    const next = idOnShard(1, MAP)
    expect((await put(next, sub, '198.18.92.1')).status).toBe(200)
    expect(await held(1, next)).toBe(1)
    expect(await held(0, first)).toBe(0)
    // The first session cannot take it back with other keys; erasing the owner frees the endpoint.
    expect((await put(first, forged, '198.18.90.1')).status).toBe(409)
    const erased = await request(`/api/my-data?sessionId=${next}`, {
      method: 'DELETE',
      headers: { origin: ORIGIN, 'x-session-id': next, 'cf-connecting-ip': '198.18.92.1' },
    })
    expect(erased.status).toBe(200)
    const owners = await env.DB.prepare('select count(*) as n from push_endpoint_owners').first<{
      n: number
    }>()
    expect((await put(first, forged, '198.18.90.1')).status).toBe(200)
    expect(
      (await env.DB.prepare('select count(*) as n from push_endpoint_owners').first<{ n: number }>())?.n,
    ).toBe((owners?.n ?? 0) + 1)
  })

  it('caps registrations per network as well as per address', async () => {
    // Fifty addresses of one /24, five registrations each: the network's 50 a day, then 429.
    const statuses: number[] = []
    // Known visitors (stored before), so the network's new-session minute does not answer first.
    const now = Date.now()
    const visitors = Array.from({ length: 55 }, (_, i) => idOnShard(i % 2, MAP))
    for (const [i, id] of visitors.entries())
      await (SHARDS[i % 2] as D1Database)
        .prepare('insert into sessions (id, created_at, last_seen_at) values (?, ?, ?)')
        .bind(id, now - 86_400_000, now - 86_400_000)
        .run()
    for (const [i, id] of visitors.entries()) {
      const sub = await browserSubscription(`https://fcm.googleapis.com/fcm/send/net-${crypto.randomUUID()}`)
      const res = await put(id, sub, `198.18.93.${1 + Math.floor(i / 5)}`)
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200))
    expect(statuses.slice(50)).toEqual(Array(5).fill(429))
  })
})
