// Each route declared once (docs/decisions/052): path, method, request and answer schemas, its
// limit class and what its description says, in one `declare({...})` beside its handler. The
// declaration is a @hono/zod-openapi route: `OpenAPIHono.openapi(route, handler)` validates the
// request by it and type-checks the handler's answers against it; the published document is made
// from the declarations the app holds (worker/openapi.ts).
import { createRoute, type Hook, OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import * as z from 'zod'
import { SESSION_ID_PATTERN } from '../../domain/session-id.ts'
import type { RequestExample } from '../../schema/examples.ts'
import { ErrorResponse } from '../../schema/responses.ts'
import type { AppEnv } from '../env.ts'
import { validationBody } from '../errors.ts'
import { noteWriteBytes } from '../meters.ts'
import { enforceRateLimits, type Kind, sessionNamed } from '../rate-limits.ts'

type Method = 'get' | 'post' | 'put' | 'delete'

/** One success answer of a route. */
export interface OkAnswer {
  status: number
  description: string
  schema?: z.ZodType
  /** The answer is an HTML page, not JSON. */
  html?: true
  headers?: Record<string, string>
}

/** What a route declares; `declare` makes its @hono/zod-openapi route of it. */
export interface Declaration {
  method: Method
  /** The path under /api, OpenAPI style (`/streak/{sessionId}`). */
  path: string
  /**
   * Its rate-limit class (worker/rate-limits.ts, docs/decisions/014, 036, 046): 'write' for a write
   * that stores or removes a visitor's data (metered, limited per address, network and session),
   * 'read' for a read of a visitor's rows (limited per address, network and session), 'shared' for
   * what is the same for everyone or computed from the request alone, with no visitor's rows (limited
   * per address and network, more loosely). Every route has one.
   */
  limit: Kind
  summary: string
  tag: string
  body?: z.ZodType
  query?: z.ZodObject
  params?: z.ZodObject
  /** Reads or writes one visitor's data: the session id travels in x-session-id (or the body/query). */
  session?: boolean
  idempotent?: boolean
  admin?: boolean
  ok: readonly OkAnswer[]
  /** The error statuses it may answer besides 429, which every limit class may. */
  errors: readonly number[]
  /**
   * A rule across fields that JSON Schema cannot say: stated in the operation's description (one
   * sentence) and, for clients and the property test, as `x-cross-field-rule` with the fields it
   * ties (docs/decisions/039). The operation's example obeys it.
   */
  rule?: { fields: readonly string[]; sentence: string }
  /**
   * Its request example (docs/decisions/039): what the example visitor sends, which the server
   * accepts when the examples are sent in the order of the routes (`npm run contract:update`).
   */
  example?: RequestExample
  /** Middleware of this route alone, run before its request is validated (the admin login). */
  guard?: MiddlewareHandler<AppEnv>
}

/** A visitor's session in the path: `me` (the x-session-id header's) or the id itself. */
export const SESSION_IN_PATH = z.strictObject({
  sessionId: z
    .string()
    .max(200)
    .meta({
      description:
        '`me` (the session id then travels in the x-session-id header, so that it stays out of URLs and logs), or a session id.',
      pattern: `^(me|${SESSION_ID_PATTERN.source.slice(1, -1)})$`,
    }),
})

/** Writes share these: a bad body, too large, not JSON, over a limit, a fault, the database away. */
export const WRITE_ERRORS = [400, 413, 415, 429, 500, 503] as const
export const READ_ERRORS = [400, 429, 500, 503] as const

type Json<S> = { description: string; content: { 'application/json': { schema: S } } }

type OkOf<A> = A extends { schema: infer S extends z.ZodType }
  ? Json<S>
  : A extends { html: true }
    ? { description: string; content: { 'text/html': { schema: z.ZodString } } }
    : { description: string }

type ResponsesOf<D extends Declaration> = {
  [A in D['ok'][number] as A['status']]: OkOf<A>
} & { [C in D['errors'][number] | 429]: Json<typeof ErrorResponse> }

type None = Record<never, never>

type RequestOf<D extends Declaration> = (D extends { body: infer B extends z.ZodType }
  ? { body: { content: { 'application/json': { schema: B } }; required: true } }
  : None) &
  (D extends { query: infer Q extends z.ZodObject } ? { query: Q } : None) &
  (D extends { params: infer P extends z.ZodObject } ? { params: P } : None)

/** The @hono/zod-openapi route of a declaration, with the declaration itself under `x-luna`. */
export type RouteOf<D extends Declaration> = {
  method: D['method']
  path: D['path']
  request: RequestOf<D>
  responses: ResponsesOf<D>
  middleware: MiddlewareHandler<AppEnv>[]
  'x-luna': D
}

/** Every route's limit class is known before its input is read (worker/rate-limits.ts). */
const limitedAs =
  (d: Declaration): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('declaration', d)
    // A route without input to validate is limited here, before its work; the others once their
    // input is valid (`validated` below), so that a refused request costs no limit.
    if (!d.body && !d.query && !d.params) await enforceRateLimits(c, null)
    await next()
  }

/** Declares a route: `app.openapi(declare({...}), handler)`. */
export function declare<const D extends Declaration>(d: D): RouteOf<D> {
  const responses: Record<string, unknown> = {}
  for (const ok of d.ok)
    responses[ok.status] = {
      description: ok.description,
      ...(ok.schema ? { content: { 'application/json': { schema: ok.schema } } } : {}),
      ...(ok.html ? { content: { 'text/html': { schema: z.string() } } } : {}),
    }
  for (const status of new Set([...d.errors, 429]))
    responses[status] = {
      description: `${status}`,
      content: { 'application/json': { schema: ErrorResponse } },
    }
  const route = createRoute({
    method: d.method,
    path: d.path,
    summary: d.summary,
    tags: [d.tag],
    request: {
      ...(d.body ? { body: { content: { 'application/json': { schema: d.body } }, required: true } } : {}),
      ...(d.query ? { query: d.query } : {}),
      ...(d.params ? { params: d.params } : {}),
    },
    responses: responses as never,
    middleware: [limitedAs(d), ...(d.guard ? [d.guard] : [])],
    'x-luna': d,
  })
  return route as unknown as RouteOf<D>
}

/** The declaration of a route as the app holds it. */
export const declarationOf = (route: { 'x-luna'?: unknown }): Declaration | undefined =>
  route['x-luna'] as Declaration | undefined

type Target = 'json' | 'query' | 'param'
const TARGET_SCHEMA = { json: 'body', query: 'query', param: 'params' } as const

/** What a request's validators have passed so far, to name its session once all have run. */
const passed = new WeakMap<Request, Record<string, unknown>>()

/**
 * After each of a route's validators (the hook of @hono/zod-openapi): a refusal is a 400 with a
 * sentence naming the field; a storing write is metered by its validated body's bytes
 * (docs/decisions/036); once the last input is valid, the rate limits are consulted, before the
 * handler's work, with the session the request names.
 */
const validated: Hook<unknown, AppEnv, string, unknown> = async (result, c) => {
  const d = c.get('declaration')
  const target = result.target as Target
  if (!result.success) {
    // Parsed again with reportInput, so that a wrong type is told from a missing field.
    const schema = d?.[TARGET_SCHEMA[target]] as z.ZodType | undefined
    const raw = (result as { data?: unknown }).data
    const again = schema?.safeParse(raw, { reportInput: true })
    return c.json(validationBody(again && !again.success ? again.error : result.error), 400)
  }
  // Only a storing write is metered by its bytes (worker/meters.ts): a read's body is not stored.
  if (target === 'json' && d?.limit === 'write') noteWriteBytes(c, result.data)
  const seen = { ...passed.get(c.req.raw), ...(result.data as object) }
  passed.set(c.req.raw, seen)
  // @hono/zod-openapi validates the query, then the path, then the body.
  const targets = d ? [d.query && 'query', d.params && 'param', d.body && 'json'].filter(Boolean) : [target]
  if (target === targets.at(-1)) await enforceRateLimits(c, sessionNamed(c, seen))
  return undefined
}

/** The API's routes: an OpenAPIHono whose validators answer and limit as the Worker does. */
export const routes = (): OpenAPIHono<AppEnv> => new OpenAPIHono<AppEnv>({ defaultHook: validated as never })
