import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CHECK_IN_TAKEN_SENTENCE } from '../../domain/answer-sentences.ts'
import { addDays } from '../../domain/dates.ts'
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
  it('adjusts once per local calendar day: the second that day is 409 with a sentence and changes nothing', async () => {
    const sid = newSessionId()
    const today = new Date().toISOString().slice(0, 10)
    const first = await post(
      '/api/emotional-state',
      checkIn(sid, 75, { localDate: today, localTime: '07:30' }),
    )
    expect(first.status).toBe(201)
    const body = (await first.json()) as { newBaseline: number; reading: { readingType: string } }
    expect(body.newBaseline).toBe(81.55) // 81.5 + (75 − 50) / 50 × 0.1
    expect(body.reading.readingType).toBe('emotional-resonance')
    const second = await expectClientError(
      await post('/api/emotional-state', checkIn(sid, 20, { localDate: today, localTime: '21:00' })),
      409,
    )
    expect(second.error).toBe(CHECK_IN_TAKEN_SENTENCE)
    const status = (await (
      await get(`/api/emotional-state/${sid}?localDate=${today}&localTime=21:00`)
    ).json()) as {
      hasLoggedToday: boolean
      canCheckIn: boolean
      nextCheckInAt: string | null
      lastEmotionalState: { value: number }
    }
    expect(status.hasLoggedToday).toBe(true)
    expect(status.canCheckIn).toBe(false)
    expect(status.lastEmotionalState.value).toBe(75)
    // The next opens at the visitor's midnight: three hours after their 21:00.
    const opensIn = Date.parse(status.nextCheckInAt ?? '') - Date.now()
    expect(opensIn).toBeGreaterThan(2.9 * 3_600_000)
    expect(opensIn).toBeLessThanOrEqual(3 * 3_600_000)
    const readings = (await (await get(`/api/saved-readings?sessionId=${sid}`)).json()) as unknown[]
    expect(readings).toHaveLength(1)
  })

  it('opens a new check-in on the next local day, even less than 24 hours later (07:15 after 07:30)', async () => {
    const sid = newSessionId()
    const today = new Date().toISOString().slice(0, 10)
    const yesterday = addDays(today, -1)
    // Yesterday at 07:30 on the visitor's clock, stored with yesterday's local date…
    expect(
      (await post('/api/emotional-state', checkIn(sid, 60, { localDate: yesterday, localTime: '07:30' })))
        .status,
    ).toBe(201)
    // …then this morning at 07:15, well within 24 hours of it: a new day, a new check-in.
    const status = (await (await get(`/api/emotional-state/${sid}?localDate=${today}`)).json()) as {
      canCheckIn: boolean
      hasLoggedToday: boolean
    }
    expect(status).toMatchObject({ canCheckIn: true, hasLoggedToday: false })
    expect(
      (await post('/api/emotional-state', checkIn(sid, 40, { localDate: today, localTime: '07:15' }))).status,
    ).toBe(201)
    // A check-in for a day before the last one is refused too: the days only move forward.
    await expectClientError(
      await post('/api/emotional-state', checkIn(sid, 40, { localDate: yesterday, localTime: '23:00' })),
      409,
    )
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
