// The published contract (docs/decisions/015): every route of the Worker is in the OpenAPI
// document, and each route's real answers, a success and a refusal, keep it. (Every request of
// every worker test is checked the same way by the helpers; this file makes sure each route is met.)
import { describe, expect, it } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { app } from '../../worker/index.ts'
import { API_OPERATIONS, openApiDocument, openApiPath } from '../../worker/openapi.ts'
import { contractProblems, requestProblems } from './contract.ts'
import { adminCookie, archetypePayload, get, json, newSessionId, ORIGIN, post, request } from './helpers.ts'
import { browserSubscription } from './push-service.ts'

const sid = newSessionId()
const other = newSessionId()
const me = { 'x-session-id': sid }
const badSession = { 'x-session-id': 'not-a-session' }
const today = new Date().toISOString().slice(0, 10)
const checkIn = {
  emotionalValue: 60,
  codonIndex: codonIndexFromValue(60),
  descriptor: descriptorAt(codonIndexFromValue(60)),
}

describe('the OpenAPI document', () => {
  it('names every route the Worker answers, and no route it does not', () => {
    const served = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.endsWith('*'))
        .map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`),
    )
    const documented = new Set(
      Object.entries(openApiDocument().paths ?? {}).flatMap(([path, methods]) =>
        Object.keys(methods ?? {}).map((method) => `${method} ${path}`),
      ),
    )
    expect([...served].sort()).toEqual([...documented].sort())
    expect(served.size).toBe(API_OPERATIONS.length)
  })

  it('is served at GET /api/openapi.json as OpenAPI 3.1, every operation with a request and answers', async () => {
    const res = await get('/api/openapi.json')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as {
      openapi: string
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>
    }
    expect(doc.openapi).toBe('3.1.0')
    for (const op of API_OPERATIONS) {
      const operation = doc.paths[openApiPath(op.path)]?.[op.method]
      expect(operation, `${op.method} ${op.path}`).toBeDefined()
      expect(Object.keys(operation?.responses ?? {}).length).toBeGreaterThan(0)
      if (op.body) expect(operation?.requestBody).toBeDefined()
    }
  })

  it('the check fails an answer that drifts: a renamed field, a wrong type, an unlisted status, an unknown route', () => {
    const stats = { totalActivities: 3, averageScalar: 81.5, topIntents: [], sustainedDays: 0 }
    const ok = (body: unknown, status = 200, path = '/api/scalar-stats', method = 'GET') =>
      contractProblems(method, path, status, 'application/json', JSON.stringify(body))
    expect(ok(stats)).toEqual([])
    expect(ok({ ...stats, averageScalar: undefined, average: 81.5 })[0]).toMatch(/averageScalar|average/)
    expect(ok({ ...stats, totalActivities: '3' })[0]).toMatch(/totalActivities/)
    expect(ok(stats, 418)[0]).toMatch(/status 418 is not listed/)
    expect(ok(stats, 200, '/api/no-such-route')[0]).toMatch(/not in the OpenAPI document/)
    expect(ok({ error: 'Too many requests.' }, 429)).toEqual([])
    expect(ok({ message: 'no sentence field' }, 429)[0]).toMatch(/error/)
  })

  it("the check of the app's requests fails a body the document refuses: a ξ out of range, a missing field, an unknown route", () => {
    const body = { page: 'compass', scalarValue: 81.5, userAction: 'luna_generated' }
    const sent = (b: unknown, path = '/api/luna-interaction') =>
      requestProblems('POST', path, JSON.stringify(b))
    expect(sent(body)).toEqual([])
    // The low check-in's ξ the app once sent (79.0), below what the route takes.
    expect(sent({ ...body, scalarValue: 79 })[0]).toMatch(/scalarValue/)
    expect(sent({ scalarValue: 81.5 })[0]).toMatch(/luna-interaction/)
    expect(sent(body, '/api/no-such-route')[0]).toMatch(/not in the OpenAPI document/)
  })
})

/**
 * For every operation: a request it answers with success and one it refuses. Each answer is checked
 * against the document by the helpers; here each is also required to have the expected status.
 */
const CASES: Record<
  string,
  { ok: () => Promise<Response>; okStatus: number; bad: () => Promise<Response>; badStatus: number }
> = {
  'get /api/health': {
    ok: () => get('/api/health'),
    okStatus: 200,
    bad: () => get('/api/health/x'),
    badStatus: 404,
  },
  'get /api/openapi.json': {
    ok: () => get('/api/openapi.json'),
    okStatus: 200,
    bad: () => get('/api/openapi.yaml'),
    badStatus: 404,
  },
  'get /api/docs': {
    ok: async () => {
      const res = await get('/api/docs', { accept: 'text/html' })
      const page = await res.clone().text()
      expect(page).toContain('<title>Luna API reference</title>')
      expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
      return res
    },
    okStatus: 200,
    bad: () => get('/api/docs/x'),
    badStatus: 404,
  },
  'get /api/codons': {
    ok: () => get('/api/codons'),
    okStatus: 200,
    bad: () => get('/api/codons/x'),
    badStatus: 404,
  },
  'get /api/archetypes': {
    ok: () => get('/api/archetypes'),
    okStatus: 200,
    bad: () => get('/api/archetypes/x'),
    badStatus: 404,
  },
  'get /api/quiz': {
    ok: () => get('/api/quiz'),
    okStatus: 200,
    bad: () => get('/api/quiz/x'),
    badStatus: 404,
  },
  'post /api/resonance': {
    ok: () => post('/api/resonance', { archetype: 7 }),
    okStatus: 200,
    bad: () => post('/api/resonance', {}),
    badStatus: 400,
  },
  'post /api/generate-profile': {
    ok: () => post('/api/generate-profile', { name: 'Ada', birth_date: '1990-06-15' }),
    okStatus: 200,
    bad: () => post('/api/generate-profile', { name: 'Ada', birth_date: '1990-02-30' }),
    badStatus: 400,
  },
  'post /api/archetype': {
    ok: () => post('/api/archetype', archetypePayload(), me),
    okStatus: 201,
    bad: () => post('/api/archetype', archetypePayload({ archetypeName: 'Totally Fake' }), me),
    badStatus: 400,
  },
  'post /api/time-engine': {
    ok: () =>
      post('/api/time-engine', { date: today, time: '12:00', elevation: 0, awareness: 0.5, archetype: 7 }),
    okStatus: 200,
    bad: () =>
      post('/api/time-engine', { date: today, time: '25:00', elevation: 0, awareness: 0.5, archetype: 7 }),
    badStatus: 400,
  },
  'post /api/luna-flags': {
    ok: () => post('/api/luna-flags', { scalarValue: 81.5, windowPhase: 'Echo Chamber' }),
    okStatus: 200,
    bad: () => post('/api/luna-flags', { scalarValue: 99.9, windowPhase: 'Echo Chamber' }),
    badStatus: 400,
  },
  'get /api/schumann-resonance': {
    ok: () => get('/api/schumann-resonance'),
    okStatus: 200,
    bad: () => json('POST', '/api/schumann-resonance', {}),
    badStatus: 405,
  },
  'post /api/resonance-compass': {
    ok: () => post('/api/resonance-compass', { personalProfile: { archetype: 7 }, localDate: today }, me),
    okStatus: 200,
    bad: () => post('/api/resonance-compass', { personalProfile: { scalar_xi: 1e308 } }, me),
    badStatus: 400,
  },
  'post /api/daily-visit': {
    ok: () => post('/api/daily-visit', { page: 'compass', localDate: today }, me),
    okStatus: 201,
    bad: () => post('/api/daily-visit', { page: 'compass' }, badSession),
    badStatus: 400,
  },
  'get /api/streak/{sessionId}': {
    ok: () => get('/api/streak/me', me),
    okStatus: 200,
    bad: () => get('/api/streak/me'),
    badStatus: 400,
  },
  'post /api/save-reading': {
    ok: () => post('/api/save-reading', { readingType: 'compass', readingData: { a: 1 } }, me),
    okStatus: 201,
    bad: () => post('/api/save-reading', { readingType: 'horoscope', readingData: {} }, me),
    badStatus: 400,
  },
  'post /api/lock-frequency': {
    ok: () => post('/api/lock-frequency', { frequency: 432, note: 'calm' }, me),
    okStatus: 201,
    bad: () => post('/api/lock-frequency', { frequency: 1e9 }, me),
    badStatus: 400,
  },
  'get /api/saved-readings': {
    ok: () => get('/api/saved-readings?limit=2', me),
    okStatus: 200,
    bad: () => get('/api/saved-readings?limit=1000', me),
    badStatus: 400,
  },
  'delete /api/saved-reading/{id}': {
    ok: async () => {
      const saved = (await (
        await post('/api/save-reading', { readingType: 'compass', readingData: {} }, me)
      ).json()) as {
        reading: { id: string }
      }
      return json('DELETE', `/api/saved-reading/${saved.reading.id}`, {}, me)
    },
    okStatus: 200,
    bad: () => json('DELETE', `/api/saved-reading/${crypto.randomUUID()}`, {}, me),
    badStatus: 404,
  },
  'get /api/emotional-state/{sessionId}': {
    ok: () => get('/api/emotional-state/me', me),
    okStatus: 200,
    bad: () => get('/api/emotional-state/me?localDate=yesterday', me),
    badStatus: 400,
  },
  'post /api/emotional-state': {
    ok: () => post('/api/emotional-state', { ...checkIn, localDate: today }, me),
    okStatus: 201,
    // The second check-in of the day is refused by the daily rule, with when to come back.
    bad: () => post('/api/emotional-state', { ...checkIn, localDate: today }, me),
    badStatus: 409,
  },
  'get /api/month': {
    ok: () => get(`/api/month?month=${today.slice(0, 7)}`, me),
    okStatus: 200,
    bad: () => get('/api/month?month=2026-13', me),
    badStatus: 400,
  },
  'post /api/mood-note': {
    ok: () =>
      post(
        '/api/mood-note',
        { value: 15, codonIndex: 9, descriptor: 'Anxious', words: 'a long day', localDate: today },
        me,
      ),
    okStatus: 201,
    // The descriptor must be the value's.
    bad: () => post('/api/mood-note', { value: 15, codonIndex: 9, descriptor: 'Calm', localDate: today }, me),
    badStatus: 400,
  },
  'post /api/user-trajectory': {
    ok: () => post('/api/user-trajectory', { scalarValue: 81.6, context: 'compass-reading' }, me),
    okStatus: 201,
    bad: () => post('/api/user-trajectory', { scalarValue: 81.6, context: 'elsewhere' }, me),
    badStatus: 400,
  },
  'get /api/user-trajectory': {
    ok: () => get('/api/user-trajectory', me),
    okStatus: 200,
    bad: () => get('/api/user-trajectory', { 'x-session-id': other }),
    badStatus: 404,
  },
  'get /api/trajectory-analysis': {
    ok: () => get('/api/trajectory-analysis', me),
    okStatus: 200,
    bad: () => get('/api/trajectory-analysis', { 'x-session-id': other }),
    badStatus: 404,
  },
  'post /api/luna-interaction': {
    ok: () =>
      post('/api/luna-interaction', { page: 'compass', userAction: 'luna_generated', scalarValue: 81.6 }, me),
    okStatus: 201,
    bad: () => post('/api/luna-interaction', { page: 'compass' }, me),
    badStatus: 400,
  },
  'get /api/luna-patterns': {
    ok: () => get('/api/luna-patterns', me),
    okStatus: 200,
    bad: () => get('/api/luna-patterns?sessionId=nope'),
    badStatus: 400,
  },
  'post /api/codon-interaction': {
    ok: () =>
      post('/api/codon-interaction', { codon: 'AUG', interactionType: 'library_play', duration: 3 }, me),
    okStatus: 201,
    bad: () =>
      post('/api/codon-interaction', { codon: 'XYZ', interactionType: 'library_play', duration: 3 }, me),
    badStatus: 400,
  },
  'get /api/scalar-stats': {
    ok: () => get('/api/scalar-stats'),
    okStatus: 200,
    bad: () => json('POST', '/api/scalar-stats', {}),
    badStatus: 405,
  },
  'get /api/my-data': {
    ok: () => get('/api/my-data', me),
    okStatus: 200,
    bad: () => get('/api/my-data'),
    badStatus: 400,
  },
  'delete /api/my-data': {
    ok: () => request('/api/my-data', { method: 'DELETE', headers: { 'x-session-id': newSessionId() } }),
    okStatus: 200,
    bad: () => request('/api/my-data', { method: 'DELETE', headers: badSession }),
    badStatus: 400,
  },
  'post /api/restore': {
    ok: async () => {
      const from = newSessionId()
      await post('/api/daily-visit', { page: 'compass' }, { 'x-session-id': from })
      return post('/api/restore', { code: from }, { 'Idempotency-Key': `contract-${crypto.randomUUID()}` })
    },
    okStatus: 201,
    bad: () =>
      post(
        '/api/restore',
        { code: newSessionId() },
        { 'Idempotency-Key': `contract-${crypto.randomUUID()}` },
      ),
    badStatus: 404,
  },
  'get /api/reminders/key': {
    ok: () => get('/api/reminders/key'),
    okStatus: 200,
    bad: () => json('POST', '/api/reminders/key', {}),
    badStatus: 405,
  },
  'get /api/reminder': {
    ok: () => get('/api/reminder', me),
    okStatus: 200,
    bad: () => get('/api/reminder', badSession),
    badStatus: 400,
  },
  'put /api/reminder': {
    ok: async () => {
      const sub = await browserSubscription(
        `https://fcm.googleapis.com/fcm/send/contract-${crypto.randomUUID()}`,
      )
      return json(
        'PUT',
        '/api/reminder',
        {
          subscription: { endpoint: sub.endpoint, keys: sub.keys },
          time: '08:30',
          timeZone: 'Europe/Lisbon',
        },
        me,
      )
    },
    okStatus: 200,
    bad: () => json('PUT', '/api/reminder', { time: '08:30', timeZone: 'Europe/Lisbon' }, me),
    badStatus: 400,
  },
  'delete /api/reminder': {
    ok: () => request('/api/reminder', { method: 'DELETE', headers: me }),
    okStatus: 200,
    bad: () => request('/api/reminder', { method: 'DELETE', headers: badSession }),
    badStatus: 400,
  },
  'post /api/admin/login': {
    ok: () =>
      post(
        '/api/admin/login',
        { password: 'test-admin-password' },
        { origin: ORIGIN, 'cf-connecting-ip': '203.0.113.78' },
      ),
    okStatus: 200,
    bad: () =>
      post('/api/admin/login', { password: 'test-admin-password' }, { origin: 'https://elsewhere.example' }),
    badStatus: 403,
  },
  'post /api/admin/logout': {
    ok: () => json('POST', '/api/admin/logout', {}, { origin: ORIGIN }),
    okStatus: 200,
    bad: () =>
      request('/api/admin/logout', { method: 'POST', headers: { origin: 'https://elsewhere.example' } }),
    badStatus: 403,
  },
  'get /api/admin/session': {
    ok: async () => get('/api/admin/session', { cookie: await adminCookie('203.0.113.77') }),
    okStatus: 200,
    bad: () => get('/api/admin/session'),
    badStatus: 401,
  },
  'get /api/archetype-analytics': {
    ok: async () => get('/api/archetype-analytics', { cookie: await adminCookie('203.0.113.77') }),
    okStatus: 200,
    bad: () => get('/api/archetype-analytics', { cookie: '__Host-admin=forged' }),
    badStatus: 401,
  },
}

describe('each route keeps the contract, in success and refusal', () => {
  // Every operation's example and its invalid variant are sent by the examples test
  // (test/worker/examples.test.ts); the cases here add the refusals an example cannot show.
  it('names only documented operations', () => {
    const documented = new Set(API_OPERATIONS.map((op) => `${op.method} ${openApiPath(op.path)}`))
    for (const key of Object.keys(CASES)) expect(documented.has(key), key).toBe(true)
  })

  // In document order: the journey's writes come before the reads that need them.
  for (const op of API_OPERATIONS) {
    const key = `${op.method} ${openApiPath(op.path)}`
    const c = CASES[key]
    if (!c) continue
    it(key, async () => {
      const ok = await c.ok()
      expect(ok.status, `${key} success`).toBe(c.okStatus)
      const bad = await c.bad()
      expect(bad.status, `${key} refusal`).toBe(c.badStatus)
    })
  }
})
