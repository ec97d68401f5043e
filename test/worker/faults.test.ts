// Faults: the NOAA feed hanging or answering garbage (either JSON shape), KV down, D1 failing in
// the middle of a request. Each ends in a correct answer or a clean 503, never a half-written state.
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Bindings } from '../../worker/env.ts'
import { fetchNoaaKIndex, loadSchumann } from '../../worker/schumann.ts'
import { failingKV, fetchWith, get, jsonInit, newSessionId } from './helpers.ts'

const FEED = 'https://feed.test/noaa-planetary-k-index.json'
const bindings = (over: Partial<Bindings> = {}) => ({
  ...(env as unknown as Bindings),
  NOAA_KP_URL: FEED,
  ...over,
})

afterEach(() => {
  vi.restoreAllMocks()
})

function answerWith(body: string, status = 200) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  )
}

describe('the NOAA feed', () => {
  it('reads both published shapes', async () => {
    answerWith(
      JSON.stringify([
        ['time_tag', 'Kp', 'a_running', 'station_count'],
        ['2026-11-21 00:00:00.000', '2.67', '12', '8'],
        ['2026-11-21 03:00:00.000', '5.00', '48', '8'],
      ]),
    )
    expect((await loadSchumann(bindings())).source).toBe('noaa')
    expect(await fetchNoaaKIndex(FEED)).toBe(5)
    answerWith(JSON.stringify([{ time_tag: '2026-11-21T00:00:00', Kp: 1.33, a_running: 5 }]))
    const s = await loadSchumann(bindings())
    expect(s).toMatchObject({ source: 'noaa', kIndex: 1.33, band: 'quiet' })
  })

  it('falls back to the model on garbage in either shape, errors and non-JSON', async () => {
    for (const body of [
      JSON.stringify([['time_tag', 'Kp'], ['2026-11-21', 'storm'], ['x']]),
      JSON.stringify([{ time_tag: 'x', Kp: 42 }, { nope: true }]),
      JSON.stringify({ Kp: 3 }),
      '<html>maintenance</html>',
      '',
    ]) {
      answerWith(body)
      expect((await loadSchumann(bindings())).source, body).toBe('model')
    }
    answerWith('{}', 503)
    expect((await loadSchumann(bindings())).source).toBe('model')
  })

  it('falls back to the model within its timeout when the feed hangs', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      (_input, init) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')))
        }),
    )
    const started = Date.now()
    expect(await fetchNoaaKIndex(FEED, 300)).toBeNull()
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(250)
    expect(elapsed).toBeLessThan(2000)
  })

  it('never fails the endpoint, even with KV down and the feed broken', async () => {
    answerWith('garbage')
    const res = await fetchWith({ CACHE: failingKV(), NOAA_KP_URL: FEED }, '/api/schumann-resonance')
    expect(res.status).toBe(200)
    expect(((await res.json()) as { source: string }).source).toBe('model')
  })
})

describe('D1 failing in the middle of a request', () => {
  it('answers 503 and writes nothing when the write batch fails after reads succeeded', async () => {
    const sid = newSessionId()
    const real = env.DB
    // Reads (prepare → first/all) work; the batch that would write fails like a lost connection.
    const flaky = {
      withSession: (c?: string) => {
        const s = real.withSession(c as 'first-unconstrained')
        return {
          prepare: (q: string) => s.prepare(q),
          getBookmark: () => s.getBookmark(),
          batch: () => Promise.reject(new Error('D1_ERROR: Network connection lost.')),
        }
      },
    } as unknown as D1Database
    const res = await fetchWith(
      { DB: flaky },
      '/api/save-reading',
      jsonInit(
        'POST',
        { sessionId: sid, readingType: 'compass', readingData: { a: 1 }, userTags: null, userNotes: null },
        { 'idempotency-key': 'fault-key-0001' },
      ),
    )
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const rows = await real
      .prepare('select count(*) as n from saved_readings where session_id = ?')
      .bind(sid)
      .first<{ n: number }>()
    expect(rows?.n).toBe(0)
    const keys = await real
      .prepare('select count(*) as n from idempotency_keys where session_id = ?')
      .bind(sid)
      .first<{ n: number }>()
    expect(keys?.n).toBe(0)
    // The retry with the same key, once D1 is back, stores the reading exactly once.
    const retry = await fetchWith(
      {},
      '/api/save-reading',
      jsonInit(
        'POST',
        { sessionId: sid, readingType: 'compass', readingData: { a: 1 }, userTags: null, userNotes: null },
        { 'idempotency-key': 'fault-key-0001' },
      ),
    )
    expect(retry.status).toBe(201)
    expect(((await (await get(`/api/saved-readings?sessionId=${sid}`)).json()) as unknown[]).length).toBe(1)
  })
})
