import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  expectClientError,
  fetchWith,
  get,
  jsonInit,
  newSessionId,
  ORIGIN,
  post,
  request,
} from './helpers.ts'

const PASSWORD = 'test-admin-password'
const admin = { origin: ORIGIN }

function login(password: string, ip = '203.0.113.7') {
  return post('/api/admin/login', { password }, { ...admin, 'cf-connecting-ip': ip })
}

function cookieOf(res: Response): string {
  const set = res.headers.get('set-cookie') ?? ''
  return set.split(';')[0] ?? ''
}

describe('admin gate', () => {
  it('runs with the test password', () => {
    expect(env.ADMIN_PASSWORD).toBe(PASSWORD)
  })

  it('is 401 without an admin login, and with a forged cookie', async () => {
    await expectClientError(await get('/api/archetype-analytics'), 401)
    await expectClientError(
      await get('/api/archetype-analytics', { cookie: '__Host-admin=forged-token' }),
      401,
    )
  })

  it('refuses a wrong password with 401; the 6th failure from one address within 15 minutes is 429', async () => {
    const ip = '198.51.100.23'
    for (let i = 0; i < 5; i++) await expectClientError(await login('wrong', ip), 401)
    const sixth = await login('wrong', ip)
    await expectClientError(sixth, 429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await login(PASSWORD, '198.51.100.24')).status).toBe(200)
  })

  it('sets an HttpOnly __Host- cookie that opens the analytics; logout closes it', async () => {
    const res = await login(PASSWORD)
    expect(res.status).toBe(200)
    const setCookie = res.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^__Host-admin=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/Secure/i)
    expect(setCookie).toMatch(/SameSite=Strict/i)
    expect(setCookie).toMatch(/Path=\//)
    const cookie = cookieOf(res)
    const analytics = await get('/api/archetype-analytics', { cookie })
    expect(analytics.status).toBe(200)
    const body = (await analytics.json()) as Record<string, unknown>
    for (const f of [
      'dataStartDate',
      'generatedAt',
      'summary',
      'archetypeDistribution',
      'recentActivity',
      'lunaQuality',
      'emotionalPatterns',
    ]) {
      expect(body).toHaveProperty(f)
    }
    expect((await get('/api/admin/session', { cookie })).status).toBe(200)
    const out = await request('/api/admin/logout', {
      method: 'POST',
      headers: { ...admin, cookie, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(out.status).toBe(200)
    await expectClientError(await get('/api/archetype-analytics', { cookie }), 401)
  })

  it('requires a same-origin JSON request to log in', async () => {
    await expectClientError(await post('/api/admin/login', { password: PASSWORD }), 403)
    await expectClientError(
      await request('/api/admin/login', { method: 'POST', headers: admin, body: `password=${PASSWORD}` }),
      415,
    )
  })

  it('refuses every login with 503 when no password is configured', async () => {
    const res = await fetchWith(
      { ADMIN_PASSWORD: '' },
      '/api/admin/login',
      jsonInit('POST', { password: 'x' }, admin),
    )
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: string }).error).toMatch(/not configured/)
  })

  it('reports figures that match a known data set', async () => {
    const cookie = cookieOf(await login(PASSWORD, '192.0.2.50'))
    const before = (await (await get('/api/archetype-analytics', { cookie })).json()) as {
      summary: { totalArchetypes: number; todayEmotionalReadings: number }
    }
    const sessions = [newSessionId(), newSessionId(), newSessionId()]
    for (const [i, sid] of sessions.entries()) {
      await post('/api/archetype', {
        sessionId: sid,
        archetypeId: 6,
        archetypeName: 'Analytics Test Pattern',
        quizResponses: [],
        birthScalar: 81.2 + i * 0.1,
        archetypeScalar: 81.5,
        combinedBaseline: 81.29 + i * 0.07,
        entropyMod: 1,
        curvatureMod: 1,
        userName: null,
        birthDate: null,
      })
      await post('/api/luna-interaction', {
        sessionId: sid,
        page: 'analytics-test',
        scalarValue: 81.5,
        userAction: 'luna_generated',
        stabilityIndex: 60 + i * 10,
      })
    }
    const after = (await (await get('/api/archetype-analytics', { cookie })).json()) as {
      summary: { totalArchetypes: number; todayActiveUsers: number }
      archetypeDistribution: {
        archetypeName: string
        userCount: number
        avgBirthScalar: number
        avgCombinedBaseline: number
      }[]
      lunaQuality: {
        page: string
        interactions: number
        avgStability: number
        minStability: number
        maxStability: number
      }[]
      recentActivity: { date: string; activeUsers: number }[]
    }
    expect(after.summary.totalArchetypes).toBe(before.summary.totalArchetypes + 3)
    expect(after.summary.todayActiveUsers).toBeGreaterThanOrEqual(3)
    expect(after.archetypeDistribution.find((d) => d.archetypeName === 'Analytics Test Pattern')).toEqual({
      archetypeName: 'Analytics Test Pattern',
      userCount: 3,
      avgBirthScalar: 81.3,
      avgCombinedBaseline: 81.36,
    })
    expect(after.lunaQuality.find((q) => q.page === 'analytics-test')).toEqual({
      page: 'analytics-test',
      interactions: 3,
      avgStability: 70,
      minStability: 60,
      maxStability: 80,
    })
    expect(after.recentActivity).toHaveLength(14)
    expect(after.recentActivity.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10))
    expect(after.recentActivity.at(-1)?.activeUsers).toBeGreaterThanOrEqual(3)
    expect(after.recentActivity[0]?.activeUsers).toBe(0)
  })
})
