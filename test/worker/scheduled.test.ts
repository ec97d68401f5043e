import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { Bindings } from '../../worker/env.ts'
import { runScheduled } from '../../worker/scheduled.ts'
import { establishSessions, get, newSessionId, post } from './helpers.ts'

describe('the cron trigger', () => {
  it('refreshes the collective statistics cache from D1 and prunes expired keys', async () => {
    const sid = newSessionId()
    await establishSessions([sid])
    for (const v of [81.9, 82.0, 82.1]) {
      await post('/api/user-trajectory', {
        sessionId: sid,
        scalarValue: v,
        context: 'compass-reading',
        personalBaseline: 81.5,
      })
    }
    await env.DB.prepare(
      "insert into idempotency_keys (session_id, key, route, request_hash, status, reading_id, created_at) values (?, 'old-key-0001', 'save-reading', 'h', 201, 'r', 0)",
    )
      .bind(sid)
      .run()
    await runScheduled(env as unknown as Bindings)
    const cached = await env.CACHE.get<{ totalActivities: number; averageScalar: number }>(
      'scalar-stats:v1',
      'json',
    )
    expect(cached?.totalActivities).toBeGreaterThanOrEqual(3)
    const stats = (await (await get('/api/scalar-stats')).json()) as { totalActivities: number }
    expect(stats.totalActivities).toBe(cached?.totalActivities)
    const left = await env.DB.prepare(
      "select count(*) as n from idempotency_keys where key = 'old-key-0001'",
    ).first<{ n: number }>()
    expect(left?.n).toBe(0)
  })
})
