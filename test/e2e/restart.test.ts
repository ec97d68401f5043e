// Durability: every write the API acknowledged before `npm start` is killed with SIGKILL is there
// after it starts again on the same local database.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Server, startApp } from '../../bench/lib.ts'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { createSessionId } from '../../domain/session-id.ts'

const persist = mkdtempSync(join(tmpdir(), 'luna-restart-'))
let server: Server | null = null

afterAll(async () => {
  await server?.stop()
  rmSync(persist, { recursive: true, force: true })
})

async function call(base: string, sid: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-session-id': sid },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json()) as Record<string, unknown> }
}

describe('a hard kill of npm start', () => {
  it('loses no acknowledged write', async () => {
    // The app this run built once (test/setup/build-assets.ts) is what `npm start` would build:
    // its build is not what this test is about, and rebuilding dist/client would change the files
    // the worker tests serve while they run.
    server = await startApp({ persist, skipBuild: process.env.LUNA_TEST_ASSETS_BUILT !== undefined })
    const sid = createSessionId(Date.now(), (b) => crypto.getRandomValues(b))
    const readingIds: string[] = []
    for (let i = 0; i < 12; i++) {
      const r = await call(server.url, sid, 'POST', '/api/save-reading', {
        readingType: 'compass',
        readingData: { i },
        userTags: `t${i}`,
        userNotes: null,
      })
      expect(r.status).toBe(201)
      readingIds.push(String((r.json.reading as { id: string }).id))
    }
    for (const hz of [111, 222.5, 333]) {
      const r = await call(server.url, sid, 'POST', '/api/lock-frequency', {
        frequency: hz,
        note: `lock ${hz}`,
      })
      expect(r.status).toBe(201)
      readingIds.push(String((r.json.reading as { id: string }).id))
    }
    for (let i = 0; i < 8; i++) {
      expect(
        (
          await call(server.url, sid, 'POST', '/api/user-trajectory', {
            scalarValue: 81 + i / 10,
            context: 'compass-reading',
            personalBaseline: 81.4,
          })
        ).status,
      ).toBe(201)
    }
    const check = await call(server.url, sid, 'POST', '/api/emotional-state', {
      emotionalValue: 64,
      codonIndex: codonIndexFromValue(64),
      descriptor: descriptorAt(codonIndexFromValue(64)),
      baseline: 81.4,
    })
    expect(check.status).toBe(201)
    readingIds.push(String((check.json.reading as { id: string }).id))

    await server.stop('SIGKILL')
    server = await startApp({ persist, skipBuild: true })

    const readings = (await (
      await fetch(`${server.url}/api/saved-readings`, { headers: { 'x-session-id': sid } })
    ).json()) as { id: string }[]
    expect(new Set(readings.map((r) => r.id))).toEqual(new Set(readingIds))
    const journey = await call(server.url, sid, 'GET', '/api/user-trajectory')
    // Every acknowledged journey point is kept (the sessions count days: these eight are one day's).
    const history = journey.json.scalarHistory as { scalar: number }[]
    expect(history.map((p) => p.scalar).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => 81 + i / 10).sort(),
    )
    const status = await call(server.url, sid, 'GET', `/api/emotional-state/${sid}`)
    expect((status.json.lastEmotionalState as { value: number }).value).toBe(64)
  }, 300_000)
})
