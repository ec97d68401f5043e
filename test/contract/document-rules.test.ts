// The document states the rules the server checks (issue 38, item 1): formats, patterns and bounds the
// zod schemas check in code are in the schemas the document is built from, and every visitor's
// operation says a session is required.
import { describe, expect, it } from 'vitest'
import { SYMBOLIC_LOCATIONS } from '../../domain/content/places.ts'
import { SESSION_ID_PATTERN } from '../../domain/session-id.ts'
import { FREQUENCY_MAX_HZ, FREQUENCY_MIN_HZ } from '../../domain/vocabulary.ts'
import { API_OPERATIONS, openApiDocument, openApiPath } from '../../worker/openapi.ts'

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; $ref?: string }
const doc = openApiDocument() as unknown as {
  paths: Record<string, Record<string, Record<string, unknown>>>
  components: { schemas: Record<string, Schema> }
}
const resolve = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? doc.components.schemas[s.$ref.split('/').pop() ?? ''] : s
const bodyOf = (path: string, method = 'post') =>
  resolve(
    (doc.paths[path]?.[method] as { requestBody?: { content: Record<string, { schema: Schema }> } })
      ?.requestBody?.content['application/json']?.schema,
  )?.properties ?? {}

describe('the document states the rules the server checks', () => {
  it('the session id’s pattern, the dates’ and the times’', () => {
    // The id as made, inside the whitespace and quotes the server strips (normalizeSessionId).
    const sessionPattern = new RegExp(String(bodyOf('/api/lock-frequency').sessionId?.pattern))
    const id = 'luna_1764230400000_abcdefghijklmnopqrstuvwxyz'
    expect(SESSION_ID_PATTERN.test(id)).toBe(true)
    expect([id, ` "${id}" `, `'${id}'`].map((v) => sessionPattern.test(v))).toEqual([true, true, true])
    expect(['any text', `${id}x`, id.toUpperCase()].map((v) => sessionPattern.test(v))).toEqual([
      false,
      false,
      false,
    ])
    expect(bodyOf('/api/time-engine').date).toMatchObject({
      format: 'date',
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    })
    expect(bodyOf('/api/time-engine').time).toMatchObject({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })
    expect(bodyOf('/api/generate-profile').birth_date).toMatchObject({ format: 'date' })
  })

  it('the bounds of frequencies, elevation, awareness, a name and a page size', () => {
    const range = { minimum: FREQUENCY_MIN_HZ, maximum: FREQUENCY_MAX_HZ }
    expect(bodyOf('/api/lock-frequency').frequency).toMatchObject(range)
    // Nullable: the number's branch states the range.
    const resonant = bodyOf('/api/save-reading').resonantFrequency as { anyOf?: Schema[] }
    expect(resonant.anyOf?.find((b) => b.type === 'number')).toMatchObject(range)
    expect(bodyOf('/api/time-engine').elevation).toMatchObject({ minimum: -500, maximum: 9000 })
    expect(bodyOf('/api/time-engine').awareness).toMatchObject({ minimum: 0, maximum: 1 })
    expect(bodyOf('/api/generate-profile').name).toMatchObject({ minLength: 1 })
    const parameters = (doc.paths['/api/saved-readings']?.get?.parameters ?? []) as {
      name: string
      schema: Schema
    }[]
    const limit = parameters.find((p) => p.name === 'limit')
    const pattern = new RegExp(String(limit?.schema.pattern))
    expect(['0', '101', '007'].map((v) => pattern.test(v))).toEqual([false, false, false])
    expect(['1', '50', '100'].map((v) => pattern.test(v))).toEqual([true, true, true])
  })

  it('the reminder’s endpoint, time and time zone, and a symbolic place', () => {
    const reminder = bodyOf('/api/reminder', 'put')
    const endpoint = resolve(reminder?.subscription)?.properties?.endpoint
    expect(endpoint).toMatchObject({ format: 'uri' })
    expect(String(endpoint?.description)).toContain('fcm.googleapis.com')
    const endpointPattern = new RegExp(String(endpoint?.pattern))
    expect(
      ['https://fcm.googleapis.com/fcm/send/x', 'https://web.push.apple.com/QG9'].map((v) =>
        endpointPattern.test(v),
      ),
    ).toEqual([true, true])
    expect(
      [
        'http://fcm.googleapis.com/x',
        'https://evil.example/fcm.googleapis.com',
        'https://fcm.googleapis.com.evil.example/',
      ].map((v) => endpointPattern.test(v)),
    ).toEqual([false, false, false])
    expect((reminder?.timeZone as { enum?: string[] } | undefined)?.enum).toEqual(
      expect.arrayContaining(['Europe/Berlin', 'UTC']),
    )
    expect(reminder?.time).toMatchObject({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })
    expect(reminder?.timeZone).toMatchObject({ example: 'Europe/Berlin' })
    // The location may be a $ref to its component: read the whole document for the symbolic ids' enum.
    const all = JSON.stringify(doc)
    expect(all).toContain(`"enum":${JSON.stringify(SYMBOLIC_LOCATIONS.map((l) => l.id))}`)
  })

  it('says on every visitor’s operation that a session is required', () => {
    for (const op of API_OPERATIONS.filter((o) => o.session)) {
      const described = doc.paths[openApiPath(op.path)]?.[op.method] as {
        description?: string
        security?: unknown[]
      }
      expect(described.description, `${op.method} ${op.path}`).toMatch(/^A session is required/)
      expect(described.security?.[0], `${op.method} ${op.path}`).toEqual({ sessionId: [] })
    }
  })
})
