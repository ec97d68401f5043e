// The month view (GET /api/month; docs/rules/daily-reading.md): the visitor's days of a month with
// their check-in's tier, the feelings said, and the words the day earned, the same words the
// compass gave that day.
import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/dates.ts'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { archetypePayload, checkInPayload, expectClientError, get, newSessionId, post } from './helpers.ts'

const TODAY = new Date().toISOString().slice(0, 10)

interface Month {
  month: string
  days: {
    date: string
    checkInTier: number | null
    tier: number | null
    feelings: { descriptor: string; tier: number; words: string | null; source: string }[]
    headline: string
    energyLabel: string
  }[]
}

describe('the month view', () => {
  it("lists the visitor's days, with the check-in's tier, every feeling said, and the compass's own headline", async () => {
    const sid = newSessionId()
    const me = { 'x-session-id': sid }
    expect((await post('/api/archetype', archetypePayload({ sessionId: sid }))).status).toBe(201)
    expect((await post('/api/daily-visit', { page: 'compass', localDate: TODAY }, me)).status).toBe(201)
    expect((await post('/api/emotional-state', checkInPayload(12, { localDate: TODAY }), me)).status).toBe(
      201,
    )
    const note = {
      value: 60,
      codonIndex: codonIndexFromValue(60),
      descriptor: descriptorAt(codonIndexFromValue(60)),
    }
    expect((await post('/api/mood-note', { ...note, words: 'better', localDate: TODAY }, me)).status).toBe(
      201,
    )
    const compass = (await (
      await post(
        '/api/resonance-compass',
        {
          personalProfile: { archetypeData: { ...archetypePayload(), emotionalBaseline: null } },
          localDate: TODAY,
          // The month reads each day at noon (domain/month.ts), the words of the afternoon.
          localTime: '12:00',
        },
        me,
      )
    ).json()) as { dailyReading: { headline: string; energyLabel: string } }

    const month = (await (await get(`/api/month?month=${TODAY.slice(0, 7)}`, me)).json()) as Month
    expect(month.month).toBe(TODAY.slice(0, 7))
    expect(month.days.map((d) => d.date)).toEqual([TODAY])
    const [day] = month.days
    expect(day?.checkInTier).toBe(0)
    expect(day?.tier).toBe(0)
    expect(day?.feelings.map((f) => [f.descriptor, f.source, f.words])).toEqual([
      [descriptorAt(codonIndexFromValue(12)), 'check-in', null],
      [note.descriptor, 'mood-note', 'better'],
    ])
    expect(day?.headline).toBe(compass.dailyReading.headline)
    expect(day?.energyLabel).toBe(compass.dailyReading.energyLabel)
  })

  it('colours a day with only mood notes by its latest note, and a day with only a visit by nothing', async () => {
    const sid = newSessionId()
    const me = { 'x-session-id': sid }
    const yesterday = addDays(TODAY, -1)
    const note = (value: number, localDate: string) => ({
      value,
      codonIndex: codonIndexFromValue(value),
      descriptor: descriptorAt(codonIndexFromValue(value)),
      localDate,
    })
    expect((await post('/api/mood-note', note(80, TODAY), me)).status).toBe(201)
    expect((await post('/api/mood-note', note(5, TODAY), me)).status).toBe(201)
    expect((await post('/api/daily-visit', { page: 'compass', localDate: yesterday }, me)).status).toBe(201)
    const months = new Set([TODAY.slice(0, 7), yesterday.slice(0, 7)])
    const days = (
      await Promise.all(
        [...months].map(async (m) => ((await (await get(`/api/month?month=${m}`, me)).json()) as Month).days),
      )
    ).flat()
    const byDate = new Map(days.map((d) => [d.date, d]))
    // The worst day is not blank: its latest note, the lowest tier, colours it.
    expect(byDate.get(TODAY)).toMatchObject({ checkInTier: null, tier: 0 })
    expect(byDate.get(yesterday)).toMatchObject({ checkInTier: null, tier: null })
  })

  it('is empty for a month with nothing, and refuses what is not a month', async () => {
    const me = { 'x-session-id': newSessionId() }
    expect(await (await get('/api/month?month=2025-02', me)).json()).toEqual({ month: '2025-02', days: [] })
    const refused = await expectClientError(await get('/api/month?month=2025-2', me), 400)
    expect(refused.error).toBe('The month field must be a month, YYYY-MM.')
  })
})
