// Data and edge findings of the Worker review (docs/reviews/worker-review.md): logs without
// visitor data, idempotent check-in retries that race, shared statistics safe from one visitor's
// numbers, bookmarks, the old-host redirect, the export, caching and the cron.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import type { Bindings } from '../../worker/env.ts'
import { runScheduled } from '../../worker/scheduled.ts'
import { fetchWith, get, jsonInit, newSessionId, post, request } from './helpers.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A D1 binding whose statements prepare fine and then fail when run, like a dropped connection. */
function failingOnRunD1(): D1Database {
  const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'))
  const statement = (): D1PreparedStatement =>
    ({
      bind: () => statement(),
      all: fail,
      run: fail,
      raw: fail,
      first: fail,
    }) as unknown as D1PreparedStatement
  const session = { prepare: statement, batch: fail, getBookmark: () => null }
  return { ...session, withSession: () => session } as unknown as D1Database
}

const checkIn = (value: number, extra: Record<string, unknown> = {}) => ({
  emotionalValue: value,
  codonIndex: codonIndexFromValue(value),
  descriptor: descriptorAt(codonIndexFromValue(value)),
  baseline: 81.5,
  ...extra,
})

describe('logs', () => {
  it('never carry a session id, a display name or a note when D1 fails mid-query', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    const db = failingOnRunD1()
    const deleted = await fetchWith(
      { DB: db },
      `/api/saved-reading/${crypto.randomUUID()}`,
      jsonInit('DELETE', {}, h),
    )
    const named = await fetchWith(
      { DB: db },
      '/api/user-trajectory',
      jsonInit('POST', { scalarValue: 81.5, context: 'profile-update', displayName: 'Zelda Quintessa' }, h),
    )
    const saved = await fetchWith({ DB: db }, '/api/saved-readings', { headers: h })
    for (const res of [deleted, named, saved]) expect(res.status).toBe(503)
    const text = logged.mock.calls.flat().map(String).join('\n')
    expect(text).toContain('"kind":"database"')
    // Not even part of an id (a log line cut short still carried its first characters).
    expect(text).not.toMatch(/luna_\d{10,16}_[a-z0-9]/)
    expect(text).not.toContain('Zelda')
    expect(text).not.toContain('params:')
  })
})

describe('emotional check-in idempotency', () => {
  it('answers two simultaneous sends of one check-in (same key) with the same 201, storing one', async () => {
    const sid = newSessionId()
    const headers = { 'x-session-id': sid, 'idempotency-key': 'race-key-0001' }
    const [a, b] = await Promise.all([
      post('/api/emotional-state', checkIn(30), headers),
      post('/api/emotional-state', checkIn(30), headers),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(await b.json()).toEqual(await a.json())
    const data = (await (await get('/api/my-data', { 'x-session-id': sid })).json()) as Record<
      string,
      unknown[]
    >
    expect(data.emotionalStates).toHaveLength(1)
    expect(data.savedReadings).toHaveLength(1)
  })

  it('still refuses a second, different check-in within 24 hours with 409', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    expect(
      (await post('/api/emotional-state', checkIn(30), { ...h, 'idempotency-key': 'first-key-01' })).status,
    ).toBe(201)
    expect(
      (await post('/api/emotional-state', checkIn(70), { ...h, 'idempotency-key': 'second-key-1' })).status,
    ).toBe(409)
  })
})

describe('shared statistics', () => {
  it("refuse a Luna interaction scalar outside 60–100, so no visitor can skew everyone's average", async () => {
    const h = { 'x-session-id': newSessionId() }
    const base = { page: 'compass', userAction: 'luna_generated' }
    for (const scalarValue of [1e308, -1e308, 1e6, 59.9, 100.1]) {
      expect(
        (await post('/api/luna-interaction', { ...base, scalarValue }, h)).status,
        String(scalarValue),
      ).toBe(400)
    }
    expect((await post('/api/luna-interaction', { ...base, scalarValue: 81.6 }, h)).status).toBe(201)
    const stats = (await (await get('/api/scalar-stats')).json()) as { averageScalar: number }
    expect(stats.averageScalar).toBeGreaterThanOrEqual(60)
    expect(stats.averageScalar).toBeLessThanOrEqual(100)
  })
})

describe('the D1 bookmark', () => {
  it('ignores a bookmark that is not in D1’s format, so a bad value cannot stick to a visitor', async () => {
    const h = { 'x-session-id': newSessionId() }
    for (const bad of ['zzzz', 'first-primary', 'x'.repeat(120)]) {
      const res = await post('/api/daily-visit', { page: 'compass' }, { ...h, 'x-d1-bookmark': bad })
      expect(res.status).toBe(201)
      const answered = res.headers.get('x-d1-bookmark')
      expect(answered).not.toBe(bad)
      expect(answered ?? '').toMatch(/^$|^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/)
    }
    const first = await post('/api/daily-visit', { page: 'compass' }, h)
    const good = first.headers.get('x-d1-bookmark') ?? ''
    const next = await get('/api/saved-readings', { ...h, 'x-d1-bookmark': good })
    expect(next.status).toBe(200)
  })
})

describe('the old-host redirect', () => {
  it('keeps a single slash when CANONICAL_HOST ends with one', async () => {
    const { app } = await import('../../worker/index.ts')
    for (const canonical of ['luna.example.com/', 'https://luna.example.com//']) {
      const res = await app.fetch(new Request('http://legacy.localhost/compass?x=1'), {
        ...env,
        OLD_HOSTS: 'legacy.localhost',
        CANONICAL_HOST: canonical,
      })
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe('https://luna.example.com/compass?x=1')
    }
  })
})

describe('my data', () => {
  it('exports the idempotency keys as pointers to the reading they saved, not as copies of it', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    const body = {
      readingType: 'compass',
      readingData: { a: 1 },
      userTags: null,
      userNotes: 'a private note',
    }
    const saved = await post('/api/save-reading', body, { ...h, 'idempotency-key': 'export-key-01' })
    expect(saved.status).toBe(201)
    const { reading } = (await saved.json()) as { reading: { id: string } }
    const data = (await (await get('/api/my-data', h)).json()) as Record<string, unknown>
    const keys = data.idempotencyKeys as Record<string, unknown>[]
    expect(keys).toHaveLength(1)
    expect(keys[0]?.key).toBe('export-key-01')
    expect(keys[0]?.readingId).toBe(reading.id)
    expect(JSON.stringify(keys[0])).not.toContain('a private note')
  })
})

describe('caching', () => {
  it('marks every personal answer no-store; shared content keeps its public caching', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    await post(
      '/api/user-trajectory',
      { scalarValue: 81.6, context: 'compass-reading', displayName: 'Ada' },
      h,
    )
    for (const path of [
      `/api/emotional-state/${sid}`,
      '/api/luna-patterns',
      '/api/user-trajectory',
      '/api/trajectory-analysis',
      '/api/saved-readings',
      '/api/my-data',
    ]) {
      const res = await get(path, h)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control') ?? '', path).toContain('no-store')
    }
    const posted = await post('/api/daily-visit', { page: 'compass' }, h)
    expect(posted.headers.get('cache-control') ?? '').toContain('no-store')
    expect((await get('/api/codons')).headers.get('cache-control')).toContain('public')
  })
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

describe('session mix-ups', () => {
  it('refuses a header and a path that name different sessions on the session-scoped reads', async () => {
    const a = newSessionId()
    const b = newSessionId()
    for (const path of [`/api/streak/${b}`, `/api/emotional-state/${b}`, `/api/my-data?sessionId=${b}`]) {
      expect((await request(path, { headers: { 'x-session-id': a } })).status, path).toBe(400)
    }
  })
})
