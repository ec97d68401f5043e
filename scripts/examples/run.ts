// Sends every request example of the published contract (each route's declaration) to the Worker, in an
// order that a visitor's day follows, and returns the answers (docs/decisions/039). The worker tests
// check that each example gets its documented 2xx; `npm run contract:update` keeps the answers as
// the document's response examples. Each example is preceded by an invalid variant of it (an
// unknown field, or the session left out), whose 400 is that status's example; before the last
// operations, variants meet the other refusals that can be met on demand (413, 415, 422, 401, 403,
// 404, 409, 410), whose answers are those statuses' examples.
import { createSessionId } from '../../domain/session-id.ts'
import { EXAMPLE_READING_ID, EXAMPLE_SESSION, type RequestExample } from '../../schema/examples.ts'
import { API_OPERATIONS, operationKey, REQUEST_EXAMPLES } from '../../worker/openapi.ts'

export type Send = (path: string, init: RequestInit) => Promise<Response>

export interface ExampleAnswer {
  key: string
  /** The example, its invalid variant (400), or a variant that meets another documented refusal. */
  variant: 'example' | 'invalid' | 'refusal' | 'setup'
  /** For a refusal: the status it is meant to meet. */
  expected?: number
  status: number
  contentType: string
  body: unknown
}

/** These change what the others need (a move, an erase, a logout): they go last, in this order. */
const LAST = ['post /api/restore', 'delete /api/my-data', 'post /api/admin/logout']

/** The operations in the order the examples are sent. */
export function exampleOrder(): (typeof API_OPERATIONS)[number][] {
  const last = LAST.map((key) => API_OPERATIONS.find((op) => operationKey(op) === key))
  return [...API_OPERATIONS.filter((op) => !LAST.includes(operationKey(op))), ...last].filter(
    (op): op is (typeof API_OPERATIONS)[number] => op !== undefined,
  )
}

/** An operation's path with its parameters filled in, and its query string. */
export function pathOf(path: string, params: Record<string, string>, query: Record<string, string>): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  const search = new URLSearchParams(query).toString()
  return search ? `${filled}?${search}` : filled
}

/** The example sent as is: a reading id the save answered, the server's admin password, its cookie. */
function realised(key: string, example: RequestExample, state: RunState, password: string): RequestExample {
  const params = { ...example.params }
  if (params.id !== undefined && state.readingId) params.id = state.readingId
  const body =
    key === 'post /api/admin/login' ? { ...(example.body as object), password } : (example.body ?? undefined)
  return { ...example, params, body }
}

interface RunState {
  readingId?: string
  adminCookie?: string
}

/** The invalid variant of an example, or null where the operation documents no 400. */
function invalidVariant(example: RequestExample, op: (typeof API_OPERATIONS)[number]): RequestExample | null {
  if (!op.errors.includes(400)) return null
  if (op.body) return { ...example, body: { ...(example.body as object), unexpected: true } }
  if (op.query) return { ...example, query: { ...example.query, unexpected: '1' } }
  if (op.session) {
    const { 'x-session-id': _, ...headers } = example.headers ?? {}
    return { ...example, headers }
  }
  return null
}

export async function runExamples(
  send: Send,
  options: { password: string; origin: string },
): Promise<ExampleAnswer[]> {
  const answers: ExampleAnswer[] = []
  const state: RunState = {}
  const call = async (
    key: string,
    variant: ExampleAnswer['variant'],
    op: (typeof API_OPERATIONS)[number],
    example: Variant,
    expected?: number,
  ) => {
    if (example.setup) await call(key, 'setup', op, example.setup)
    const headers = new Headers({ origin: options.origin })
    const admin = op.admin || key === 'post /api/admin/logout'
    if (admin && state.adminCookie) headers.set('cookie', state.adminCookie)
    // The example's own headers last: a refusal may take the cookie away or name another origin.
    for (const [name, value] of Object.entries(example.headers ?? {})) {
      if (value === '') headers.delete(name)
      else headers.set(name, value)
    }
    const body = example.rawBody ?? (example.body !== undefined ? JSON.stringify(example.body) : undefined)
    if (body !== undefined) headers.set('content-type', example.contentType ?? 'application/json')
    const res = await send(pathOf(op.path, example.params ?? {}, example.query ?? {}), {
      method: op.method.toUpperCase(),
      headers,
      ...(body !== undefined ? { body } : {}),
    })
    const contentType = res.headers.get('content-type') ?? ''
    const text = await res.text()
    const answer = /json/.test(contentType) && text ? (JSON.parse(text) as unknown) : text
    answers.push({
      key,
      variant,
      ...(expected ? { expected } : {}),
      status: res.status,
      contentType,
      body: answer,
    })
    if (variant === 'example' && key === 'post /api/save-reading' && res.ok)
      state.readingId = (answer as { reading?: { id?: string } }).reading?.id
    if (variant === 'example' && key === 'post /api/admin/login' && res.ok)
      state.adminCookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
  }
  const refusals = async () => {
    for (const op of API_OPERATIONS) {
      const key = operationKey(op)
      const example = realised(key, REQUEST_EXAMPLES[key] ?? {}, state, options.password)
      for (const [status, variant] of refusalVariants(key, op, example)) {
        if (op.errors.includes(status)) await call(key, 'refusal', op, variant, status)
      }
    }
  }
  for (const op of exampleOrder()) {
    const key = operationKey(op)
    // The refusals need the day's data, before the move, the erase and the logout.
    if (key === LAST[0]) await refusals()
    const example = realised(key, REQUEST_EXAMPLES[key] ?? {}, state, options.password)
    const invalid = invalidVariant(example, op)
    if (invalid) await call(key, 'invalid', op, invalid)
    await call(key, 'example', op, example)
  }
  return answers
}

/** A request as sent: an example, a body sent as is, and a request to make first (not kept). */
type Variant = RequestExample & { rawBody?: string; contentType?: string; setup?: RequestExample }

/** A second body that differs from the example's, for a reused Idempotency-Key (422). */
const OTHER_BODY: Record<string, Record<string, unknown>> = {
  'post /api/save-reading': { userTags: 'evening' },
  'post /api/lock-frequency': { frequency: 432 },
  'post /api/emotional-state': { archetypeName: null },
  'post /api/mood-note': { words: 'Better now' },
  'post /api/archetype': { userName: 'Another name' },
  'post /api/user-trajectory': { localDate: undefined },
  'post /api/luna-interaction': { userAction: 'technical_view_opened' },
}

/** Requests that meet the operation's other documented refusals, each with the status it meets. */
function refusalVariants(
  key: string,
  op: (typeof API_OPERATIONS)[number],
  example: RequestExample,
): [number, Variant][] {
  const fresh = newSession()
  const out: [number, Variant][] = []
  // A body is refused before anything else where one is too large or not JSON, taken or not.
  if (op.method !== 'get') {
    out.push([413, { ...example, rawBody: JSON.stringify({ padding: 'x'.repeat(70 * 1024) }) }])
    out.push([415, { ...example, rawBody: JSON.stringify(example.body ?? {}), contentType: 'text/plain' }])
  }
  const other = OTHER_BODY[key]
  if (other && op.idempotent) out.push([422, { ...example, body: { ...(example.body as object), ...other } }])
  if (op.admin) out.push([401, { ...example, headers: { ...example.headers, cookie: '' } }])
  if (key === 'post /api/admin/login') {
    out.push([401, { ...example, body: { password: 'not-the-admin-password' } }])
    out.push([403, { ...example, headers: { ...example.headers, origin: 'https://elsewhere.example' } }])
  }
  if (key === 'post /api/admin/logout')
    out.push([403, { ...example, headers: { ...example.headers, origin: 'https://elsewhere.example' } }])
  if (key === 'delete /api/saved-reading/:id')
    out.push([404, { ...example, params: { id: EXAMPLE_READING_ID } }])
  if (key === 'get /api/user-trajectory' || key === 'get /api/trajectory-analysis')
    out.push([404, { ...example, headers: { ...example.headers, 'x-session-id': fresh } }])
  if (key === 'post /api/restore') {
    out.push([404, { ...example, body: { code: fresh } }])
    out.push([409, { ...example, headers: { ...example.headers, 'x-session-id': EXAMPLE_SESSION } }])
  }
  if (key === 'post /api/emotional-state')
    out.push([
      409,
      { ...example, headers: { ...example.headers, 'Idempotency-Key': 'example-check-in-0002' } },
    ])
  // The example's reminder was stopped by the example after it: set again, then claimed by another
  // visitor with other keys (the same keys prove the same browser, and move it).
  if (key === 'put /api/reminder') {
    const body = example.body as { subscription: { keys: Record<string, string> } }
    const keys = { ...body.subscription.keys, auth: 'BBBBBBBBBBBBBBBBBBBBBB' }
    out.push([
      409,
      {
        setup: example,
        headers: { ...example.headers, 'x-session-id': fresh },
        body: { ...body, subscription: { ...body.subscription, keys } },
      },
    ])
  }
  // The example's reading was deleted by the example after it: its key now finds nothing to return.
  if (key === 'post /api/save-reading') out.push([410, example])
  return out
}

const newSession = () => createSessionId(Date.now(), (bytes) => crypto.getRandomValues(bytes))
