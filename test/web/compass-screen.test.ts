// What the compass screen and the check-in card show, from what they have (web/src/routes/compass-screen.ts,
// web/src/features/checkin/use-check-in-card.ts): the screens only render these.

import { baselineSourcesOf, compassAnswer } from '@domain/compass-answer.ts'
import { modelSchumann } from '@domain/schumann.ts'
import { describe, expect, it } from 'vitest'
import { checkInDayOf } from '@/features/checkin/use-check-in-card.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import type { KeptDay } from '@/lib/device-state/kept-reading.ts'
import { lunaToSave, momentOf, todayCardOf } from '@/routes/compass-screen.ts'
import { sampleCardTexts } from '../support/day-card.ts'

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
  ...sampleCardTexts({ headline: 'A day kept on the device' }),
  hourLine: 'This morning keeps pace with your steady day, so its words hold as they are.',
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

  it('shows the server’s day, else the day kept on the device for this part of the day, or nothing', () => {
    expect(todayCardOf(undefined, null)).toBeNull()
    expect(todayCardOf(undefined, early)).toEqual(early)
    const server = todayCardOf(reading, early)
    expect(server?.headline).toBe(reading.dailyReading.headline)
    expect(server?.hourLine).toBe(reading.dailyReading.now.line)
    expect(server?.hourLine.startsWith('This morning')).toBe(true)
  })
})

describe('the check-in card', () => {
  it('shows what this browser knows until the server answers: one check-in a local day', () => {
    const logged = checkInDayOf(undefined, { loggedLocally: true })
    expect(logged).toMatchObject({ last: null, logged: true, canCheckIn: false })
    // The next check-in opens at the device's next local midnight.
    const opens = new Date(logged.nextCheckInAt ?? '')
    expect([opens.getHours(), opens.getMinutes()]).toEqual([0, 0])
    expect(opens.getTime() - Date.now()).toBeGreaterThan(0)
    expect(opens.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000)
    expect(checkInDayOf(undefined, { loggedLocally: false })).toEqual({
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
    expect(checkInDayOf(data, { loggedLocally: true })).toEqual({
      last: null,
      logged: false,
      canCheckIn: true,
      nextCheckInAt: null,
    })
  })
})
