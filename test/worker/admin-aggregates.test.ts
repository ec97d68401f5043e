// The admin aggregates (docs/rules/collective.md): each session weighs once a day, by its median;
// Luna's stability is derived by the server. Its own file: the figures are exact on a fresh database.
import { describe, expect, it } from 'vitest'
import { lunaReadingOf } from '../../domain/luna-engine.ts'
import { establishSessions, get, newSessionId, ORIGIN, post } from './helpers.ts'

const PASSWORD = 'test-admin-password'

function login(ip: string) {
  return post('/api/admin/login', { password: PASSWORD }, { origin: ORIGIN, 'cf-connecting-ip': ip })
}
const cookieOf = (res: Response): string => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

describe('admin aggregates no one session can move', () => {
  it('weighs each session once a day in the journey centre and Luna stability, so one session cannot move them', async () => {
    const cookie = cookieOf(await login('192.0.2.51'))
    // A fresh file's database: ordinary sessions at 81.4–81.6, then one session posting 50 extremes.
    const ordinary = [81.4, 81.45, 81.5, 81.55, 81.6]
    for (const v of ordinary) {
      const sid = newSessionId()
      await establishSessions([sid])
      await post(
        '/api/user-trajectory',
        { scalarValue: v, context: 'compass-reading' },
        { 'x-session-id': sid },
      )
    }
    const read = async () =>
      (await (await get('/api/archetype-analytics', { cookie })).json()) as {
        summary: { todayAvgScalar: number | null; todayLunaStability: number | null }
        recentActivity: { avgScalar: number | null }[]
      }
    const before = await read()
    const hostile = newSessionId()
    // Even established, one session weighs once a day.
    await establishSessions([hostile])
    for (let i = 0; i < 50; i++) {
      await post(
        '/api/luna-interaction',
        {
          page: 'compass',
          userAction: 'luna_generated',
          scalarValue: 82.4,
          windowPhase: 'Echo Chamber',
          stabilityIndex: 100,
        },
        { 'x-session-id': hostile },
      )
    }
    const after = await read()
    // The median of six session medians: the hostile session is one of six, not 50 of 55.
    expect(before.summary.todayAvgScalar).toBe(81.5)
    expect(after.summary.todayAvgScalar).toBe(81.525)
    expect(after.recentActivity.at(-1)?.avgScalar).toBe(after.summary.todayAvgScalar)
    // Stability is the server's, from the scalar: the client's 100 never counts.
    const schumann = (await (await get('/api/schumann-resonance')).json()) as { frequency: number }
    expect(after.summary.todayLunaStability).toBe(
      lunaReadingOf(82.4, 'Echo Chamber', schumann.frequency)?.stabilityIndex,
    )
  })
})
