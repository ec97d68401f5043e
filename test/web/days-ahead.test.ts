// The days computed ahead on the device (web/src/features/compass/api/days-ahead.ts;
// docs/decisions/026-days-computed-ahead.md): the next three days, each as the domain's compass
// function answers the request the device will send that day, computed once, recomputed when the
// profile or session changes, and never written from inputs that changed while computing.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { baselineSourcesOf, compassAnswer } from '../../domain/compass-answer.ts'
import { formatTime } from '../../domain/dates.ts'
import { modelSchumann } from '../../domain/schumann.ts'
import { cardAt, cardOf, type DayAhead } from '../../web/src/lib/device-state/kept-reading.ts'
import { FakeStorage } from './fake-storage.ts'

const local = new FakeStorage()
let daysAhead: typeof import('../../web/src/features/compass/api/days-ahead.ts')
let compass: typeof import('../../web/src/features/compass/api/compass.ts')
let stored: typeof import('../../web/src/lib/device-state/stored.ts')

const PROFILE = JSON.stringify({
  archetypeId: 6,
  archetypeName: 'The Patient Root',
  archetypeScalar: 81.2,
  birthScalar: 81.47,
  birthDate: '1990-06-15',
  combinedBaseline: 81.389,
  emotionalBaseline: null,
  lastEmotionalUpdate: null,
  currentBaseline: 81.389,
  modifiers: { entropyMod: 1, curvatureMod: 1 },
  userName: 'Maya',
})

beforeAll(async () => {
  Object.assign(globalThis, { window: { localStorage: local, sessionStorage: new FakeStorage() } })
  daysAhead = await import('../../web/src/features/compass/api/days-ahead.ts')
  compass = await import('../../web/src/features/compass/api/compass.ts')
  stored = await import('../../web/src/lib/device-state/stored.ts')
})

/** Writes a key as another tab would: the page's atoms read it again. */
function setKey(key: string, value: string | null) {
  if (value === null) local.map.delete(key)
  else local.map.set(key, value)
  stored.rereadStored()
}

beforeEach(() => {
  local.map.clear()
  local.map.set('luna_archetype_data', PROFILE)
  local.map.set('luna_onboarding_complete', 'true')
  local.map.set('luna_session_id', 'f3c1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b')
  stored.rereadStored()
  local.writes = 0
})

const kept = () =>
  JSON.parse(local.map.get('luna_days_ahead') ?? 'null') as {
    inputs: string
    days: Record<string, DayAhead>
  } | null
const noYield = async () => undefined

/** The day's reading the compass function gives for the request the device sends at `minute`. */
function serverReading(date: string, minute: number) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return compassAnswer({
    sources: baselineSourcesOf(compass.compassProfile()),
    checkIn: { baseline: null, value: null },
    localDate: date,
    localTime: formatTime(minute),
    schumann: modelSchumann(new Date(y, m - 1, d, 0, minute)),
    history: { count: 0, average: 0, sigma: 0, recent: [], trend: 'insufficient-data' },
    seed: local.map.get('luna_session_id') ?? null,
  }).dailyReading
}

describe('keepDaysAhead', () => {
  it('keeps the next three days as the compass function answers them, with the card of every minute', async () => {
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), noYield)
    const days = kept()?.days ?? {}
    expect(Object.keys(days)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28'])
    for (const [date, day] of Object.entries(days)) {
      for (let minute = 0; minute < 1440; minute++)
        expect(cardAt(day.changes, minute), `${date} ${formatTime(minute)}`).toEqual(
          cardOf(serverReading(date, minute)),
        )
      // The card changes with the part of the day at least (its words suit each part).
      expect(day.changes.length).toBeGreaterThanOrEqual(4)
    }
  })

  it('computes nothing again the same day, and only the new day the next day', async () => {
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), noYield)
    const first = kept()
    const writes = local.writes
    let tasks = 0
    const counting = async () => {
      tasks++
    }
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 21, 0), counting)
    expect(local.writes).toBe(writes)
    expect(tasks).toBe(0)
    await daysAhead.keepDaysAhead(new Date(2026, 10, 26, 8, 0), counting)
    const next = kept()?.days ?? {}
    expect(Object.keys(next)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29'])
    expect(next['2026-11-27']).toEqual(first?.days['2026-11-27'])
    expect(next['2026-11-28']).toEqual(first?.days['2026-11-28'])
    expect(tasks).toBeGreaterThan(0)
  })

  it('computes every day again for a new profile, and a malformed day again', async () => {
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), noYield)
    setKey('luna_archetype_data', PROFILE.replace('"archetypeId":6', '"archetypeId":21'))
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 5), noYield)
    for (const [date, day] of Object.entries(kept()?.days ?? {}))
      expect(day.changes[0]?.[1].leanInto).toEqual(serverReading(date, 0).leanInto)
    const broken = kept()
    if (!broken) throw new Error('nothing kept')
    broken.days['2026-11-27'] = { changes: [] }
    setKey('luna_days_ahead', JSON.stringify(broken))
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 10), noYield)
    expect(kept()?.days['2026-11-27']?.changes[0]).toEqual([0, cardOf(serverReading('2026-11-27', 0))])
  })

  it('runs one computation at a time: a second call waits, then finds nothing left to do', async () => {
    let tasks = 0
    const counting = async () => {
      tasks++
    }
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), counting)
    const alone = tasks
    setKey('luna_days_ahead', null)
    tasks = 0
    await Promise.all([
      daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), counting),
      daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), counting),
    ])
    expect(tasks).toBe(alone)
  })

  it('writes nothing when the profile changes while it computes', async () => {
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), async () => {
      setKey('luna_archetype_data', PROFILE.replace('"emotionalBaseline":null', '"emotionalBaseline":81.9'))
    })
    expect(kept()).toBeNull()
  })
})
