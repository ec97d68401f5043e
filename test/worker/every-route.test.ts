// Every route: with D1 down, the routes that need it answer 503 with Retry-After (never a 500, no
// detail leaked) and those that don't keep answering; and no session-scoped read ever shows one
// session another's data.
import { describe, expect, it } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import {
  archetypePayload,
  failingD1,
  fetchWith,
  get,
  jsonInit,
  newSessionId,
  ORIGIN,
  post,
} from './helpers.ts'

const sid = newSessionId()
const today = new Date().toISOString().slice(0, 10)

const NEEDS_D1: [string, string, unknown?][] = [
  ['POST', '/api/archetype', archetypePayload()],
  ['POST', '/api/daily-visit', { page: 'compass' }],
  ['GET', `/api/streak/${sid}`],
  [
    'POST',
    '/api/save-reading',
    { readingType: 'compass', readingData: { a: 1 }, userTags: null, userNotes: null },
  ],
  ['GET', '/api/saved-readings'],
  ['DELETE', `/api/saved-reading/${crypto.randomUUID()}`, {}],
  ['GET', `/api/emotional-state/${sid}`],
  [
    'POST',
    '/api/emotional-state',
    {
      emotionalValue: 50,
      codonIndex: codonIndexFromValue(50),
      descriptor: descriptorAt(codonIndexFromValue(50)),
      baseline: 81.5,
    },
  ],
  ['POST', '/api/resonance-compass', { personalProfile: { archetype: 6 }, currentLocation: 'global' }],
  ['POST', '/api/user-trajectory', { scalarValue: 81.5, context: 'compass-reading' }],
  ['GET', '/api/user-trajectory'],
  ['GET', '/api/trajectory-analysis'],
  ['POST', '/api/luna-interaction', { page: 'compass', userAction: 'luna_generated' }],
  ['GET', '/api/luna-patterns'],
  ['POST', '/api/codon-interaction', { codon: 'AUG', interactionType: 'frequency_play', duration: 3 }],
  ['POST', '/api/lock-frequency', { frequency: 432, note: null }],
  ['GET', '/api/my-data'],
  ['DELETE', '/api/my-data'],
  ['POST', '/api/admin/login', { password: 'x' }],
  ['GET', '/api/archetype-analytics'],
]

const NO_D1: [string, string, unknown?][] = [
  ['GET', '/api/codons'],
  ['GET', '/api/archetypes'],
  ['GET', '/api/quiz'],
  ['POST', '/api/resonance', { archetype: '6' }],
  ['POST', '/api/generate-profile', { name: 'Ada', birth_date: '1990-06-15' }],
  ['POST', '/api/time-engine', { date: today, time: '12:00', elevation: 0, awareness: 0.5, archetype: 6 }],
  ['POST', '/api/luna-flags', { scalarValue: 81.5, windowPhase: 'Echo Chamber' }],
  ['GET', '/api/schumann-resonance'],
]

function init(method: string, body: unknown): RequestInit {
  const headers = { 'x-session-id': sid, origin: ORIGIN, cookie: '__Host-admin=some-token' }
  return body === undefined ? { method, headers } : jsonInit(method, body, headers)
}

describe('with D1 unavailable', () => {
  it.each(NEEDS_D1)('%s %s answers 503 with Retry-After', async (method, path, body) => {
    const res = await fetchWith({ DB: failingD1() }, path, init(method, body))
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const text = await res.text()
    expect(text).not.toMatch(/D1_|SQL|Network connection|stack|at \w+ \(/i)
    expect((JSON.parse(text) as { error: string }).error).toMatch(/^[A-Z].*\.$/)
  })

  it.each(NO_D1)('%s %s still answers', async (method, path, body) => {
    const res = await fetchWith({ DB: failingD1() }, path, init(method, body))
    expect(res.status).toBe(200)
  })
})

describe('session isolation', () => {
  it("shows no session another's data, on every session-scoped read", async () => {
    const owner = newSessionId()
    const h = { 'x-session-id': owner }
    await post('/api/daily-visit', { page: 'compass' }, h)
    await post(
      '/api/save-reading',
      { readingType: 'compass', readingData: { secret: 'owner' }, userTags: 'mine', userNotes: 'private' },
      h,
    )
    await post(
      '/api/user-trajectory',
      { scalarValue: 81.7, context: 'compass-reading', displayName: 'Owner Name' },
      h,
    )
    await post(
      '/api/luna-interaction',
      { page: 'compass', userAction: 'luna_generated', lunaTag: 'harmony' },
      h,
    )
    await post(
      '/api/emotional-state',
      {
        emotionalValue: 80,
        codonIndex: codonIndexFromValue(80),
        descriptor: descriptorAt(codonIndexFromValue(80)),
        baseline: 81.5,
      },
      h,
    )

    const other = newSessionId()
    const o = { 'x-session-id': other }
    expect(await (await get('/api/saved-readings', o)).json()).toEqual([])
    expect((await get('/api/user-trajectory', o)).status).toBe(404)
    expect((await get('/api/trajectory-analysis', o)).status).toBe(404)
    expect(await (await get(`/api/streak/${other}`)).json()).toMatchObject({ totalDays: 0, currentStreak: 0 })
    expect(await (await get(`/api/emotional-state/${other}`)).json()).toMatchObject({
      lastEmotionalState: null,
      hasLoggedToday: false,
    })
    expect(await (await get('/api/luna-patterns', o)).json()).toMatchObject({
      totalInteractions: 0,
      frequentIntents: [],
      pagePreferences: [],
    })
    const exported = JSON.stringify(await (await get('/api/my-data', o)).json())
    expect(exported).not.toContain('private')
    expect(exported).not.toContain('Owner Name')
    expect(exported).not.toContain(owner)
    // The owner still has everything.
    expect(((await (await get('/api/saved-readings', h)).json()) as unknown[]).length).toBe(2)
  })
})
