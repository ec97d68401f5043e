// A stranger's client (docs/decisions/039): types generated from /api/openapi.json by
// openapi-typescript (test/client/luna-api.d.ts), requests made by openapi-fetch over HTTP to the
// running Worker, and the request bodies taken from the document's own examples. The daily loop:
// onboard, visit, compass, check-in, save, list, erase.
import createClient from 'openapi-fetch'
import { describe, expect, it } from 'vitest'
import { createSessionId } from '../../domain/session-id.ts'
import type { paths } from '../client/luna-api'
import { baseURL } from './browser.ts'

type Example = { requestBody?: { content: { 'application/json': { example: unknown } } } }

/** The request body example the document shows for an operation. */
async function exampleBody<T>(path: string, method: 'post' | 'put'): Promise<T> {
  const doc = (await (await fetch(`${baseURL()}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Example>>
  }
  return doc.paths[path]?.[method]?.requestBody?.content['application/json'].example as T
}

describe('a client generated from the document', () => {
  it('runs the daily loop: onboard, visit, compass, check-in, save, list, erase', async () => {
    const sessionId = createSessionId(Date.now(), (b) => crypto.getRandomValues(b))
    const api = createClient<paths>({ baseUrl: baseURL(), headers: { 'x-session-id': sessionId } })

    const quiz = await api.GET('/api/quiz')
    expect(quiz.response.status).toBe(200)
    expect(quiz.data?.length).toBe(5)

    type Archetype = paths['/api/archetype']['post']['requestBody']['content']['application/json']
    const onboarding = await exampleBody<Archetype>('/api/archetype', 'post')
    const saved = await api.POST('/api/archetype', { body: onboarding })
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(201)
    expect(saved.data?.archetypeName).toBe(onboarding.archetypeName)

    const localDate = new Date().toISOString().slice(0, 10)
    const visit = await api.POST('/api/daily-visit', { body: { page: 'compass', localDate } })
    expect(visit.response.status, JSON.stringify(visit.error)).toBe(201)
    expect(visit.data?.streak.currentStreak).toBe(1)

    const compass = await api.POST('/api/resonance-compass', {
      body: {
        personalProfile: {
          archetypeData: {
            archetypeId: onboarding.archetypeId,
            combinedBaseline: onboarding.combinedBaseline,
          },
        },
        localDate,
        localTime: '09:30',
      },
    })
    expect(compass.response.status, JSON.stringify(compass.error)).toBe(200)
    expect(compass.data?.scalarAlignment.personalBaseline).toBe(onboarding.combinedBaseline)

    type CheckIn = paths['/api/emotional-state']['post']['requestBody']['content']['application/json']
    const checkIn = await api.POST('/api/emotional-state', {
      body: { ...(await exampleBody<CheckIn>('/api/emotional-state', 'post')), localDate },
    })
    expect(checkIn.response.status, JSON.stringify(checkIn.error)).toBe(201)

    const save = await api.POST('/api/save-reading', {
      body: { readingType: 'compass', readingData: { note: 'from a generated client' }, localDate },
    })
    expect(save.response.status, JSON.stringify(save.error)).toBe(201)

    const list = await api.GET('/api/saved-readings', { params: { query: { limit: '10' } } })
    expect(list.response.status).toBe(200)
    // The newest first: the reading just saved (the check-in keeps its own reading too).
    expect(list.data?.[0]?.id).toBe(save.data?.reading.id)
    expect(list.data?.map((r) => r.readingType).sort()).toEqual(['compass', 'emotional-resonance'])

    const erase = await api.DELETE('/api/my-data')
    expect(erase.response.status, JSON.stringify(erase.error)).toBe(200)
    const after = await api.GET('/api/saved-readings')
    expect(after.data).toEqual([])
  })

  it('gets the documented refusal as a typed error', async () => {
    const api = createClient<paths>({ baseUrl: baseURL() })
    const refused = await api.POST('/api/generate-profile', {
      body: { name: 'Ada', birth_date: '2026-02-30' },
    })
    expect(refused.response.status).toBe(400)
    expect(refused.error?.error).toMatch(/birth_date|date/i)
  })
})
