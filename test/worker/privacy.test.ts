import { describe, expect, it } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { SESSION_TABLES } from '../../worker/data/session-tables.ts'
import { expectClientError, get, newSessionId, post, request } from './helpers.ts'

async function seed(sid: string) {
  await post('/api/daily-visit', { sessionId: sid, page: 'compass' })
  await post('/api/save-reading', {
    sessionId: sid,
    readingType: 'compass',
    readingData: { a: 1 },
    userTags: null,
    userNotes: null,
  })
  await post('/api/lock-frequency', { sessionId: sid, frequency: 528, note: 'heart' })
  await post('/api/user-trajectory', {
    sessionId: sid,
    scalarValue: 81.6,
    context: 'compass-reading',
    personalBaseline: 81.5,
  })
  await post('/api/luna-interaction', {
    sessionId: sid,
    page: 'compass',
    userAction: 'luna_generated',
    lunaTag: 'harmony',
  })
  await post('/api/codon-interaction', {
    sessionId: sid,
    codon: 'AUG',
    interactionType: 'frequency_play',
    duration: 3,
  })
  await post('/api/emotional-state', {
    sessionId: sid,
    emotionalValue: 40,
    codonIndex: codonIndexFromValue(40),
    descriptor: descriptorAt(codonIndexFromValue(40)),
    baseline: 81.5,
  })
}

describe('my data', () => {
  it('exports every row of the session and erases them all, leaving other sessions alone', async () => {
    const sid = newSessionId()
    const other = newSessionId()
    await seed(sid)
    await seed(other)
    const exported = (await (await get(`/api/my-data?sessionId=${sid}`)).json()) as Record<string, unknown[]>
    expect(exported.savedReadings).toHaveLength(3)
    expect(exported.visits).toHaveLength(1)
    expect(exported.trajectoryPoints).toHaveLength(1)
    const erase = await request(`/api/my-data?sessionId=${sid}`, { method: 'DELETE' })
    expect(erase.status).toBe(200)
    const { erased } = (await erase.json()) as { erased: Record<string, number> }
    expect(erased).toMatchObject({
      sessions: 1,
      savedReadings: 3,
      visits: 1,
      trajectoryPoints: 1,
      lunaInteractions: 1,
      codonInteractions: 1,
      emotionalStates: 1,
    })
    const after = (await (await get(`/api/my-data?sessionId=${sid}`)).json()) as Record<string, unknown>
    // Every table of the one list (worker/data/session-tables.ts) is empty for the session.
    for (const { name } of SESSION_TABLES) {
      if (name !== 'sessions') expect(after[name], name).toEqual([])
    }
    expect(after.session).toBeNull()
    const others = (await (await get(`/api/my-data?sessionId=${other}`)).json()) as Record<string, unknown[]>
    expect(others.savedReadings).toHaveLength(3)
  })

  it('needs a well-formed session id', async () => {
    await expectClientError(await request('/api/my-data?sessionId=x', { method: 'DELETE' }), 400)
    await expectClientError(await get('/api/my-data'), 400)
  })

  it('says where each route takes the session id when it is missing', async () => {
    // The erase reads the query string: an id sent in a body is named as not where it goes.
    const erase = await expectClientError(
      await request('/api/my-data', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: newSessionId() }),
      }),
      400,
    )
    expect(erase.error).toBe(
      'A session id is required: send the x-session-id header or the sessionId query parameter.',
    )
    // Deleting a reading reads the JSON body (docs/rules/api-calls.md).
    const remove = await expectClientError(
      await request('/api/saved-reading/00000000-0000-4000-8000-000000000000', {
        method: 'DELETE',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      400,
    )
    expect(remove.error).toBe(
      'A session id is required: send the x-session-id header or the sessionId field of the JSON body.',
    )
  })
})

describe('no bearer secret in a cached URL', () => {
  it('/api/streak/me and /api/emotional-state/me take the id from the header only', async () => {
    const sid = newSessionId()
    await post('/api/daily-visit', { page: 'compass' }, { 'x-session-id': sid })
    const streak = await get('/api/streak/me', { 'x-session-id': sid })
    expect(streak.status).toBe(200)
    expect(((await streak.json()) as { totalDays: number }).totalDays).toBe(1)
    expect(streak.headers.get('cache-control')).toBe('private, max-age=300')
    expect(streak.headers.get('vary')?.toLowerCase()).toContain('x-session-id')
    const status = await get('/api/emotional-state/me', { 'x-session-id': sid })
    expect(status.status).toBe(200)
    expect((await status.json()) as object).toMatchObject({ hasLoggedToday: false })
    await expectClientError(await get('/api/streak/me'), 400)
  })

  it('an answer whose URL carries the session id is kept in no cache', async () => {
    const sid = newSessionId()
    for (const path of [
      `/api/streak/${sid}`,
      `/api/emotional-state/${sid}`,
      `/api/saved-readings?sessionId=${sid}`,
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toContain('no-store')
    }
  })
})
