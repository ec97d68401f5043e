// The collective statistics every visitor reads: no single visitor can empty their cache, and an
// empty cache is recomputed once per isolate, not once per request.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CACHE_KEYS, cached } from '../../worker/cache.ts'
import type { Bindings } from '../../worker/env.ts'
import { jsonInit, newSessionId, post, request } from './helpers.ts'

const bindings = env as unknown as Bindings

describe('the shared statistics cache', () => {
  it('an erase by a new session leaves the stats cache in place', async () => {
    await env.CACHE.put(CACHE_KEYS.scalarStats, JSON.stringify({ marker: 'kept' }), { expirationTtl: 120 })
    const res = await request(
      '/api/my-data',
      jsonInit('DELETE', undefined, { 'x-session-id': newSessionId() }),
    )
    expect(res.status).toBe(200)
    expect(await env.CACHE.get(CACHE_KEYS.scalarStats, 'json')).toEqual({ marker: 'kept' })
  })

  it('an erase that removed journey points lets the statistics be recomputed', async () => {
    const sid = newSessionId()
    await post('/api/user-trajectory', { sessionId: sid, scalarValue: 81.6, context: 'compass-reading' })
    await env.CACHE.put(CACHE_KEYS.scalarStats, JSON.stringify({ marker: 'stale' }), { expirationTtl: 120 })
    const res = await request('/api/my-data', jsonInit('DELETE', undefined, { 'x-session-id': sid }))
    expect(res.status).toBe(200)
    expect(await env.CACHE.get(CACHE_KEYS.scalarStats)).toBeNull()
  })

  it('sixty erasures in a minute purge the shared cache once (the probe forced 60)', async () => {
    await env.CACHE.delete(`${CACHE_KEYS.scalarStats}:purged`)
    let purges = 0
    for (let i = 0; i < 60; i++) {
      const sid = newSessionId()
      await post('/api/user-trajectory', { sessionId: sid, scalarValue: 81.6, context: 'compass-reading' })
      await env.CACHE.put(CACHE_KEYS.scalarStats, JSON.stringify({ marker: i }), { expirationTtl: 120 })
      const res = await request('/api/my-data', jsonInit('DELETE', undefined, { 'x-session-id': sid }))
      expect(res.status).toBe(200)
      if ((await env.CACHE.get(CACHE_KEYS.scalarStats)) === null) purges++
    }
    expect(purges).toBe(1)
  })

  it('recomputes once for many simultaneous misses (single flight)', async () => {
    const key = `single-flight-test:${newSessionId()}`
    let runs = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => {
      release = r
    })
    const compute = async () => {
      runs++
      await gate
      return { value: 42 }
    }
    const answers = Array.from({ length: 20 }, () => cached(bindings, key, 60, compute))
    release()
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 20 }, () => ({ value: 42 })))
    expect(runs).toBe(1)
  })
})
