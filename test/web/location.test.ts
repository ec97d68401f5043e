// The calculator's location adapters (web/src/features/calculator/location.ts), driven by stubs in
// Node: the geolocation plan, the attempts and their failures, place names, elevation.
import { describe, expect, it } from 'vitest'
import {
  detectLocation,
  type FetchLike,
  GEO_OVERALL_IOS_MS,
  geolocationPlan,
  isIosDevice,
  LocateError,
  locate,
  lookupElevation,
  placeNameOf,
  reverseGeocode,
} from '../../web/src/features/calculator/location.ts'

type Answer = { ok: { latitude: number; longitude: number } } | { error: 1 | 2 | 3 } | 'never'

/** A Geolocation whose attempts answer in turn; it records the options each was given. */
function geolocation(answers: Answer[]) {
  const seen: PositionOptions[] = []
  const geo = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) {
      seen.push(options)
      const answer = answers.shift() ?? 'never'
      if (answer === 'never') return
      if ('ok' in answer) ok({ coords: answer.ok } as GeolocationPosition)
      else fail({ code: answer.error } as GeolocationPositionError)
    },
  } as unknown as Geolocation
  return { geo, seen }
}

const json =
  (body: unknown, status = 200): FetchLike =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the geolocation plan', () => {
  it('asks iPhones for a cached, coarse fix with the longer budget; others precise first', () => {
    expect(isIosDevice({ userAgent: 'iPhone', platform: 'iPhone', maxTouchPoints: 5 })).toBe(true)
    expect(isIosDevice({ userAgent: 'Mac', platform: 'MacIntel', maxTouchPoints: 5 })).toBe(true)
    expect(isIosDevice({ userAgent: 'Linux', platform: 'Linux x86_64', maxTouchPoints: 0 })).toBe(false)
    const ios = geolocationPlan(true)
    expect(ios.attempts.every((a) => a.enableHighAccuracy === false)).toBe(true)
    expect(ios.overallMs).toBe(GEO_OVERALL_IOS_MS)
    expect(geolocationPlan(false).attempts[0]?.enableHighAccuracy).toBe(true)
  })
})

describe('locate', () => {
  it('answers the first fix, moving past an unavailable attempt', async () => {
    const { geo, seen } = geolocation([{ error: 2 }, { ok: { latitude: 48.85, longitude: 2.35 } }])
    await expect(locate(geo, geolocationPlan(false))).resolves.toEqual({ latitude: 48.85, longitude: 2.35 })
    expect(seen).toHaveLength(2)
  })

  it('stops at a refusal, and says so', async () => {
    const { geo, seen } = geolocation([{ error: 1 }, { ok: { latitude: 1, longitude: 1 } }])
    await expect(locate(geo, geolocationPlan(false))).rejects.toMatchObject({ reason: 'denied' })
    expect(seen).toHaveLength(1)
  })

  it('is unsupported without a geolocation, and times out when no answer comes in the budget', async () => {
    await expect(locate(undefined, geolocationPlan(false))).rejects.toBeInstanceOf(LocateError)
    const { geo } = geolocation(['never'])
    const plan = { ...geolocationPlan(false), overallMs: 20 }
    await expect(locate(geo, plan)).rejects.toMatchObject({ reason: 'timeout' })
  })
})

describe('place names and elevation', () => {
  it('names the place as City, Country from the most specific field', () => {
    expect(placeNameOf({ address: { town: 'Delphi', country: 'Greece' } })).toBe('Delphi, Greece')
    expect(placeNameOf({ name: 'Somewhere' })).toBe('Somewhere')
    expect(placeNameOf({ address: {} })).toBeNull()
    expect(placeNameOf('nonsense')).toBeNull()
  })

  it('reverse geocoding gives null when unconfigured or failing, never an error', async () => {
    const coords = { latitude: 1, longitude: 2 }
    await expect(reverseGeocode(null, coords, { fetcher: json({}), timeoutMs: 100 })).resolves.toBeNull()
    await expect(
      reverseGeocode('https://geo.invalid/reverse', coords, { fetcher: json({}, 500), timeoutMs: 100 }),
    ).resolves.toBeNull()
    await expect(
      reverseGeocode('https://geo.invalid/reverse', coords, {
        fetcher: json({ address: { city: 'Paris', country: 'France' } }),
        timeoutMs: 100,
      }),
    ).resolves.toBe('Paris, France')
  })

  it('asks for the place name in the language spoken, and only then', async () => {
    const asked: string[] = []
    const fetcher = (url: string) => {
      asked.push(url)
      return Promise.resolve(Response.json({ address: { city: 'München', country: 'Deutschland' } }))
    }
    const coords = { latitude: 48.1, longitude: 11.6 }
    await expect(
      reverseGeocode('https://geo.invalid/reverse', coords, { fetcher, timeoutMs: 100, language: 'de' }),
    ).resolves.toBe('München, Deutschland')
    await reverseGeocode('https://geo.invalid/reverse', coords, { fetcher, timeoutMs: 100 })
    expect(new URL(asked[0] ?? '').searchParams.get('accept-language')).toBe('de')
    expect(new URL(asked[1] ?? '').searchParams.has('accept-language')).toBe(false)
  })

  it('elevation is whole metres within the engine’s range, and an error when there is none', async () => {
    const coords = { latitude: 1, longitude: 2 }
    await expect(
      lookupElevation('https://e.invalid', coords, { fetcher: json({ elevation: [35.6] }) }),
    ).resolves.toBe(36)
    await expect(
      lookupElevation('https://e.invalid', coords, { fetcher: json({ elevation: 12000 }) }),
    ).resolves.toBe(9000)
    await expect(lookupElevation('https://e.invalid', coords, { fetcher: json({}) })).rejects.toThrow()
    await expect(lookupElevation(null, coords, { fetcher: json({}) })).rejects.toThrow()
  })
})

describe('auto-detection', () => {
  it('labels the place, or the coordinates when no name comes', async () => {
    const named = await detectLocation({
      geolocation: geolocation([{ ok: { latitude: 48.8566, longitude: 2.3522 } }]).geo,
      ios: false,
      geocodingUrl: 'https://geo.invalid/reverse',
      fetcher: json({ address: { city: 'Paris', country: 'France' } }),
      utcOffsetMinutes: 60,
    })
    expect(named).toMatchObject({ ok: true, named: true, location: { label: 'Paris, France' } })
    const unnamed = await detectLocation({
      geolocation: geolocation([{ ok: { latitude: 48.8566, longitude: 2.3522 } }]).geo,
      ios: false,
      geocodingUrl: null,
      fetcher: json({}),
      utcOffsetMinutes: 60,
    })
    expect(unnamed).toMatchObject({ ok: true, named: false })
    const refused = await detectLocation({
      geolocation: geolocation([{ error: 1 }]).geo,
      ios: false,
      geocodingUrl: null,
      fetcher: json({}),
      utcOffsetMinutes: 0,
    })
    expect(refused).toEqual({ ok: false, reason: 'denied' })
  })
})
