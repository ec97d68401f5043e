// Document-valid means accepted (docs/decisions/039): requests generated from the published
// document itself, seeded and bounded. Each starts from the operation's example (so the rules that
// cross fields, named by x-cross-field-rule, hold) and changes its other fields: a request the
// document's schemas call valid is never refused with 400; one they call invalid always gets a 4xx
// the operation documents, with a sentence. The session travels in the header, a fresh one each
// time, or only in the sessionId field where one is generated (the description's rule: header and
// field, if both are sent, name the same session).
import { Validator } from '@cfworker/json-schema'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TIME_ZONE_NAMES } from '../../domain/content/time-zones.ts'
import { isValidTimeZone } from '../../domain/reminders.ts'
import {
  API_OPERATIONS,
  openApiDocument,
  openApiPath,
  operationKey,
  REQUEST_EXAMPLES,
} from '../../worker/openapi.ts'
import { standalone } from './contract.ts'
import { newSessionId, ORIGIN, request } from './helpers.ts'
import { invalid, type JsonSchema, valid } from './schema-arbitrary.ts'

type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema: JsonSchema }
type DocOperation = {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, unknown>
  'x-cross-field-rule'?: { fields: string[] }
}
const doc = JSON.parse(JSON.stringify(openApiDocument())) as {
  paths: Record<string, Record<string, DocOperation>>
  components: { schemas: Record<string, JsonSchema> }
}
const resolve = (ref: string): JsonSchema => doc.components.schemas[ref.split('/').pop() ?? ''] ?? {}
const deref = (s: JsonSchema): JsonSchema => (s.$ref ? resolve(s.$ref) : s)

const validators = new Map<JsonSchema, Validator>()
function isValid(schema: JsonSchema, value: unknown): boolean {
  let v = validators.get(schema)
  if (!v) {
    v = new Validator(standalone(schema), '2020-12', true)
    validators.set(schema, v)
  }
  return v.validate(value).valid
}

const OMIT = Symbol('omit')
/** Seeded and bounded: the same requests every run, a few seconds in all. */
const RUNS = { seed: 20261128, numRuns: 12, endOnFailure: true }

interface Field {
  where: 'body' | 'query' | 'path'
  name: string
  schema: JsonSchema
  required: boolean
}

interface Candidate {
  body?: Record<string, unknown>
  query: Record<string, string>
  params: Record<string, string>
}

/** The operations that take something, with the fields the generator may change. */
const cases = API_OPERATIONS.flatMap((op) => {
  const operation = doc.paths[openApiPath(op.path)]?.[op.method]
  if (!operation) return []
  const body = operation.requestBody?.content['application/json']?.schema
  const bodySchema = body ? deref(body) : undefined
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path')
  if (!bodySchema && parameters.length === 0) return []
  const tied = new Set(operation['x-cross-field-rule']?.fields ?? [])
  const fields: Field[] = [
    ...Object.entries(bodySchema?.properties ?? {}).map(([name, schema]) => ({
      where: 'body' as const,
      name,
      schema,
      required: bodySchema?.required?.includes(name) ?? false,
    })),
    ...parameters.map((p) => ({
      where: p.in as 'query' | 'path',
      name: p.name,
      schema: p.schema,
      required: p.required === true,
    })),
  ]
  // A session named by the path ('me' or an id) is the header's: it is not changed.
  const free = fields.filter((f) => !tied.has(f.name) && !(f.where === 'path' && f.name === 'sessionId'))
  return [{ op, operation, bodySchema, parameters, fields, free }]
})

type Case = (typeof cases)[number]

function startOf(c: Case): Candidate {
  const example = REQUEST_EXAMPLES[operationKey(c.op)] ?? {}
  return {
    ...(c.bodySchema ? { body: { ...((example.body as Record<string, unknown> | undefined) ?? {}) } } : {}),
    query: { ...example.query },
    params: { ...example.params },
  }
}

function withField(candidate: Candidate, field: Field, value: unknown): Candidate {
  const next: Candidate = {
    ...candidate,
    body: candidate.body ? { ...candidate.body } : undefined,
    query: { ...candidate.query },
    params: { ...candidate.params },
  }
  const target =
    field.where === 'body' ? (next.body ?? {}) : field.where === 'query' ? next.query : next.params
  if (value === OMIT) delete target[field.name]
  else (target as Record<string, unknown>)[field.name] = value
  return next
}

/** Whether the document calls the whole request valid. */
function documentValid(c: Case, candidate: Candidate): boolean {
  if (c.bodySchema && !isValid(c.bodySchema, candidate.body)) return false
  for (const p of c.parameters) {
    const value = p.in === 'query' ? candidate.query[p.name] : candidate.params[p.name]
    if (value === undefined) {
      if (p.required) return false
      continue
    }
    if (typeof value !== 'string' || !isValid(p.schema, value)) return false
  }
  const known = new Set(c.parameters.filter((p) => p.in === 'query').map((p) => p.name))
  return Object.keys(candidate.query).every((k) => known.has(k))
}

async function send(c: Case, candidate: Candidate): Promise<{ status: number; body: unknown }> {
  const example = REQUEST_EXAMPLES[operationKey(c.op)] ?? {}
  const headers: Record<string, string> = { origin: ORIGIN, ...example.headers }
  // A fresh visitor each time; where the request names its session in a field, only there.
  const inField = candidate.body?.sessionId !== undefined || candidate.query.sessionId !== undefined
  if (inField) delete headers['x-session-id']
  else if (headers['x-session-id']) headers['x-session-id'] = newSessionId()
  const path = c.op.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(candidate.params[name] ?? ''),
  )
  const query = new URLSearchParams(candidate.query).toString()
  const res = await request(query ? `${path}?${query}` : path, {
    method: c.op.method.toUpperCase(),
    headers: { ...headers, ...(candidate.body ? { 'content-type': 'application/json' } : {}) },
    ...(candidate.body ? { body: JSON.stringify(candidate.body) } : {}),
  })
  const text = await res.text()
  return {
    status: res.status,
    body: /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text,
  }
}

/** The properties of the object fields the operation's example fills, one level in. */
function nestedFields(c: Case): { field: Field; inner: string; schema: JsonSchema }[] {
  const body = startOf(c).body ?? {}
  return c.fields.flatMap((field) => {
    const value = body[field.name]
    if (field.where !== 'body' || !value || typeof value !== 'object' || Array.isArray(value)) return []
    const schema = deref(field.schema)
    const object = (schema.anyOf ?? [schema]).map(deref).find((b) => b.type === 'object' && b.properties)
    return Object.entries(object?.properties ?? {}).map(([inner, s]) => ({ field, inner, schema: s }))
  })
}

describe('requests generated from the document', () => {
  it('lists only time zones this runtime knows (the list is fixed: domain/content/time-zones.ts)', () => {
    expect(TIME_ZONE_NAMES.filter((zone) => !isValidTimeZone(zone))).toEqual([])
  })

  it('covers every operation that takes a body, a query or a path', () => {
    const taking = API_OPERATIONS.filter((op) => op.body || op.query || op.params).map(operationKey)
    expect(cases.map((c) => operationKey(c.op)).sort()).toEqual(taking.sort())
  })

  for (const c of cases) {
    const key = operationKey(c.op)
    const documented = Object.keys(c.operation.responses).map(Number)

    it(`${key}: what the document calls valid is never refused with 400`, async () => {
      let sent = 0
      const changes = fc.record(
        Object.fromEntries(
          c.free.map((f) => [
            `${f.where}:${f.name}`,
            f.required ? valid(f.schema, resolve) : fc.oneof(fc.constant(OMIT), valid(f.schema, resolve)),
          ]),
        ),
        { requiredKeys: [] },
      )
      await fc.assert(
        fc.asyncProperty(changes, async (change) => {
          let candidate = startOf(c)
          for (const f of c.free) {
            const id = `${f.where}:${f.name}`
            if (id in change) candidate = withField(candidate, f, change[id])
          }
          if (!documentValid(c, candidate)) return
          sent++
          const answer = await send(c, candidate)
          const said = `${answer.status} ${JSON.stringify(answer.body)} for ${JSON.stringify(candidate)}`
          expect(answer.status, said).not.toBe(400)
          expect(answer.status, said).toBeLessThan(500)
          expect(documented, said).toContain(answer.status)
        }),
        RUNS,
      )
      // The generator makes mostly valid requests: a schema it cannot meet would test nothing.
      expect(sent, `${key}: requests the document calls valid`).toBeGreaterThanOrEqual(RUNS.numRuns / 2)
    })

    it(`${key}: what the document calls invalid gets a documented 4xx with a sentence`, async () => {
      let sent = 0
      const mutations = fc.oneof(
        ...c.fields.map((f) =>
          invalid(f.schema, resolve)
            // An empty path segment names another route, not this one.
            .filter((value) => f.where !== 'path' || String(value) !== '')
            .map((value) => ({ field: f, value })),
        ),
        // A required field left out (a path without its segment is another route: not this one's).
        ...c.fields
          .filter((f) => f.required && f.where !== 'path')
          .map((f) => fc.constant({ field: f, value: OMIT as unknown })),
        // One level in: a property of an object field the example fills (a subscription's keys,
        // a location's mode), broken inside the example's own object.
        ...nestedFields(c).map(({ field, inner, schema }) =>
          invalid(schema, resolve).map((value) => ({
            field,
            value: { ...(startOf(c).body?.[field.name] as object), [inner]: value } as unknown,
          })),
        ),
        ...(c.bodySchema?.additionalProperties === false
          ? [
              fc.constant({
                field: { where: 'body', name: 'unexpected', schema: {}, required: false } as Field,
                value: 1 as unknown,
              }),
            ]
          : []),
        ...(c.parameters.some((p) => p.in === 'query')
          ? [
              fc.constant({
                field: { where: 'query', name: 'unexpected', schema: {}, required: false } as Field,
                value: '1' as unknown,
              }),
            ]
          : []),
      )
      await fc.assert(
        fc.asyncProperty(mutations, async ({ field, value }) => {
          const candidate = withField(
            startOf(c),
            field,
            field.where === 'body' || value === OMIT ? value : String(value),
          )
          if (documentValid(c, candidate)) return
          sent++
          const answer = await send(c, candidate)
          const said = `${answer.status} ${JSON.stringify(answer.body)} for ${field.where} ${field.name} = ${JSON.stringify(value)}`
          expect(answer.status, said).toBeGreaterThanOrEqual(400)
          expect(answer.status, said).toBeLessThan(500)
          expect(documented, said).toContain(answer.status)
          expect((answer.body as { error?: unknown }).error, said).toMatch(/^\S.*[.!?”]$/)
        }),
        RUNS,
      )
      expect(sent, `${key}: requests the document calls invalid`).toBeGreaterThanOrEqual(RUNS.numRuns / 2)
    })
  }
})
