// The flood findings replayed against the real Workers Rate Limiting bindings (wrangler.toml):
// the flood is cut off by 429s with Retry-After and a sentence, and every accepted write is intact.
import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { NEW_SESSIONS_PER_MINUTE } from '../../domain/budgets.ts'
import { get, newSessionId, ORIGIN, post } from './helpers.ts'

const reading = (i: number) => ({
  readingType: 'compass',
  readingData: { text: 'x'.repeat(8_000), i },
  userNotes: `flood ${i}`,
})

/** How many of the bindings' fixed 60 s windows a test has touched since this was called. */
function windowCounter(): () => number {
  const first = Math.floor(Date.now() / 60_000)
  return () => Math.floor(Date.now() / 60_000) - first + 1
}

describe('a database no client can flood', () => {
  it('runs with the rate-limit bindings of wrangler.toml', () => {
    for (const name of [
      'RATE_LIMIT_SESSION_WRITES',
      'RATE_LIMIT_ADDRESS_WRITES',
      'RATE_LIMIT_READS',
      'RATE_LIMIT_EXPORTS',
      'RATE_LIMIT_SHARED',
      'RATE_LIMIT_NETWORKS',
    ])
      expect(typeof (env as unknown as Record<string, { limit?: unknown }>)[name]?.limit, name).toBe(
        'function',
      )
  })

  it('one session saving 300 readings of 8 KB one at a time is cut off by 429s; every 201 is stored', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid, 'cf-connecting-ip': '203.0.113.91' }
    const accepted: string[] = []
    const statuses: number[] = []
    const windows = windowCounter()
    for (let i = 0; i < 300; i++) {
      const res = await post('/api/save-reading', reading(i), h)
      statuses.push(res.status)
      if (res.status === 201) accepted.push(((await res.json()) as { reading: { id: string } }).reading.id)
      else {
        expect(res.status).toBe(429)
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
        expect(((await res.json()) as { error: string }).error).toMatch(/Too many changes from this browser/)
      }
    }
    expect(accepted.length).toBeGreaterThan(0)
    // The binding counts in fixed 60 s windows: a run that crosses into the next one may use both.
    expect(accepted.length).toBeLessThanOrEqual(60 * windows())
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(300 - 60 * windows())
    const stored = await env.DB.prepare('select id from saved_readings where session_id = ?')
      .bind(sid)
      .all<{ id: string }>()
    expect(new Set(stored.results.map((r) => r.id))).toEqual(new Set(accepted))
  }, 60_000)

  it('HEAD requests of an expensive read count against the read limit like GETs', async () => {
    // HEAD runs the GET's handler, queries included: 610 of them must not pass where GETs stop (300 a
    // minute; 610 exceed even two of the binding's fixed windows, should the run cross into the next).
    const sid = newSessionId()
    const headers = { 'x-session-id': sid, 'cf-connecting-ip': '203.0.113.94' }
    const statuses: number[] = []
    const windows = windowCounter()
    for (let i = 0; i < 610; i++) {
      const res = await exports.default.fetch(
        new Request(`${ORIGIN}/api/saved-readings`, { method: 'HEAD', headers }),
      )
      statuses.push(res.status)
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(300 * windows())
    expect(windows()).toBeLessThanOrEqual(2)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(610 - 300 * windows())
    expect(new Set(statuses)).toEqual(new Set([200, 429]))
  }, 60_000)

  it('a write whose path is percent-encoded is counted like the same path typed plainly', async () => {
    // Routing decodes '/api/save%2Dreading' to '/api/save-reading'; the limits must see the same path.
    const sid = newSessionId()
    const h = { 'x-session-id': sid, 'cf-connecting-ip': '203.0.113.92' }
    const statuses: number[] = []
    const windows = windowCounter()
    for (let i = 0; i < 80; i++) {
      // Straight to the Worker: the contract check knows the route by its plain name only.
      const res = await exports.default.fetch(
        new Request(`${ORIGIN}/api/save%2Dreading`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...h },
          body: JSON.stringify(reading(i)),
        }),
      )
      statuses.push(res.status)
    }
    const accepted = statuses.filter((s) => s === 201).length
    expect(accepted).toBeGreaterThan(0)
    expect(accepted).toBeLessThanOrEqual(60 * windows())
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(80 - 60 * windows())
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true)
  }, 60_000)

  it('new session ids cost something: one address may start at most 10 sessions a minute', async () => {
    const address = '2001:db8:91:1::7'
    const statuses: number[] = []
    for (let i = 0; i < 20; i++) {
      // Another address of the same /64 is the same client.
      const res = await post(
        '/api/luna-interaction',
        { page: 'compass', scalarValue: 81.5, userAction: 'luna_generated' },
        { 'x-session-id': newSessionId(), 'cf-connecting-ip': address.replace('::7', `::${i + 1}`) },
      )
      statuses.push(res.status)
    }
    expect(statuses.filter((s) => s === 201).length).toBe(NEW_SESSIONS_PER_MINUTE.address)
    expect(statuses.slice(NEW_SESSIONS_PER_MINUTE.address).every((s) => s === 429)).toBe(true)
    // A session already known is not new: it may go on writing.
    expect(
      (
        await post(
          '/api/daily-visit',
          { page: 'compass' },
          { 'x-session-id': newSessionId(), 'cf-connecting-ip': '198.51.100.91' },
        )
      ).status,
    ).toBe(201)
  }, 60_000)

  it('a bad request changes nothing and is not counted', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid, 'cf-connecting-ip': '203.0.113.92' }
    for (let i = 0; i < 100; i++)
      expect((await post('/api/save-reading', { readingType: 'nope' }, h)).status).toBe(400)
    expect((await post('/api/save-reading', reading(1), h)).status).toBe(201)
    expect((await get('/api/saved-readings', h)).status).toBe(200)
  })
})
