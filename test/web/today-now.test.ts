// Today's card computed on the device on a cold load (web/src/features/compass/today-now.ts;
// docs/decisions/027-today-computed-on-a-cold-load.md): the card of the answer the server gives to
// the request the compass sends now, with no check-in, for any stored profile, date and time; none
// without a profile, without a session id, or after a check-in today on this device.
import fc from 'fast-check'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { baselineSourcesOf, compassAnswer } from '../../domain/compass-answer.ts'
import { localDateOf, localTimeOf } from '../../domain/dates.ts'
import { modelSchumann } from '../../domain/schumann.ts'
import { createSessionId } from '../../domain/session-id.ts'
import { cardOf } from '../../web/src/lib/device-state/kept-reading.ts'
import { compassProfileOf } from '../../web/src/lib/device-state/profile.ts'
import { deviceOf } from '../../web/src/lib/device-state/read.ts'
import { localDayOfInstant } from '../../web/src/lib/local-time.ts'
import { FakeStorage } from './fake-storage.ts'

const local = new FakeStorage()
const read = (key: string) => local.getItem(key)
let todayNow: typeof import('../../web/src/features/compass/today-now.ts')

const SESSION = createSessionId(Date.UTC(2026, 10, 1), (b) => b.fill(7))

const profile = (archetypeId: number, birthScalar: number, userName = 'Maya') =>
  JSON.stringify({
    archetypeId,
    archetypeName: 'Any',
    archetypeScalar: 81.2,
    birthScalar,
    birthDate: '1990-06-15',
    combinedBaseline: Math.round(((birthScalar + 81.2) / 2) * 1000) / 1000,
    emotionalBaseline: null,
    lastEmotionalUpdate: null,
    currentBaseline: birthScalar,
    modifiers: { entropyMod: 1, curvatureMod: 1 },
    userName,
  })

beforeAll(async () => {
  Object.assign(globalThis, { window: { localStorage: local, sessionStorage: new FakeStorage() } })
  todayNow = await import('../../web/src/features/compass/today-now.ts')
})

beforeEach(() => {
  local.map.clear()
  local.map.set('luna_archetype_data', profile(6, 81.47))
  local.map.set('luna_session_id', SESSION)
})

/** The card of the server's answer to the compass request (its profile as the compass builds it) sent at `now` with no check-in. */
function serversCard(now: Date) {
  return cardOf(
    compassAnswer({
      sources: baselineSourcesOf(compassProfileOf(deviceOf(read), localDayOfInstant)),
      checkIn: { baseline: null, value: null },
      localDate: localDateOf(now),
      localTime: localTimeOf(now),
      schumann: modelSchumann(now),
      history: { count: 12, average: 81.4, sigma: 0.08, recent: [], trend: 'stable' },
      seed: SESSION,
    }).dailyReading,
  )
}

describe('todayComputed', () => {
  it('is the card of the answer to the request sent now, whatever the profile, day, time and history', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 32 }),
        fc.integer({ min: 80_800, max: 82_400 }),
        fc.date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2030-12-31T23:59:00Z'),
          noInvalidDate: true,
        }),
        (archetypeId, birth, now) => {
          local.map.set('luna_archetype_data', profile(archetypeId, birth / 1000))
          expect(todayNow.todayComputed(read, now)).toEqual(serversCard(now))
        },
      ),
      { numRuns: 150 },
    )
  })

  it('computes nothing without a profile or a session id, or after a check-in today on this device', () => {
    const now = new Date(2026, 11, 3, 9, 30)
    expect(todayNow.todayComputed(read, now)).not.toBeNull()
    local.map.set('luna_checkin_days', JSON.stringify([localDateOf(now)]))
    expect(todayNow.todayComputed(read, now)).toBeNull()
    local.map.set('luna_checkin_days', JSON.stringify(['2026-12-02']))
    expect(todayNow.todayComputed(read, now)).not.toBeNull()
    local.map.delete('luna_session_id')
    expect(todayNow.todayComputed(read, now)).toBeNull()
    local.map.set('luna_session_id', 'not a session id')
    expect(todayNow.todayComputed(read, now)).toBeNull()
    local.map.set('luna_session_id', SESSION)
    local.map.delete('luna_archetype_data')
    expect(todayNow.todayComputed(read, now)).toBeNull()
  })
})
