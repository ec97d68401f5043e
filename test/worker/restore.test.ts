import { getTableConfig, type SQLiteTable } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/dates.ts'
import * as tables from '../../schema/tables.ts'
import { SESSION_TABLES } from '../../worker/data/session-tables.ts'
import { archetypePayload, expectClientError, get, newSessionId, post, seedNotes } from './helpers.ts'

async function seed(sid: string) {
  const h = { 'x-session-id': sid }
  expect((await post('/api/archetype', archetypePayload(), h)).status).toBe(201)
  expect(
    (await post('/api/save-reading', { readingType: 'compass', readingData: { a: 1 }, userNotes: 'mine' }, h))
      .status,
  ).toBe(201)
  expect(
    (
      await post(
        '/api/user-trajectory',
        { scalarValue: 81.6, context: 'compass-reading', displayName: 'Ada' },
        h,
      )
    ).status,
  ).toBe(201)
  expect((await post('/api/daily-visit', { page: 'compass' }, h)).status).toBe(201)
}

const exportOf = async (sid: string) =>
  (await (await get('/api/my-data', { 'x-session-id': sid })).json()) as Record<string, unknown[]> & {
    session: unknown
  }

describe('POST /api/restore', () => {
  it('moves the data to a new id; the old id is refused everything it had', async () => {
    const old = newSessionId()
    await seed(old)
    const before = await exportOf(old)
    const browser = newSessionId()
    const res = await post(
      '/api/restore',
      { code: old },
      { 'x-session-id': browser, 'idempotency-key': 'restore-key-01' },
    )
    expect(res.status).toBe(201)
    const { sessionId, readingSeed } = (await res.json()) as { sessionId: string; readingSeed: string }
    expect(sessionId).toMatch(/^luna_\d+_[a-z0-9]{26}$/)
    // The readings' seed is the code's own id: the days read as they did (docs/decisions/013).
    expect(readingSeed).toBe(old)
    expect(sessionId).not.toBe(old)
    expect(sessionId).not.toBe(browser)
    // Nothing is left under the old id.
    const oldNow = await exportOf(old)
    expect(oldNow.session).toBeNull()
    for (const t of SESSION_TABLES) if (t.name !== 'sessions') expect(oldNow[t.name], t.name).toEqual([])
    await expectClientError(await get('/api/user-trajectory', { 'x-session-id': old }), 404)
    // Everything is under the new one, the same rows but for the session id.
    const after = await exportOf(sessionId)
    const strip = (doc: Record<string, unknown>, id: string) =>
      JSON.parse(JSON.stringify(doc, (k, v) => (k === 'exportedAt' ? undefined : v === id ? 'SESSION' : v)))
    expect(after.sessionMoves).toHaveLength(1)
    expect(after.session).toMatchObject({ seed: old })
    const session = (doc: { session: unknown }) => ({ ...(doc.session as object), seed: null })
    expect(strip({ ...after, session: session(after), sessionMoves: [] }, sessionId)).toEqual(
      strip({ ...before, session: session(before) }, old),
    )
    // The holder of the old code cannot restore it again, nor learn the new id.
    await expectClientError(
      await post('/api/restore', { code: old }, { 'x-session-id': newSessionId() }),
      404,
    )
    await expectClientError(
      await post(
        '/api/restore',
        { code: old },
        { 'x-session-id': newSessionId(), 'idempotency-key': 'guess-key-0' },
      ),
      404,
    )
  })

  it('is idempotent on retry: the same code and key answer the same new id, once moved', async () => {
    const old = newSessionId()
    await seed(old)
    const h = { 'x-session-id': newSessionId(), 'idempotency-key': 'restore-key-02' }
    const first = (await (await post('/api/restore', { code: old }, h)).json()) as { sessionId: string }
    const again = await post('/api/restore', { code: old }, h)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await again.json()).toMatchObject({ sessionId: first.sessionId, readingSeed: old })
    const readings = (await (
      await get('/api/saved-readings', { 'x-session-id': first.sessionId })
    ).json()) as unknown[]
    expect(readings).toHaveLength(1)
    // Moved on again from another browser: a late retry of the first move still answers its seed.
    const onward = { 'x-session-id': newSessionId(), 'idempotency-key': 'restore-key-03' }
    expect((await post('/api/restore', { code: first.sessionId }, onward)).status).toBe(201)
    expect(await (await post('/api/restore', { code: old }, h)).json()).toMatchObject({
      sessionId: first.sessionId,
      readingSeed: old,
    })
  })

  it('keeps the readings’ seed through restore after restore: the compass, the month and the patterns read the same', async () => {
    const old = newSessionId()
    const h = { 'x-session-id': old }
    expect((await post('/api/archetype', archetypePayload(), h)).status).toBe(201)
    // Three weeks of notes with no plan in them, so that the patterns' figures hang on the seed.
    const today = new Date().toISOString().slice(0, 10)
    const notes = Array.from({ length: 24 }, (_, i) =>
      ['08:30', '20:45'].map((time, k) => ({
        date: addDays(today, -i - 1),
        time,
        value: ((i * 37 + k * 53) % 61) + 20,
      })),
    ).flat()
    await seedNotes(old, notes)
    const compassBody = {
      personalProfile: { archetypeData: { ...archetypePayload(), emotionalBaseline: null } },
      localDate: today,
      localTime: '10:00',
    }
    const readAll = async (sid: string) => {
      const me = { 'x-session-id': sid }
      const compass = (await (
        await post('/api/resonance-compass', { ...compassBody, sessionId: sid }, me)
      ).json()) as {
        dailyReading: unknown
      }
      return {
        day: compass.dailyReading,
        month: await (await get(`/api/month?month=${today.slice(0, 7)}`, me)).json(),
        patterns: await (await get('/api/patterns', me)).json(),
      }
    }
    const before = await readAll(old)
    const first = (await (
      await post('/api/restore', { code: old }, { 'x-session-id': newSessionId() })
    ).json()) as {
      sessionId: string
      readingSeed: string
    }
    expect(first.readingSeed).toBe(old)
    expect(await readAll(first.sessionId)).toEqual(before)
    // Each compass answer says the seed again to the restored visitor's device, and only to theirs.
    const seedIn = async (sid: string) =>
      (
        (await (
          await post('/api/resonance-compass', { ...compassBody, sessionId: sid }, { 'x-session-id': sid })
        ).json()) as { readingSeed?: string }
      ).readingSeed
    expect(await seedIn(first.sessionId)).toBe(old)
    expect(await seedIn(newSessionId())).toBeUndefined()
    // A second phone restores the first one's code: still the first id's days.
    const second = (await (
      await post('/api/restore', { code: first.sessionId }, { 'x-session-id': newSessionId() })
    ).json()) as { sessionId: string; readingSeed: string }
    expect(second.readingSeed).toBe(old)
    expect(await readAll(second.sessionId)).toEqual(before)
  })

  it('refuses a code with nothing behind it, a malformed code, and the browser’s own code', async () => {
    await expectClientError(await post('/api/restore', { code: newSessionId() }), 404)
    await expectClientError(await post('/api/restore', { code: 'luna_1_abc' }), 400)
    const own = newSessionId()
    await seed(own)
    await expectClientError(await post('/api/restore', { code: own }, { 'x-session-id': own }), 409)
  })
})

describe('the one list of session tables', () => {
  it('names every table that holds a session id column (a new table cannot be forgotten by export, erase or restore)', () => {
    const listed = new Set(SESSION_TABLES.map((t) => getTableConfig(t.table).name))
    const withSession = Object.values(tables)
      .filter((t) => typeof t === 'object' && t !== null && 'getSQL' in t)
      .map((t) => t as SQLiteTable)
      .map((t) => getTableConfig(t))
      .filter((c) => c.name === 'sessions' || c.columns.some((col) => col.name === 'session_id'))
      .map((c) => c.name)
    expect(withSession.length).toBeGreaterThanOrEqual(10)
    for (const name of withSession) expect(listed.has(name), name).toBe(true)
  })
})
