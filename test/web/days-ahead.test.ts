// The days computed ahead on the device (web/src/features/compass/api/days-ahead.ts;
// docs/decisions/026-days-computed-ahead.md): the next three days, each as the domain's compass
// function answers the request the device will send that day, computed once, recomputed when the
// profile or session changes, and never written from inputs that changed while computing.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { baselineSourcesOf, compassAnswer } from '../../domain/compass-answer.ts'
import { modelSchumann } from '../../domain/schumann.ts'

class FakeStorage {
  readonly map = new Map<string, string>()
  writes = 0
  get length() {
    return this.map.size
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null
  }
  getItem(k: string) {
    return this.map.get(k) ?? null
  }
  setItem(k: string, v: string) {
    this.writes++
    this.map.set(k, v)
  }
  removeItem(k: string) {
    this.writes++
    this.map.delete(k)
  }
  clear() {
    this.map.clear()
  }
}

const local = new FakeStorage()
let daysAhead: typeof import('../../web/src/features/compass/api/days-ahead.ts')
let compass: typeof import('../../web/src/features/compass/api/compass.ts')

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
})

beforeEach(() => {
  local.map.clear()
  local.map.set('luna_archetype_data', PROFILE)
  local.map.set('luna_onboarding_complete', 'true')
  local.map.set('luna_session_id', 'f3c1a2b4-5d6e-4f70-8a9b-0c1d2e3f4a5b')
  local.writes = 0
})

const stored = () =>
  JSON.parse(local.map.get('luna_days_ahead') ?? 'null') as {
    days: Record<string, { headline: string; leanInto: string[]; notes: (string | null)[] }>
  } | null
const noYield = async () => undefined

describe('keepDaysAhead', () => {
  it('keeps the next three days, each as the compass function answers the request of that day', async () => {
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), noYield)
    const days = stored()?.days ?? {}
    expect(Object.keys(days)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28'])
    const sessionId = local.map.get('luna_session_id') ?? null
    for (const [date, day] of Object.entries(days)) {
      expect(day.notes).toHaveLength(48)
      for (const slot of [0, 13, 24, 37, 47]) {
        const time = `${String(Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`
        const [y, m, d] = date.split('-').map(Number) as [number, number, number]
        const { dailyReading } = compassAnswer({
          sources: baselineSourcesOf(compass.compassProfile()),
          checkIn: { baseline: null, value: null },
          localDate: date,
          localTime: time,
          schumann: modelSchumann(new Date(y, m - 1, d, Math.floor(slot / 2), (slot % 2) * 30)),
          history: { count: 0, average: 0, sigma: 0, recent: [], trend: 'insufficient-data' },
          seed: sessionId,
        })
        expect(day.headline).toBe(dailyReading.headline)
        expect(day.leanInto).toEqual(dailyReading.leanInto)
        expect(day.notes[slot]).toBe(dailyReading.now.note)
      }
    }
  })

  it('computes nothing again the same day, and only the new day the next day', async () => {
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), noYield)
    const first = stored()
    const writes = local.writes
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 21, 0), noYield)
    expect(local.writes).toBe(writes)
    let tasks = 0
    await daysAhead.keepDaysAhead(new Date(2026, 10, 26, 8, 0), async () => {
      tasks++
    })
    // One new day, computed a quarter of a day per task.
    expect(tasks).toBe(48 / daysAhead.SLOTS_PER_TASK)
    const next = stored()?.days ?? {}
    expect(Object.keys(next)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29'])
    expect(next['2026-11-27']).toEqual(first?.days['2026-11-27'])
  })

  it('computes every day again for a new profile', async () => {
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), noYield)
    local.map.set('luna_archetype_data', PROFILE.replace('"archetypeId":6', '"archetypeId":21'))
    let tasks = 0
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 5), async () => {
      tasks++
    })
    expect(tasks).toBe((3 * 48) / daysAhead.SLOTS_PER_TASK)
  })

  it('writes nothing when the profile changes while it computes', async () => {
    await daysAhead.keepDaysAhead(new Date(2026, 10, 25, 9, 0), async () => {
      local.map.set(
        'luna_archetype_data',
        PROFILE.replace('"emotionalBaseline":null', '"emotionalBaseline":81.9'),
      )
    })
    expect(stored()).toBeNull()
  })
})
