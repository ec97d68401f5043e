import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { archetypePayload, expectClientError, get, newSessionId, post } from './helpers.ts'

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
    // Five rising readings a moment apart: a pattern from 3 readings, as the spec says, with the
    // span it lies over for the words to say (docs/rules/trajectory.md).
    const sameDay = (await (await get(`/api/trajectory-analysis?sessionId=${sid}`)).json()) as Record<
      string,
      unknown
    >
    expect(sameDay.pattern).toBe('ascending')
    expect(sameDay.spanMinutes).toBe(0)
    // The same readings one a day over five days: a rising series.
    await env.DB.prepare(
      "update trajectory_points set created_at = created_at - (5 - (scalar_value - 81.1) * 10) * 86400000, local_date = date((created_at - (5 - (scalar_value - 81.1) * 10) * 86400000) / 1000, 'unixepoch') where session_id = ?",
    )
      .bind(sid)
      .run()
    const five = (await (await get(`/api/trajectory-analysis?sessionId=${sid}`)).json()) as Record<
      string,
      number | string
    >
    expect(five.pattern).toBe('ascending')
    expect(five.spanMinutes).toBe(4 * 24 * 60)
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

  it('a point’s personalBaseline must be one the server holds once it knows the profile', async () => {
    const sid = newSessionId()
    const me = { 'x-session-id': sid }
    // Archetype 7 born 1990-06-15: combined baseline 81.558 (helpers.archetypePayload).
    expect((await post('/api/archetype', archetypePayload(), me)).status).toBe(201)
    const refused = await expectClientError(
      await post(
        '/api/user-trajectory',
        { scalarValue: 82.4, context: 'compass-reading', personalBaseline: 81.9 },
        me,
      ),
      400,
    )
    expect(refused.error).toBe(
      'The personalBaseline field must be your baseline ξ 81.558, as stored for this session.',
    )
    const ok = await post(
      '/api/user-trajectory',
      { scalarValue: 81.9, context: 'compass-reading', personalBaseline: 81.558 },
      me,
    )
    expect(ok.status).toBe(201)
    // Rounded to two decimals by a client: still the same baseline.
    expect(
      (
        await post(
          '/api/user-trajectory',
          { scalarValue: 81.9, context: 'compass-reading', personalBaseline: 81.559 },
          me,
        )
      ).status,
    ).toBe(201)
    // After a check-in, the day's adjusted baseline is accepted too, and named in the refusal.
    const checkIn = await post(
      '/api/emotional-state',
      {
        emotionalValue: 100,
        codonIndex: codonIndexFromValue(100),
        descriptor: descriptorAt(codonIndexFromValue(100)),
      },
      me,
    )
    expect(checkIn.status).toBe(201)
    const adjusted = ((await checkIn.json()) as { newBaseline: number }).newBaseline
    expect(adjusted).not.toBe(81.558)
    expect(
      (
        await post(
          '/api/user-trajectory',
          { scalarValue: 81.7, context: 'compass-reading', personalBaseline: adjusted },
          me,
        )
      ).status,
    ).toBe(201)
    const again = await expectClientError(
      await post(
        '/api/user-trajectory',
        { scalarValue: 81.7, context: 'compass-reading', personalBaseline: 81.2 },
        me,
      ),
      400,
    )
    expect(again.error).toBe(
      `The personalBaseline field must be your baseline ξ 81.558 or today's check-in baseline ${adjusted}, as stored for this session.`,
    )
    // The three accepted points, none of the refused ones; one day of the journey.
    const journey = (await (await get('/api/user-trajectory', me)).json()) as {
      totalSessions: number
      scalarHistory: unknown[]
    }
    expect(journey.scalarHistory).toHaveLength(3)
    expect(journey.totalSessions).toBe(1)
  })

  it('a session the server knows no profile of may claim any baseline in range', async () => {
    const res = await post('/api/user-trajectory', point(newSessionId(), 81.9))
    expect(res.status).toBe(201)
  })
})

describe('a journey point that claims no baseline', () => {
  it('must lie within 1.05 of the baseline the server holds, not anywhere in the range', async () => {
    const sid = newSessionId()
    const me = { 'x-session-id': sid }
    // Combined baseline 81.558: 83.13 is 1.572 away, 79.851 is 1.707 away.
    expect((await post('/api/archetype', archetypePayload(), me)).status).toBe(201)
    for (const scalarValue of [83.13, 79.851]) {
      const refused = await expectClientError(
        await post('/api/user-trajectory', { scalarValue, context: 'compass-reading' }, me),
        400,
      )
      expect(refused.error).toBe(
        'The scalarValue field must be within 1.05 of your baseline ξ 81.558, as stored for this session, or send the personalBaseline field.',
      )
    }
    expect(
      (await post('/api/user-trajectory', { scalarValue: 82.5, context: 'compass-reading' }, me)).status,
    ).toBe(201)
    const journey = (await (await get('/api/user-trajectory', me)).json()) as { totalSessions: number }
    expect(journey.totalSessions).toBe(1)
  })

  it('with no profile on the server, must lie within 1.05 of the default baseline', async () => {
    const sid = newSessionId()
    const far = await expectClientError(
      await post('/api/user-trajectory', { sessionId: sid, scalarValue: 82.6, context: 'compass-reading' }),
      400,
    )
    expect(far.error).toBe(
      'The scalarValue field must be within 1.05 of the default baseline ξ 81.5 (no baseline is stored for this session), or send the personalBaseline field.',
    )
    const near = await post('/api/user-trajectory', {
      sessionId: sid,
      scalarValue: 82.5,
      context: 'compass-reading',
    })
    expect(near.status).toBe(201)
  })
})
