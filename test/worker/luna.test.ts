import { describe, expect, it } from 'vitest'
import { expectClientError, get, newSessionId, post } from './helpers.ts'

describe('Luna interactions, patterns and visits', () => {
  it('counts the visitor’s acts, chosen intents, pages once a day and the streak, never page loads', async () => {
    const sid = newSessionId()
    for (let i = 0; i < 4; i++) {
      const res = await post('/api/luna-interaction', {
        sessionId: sid,
        page: 'compass',
        scalarValue: 81.6,
        windowPhase: 'Echo Chamber',
        lunaResponse: 'A calm field.',
        lunaTag: 'harmony',
        ubtFlags: { highDeltaUC: false },
        stabilityIndex: 72,
        userAction: 'luna_generated',
        location: 'Global',
        deviceType: 'mobile',
      })
      expect(res.status).toBe(201)
    }
    // Insights shown are not intents; what the visitor chose is (docs/rules/memory-panel.md).
    for (const clarityType of ['mental', 'emotional']) {
      const res = await post('/api/luna-interaction', {
        sessionId: sid,
        page: 'compass',
        userAction: 'clarity_chosen',
        lunaResponse: clarityType,
      })
      expect(res.status).toBe(201)
    }
    for (let i = 0; i < 5; i++) await post('/api/daily-visit', { sessionId: sid, page: 'resonance' })
    const today = new Date().toISOString().slice(0, 10)
    const patterns = (await (
      await get(`/api/luna-patterns?sessionId=${sid}&localDate=${today}`)
    ).json()) as Record<string, unknown>
    // Memory counts what the visitor did (docs/rules/memory-panel.md): the two choices, each its own
    // intent (a clear mind, a healed heart), not the insights shown; a page once a day, not each load.
    expect(patterns).toEqual({
      frequentIntents: [
        { intent: 'clarity', count: 1 },
        { intent: 'healing', count: 1 },
      ],
      pagePreferences: [{ page: 'resonance', visits: 1 }],
      totalInteractions: 2,
      currentStreak: 1,
      daysSinceFirst: 0,
    })
  })

  it('counts streak days in the visitor’s calendar', async () => {
    const sid = newSessionId()
    const today = new Date().toISOString().slice(0, 10)
    const res = await post('/api/daily-visit', { sessionId: sid, page: 'compass', localDate: today })
    expect(res.status).toBe(201)
    const streak = (await (await get(`/api/streak/${sid}?localDate=${today}`)).json()) as Record<
      string,
      unknown
    >
    expect(streak).toEqual({ currentStreak: 1, longestStreak: 1, totalDays: 1, lastVisitDate: today })
    await expectClientError(await get('/api/streak/luna_bad'), 400)
  })

  it('records codon plays', async () => {
    const sid = newSessionId()
    expect(
      (
        await post('/api/codon-interaction', {
          sessionId: sid,
          codon: 'AUG',
          interactionType: 'frequency_play',
          duration: 3,
        })
      ).status,
    ).toBe(201)
    await expectClientError(
      await post('/api/codon-interaction', {
        sessionId: sid,
        codon: 'ATG',
        interactionType: 'frequency_play',
        duration: 3,
      }),
      400,
    )
  })
})
