// What the compass screen and the check-in card show, from what they have (web/src/routes/compass-screen.ts,
// web/src/features/checkin/use-check-in-card.ts): the screens only render these.
import { baselineSourcesOf, compassAnswer } from '@domain/compass-answer.ts'
import { hourLine } from '@domain/content/daily.ts'
import { EMOTIONAL_COOLDOWN_MS } from '@domain/emotion.ts'
import { modelSchumann } from '@domain/schumann.ts'
import { describe, expect, it } from 'vitest'
import { checkInDayOf } from '@/features/checkin/use-check-in-card.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import type { KeptDay } from '@/lib/device-state/kept-reading.ts'
import { lunaToSave, momentOf, todayCardOf } from '@/routes/compass-screen.ts'

const reading: CompassReading = {
  ...compassAnswer({
    sources: baselineSourcesOf({ archetype: 6, scalar_ξ: 81.47 }),
    checkIn: { baseline: null, value: null },
    localDate: '2026-11-28',
    localTime: '09:30',
    schumann: modelSchumann(new Date(2026, 10, 28, 9, 30)),
    history: { count: 0, average: 0, sigma: 0, recent: [], trend: 'insufficient-data' },
    seed: 'luna_1764230400000_abcdefghijklmnopqrstuvwxyz',
  }),
}

const early: KeptDay = {
  headline: 'A day kept on the device',
  note: null,
  leanInto: ['rest'],
  goEasyOn: ['haste'],
  focus: 'focus',
  energyLabel: 'steady',
  moon: 'Waxing Crescent',
}

describe('the compass screen', () => {
  it('sends the moment of a check-in from the reading, and none before it', () => {
    expect(momentOf(undefined)).toBeNull()
    expect(momentOf(reading)).toEqual({
      scalarAlignment: reading.scalarAlignment.currentAlignment,
      schumannFrequency: reading.planetaryContext.schumannFrequency,
      planetaryContext: {
        schumannQuality: reading.planetaryContext.schumannQuality,
        cosmicWeather: reading.planetaryContext.cosmicWeather,
        kIndex: reading.planetaryContext.kIndex,
        source: reading.planetaryContext.source,
      },
    })
  })

  it('saves Luna’s insight on screen, else the flags computed on the device', () => {
    expect(lunaToSave(null, undefined)).toBeNull()
    const local = lunaToSave(null, reading)
    expect(Object.keys(local ?? {}).sort()).toEqual(['flags', 'stabilityIndex'])
  })

  it('shows the server’s day, the day kept on the device before it, or nothing', () => {
    expect(todayCardOf(undefined, null, 'morning')).toBeNull()
    expect(todayCardOf(undefined, early, 'evening')).toMatchObject({
      headline: early.headline,
      hourLine: hourLine(null, 'evening'),
    })
    const server = todayCardOf(reading, early, 'morning')
    expect(server?.headline).toBe(reading.dailyReading.headline)
    expect(server?.hourLine).toBe(hourLine(reading.dailyReading.now.note, 'morning'))
    // A reading kept from another part of the day takes the kept day's line, or none.
    expect(todayCardOf({ ...reading, hourUnknown: true as const }, early, 'night')?.hourLine).toBe(
      hourLine(null, 'night'),
    )
    expect(todayCardOf({ ...reading, hourUnknown: true as const }, null, 'night')?.hourLine).toBeNull()
  })
})

describe('the check-in card', () => {
  const lastAt = Date.parse('2026-11-28T08:00:00Z')

  it('shows what this browser knows until the server answers', () => {
    expect(checkInDayOf(undefined, { loggedLocally: true, cooldown: true, lastAt })).toEqual({
      last: null,
      logged: true,
      canCheckIn: false,
      nextCheckInAt: new Date(lastAt + EMOTIONAL_COOLDOWN_MS).toISOString(),
    })
    expect(checkInDayOf(undefined, { loggedLocally: false, cooldown: false, lastAt: Number.NaN })).toEqual({
      last: null,
      logged: false,
      canCheckIn: true,
      nextCheckInAt: null,
    })
  })

  it('takes the server’s status once it is here, over what the browser knew', () => {
    const data = {
      hasLoggedToday: false,
      canCheckIn: true,
      nextCheckInAt: null,
      lastEmotionalState: null,
      moodNotes: [],
    }
    expect(checkInDayOf(data, { loggedLocally: true, cooldown: true, lastAt })).toEqual({
      last: null,
      logged: false,
      canCheckIn: true,
      nextCheckInAt: null,
    })
  })
})
