import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { findArchetype } from '../../domain/archetypes.ts'
import { lunaReadingOf } from '../../domain/luna-engine.ts'
import { round3 } from '../../domain/numbers.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../domain/scalar.ts'
import {
  establishSessions,
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
    const SCALARS = [81.3, 81.5, 81.7]
    const cookie = cookieOf(await login(PASSWORD, '192.0.2.50'))
    const before = (await (await get('/api/archetype-analytics', { cookie })).json()) as {
      summary: { totalArchetypes: number; todayEmotionalReadings: number }
    }
    const sessions = [newSessionId(), newSessionId(), newSessionId()]
    // Established visitors: only they count in the dashboard (docs/rules/collective.md).
    await establishSessions(sessions)
    // Archetype 13 chosen by three adults; a guest ('Skip for now') is no quiz result and not counted.
    const chosen = findArchetype(13)
    if (!chosen) throw new Error('no archetype 13')
    const births = ['1990-06-15', '1985-01-01', '2000-12-31'].map((d) => ({ d, s: computeBirthScalar(d) }))
    const combined = births.map((b) => computeCombinedBaseline(b.s, chosen.scalarRange))
    for (const [i, sid] of sessions.entries()) {
      const birth = births[i] ?? { d: '1990-06-15', s: 81.454 }
      await post('/api/archetype', {
        sessionId: sid,
        archetypeId: 13,
        archetypeName: chosen.name,
        quizResponses: [],
        birthScalar: birth.s,
        archetypeScalar: chosen.scalarRange,
        combinedBaseline: combined[i],
        entropyMod: chosen.modifiers.entropyMod,
        curvatureMod: chosen.modifiers.curvatureMod,
        userName: null,
        birthDate: birth.d,
      })
      // The client's own stability figure is ignored: the server derives it from scalar and phase.
      await post('/api/luna-interaction', {
        sessionId: sid,
        page: 'calculator',
        scalarValue: SCALARS[i],
        windowPhase: 'Echo Chamber',
        userAction: 'luna_generated',
        stabilityIndex: 0,
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
    const guest = findArchetype(6)
    const today = new Date().toISOString().slice(0, 10)
    const todayScalar = computeBirthScalar(today)
    const guestSaved = await post('/api/archetype', {
      sessionId: newSessionId(),
      source: 'guest',
      archetypeId: 6,
      archetypeName: guest?.name,
      quizResponses: [],
      birthScalar: todayScalar,
      archetypeScalar: guest?.scalarRange,
      combinedBaseline: computeCombinedBaseline(todayScalar, guest?.scalarRange ?? 0),
      entropyMod: guest?.modifiers.entropyMod,
      curvatureMod: guest?.modifiers.curvatureMod,
      userName: 'Guest',
      birthDate: today,
    })
    expect(guestSaved.status).toBe(201)
    const withGuest = (await (await get('/api/archetype-analytics', { cookie })).json()) as typeof after
    expect(withGuest.summary.totalArchetypes).toBe(after.summary.totalArchetypes)
    expect(withGuest.archetypeDistribution).toEqual(after.archetypeDistribution)
    expect(after.summary.todayActiveUsers).toBeGreaterThanOrEqual(3)
    const mean = (xs: number[]) => round3(xs.reduce((a, b) => a + b, 0) / xs.length)
    expect(after.archetypeDistribution.find((d) => d.archetypeName === chosen.name)).toEqual({
      archetypeName: chosen.name,
      userCount: 3,
      avgBirthScalar: mean(births.map((b) => b.s)),
      avgCombinedBaseline: mean(combined),
    })
    const schumann = (await (await get('/api/schumann-resonance')).json()) as { frequency: number }
    const stabilities = SCALARS.map(
      (v) => lunaReadingOf(v, 'Echo Chamber', schumann.frequency)?.stabilityIndex ?? -1,
    )
    expect(after.lunaQuality.find((q) => q.page === 'calculator')).toEqual({
      page: 'calculator',
      interactions: 3,
      avgStability: mean(stabilities),
      minStability: Math.min(...stabilities),
      maxStability: Math.max(...stabilities),
    })
    expect(after.recentActivity).toHaveLength(14)
    expect(after.recentActivity.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10))
    expect(after.recentActivity.at(-1)?.activeUsers).toBeGreaterThanOrEqual(3)
    expect(after.recentActivity[0]?.activeUsers).toBe(0)
  })
})
