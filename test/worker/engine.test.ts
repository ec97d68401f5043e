import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { countingD1, expectClientError, fetchWith, get, jsonInit, newSessionId, post } from './helpers.ts'

const timeRequest = (extra: Record<string, unknown> = {}) => ({
  date: '2026-11-21',
  time: '12:00',
  elevation: 0,
  awareness: 0.5,
  archetype: 6,
  baseline_xi: 81.5,
  ...extra,
})

describe('POST /api/time-engine', () => {
  it("answers with the spec's field names", async () => {
    const res = await post('/api/time-engine', timeRequest())
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    for (const field of [
      'computed_ξ',
      'window_phase',
      'date_input',
      'time_input',
      'location',
      'symbolic_effect',
      'alignment_status',
      'suggested_actions',
      'elevation',
      'awareness',
      'baseline_xi',
    ]) {
      expect(body).toHaveProperty(field)
    }
    expect(body.suggested_actions).toHaveLength(3)
    expect(body.date_input).toBe('2026-11-21')
  })

  it('is deterministic, varies with the time of day and stays within 1.0 of the baseline', async () => {
    const at = async (time: string) =>
      ((await (await post('/api/time-engine', timeRequest({ time }))).json()) as Record<string, number>)
        .computed_ξ
    expect(await at('12:00')).toBe(await at('12:00'))
    const noon = await at('12:00')
    const midnight = await at('00:00')
    expect(noon).toBeGreaterThan(midnight as number)
    for (const v of [noon, midnight]) expect(Math.abs((v as number) - 81.5)).toBeLessThanOrEqual(1)
  })

  it('names the window phase from the delta (docs/rules/time-engine.md)', async () => {
    const phase = async (time: string) =>
      ((await (await post('/api/time-engine', timeRequest({ time }))).json()) as Record<string, string>)
        .window_phase
    expect(await phase('12:00')).toBe('Resonance Ascendancy')
    expect(await phase('00:00')).toBe('Volatility Field')
  })

  it('sends an empty elevation as 0 and requires an archetype', async () => {
    expect((await post('/api/time-engine', timeRequest({ elevation: '' }))).status).toBe(200)
    const noArchetype = await expectClientError(
      await post('/api/time-engine', timeRequest({ archetype: null })),
      400,
    )
    expect(noArchetype.error).toBe('Please select your archetype for this time.')
    await expectClientError(await post('/api/time-engine', timeRequest({ time: '25:00' })), 400)
    await expectClientError(await post('/api/time-engine', timeRequest({ awareness: 2 })), 400)
  })

  it('refuses a location it would otherwise ignore: an unknown place, a symbolic one without its place, an unknown offset', async () => {
    const refused = async (location: unknown) =>
      (await expectClientError(await post('/api/time-engine', timeRequest({ location })), 400)).error
    expect(await refused({ mode: 'symbolic', symbolicId: 'nope' })).toMatch(
      /^The location\.symbolicId field must be one of: .*stonehenge/,
    )
    expect(await refused({ mode: 'symbolic' })).toBe(
      'A symbolic location needs the location.symbolicId field.',
    )
    expect(await refused({ mode: 'auto', timezone: 'Not/AZone' })).toBe(
      'The location.timezone field must be one of the offsets such as UTC+1 or UTC-3:30.',
    )
    for (const location of [
      { mode: 'symbolic', symbolicId: 'stonehenge', label: 'Stonehenge' },
      {
        mode: 'manual',
        utcOffsetMinutes: -210,
        timezone: 'UTC-3:30',
        country: 'Canada',
        label: 'Canada (UTC-3:30)',
      },
    ])
      expect((await post('/api/time-engine', timeRequest({ location }))).status).toBe(200)
  })
})

describe('POST /api/luna-flags', () => {
  it('reads flags and an enhanced insight', async () => {
    const res = await post('/api/luna-flags', {
      scalarValue: 81.6,
      windowPhase: 'Echo Chamber',
      observationCount: 3,
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      flags: Record<string, unknown>
      enhancedInsight: Record<string, unknown>
    }
    for (const f of [
      'highDeltaUC',
      'piStabilizing',
      'nearKerr',
      'deltaUC',
      'superPiDivergence',
      'kerrEnhancement',
    ]) {
      expect(body.flags).toHaveProperty(f)
    }
    for (const f of ['insight', 'guidance', 'archetype'])
      expect(typeof body.enhancedInsight[f]).toBe('string')
    await expectClientError(await post('/api/luna-flags', { scalarValue: 81.6, windowPhase: 'Dawn' }), 400)
  })
})

describe('GET /api/schumann-resonance', () => {
  it('falls back to the model when the feed is unreachable', async () => {
    const res = await get('/api/schumann-resonance')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body.source).toBe('model')
    expect(Math.abs((body.frequency as number) - 7.83)).toBeLessThan(0.3)
    for (const f of ['amplitude', 'quality', 'kIndex']) expect(body).toHaveProperty(f)
  })
})

describe('POST /api/resonance-compass', () => {
  const profile = {
    archetype: 6,
    scalar_ξ: 81.454,
    archetypeData: { archetypeId: 6, combinedBaseline: 81.468 },
  }

  it("answers with the spec's compass fields", async () => {
    const sid = newSessionId()
    const res = await post('/api/resonance-compass', {
      personalProfile: profile,
      currentLocation: 'global',
      sessionId: sid,
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, Record<string, unknown>>
    expect(Object.keys(body.scalarAlignment ?? {})).toEqual(
      expect.arrayContaining([
        'currentAlignment',
        'personalBaseline',
        'delta',
        'deltaPercent',
        'alignmentZone',
        'alignmentStatus',
        'alignmentMessage',
        'thresholds',
        'totalReadings',
        'historicalAverage',
        'trend',
      ]),
    )
    expect(body.scalarAlignment?.personalBaseline).toBe(81.468)
    expect(Object.keys(body.dailyGuidance ?? {})).toEqual(
      expect.arrayContaining(['timePhase', 'primaryFocus', 'energyLevel', 'recommendations']),
    )
    expect(Object.keys(body.planetaryContext ?? {})).toEqual(
      expect.arrayContaining(['schumannFrequency', 'schumannAmplitude', 'schumannQuality', 'cosmicWeather']),
    )
    expect(body.suggestedCodons).toHaveLength(3)
    expect(typeof body.intention).toBe('string')
  })

  it('uses the emotional baseline on the day of a check-in', async () => {
    const sid = newSessionId()
    const check = await post('/api/emotional-state', {
      sessionId: sid,
      emotionalValue: 100,
      codonIndex: 63,
      descriptor: (await import('../../domain/emotion.ts')).descriptorAt(63),
      baseline: 81.468,
      localDate: new Date().toISOString().slice(0, 10),
    })
    expect(check.status).toBe(201)
    const res = await post('/api/resonance-compass', {
      personalProfile: profile,
      currentLocation: 'global',
      sessionId: sid,
      localDate: new Date().toISOString().slice(0, 10),
    })
    const body = (await res.json()) as { scalarAlignment: { personalBaseline: number } }
    expect(body.scalarAlignment.personalBaseline).toBe(81.568)
  })

  it('runs at most 3 D1 queries', async () => {
    const { db, counter } = countingD1(env.DB)
    const sid = newSessionId()
    const res = await fetchWith(
      { DB: db },
      '/api/resonance-compass',
      jsonInit('POST', { personalProfile: profile, currentLocation: 'global', sessionId: sid }),
    )
    expect(res.status).toBe(200)
    expect(counter.statements).toBeGreaterThan(0)
    expect(counter.statements).toBeLessThanOrEqual(3)
  })
})

describe('scalars outside what the rules can make', () => {
  it('the compass refuses a baseline source of 1e308 instead of answering currentAlignment: null', async () => {
    for (const personalProfile of [
      { archetypeData: { combinedBaseline: 1e308 } },
      { archetypeData: { emotionalBaseline: 99.9, emotionalUpdateDate: '2026-01-01' } },
      { scalar_xi: 60, archetype: 7 },
      { archetype: 40 },
    ]) {
      const body = await expectClientError(
        await post('/api/resonance-compass', { personalProfile, currentLocation: 'global' }),
        400,
      )
      expect(body.error, JSON.stringify(personalProfile)).toMatch(/personalProfile's/)
    }
    const fine = await post('/api/resonance-compass', {
      personalProfile: { archetypeData: { combinedBaseline: 81.558 } },
      currentLocation: 'global',
    })
    expect(fine.status).toBe(200)
  })

  it('journey points, Luna interactions and flags refuse the probe’s 99.9 and today’s loose 60–100 window', async () => {
    const sid = newSessionId()
    for (const [path, body] of [
      ['/api/user-trajectory', { sessionId: sid, scalarValue: 99.9, context: 'compass-reading' }],
      [
        '/api/user-trajectory',
        { sessionId: sid, scalarValue: 81.5, personalBaseline: 70, context: 'compass-reading' },
      ],
      [
        '/api/luna-interaction',
        { sessionId: sid, page: 'compass', scalarValue: 99.9, userAction: 'luna_generated' },
      ],
      ['/api/luna-flags', { scalarValue: 61, windowPhase: 'Echo Chamber' }],
      [
        '/api/time-engine',
        { date: '2026-01-01', time: '09:00', elevation: 0, awareness: 0.5, archetype: 7, baseline_xi: 95 },
      ],
    ] as const) {
      const res = await expectClientError(await post(path, body), 400)
      expect(res.error, path).toMatch(/between \d+\.\d+ and \d+\.\d+/)
    }
  })
})
