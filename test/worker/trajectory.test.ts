import { describe, expect, it } from 'vitest'
import { expectClientError, get, newSessionId, post } from './helpers.ts'

const point = (sessionId: string, scalarValue: number) => ({
  sessionId,
  scalarValue,
  context: 'compass-reading',
  personalBaseline: 81.5,
  profileData: { archetypeId: 6 },
})

describe('scalar journey', () => {
  it('has no trajectory for a new session (404)', async () => {
    const sid = newSessionId()
    await expectClientError(await get(`/api/user-trajectory?sessionId=${sid}`), 404)
    await expectClientError(await get(`/api/trajectory-analysis?sessionId=${sid}`), 404)
  })

  it('says insufficient-data under 3 readings and ascending for a rising series', async () => {
    const sid = newSessionId()
    await post('/api/user-trajectory', point(sid, 81.2))
    await post('/api/user-trajectory', point(sid, 81.3))
    const two = (await (await get(`/api/trajectory-analysis?sessionId=${sid}`)).json()) as Record<
      string,
      unknown
    >
    expect(two.pattern).toBe('insufficient-data')
    expect(two.totalReadings).toBe(2)
    for (const v of [81.4, 81.5, 81.6]) await post('/api/user-trajectory', point(sid, v))
    const five = (await (await get(`/api/trajectory-analysis?sessionId=${sid}`)).json()) as Record<
      string,
      number | string
    >
    expect(five.pattern).toBe('ascending')
    expect(five.trend).toBeCloseTo(0.1, 3)
    expect(five.totalReadings).toBe(5)
    for (const f of ['stability', 'recentChange']) expect(five).toHaveProperty(f)
    const journey = (await (await get(`/api/user-trajectory?sessionId=${sid}`)).json()) as Record<
      string,
      unknown
    >
    expect(journey).toMatchObject({
      currentScalar: 81.6,
      personalBaseline: 81.5,
      totalSessions: 5,
      averageAlignment: 81.4,
    })
    expect((journey.scalarHistory as unknown[]).length).toBe(5)
  })

  it('saves a display name without adding a scalar point', async () => {
    const sid = newSessionId()
    const res = await post('/api/user-trajectory', {
      sessionId: sid,
      displayName: 'Star Walker',
      scalarValue: 81.5,
      context: 'profile-update',
    })
    expect(res.status).toBe(200)
    const journey = (await (await get(`/api/user-trajectory?sessionId=${sid}`)).json()) as Record<
      string,
      unknown
    >
    expect(journey).toMatchObject({ displayName: 'Star Walker', totalSessions: 0 })
  })
})

describe('a journey point near its own baseline', () => {
  it('refuses a scalar further than 1.05 from the personalBaseline it claims, naming the interval', async () => {
    const res = await post('/api/user-trajectory', {
      sessionId: newSessionId(),
      scalarValue: 83.1,
      personalBaseline: 81.0,
      context: 'compass-reading',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe(
      'The scalarValue field must be within 1.05 of the personalBaseline (79.95 to 82.05).',
    )
    const near = await post('/api/user-trajectory', {
      sessionId: newSessionId(),
      scalarValue: 82.05,
      personalBaseline: 81.0,
      context: 'compass-reading',
    })
    expect(near.status).toBe(201)
  })
})
