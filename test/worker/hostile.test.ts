// Hostile input at every API route: at least 1,000 generated bad inputs per route (wrong types,
// missing and extra fields, huge and hostile strings, impossible dates, non-object and malformed
// JSON, oversized and chunked bodies). Each must get a 4xx with an error sentence, never a 5xx,
// and nothing stored may change.
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { archetypePayload, newSessionId, ORIGIN, request } from './helpers.ts'

const RUNS = Number(process.env.HOSTILE_RUNS ?? 1000)
async function snapshot(): Promise<Record<string, number>> {
  // Every table of the database, so that a new one cannot be left out.
  const tables = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%'",
  ).all<{ name: string }>()
  const out: Record<string, number> = {}
  // usage_meters counts attempts on purpose (a new session's attempt costs it, docs/decisions/036).
  for (const t of tables.results.map((r) => r.name).filter((name) => name !== 'usage_meters'))
    out[t] = (await env.DB.prepare(`select count(*) as n from ${t}`).first<{ n: number }>())?.n ?? -1
  return out
}

const SID = newSessionId()

// Strings that must never be accepted where a constrained value is expected.
const hostileString = fc.oneof(
  fc.constantFrom(
    "'; DROP TABLE saved_readings; --",
    '" OR 1=1 --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../../../etc/passwd',
    '\u0000\u0001\u0002',
    '\u202Eevil',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style payload, on purpose.
    '${jndi:ldap://x}',
    '{{7*7}}',
    '%00%0d%0a',
    'luna_123_abc',
    `luna_${Date.now()}_${'A'.repeat(26)}`,
    '🌙'.repeat(40),
  ),
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => `<${s}>`),
)
const hugeString = fc.integer({ min: 70_000, max: 90_000 }).map((n) => 'x'.repeat(n))
const impossibleDate = fc.constantFrom(
  '2023-02-29',
  '2024-02-30',
  '2025-13-01',
  '2025-00-10',
  '0000-00-00',
  '9999-99-99',
  '2025-1-1',
  '01/02/2000',
  '2025-06-31',
  'tomorrow',
)
const notAString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({ a: 1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
const notANumber = fc.oneof(
  fc.string({ maxLength: 10 }).filter((s) => s.trim() === '' || Number.isNaN(Number(s))),
  fc.boolean(),
  fc.constant([]),
  fc.constant({ n: 1 }),
)
const notAnObject = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant([1, 2]))
const unknownKey = fc.string({ minLength: 1, maxLength: 12 }).map((k) => `x_${k}`)

type Body = Record<string, unknown>
interface FieldRule {
  required?: boolean
  invalid: fc.Arbitrary<unknown>
}
interface BodyRoute {
  name: string
  method: 'POST' | 'DELETE'
  path: string
  headers?: Record<string, string>
  valid: () => Body
  fields: Record<string, FieldRule>
}

const session = { invalid: fc.oneof(hostileString, notAString) }
/** Not a page slug (the API accepts short lowercase slugs such as compass). */
const badPage = fc.oneof(
  hostileString.filter((v) => !/^[a-z0-9][a-z0-9/_-]{0,39}$/.test(v)),
  notAString,
  fc.constant(''),
)
const dateField = { invalid: fc.oneof(impossibleDate, hostileString, notAString) }

const BODY_ROUTES: BodyRoute[] = [
  {
    name: 'archetype',
    method: 'POST',
    path: '/api/archetype',
    valid: () => ({ sessionId: SID, ...archetypePayload() }),
    fields: {
      sessionId: session,
      archetypeId: {
        required: true,
        invalid: fc.oneof(
          notANumber,
          fc.integer({ min: 33 }),
          fc.integer({ max: 0 }),
          fc.double({ min: 1.1, max: 1.9, noNaN: true, noDefaultInfinity: true }),
        ),
      },
      archetypeName: {
        required: true,
        invalid: fc.oneof(
          notAString,
          fc.constant(''),
          hugeString.map((s) => s.slice(0, 200)),
        ),
      },
      archetypeScalar: {
        required: true,
        invalid: fc.oneof(
          notANumber,
          fc.double({ min: 101, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        ),
      },
      combinedBaseline: {
        required: true,
        invalid: fc.oneof(
          notANumber,
          fc.double({ min: -1e9, max: 59, noNaN: true, noDefaultInfinity: true }),
        ),
      },
      entropyMod: {
        required: true,
        invalid: fc.oneof(notANumber, fc.double({ min: 2, max: 100, noNaN: true, noDefaultInfinity: true })),
      },
      birthDate: dateField,
      quizResponses: {
        invalid: fc.oneof(
          notAnObject.filter((v) => !Array.isArray(v)),
          fc.constant([{ questionId: 9, answer: 1 }]),
          fc.constant(Array(6).fill({ questionId: 1, answer: 1 })),
        ),
      },
    },
  },
  {
    name: 'generate-profile',
    method: 'POST',
    path: '/api/generate-profile',
    valid: () => ({ name: 'Ada', birth_date: '1990-06-15' }),
    fields: {
      name: {
        required: true,
        invalid: fc.oneof(notAString, fc.constant('   '), fc.string({ minLength: 101, maxLength: 300 })),
      },
      birth_date: {
        required: true,
        invalid: fc.oneof(
          impossibleDate,
          hostileString,
          notAString,
          fc.constant('1899-12-31'),
          fc.constant('2999-01-01'),
        ),
      },
    },
  },
  {
    name: 'time-engine',
    method: 'POST',
    path: '/api/time-engine',
    valid: () => ({ date: '2026-01-01', time: '12:00', elevation: 0, awareness: 0.5, archetype: 6 }),
    fields: {
      date: { required: true, invalid: fc.oneof(impossibleDate, notAString) },
      time: {
        required: true,
        invalid: fc.oneof(fc.constantFrom('24:00', '12:60', '7:5', 'noon', '12:00:00'), notAString),
      },
      elevation: {
        required: true,
        invalid: fc.oneof(
          fc.double({ min: 9001, max: 1e9, noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: -1e9, max: -501, noNaN: true, noDefaultInfinity: true }),
          fc.constant('high'),
          fc.boolean(),
        ),
      },
      awareness: {
        required: true,
        invalid: fc.oneof(
          fc.double({ min: 1.01, max: 1e6, noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: -1e6, max: -0.01, noNaN: true, noDefaultInfinity: true }),
          notANumber,
        ),
      },
      archetype: {
        required: true,
        invalid: fc.oneof(fc.constant(null), fc.integer({ min: 33 }), fc.constant('seven'), fc.boolean()),
      },
      location: {
        invalid: fc.oneof(
          fc.constant({ mode: 'mars' }),
          fc.integer(),
          fc.constant({ mode: 'auto', utcOffsetMinutes: 5000 }),
        ),
      },
      baseline_xi: {
        invalid: fc.oneof(
          notANumber.filter((v) => v !== null),
          fc.double({ min: 101, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        ),
      },
    },
  },
  {
    name: 'luna-flags',
    method: 'POST',
    path: '/api/luna-flags',
    valid: () => ({ scalarValue: 81.5, windowPhase: 'Echo Chamber' }),
    fields: {
      scalarValue: {
        required: true,
        invalid: fc.oneof(
          notANumber,
          fc.double({ min: 101, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        ),
      },
      windowPhase: { required: true, invalid: fc.oneof(hostileString, notAString) },
      observationCount: { invalid: fc.oneof(fc.integer({ max: -1 }), fc.constant('many')) },
      suggestedCodons: { invalid: fc.oneof(fc.constant('AUG'), fc.constant(Array(11).fill('AUG'))) },
    },
  },
  {
    name: 'daily-visit',
    method: 'POST',
    path: '/api/daily-visit',
    valid: () => ({ sessionId: SID, page: 'compass' }),
    fields: {
      sessionId: session,
      page: { required: true, invalid: badPage },
      localDate: dateField,
    },
  },
  {
    name: 'save-reading',
    method: 'POST',
    path: '/api/save-reading',
    valid: () => ({
      sessionId: SID,
      readingType: 'compass',
      readingData: { a: 1 },
      userTags: 'a',
      userNotes: 'b',
    }),
    fields: {
      sessionId: session,
      readingType: { required: true, invalid: fc.oneof(hostileString, notAString) },
      readingData: { required: true, invalid: notAnObject },
      userTags: { invalid: fc.oneof(notAString, fc.string({ minLength: 501, maxLength: 900 })) },
      userNotes: { invalid: fc.oneof(notAString, fc.string({ minLength: 2001, maxLength: 3000 })) },
      resonantFrequency: {
        invalid: fc.oneof(
          fc.double({ min: 2000.1, max: 1e9, noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: -1e9, max: 0.9, noNaN: true, noDefaultInfinity: true }),
          fc.constant('432'),
        ),
      },
      localDate: dateField,
    },
  },
  {
    name: 'delete saved-reading',
    method: 'DELETE',
    path: `/api/saved-reading/${crypto.randomUUID()}`,
    valid: () => ({ sessionId: SID }),
    fields: { sessionId: { required: true, invalid: fc.oneof(hostileString, notAString) } },
  },
  {
    name: 'emotional-state',
    method: 'POST',
    path: '/api/emotional-state',
    valid: () => ({
      sessionId: SID,
      emotionalValue: 50,
      codonIndex: codonIndexFromValue(50),
      descriptor: descriptorAt(codonIndexFromValue(50)),
    }),
    fields: {
      sessionId: session,
      emotionalValue: {
        required: true,
        invalid: fc.oneof(
          notANumber,
          fc.integer({ min: 101 }),
          fc.integer({ max: -1 }),
          fc.double({ min: 0.1, max: 0.9, noNaN: true, noDefaultInfinity: true }),
        ),
      },
      codonIndex: {
        required: true,
        invalid: fc.oneof(
          notANumber,
          fc.integer({ min: 64 }),
          fc.integer({ min: 0, max: 63 }).filter((n) => n !== codonIndexFromValue(50)),
        ),
      },
      descriptor: { required: true, invalid: fc.oneof(notAString, hostileString) },
      context: { invalid: fc.oneof(fc.constant({ mood: 'x' }), notAnObject) },
      baseline: {
        invalid: fc.oneof(
          fc.double({ min: 101, max: 1e9, noNaN: true, noDefaultInfinity: true }),
          fc.constant('81.5'),
        ),
      },
      localDate: dateField,
    },
  },
  {
    name: 'resonance-compass',
    method: 'POST',
    path: '/api/resonance-compass',
    valid: () => ({ personalProfile: { archetype: 6 }, currentLocation: 'global', sessionId: SID }),
    fields: {
      personalProfile: { invalid: fc.oneof(notAnObject, fc.constant({ big: 'x'.repeat(17_000) })) },
      currentLocation: { invalid: fc.oneof(notAString, fc.string({ minLength: 61, maxLength: 100 })) },
      sessionId: session,
      localDate: dateField,
      localTime: { invalid: fc.oneof(fc.constantFrom('25:61', '1200'), notAString) },
    },
  },
  {
    name: 'user-trajectory',
    method: 'POST',
    path: '/api/user-trajectory',
    valid: () => ({ sessionId: SID, scalarValue: 81.5, context: 'compass-reading' }),
    fields: {
      sessionId: session,
      scalarValue: {
        required: true,
        invalid: fc.oneof(
          notANumber,
          fc.double({ min: 101, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        ),
      },
      context: { required: true, invalid: fc.oneof(hostileString, notAString) },
      personalBaseline: {
        invalid: fc.oneof(
          fc.constant('81'),
          fc.double({ min: 101, max: 1e9, noNaN: true, noDefaultInfinity: true }),
        ),
      },
      profileData: { invalid: notAnObject },
      displayName: { invalid: fc.oneof(notAString, fc.string({ minLength: 61, maxLength: 200 })) },
    },
  },
  {
    name: 'luna-interaction',
    method: 'POST',
    path: '/api/luna-interaction',
    valid: () => ({ sessionId: SID, page: 'compass', userAction: 'luna_generated' }),
    fields: {
      sessionId: session,
      page: { required: true, invalid: badPage },
      userAction: {
        required: true,
        invalid: fc.oneof(notAString, fc.constant(''), fc.string({ minLength: 61, maxLength: 100 })),
      },
      // Deprecated and ignored at any numeric value (issue 38): only a value that is no number is refused.
      stabilityIndex: { invalid: fc.oneof(fc.constant('high'), fc.constant(true), fc.constant([1])) },
      deviceType: { invalid: fc.oneof(hostileString, notAString) },
      ubtFlags: { invalid: notAnObject },
    },
  },
  {
    name: 'resonance',
    method: 'POST',
    path: '/api/resonance',
    valid: () => ({ archetype: '6' }),
    fields: {
      archetype: {
        required: true,
        invalid: fc.oneof(
          fc.boolean(),
          fc.constant([]),
          fc.constant({}),
          fc.string({ minLength: 61, maxLength: 100 }),
          fc.double({ min: 0.1, max: 0.9, noNaN: true, noDefaultInfinity: true }),
        ),
      },
    },
  },
  {
    name: 'codon-interaction',
    method: 'POST',
    path: '/api/codon-interaction',
    valid: () => ({ sessionId: SID, codon: 'AUG', interactionType: 'frequency_play', duration: 3 }),
    fields: {
      sessionId: session,
      codon: {
        required: true,
        invalid: fc.oneof(hostileString, notAString, fc.constantFrom('ATG', 'AU', 'AUGG')),
      },
      interactionType: { required: true, invalid: fc.oneof(hostileString, notAString) },
      duration: {
        required: true,
        invalid: fc.oneof(
          notANumber,
          fc.double({ min: 601, max: 1e9, noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: -1e9, max: -0.1, noNaN: true, noDefaultInfinity: true }),
        ),
      },
    },
  },
  {
    name: 'lock-frequency',
    method: 'POST',
    path: '/api/lock-frequency',
    valid: () => ({ sessionId: SID, frequency: 432, note: null }),
    fields: {
      sessionId: session,
      frequency: {
        required: true,
        invalid: fc.oneof(
          notANumber,
          fc.double({ min: 2000.01, max: 1e9, noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: -1e9, max: 0.99, noNaN: true, noDefaultInfinity: true }),
        ),
      },
      note: { invalid: fc.oneof(notAString, fc.string({ minLength: 501, maxLength: 800 })) },
      localDate: dateField,
    },
  },
  {
    name: 'admin login',
    method: 'POST',
    path: '/api/admin/login',
    headers: { origin: ORIGIN, 'cf-connecting-ip': '198.18.0.1' },
    valid: () => ({ password: 'wrong-password' }),
    fields: {
      password: {
        required: true,
        invalid: fc.oneof(notAString, fc.constant(''), fc.string({ minLength: 201, maxLength: 400 })),
      },
    },
  },
]

/** One bad body for a route: a structured mutation, or a body that is not an object at all. */
function badBody(route: BodyRoute): fc.Arbitrary<{ body: string; chunked: boolean; label: string }> {
  const keys = Object.keys(route.fields)
  const required = keys.filter((k) => route.fields[k]?.required)
  const enc = (b: unknown) => JSON.stringify(b)
  const mutations: fc.Arbitrary<{ body: string; chunked: boolean; label: string }>[] = [
    fc
      .tuple(unknownKey, fc.jsonValue())
      .map(([k, v]) => ({ body: enc({ ...route.valid(), [k]: v }), chunked: false, label: 'extra field' })),
    fc.constantFrom(...keys).chain((k) => {
      const rule = route.fields[k]
      if (!rule) throw new Error(k)
      return rule.invalid.map((v) => ({
        body: enc({ ...route.valid(), [k]: v }),
        chunked: false,
        label: `bad ${k}`,
      }))
    }),
    fc
      .oneof(fc.constant([]), fc.integer(), fc.constant(null), fc.string(), fc.constant(true))
      .map((v) => ({ body: enc(v), chunked: false, label: 'not an object' })),
    fc
      .constantFrom('{', '{"a":', '[1,', '{"sessionId": }', 'undefined', "{'a':1}", '{"a":1}}')
      .map((b) => ({ body: b, chunked: false, label: 'malformed JSON' })),
    fc.integer({ min: 66_000, max: 80_000 }).chain((n) =>
      fc.boolean().map((chunked) => ({
        body: enc({ ...route.valid(), pad: 'p'.repeat(n) }),
        chunked,
        label: chunked ? 'chunked oversized' : 'oversized',
      })),
    ),
  ]
  if (required.length > 0) {
    mutations.push(
      fc.constantFrom(...required).map((k) => {
        const { [k]: _, ...rest } = route.valid()
        return { body: enc(rest), chunked: false, label: `missing ${k}` }
      }),
    )
  }
  return fc.oneof(...mutations)
}

function send(route: BodyRoute, input: { body: string; chunked: boolean }): Promise<Response> {
  const bytes = new TextEncoder().encode(input.body)
  const body = input.chunked
    ? new ReadableStream({
        start(c) {
          for (let i = 0; i < bytes.length; i += 8192) c.enqueue(bytes.slice(i, i + 8192))
          c.close()
        },
      })
    : input.body
  return request(route.path, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...route.headers },
    body,
    ...(input.chunked ? { duplex: 'half' } : {}),
  } as RequestInit)
}

async function expectRefused(res: Response, label: string): Promise<void> {
  expect(res.status, label).toBeGreaterThanOrEqual(400)
  expect(res.status, label).toBeLessThan(500)
  const body = (await res.json()) as { error?: unknown }
  expect(typeof body.error, label).toBe('string')
  expect(String(body.error), label).toMatch(/^[A-Z].*[.!?]$/)
}

let tried = 0
let before: Record<string, number>

beforeAll(async () => {
  before = await snapshot()
})

afterAll(async () => {
  console.log(`hostile inputs tried: ${tried} across ${BODY_ROUTES.length + 9} routes`)
})

describe('hostile input', () => {
  for (const route of BODY_ROUTES) {
    it(`${route.method} ${route.name}: ${RUNS} bad bodies are refused with a sentence`, async () => {
      await fc.assert(
        fc.asyncProperty(badBody(route), async (input) => {
          tried++
          await expectRefused(
            await send(route, input),
            `${route.name} / ${input.label}: ${input.body.slice(0, 120)}`,
          )
        }),
        { numRuns: RUNS },
      )
    }, 120_000)
  }

  const badSession = fc.oneof(hostileString, fc.string({ maxLength: 60 }), fc.constant(''))
  const GET_ROUTES: { name: string; url: (bad: string) => string }[] = [
    { name: 'streak', url: (b) => `/api/streak/${encodeURIComponent(b || 'x')}` },
    { name: 'emotional-state', url: (b) => `/api/emotional-state/${encodeURIComponent(b || 'x')}` },
    { name: 'saved-readings', url: (b) => `/api/saved-readings?sessionId=${encodeURIComponent(b)}` },
    { name: 'luna-patterns', url: (b) => `/api/luna-patterns?sessionId=${encodeURIComponent(b)}` },
    {
      name: 'trajectory-analysis',
      url: (b) => `/api/trajectory-analysis?sessionId=${encodeURIComponent(b)}`,
    },
    { name: 'user-trajectory', url: (b) => `/api/user-trajectory?sessionId=${encodeURIComponent(b)}` },
    { name: 'my-data', url: (b) => `/api/my-data?sessionId=${encodeURIComponent(b)}` },
  ]
  for (const route of GET_ROUTES) {
    it(`GET ${route.name}: ${RUNS} malformed sessions, queries and headers are refused`, async () => {
      await fc.assert(
        fc.asyncProperty(
          badSession,
          fc.constantFrom('path-or-query', 'header', 'extra-query', 'bad-date'),
          async (bad, how) => {
            tried++
            const valid = newSessionId()
            let url = route.url(bad)
            const headers: Record<string, string> = {}
            if (how === 'header') {
              url = route.url(valid)
              headers['x-session-id'] = bad.replace(/[^\x20-\x7e]/g, '?') || 'x'
            } else if (how === 'extra-query') {
              url = `${route.url(valid)}${route.url(valid).includes('?') ? '&' : '?'}x_${encodeURIComponent(bad || 'q')}=1`
              if (!route.url(valid).includes('?') && !['streak', 'emotional-state'].includes(route.name))
                url = `${route.url(valid)}&extra=1`
            } else if (how === 'bad-date') {
              url = `${route.url(valid)}${route.url(valid).includes('?') ? '&' : '?'}localDate=${encodeURIComponent(bad || '2023-02-29')}`
              if (!['streak', 'emotional-state', 'luna-patterns'].includes(route.name))
                url = `${route.url(valid)}&nope=${encodeURIComponent(bad)}`
            }
            await expectRefused(await request(url, { headers }), `${route.name} / ${how}: ${bad}`)
          },
        ),
        { numRuns: RUNS },
      )
    }, 120_000)
  }

  it(`DELETE my-data and unknown routes: ${RUNS} bad requests are refused`, async () => {
    await fc.assert(
      fc.asyncProperty(
        badSession,
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.string({ maxLength: 20 }),
        async (bad, method, path) => {
          tried++
          const safePath = encodeURIComponent(path)
          const res =
            method === 'DELETE'
              ? await request(`/api/my-data?sessionId=${encodeURIComponent(bad)}`, { method })
              : await request(`/api/zz-${safePath}`, {
                  method,
                  ...(method === 'GET'
                    ? {}
                    : { body: '{}', headers: { 'content-type': 'application/json' } }),
                })
          await expectRefused(res, `${method} ${bad} ${path}`)
        },
      ),
      { numRuns: RUNS },
    )
  }, 120_000)

  it('changed nothing that was stored', async () => {
    expect(await snapshot()).toEqual(before)
  })
})
