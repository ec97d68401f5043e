// The compass route answers exactly what it answered before its speed work (issue 13: "nothing the
// compass answers changes"): fixed journeys and check-ins written straight into D1, a fixed field
// in the shared cache, and fixed requests. The record was made before the route's statement, its
// validation and the domain's hot paths were changed; a difference fails here with the answer.
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { DAY_CARD_TEXTS } from '../../domain/day-card-texts.ts'
import { CACHE_KEYS } from '../../worker/cache.ts'
import { post } from './helpers.ts'

const FIELD = {
  frequency: 7.861,
  amplitude: 1.45,
  quality: 'Lively',
  source: 'noaa',
  kIndex: 3,
  band: 'unsettled',
  cosmicWeather: 'A fixed field for the record.',
  observedAt: '2026-11-25T08:00:00.000Z',
}

/** Session ids of the record's visitors: the journey length and check-ins differ per visitor. */
const VISITORS = [0, 1, 2, 3, 10, 30, 120, 365].map((points, i) => ({
  id: `luna_1764000000000_golden${String(i).padStart(20, '0')}`,
  points,
  checkIns: i % 3,
}))
const DAY = 86_400_000
const NOON = Date.UTC(2026, 10, 25, 12)

beforeAll(async () => {
  await env.CACHE.put(CACHE_KEYS.schumann, JSON.stringify(FIELD))
  const statements: D1PreparedStatement[] = []
  let x = 7
  const next = () => {
    x = (x * 48_271) % 2_147_483_647
    return x / 2_147_483_647
  }
  for (const v of VISITORS) {
    statements.push(
      env.DB.prepare('insert into sessions (id, created_at, last_seen_at) values (?, ?, ?)').bind(
        v.id,
        NOON - 400 * DAY,
        NOON,
      ),
    )
    for (let i = 0; i < v.points; i++)
      statements.push(
        env.DB.prepare(
          'insert into trajectory_points (session_id, scalar_value, context, created_at) values (?, ?, ?, ?)',
        ).bind(
          v.id,
          Math.round((80.95 + next() * 1.1) * 1000) / 1000,
          'compass-reading',
          NOON - i * DAY - (i % 3) * 3_600_000,
        ),
      )
    for (let i = 0; i < v.checkIns; i++)
      statements.push(
        env.DB.prepare(
          'insert into emotional_states (session_id, emotional_value, codon_index, descriptor, baseline, new_baseline, local_date, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
        ).bind(
          v.id,
          20 + i * 30,
          10 + i,
          'steady',
          81.5,
          81.42 + i * 0.04,
          '2026-11-25',
          NOON - 3_600_000 + i * 60_000,
        ),
      )
  }
  await env.DB.batch(statements)
})

const PROFILES: Record<string, unknown>[] = [
  {},
  { scalar_ξ: 81.454, archetype: 7 },
  {
    archetype: 12,
    scalar_ξ: 81.3,
    archetypeData: { archetypeId: 12, combinedBaseline: 81.62, birthScalar: 81.3, archetypeScalar: 81.9 },
  },
]

describe('the compass route, before and after its speed work', () => {
  it('answers the same for fixed journeys, check-ins and requests', async () => {
    const answers: unknown[] = []
    for (const v of VISITORS)
      for (const [p, profile] of PROFILES.entries())
        for (const localTime of ['06:05', '13:40', '22:55']) {
          const res = await post(
            '/api/resonance-compass',
            { personalProfile: profile, currentLocation: 'global', localDate: '2026-11-25', localTime },
            { 'x-session-id': v.id },
          )
          expect(res.status, `${v.id} profile ${p} ${localTime}`).toBe(200)
          answers.push(await res.json())
        }
    const guest = await post('/api/resonance-compass', {
      personalProfile: PROFILES[1],
      localDate: '2026-11-25',
      localTime: '09:00',
    })
    answers.push(await guest.json())
    const own = answers.map(withoutCardWords)
    const digests = await Promise.all(own.map(digest))
    await expect(`${JSON.stringify({ whole: own.slice(-4), digests }, null, 1)}\n`).toMatchFileSnapshot(
      './__golden__/compass-route.json',
    )
  })
})

/**
 * The answer without the Today card's words (DAY_CARD_TEXTS): the domain's record pins those
 * (test/domain/compass-answer-golden.test.ts), so a new word on the card re-records that one, not
 * this one, which pins what the route adds (its reads of D1 and the shared field).
 */
function withoutCardWords(answer: unknown): unknown {
  const { dailyReading, ...rest } = answer as { dailyReading: Record<string, unknown> }
  const reading = Object.fromEntries(Object.entries(dailyReading).filter(([k]) => !(k in DAY_CARD_TEXTS)))
  return { ...rest, dailyReading: reading }
}

async function digest(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return [...hash.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
