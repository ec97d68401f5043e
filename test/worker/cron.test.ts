// The cron: pruning and refreshing the shared statistics (docs/decisions/014-rate-limits-and-quotas.md).
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../../worker/env.ts'
import { runScheduled } from '../../worker/scheduled.ts'
import { failingOnRunD1, newSessionId } from './helpers.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the cron', () => {
  it('still prunes expired keys when the statistics refresh fails, and reports the failure', async () => {
    const sid = newSessionId()
    await env.DB.prepare(
      "insert into idempotency_keys (session_id, key, route, request_hash, status, reading_id, created_at) values (?, 'stale-key-01', 'save-reading', 'h', 201, 'r', 0)",
    )
      .bind(sid)
      .run()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const real = env.DB
    // The statistics read through a D1 session; the prune writes through the binding itself.
    const db = new Proxy(real, {
      get(target, prop) {
        if (prop === 'withSession') return () => failingOnRunD1().withSession()
        const value = Reflect.get(target, prop) as unknown
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    await expect(runScheduled({ ...(env as unknown as Bindings), DB: db })).rejects.toThrow(
      /collective statistics/,
    )
    const left = await real
      .prepare("select count(*) as n from idempotency_keys where key = 'stale-key-01'")
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
    expect(logged.mock.calls.flat().map(String).join('\n')).toContain('"kind":"cron"')
  })
})
