// The published contract: an OpenAPI 3.1 document made from the routes' own declarations
// (worker/routes/declare.ts, docs/decisions/015 and 052), whose zod schemas validate requests
// (schema/api.ts) and type the answers (schema/responses.ts). GET /api/openapi.json serves it; the
// worker tests check every real answer against it and that every route of the Worker is in it.
import * as z from 'zod'
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi'
import {
  BROWSER_LIMIT_SENTENCES,
  DELETED_READING_SENTENCE,
  FAULT_SENTENCE,
  NETWORK_READS_SENTENCE,
  TURNSTILE_SENTENCES,
  UNAVAILABLE_SENTENCE,
} from '../domain/answer-sentences.ts'
import { IDEMPOTENCY_KEY_PATTERN } from '../domain/idempotency-key.ts'
import { QUOTA_SENTENCES, QUOTA_WORDS } from '../domain/quotas.ts'
import { RESPONSE_EXAMPLES } from '../schema/examples/responses.ts'
import type { RequestExample } from '../schema/examples.ts'
import * as R from '../schema/responses.ts'
import { apiRoutes } from './api.ts'
import { type Declaration, declarationOf, declare } from './routes/declare.ts'

/** Status codes and what they mean for every route that has them. */
const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid: the sentence names the field and the rule.',
  401: 'An admin login is required (or it has expired).',
  403: 'Admin requests must come from this site; or, where Turnstile guards new sessions, a new session’s first write came without a passing x-turnstile-token (docs/decisions/036).',
  404: 'Nothing is stored under that name for this session.',
  409: 'A rule or a quota refused the write, or the push subscription is registered to another visitor; nothing was stored. The sentence says what to do.',
  410: 'This Idempotency-Key saved a reading that has since been deleted; nothing new was stored.',
  413: 'The request body is over 64 KB.',
  415: 'The request body is not sent as JSON.',
  422: 'This Idempotency-Key was already used for a different request.',
  429: 'Too many requests: wait for the Retry-After seconds. Nothing of this request was done.',
  500: 'A fault on our side; quote the requestId.',
  503: 'The database (or the admin login) is briefly unavailable, or too full to take new writes; try again after Retry-After.',
}

/** An operation as published: its declaration, under its Hono path (`/api/streak/:sessionId`). */
export type Operation = Declaration

export const getHealth = declare({
  method: 'get',
  path: '/health',
  limit: 'shared',
  summary: 'Whether the Worker answers.',
  tag: 'Service',
  ok: [{ status: 200, description: 'The Worker answers.', schema: R.HealthResponse }],
  errors: [],
})

export const getOpenapiJson = declare({
  method: 'get',
  path: '/openapi.json',
  limit: 'shared',
  summary: 'This document.',
  tag: 'Service',
  ok: [
    {
      status: 200,
      description: 'The OpenAPI 3.1 document of this API.',
      schema: z.record(z.string(), z.unknown()),
    },
  ],
  errors: [],
})

export const getDocs = declare({
  method: 'get',
  path: '/docs',
  limit: 'shared',
  summary: 'This reference as a readable page.',
  tag: 'Service',
  ok: [{ status: 200, description: 'The API reference (HTML).', html: true }],
  errors: [],
})

/** The routes the Worker declares: the service's own (above), then every group of worker/api.ts. */
function declarations(): Declaration[] {
  const routes = apiRoutes.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [d.route] : []))
  return [getHealth, getOpenapiJson, getDocs, ...routes].flatMap((route) => {
    const d = declarationOf(route as { 'x-luna'?: unknown })
    return d ? [d] : []
  })
}

/** Every /api route of the Worker, in the order of the spec; each may answer 429 (its limit class). */
export const API_OPERATIONS: readonly Operation[] = declarations().map((d) => ({
  ...d,
  path: `/api${d.path.replace(/\{(\w+)\}/g, ':$1')}`,
  errors: d.errors.includes(429) ? d.errors : [...d.errors, 429],
}))

/** `/api/streak/:sessionId` → `/api/streak/{sessionId}`. */
export const openApiPath = (honoPath: string): string => honoPath.replace(/:(\w+)/g, '{$1}')

const json = (schema: z.ZodType) => ({ 'application/json': { schema } })

/** A write that stores a visitor's data: its session's first one may need a Turnstile token. */
const storesForSession = (op: Operation) =>
  op.session === true && (op.method === 'post' || op.method === 'put')

function operationObject(op: Operation): ZodOpenApiOperationObject {
  const errors = storesForSession(op) && !op.errors.includes(403) ? [...op.errors, 403].sort() : op.errors
  const header = z.object({
    ...(storesForSession(op)
      ? {
          'x-turnstile-token': z.string().max(2048).optional().meta({
            description:
              'A Cloudflare Turnstile token, needed on the first write of a new session where the server has Turnstile switched on (docs/decisions/036).',
          }),
        }
      : {}),
    ...(op.idempotent
      ? {
          'Idempotency-Key': z.string().min(8).max(128).regex(IDEMPOTENCY_KEY_PATTERN).optional().meta({
            description: 'Makes a retry safe: the same key and request get the first answer again.',
          }),
        }
      : {}),
  })
  const responses: Record<`${1 | 2 | 3 | 4 | 5}${string}`, ZodOpenApiResponseObject> = {}
  for (const ok of op.ok) {
    responses[`${ok.status}` as `2${string}`] = {
      description: ok.description,
      ...(ok.html ? { content: { 'text/html': { schema: z.string() } } } : {}),
      ...(ok.schema ? { content: json(ok.schema) } : {}),
      ...(ok.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(ok.headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
    }
  }
  for (const status of errors) {
    responses[`${status}` as `4${string}`] = {
      description: ERROR_TEXT[status] ?? 'An error.',
      content: json(R.ErrorResponse),
      ...(status === 429 || status === 503
        ? {
            headers: {
              'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } },
            },
          }
        : {}),
    }
  }
  // Where the session may also travel in the request itself (a sessionId field, or the path), the
  // header is one of two ways; else it is the only one. Either way a session is required.
  const fieldFor = (s: z.ZodType | undefined) =>
    s !== undefined &&
    'shape' in s &&
    typeof s.shape === 'object' &&
    s.shape !== null &&
    'sessionId' in s.shape
  const inRequest = fieldFor(op.body) || fieldFor(op.query) || fieldFor(op.params)
  return {
    operationId: `${op.method}${op.path
      .replace(/^\/api/, '')
      .replace(/[^a-zA-Z0-9]+(\w)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
    summary: op.summary,
    ...(op.session || op.rule
      ? {
          description: [
            op.session
              ? inRequest
                ? 'A session is required: send it in the x-session-id header (preferred) or as the sessionId field (both, if sent, must name the same session); with neither, the answer is 400 "A session id is required".'
                : 'A session is required: send it in the x-session-id header; without it, the answer is 400 "A session id is required".'
              : '',
            op.params && 'sessionId' in op.params.shape
              ? 'The path segment me names the session of the x-session-id header, which must then be sent.'
              : '',
            op.rule?.sentence ?? '',
          ]
            .filter(Boolean)
            .join(' '),
        }
      : {}),
    ...(op.rule ? { 'x-cross-field-rule': { fields: op.rule.fields, sentence: op.rule.sentence } } : {}),
    tags: [op.tag],
    // Public routes need nothing; a visitor's own data needs the session id (in the header, or
    // as the sessionId field where the schema has one: OpenAPI cannot name a body field as a security
    // scheme, so the empty alternative stands for it, and the description says so); the dashboard
    // needs the admin login.
    security: op.admin
      ? [{ adminCookie: [] }]
      : op.session
        ? inRequest
          ? [{ sessionId: [] }, {}]
          : [{ sessionId: [] }]
        : [],
    requestParams: {
      ...(op.query ? { query: op.query } : {}),
      ...(op.params ? { path: op.params } : {}),
      ...(Object.keys(header.shape).length > 0 ? { header } : {}),
    },
    ...(op.body ? { requestBody: { required: op.method !== 'delete', content: json(op.body) } } : {}),
    responses,
  }
}

function buildDocument() {
  const paths: ZodOpenApiPathsObject = {}
  for (const op of API_OPERATIONS) {
    const path = openApiPath(op.path)
    paths[path] = { ...paths[path], [op.method]: operationObject(op) }
  }
  const doc = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Luna API',
      version: '1.0.0',
      summary: 'Daily guidance from a personal resonance number, scalar ξ. Experimental and not medical.',
      description:
        'Every answer is JSON. Errors are `{ "error": "<one sentence>" }`. Visitors are anonymous: a session id (luna_…) made by the browser names their data; send it in the x-session-id header. Limits per address and per session apply (docs/decisions/014); over one, the answer is 429 with Retry-After. Text must be well-formed Unicode (a lone UTF-16 surrogate is refused anywhere); control characters, bidi overrides and invisible format characters are removed from stored text before its length is counted (docs/rules/text.md).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Service', description: 'The Worker itself.' },
      { name: 'Content', description: 'Fixed content: codons, archetypes, the quiz.' },
      { name: 'Core journey', description: 'Onboarding, the compass, the calculator, streaks.' },
      { name: 'Readings', description: 'Saved readings and frequency locks.' },
      { name: 'Check-in', description: 'The emotional check-in.' },
      { name: 'Journey', description: 'The scalar journey.' },
      { name: 'Insight', description: 'Luna, codon plays and the collective statistics.' },
      { name: 'Privacy', description: 'Export, erase and recovery.' },
      { name: 'Admin', description: 'The analytics dashboard, behind a login.' },
    ],
    components: {
      securitySchemes: {
        adminCookie: { type: 'apiKey', in: 'cookie', name: '__Host-admin' },
        sessionId: {
          type: 'apiKey',
          in: 'header',
          name: 'x-session-id',
          description:
            'The visitor’s session id (luna_…), made by their browser. Preferred to the sessionId field, so that it stays out of URLs and logs.',
        },
      },
    },
    paths,
  })
  addExamples(doc.paths as Record<string, Record<string, DocOperation>>, {
    // This document's own answer: its first lines.
    'get /api/openapi.json': { '200': { openapi: doc.openapi, info: doc.info } },
  })
  return doc
}

/** The key of an operation in the example tables: `${method} ${Hono path}`. */
export const operationKey = (op: Pick<Operation, 'method' | 'path'>): string => `${op.method} ${op.path}`

/** Each operation's request example, by `${method} ${Hono path}` (`operationKey`). */
export const REQUEST_EXAMPLES: Readonly<Record<string, RequestExample>> = Object.fromEntries(
  API_OPERATIONS.flatMap((op) => (op.example ? [[operationKey(op), op.example]] : [])),
)

/** The requestId a fault's example shows (the Worker's are made per request). */
const EXAMPLE_REQUEST_ID = '9f1c2a3b4d5e6f70'

/** What a day's quota of an operation counts, for its 409's example. */
const DAILY_QUOTA_OF: Record<string, keyof typeof QUOTA_WORDS> = {
  'post /api/mood-note': 'moodNotes',
  'post /api/user-trajectory': 'trajectoryPoints',
  'post /api/luna-interaction': 'lunaInteractions',
  'post /api/codon-interaction': 'codonInteractions',
}

/**
 * An error answer's example where the run of the examples records none (a limit, a fault, a
 * quota): the sentence the server says for it (domain/answer-sentences.ts, domain/quotas.ts).
 */
function errorExample(op: Operation, status: number): Record<string, string> | undefined {
  const key = operationKey(op)
  switch (status) {
    case 403:
      return { error: TURNSTILE_SENTENCES.missing }
    case 409: {
      const daily = DAILY_QUOTA_OF[key]
      return { error: daily ? QUOTA_SENTENCES.daily(QUOTA_WORDS[daily]) : QUOTA_SENTENCES.readings }
    }
    case 410:
      return { error: DELETED_READING_SENTENCE }
    case 429:
      return {
        error: op.session
          ? op.limit === 'write'
            ? BROWSER_LIMIT_SENTENCES.writes
            : BROWSER_LIMIT_SENTENCES.reads
          : NETWORK_READS_SENTENCE,
      }
    case 500:
      return { error: FAULT_SENTENCE, requestId: EXAMPLE_REQUEST_ID }
    case 503:
      return { error: UNAVAILABLE_SENTENCE, requestId: EXAMPLE_REQUEST_ID }
    default:
      return undefined
  }
}

const HTML_EXAMPLE =
  '<!doctype html><html lang="en"><head><title>Luna API</title></head><body>…</body></html>'

type DocOperation = {
  parameters?: { name: string; in: string; example?: unknown }[]
  requestBody?: { content?: Record<string, { example?: unknown }> }
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>
}

/**
 * Puts the examples into the document (docs/decisions/039): each request's parameters and body
 * (schema/examples.ts), each documented status's answer (recorded from the Worker by
 * `npm run contract:update` into schema/examples/responses.ts, else a sentence the server says).
 */
function addExamples(
  paths: Record<string, Record<string, DocOperation>>,
  own: Record<string, Record<string, unknown>>,
): void {
  for (const op of API_OPERATIONS) {
    const operation = paths[openApiPath(op.path)]?.[op.method]
    if (!operation) continue
    const key = operationKey(op)
    const request = REQUEST_EXAMPLES[key] ?? {}
    for (const param of operation.parameters ?? []) {
      const value =
        param.in === 'path'
          ? request.params?.[param.name]
          : param.in === 'query'
            ? request.query?.[param.name]
            : param.in === 'header'
              ? request.headers?.[param.name]
              : undefined
      if (value !== undefined) param.example = value
    }
    const body = operation.requestBody?.content?.['application/json']
    if (body && request.body !== undefined) body.example = request.body
    const recorded = own[key] ?? RESPONSE_EXAMPLES[key] ?? {}
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const html = response.content?.['text/html']
      if (html) html.example = HTML_EXAMPLE
      const content = response.content?.['application/json']
      if (!content) continue
      // A second success of the same schema (a retry's 200 after a 201) shows the first's answer.
      const sameSchema = op.ok.find(
        (o) => `${o.status}` !== status && o.schema === op.ok.find((x) => `${x.status}` === status)?.schema,
      )
      const example =
        recorded[status] ??
        (Number(status) >= 400
          ? errorExample(op, Number(status))
          : sameSchema
            ? recorded[`${sameSchema.status}`]
            : undefined)
      if (example !== undefined) content.example = example
    }
  }
}

let document: ReturnType<typeof createDocument> | undefined

/** The document, built once per isolate. */
export function openApiDocument(): ReturnType<typeof createDocument> {
  document ??= buildDocument()
  return document
}
