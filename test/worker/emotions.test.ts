import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { archetypePayload, expectClientError, get, newSessionId, post } from './helpers.ts'

const checkIn = (sessionId: string, value: number, extra: Record<string, unknown> = {}) => ({
  sessionId,
  emotionalValue: value,
  codonIndex: codonIndexFromValue(value),
  descriptor: descriptorAt(codonIndexFromValue(value)),
  context: { timeOfDay: 'morning', dayOfWeek: 'Saturday', scalarAlignment: 81.6, schumannFrequency: 7.83 },
  baseline: 81.5,
  ...extra,
})

describe('emotional check-in', () => {
  it('adjusts once per 24 hours: the second is 409 and changes nothing', async () => {
    const sid = newSessionId()
    const first = await post('/api/emotional-state', checkIn(sid, 75))
    expect(first.status).toBe(201)
    const body = (await first.json()) as { newBaseline: number; reading: { readingType: string } }
    expect(body.newBaseline).toBe(81.55) // 81.5 + (75 − 50) / 50 × 0.1
    expect(body.reading.readingType).toBe('emotional-resonance')
    const second = await expectClientError(await post('/api/emotional-state', checkIn(sid, 20)), 409)
    expect(second.error).toMatch(/24 hours/)
    const status = (await (await get(`/api/emotional-state/${sid}`)).json()) as {
      hasLoggedToday: boolean
      canCheckIn: boolean
      lastEmotionalState: { value: number }
    }
    expect(status.hasLoggedToday).toBe(true)
    expect(status.canCheckIn).toBe(false)
    expect(status.lastEmotionalState.value).toBe(75)
    const readings = (await (await get(`/api/saved-readings?sessionId=${sid}`)).json()) as unknown[]
    expect(readings).toHaveLength(1)
  })

  it('reports no check-in for a new session', async () => {
    const status = await (await get(`/api/emotional-state/${newSessionId()}`)).json()
    expect(status).toMatchObject({ hasLoggedToday: false, canCheckIn: true, lastEmotionalState: null })
  })

  it('refuses a codon index or descriptor that does not follow from the value', async () => {
    const sid = newSessionId()
    await expectClientError(await post('/api/emotional-state', checkIn(sid, 50, { codonIndex: 3 })), 400)
    await expectClientError(
      await post('/api/emotional-state', checkIn(sid, 50, { descriptor: 'Happy' })),
      400,
    )
    await expectClientError(await post('/api/emotional-state', checkIn(sid, 101)), 400)
    await expectClientError(await get('/api/emotional-state/not-a-session'), 400)
    expect((await post('/api/emotional-state', checkIn(sid, 50))).status).toBe(201)
  })

  it('replays an idempotent retry instead of answering 409', async () => {
    const sid = newSessionId()
    const headers = { 'idempotency-key': 'emotion-key-0001' }
    const one = await post('/api/emotional-state', checkIn(sid, 30), headers)
    const two = await post('/api/emotional-state', checkIn(sid, 30), headers)
    expect(one.status).toBe(201)
    expect(two.status).toBe(201)
    expect(await two.json()).toEqual(await one.json())
  })
})

describe('the check-in takes the archetype and the baseline from the session’s record', () => {
  it('a baseline of 100 is refused as no baseline at all', async () => {
    const body = await expectClientError(
      await post('/api/emotional-state', checkIn(newSessionId(), 75, { baseline: 100 })),
      400,
    )
    expect(body.error).toMatch(/baseline field must be a baseline ξ before any check-in between/)
  })

  it('with a stored archetype, its baseline and name are used, not the client’s', async () => {
    const sid = newSessionId()
    expect((await post('/api/archetype', { sessionId: sid, ...archetypePayload() })).status).toBe(201)
    const res = await post(
      '/api/emotional-state',
      checkIn(sid, 100, { baseline: 81.9, archetypeName: '<b>Fake</b>' }),
    )
    expect(res.status).toBe(201)
    const body = (await res.json()) as { newBaseline: number; emotionalState: { baseline: number } }
    // The record's combined baseline 81.558, + (100 − 50)/50 × 0.1.
    expect(body.emotionalState.baseline).toBe(81.558)
    expect(body.newBaseline).toBe(81.658)
    const row = await env.DB.prepare(
      'select archetype_name, baseline from emotional_states where session_id = ?',
    )
      .bind(sid)
      .first<{ archetype_name: string; baseline: number }>()
    expect(row).toEqual({ archetype_name: 'The Generous Host', baseline: 81.558 })
  })

  it('without a record, no archetype name the client claims reaches storage, real or not', async () => {
    // The dashboard counts check-ins by stored archetype name: a claim without a record is no count.
    for (const archetypeName of ['Totally Fake', 'The Open Flame']) {
      const sid = newSessionId()
      expect((await post('/api/emotional-state', checkIn(sid, 50, { archetypeName }))).status).toBe(201)
      const row = await env.DB.prepare('select archetype_name from emotional_states where session_id = ?')
        .bind(sid)
        .first<{ archetype_name: string | null }>()
      expect(row?.archetype_name).toBeNull()
    }
  })

  it('refuses a baseline a check-in has already moved, so the day’s baseline stays in range', async () => {
    for (const baseline of [80.901, 82.081]) {
      const body = await expectClientError(
        await post('/api/emotional-state', checkIn(newSessionId(), 0, { baseline })),
        400,
      )
      expect(body.error).toBe(
        'The baseline field must be a baseline ξ before any check-in between 81.001 and 81.981.',
      )
    }
    const edge = await post('/api/emotional-state', checkIn(newSessionId(), 0, { baseline: 81.001 }))
    expect(edge.status).toBe(201)
    expect(((await edge.json()) as { newBaseline: number }).newBaseline).toBe(80.901)
  })
})
