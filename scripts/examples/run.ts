// Sends every request example of the published contract (schema/examples.ts) to the Worker, in an
// order that a visitor's day follows, and returns the answers (docs/decisions/039). The worker tests
// check that each example gets its documented 2xx; `npm run examples:record` keeps the answers as
// the document's response examples. Each example is preceded by an invalid variant of it (an
// unknown field, or the session left out), whose 400 is that status's example.
import { REQUEST_EXAMPLES, type RequestExample } from '../../schema/examples.ts'
import { API_OPERATIONS, operationKey } from '../../schema/openapi.ts'

export type Send = (path: string, init: RequestInit) => Promise<Response>

export interface ExampleAnswer {
  key: string
  variant: 'example' | 'invalid'
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

function pathOf(path: string, params: Record<string, string>, query: Record<string, string>): string {
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
    example: RequestExample,
  ) => {
    const headers = new Headers({ origin: options.origin, ...example.headers })
    if (op.admin && state.adminCookie) headers.set('cookie', state.adminCookie)
    if (key === 'post /api/admin/logout' && state.adminCookie) headers.set('cookie', state.adminCookie)
    if (example.body !== undefined) headers.set('content-type', 'application/json')
    const res = await send(pathOf(op.path, example.params ?? {}, example.query ?? {}), {
      method: op.method.toUpperCase(),
      headers,
      ...(example.body !== undefined ? { body: JSON.stringify(example.body) } : {}),
    })
    const contentType = res.headers.get('content-type') ?? ''
    const text = await res.text()
    const body = /json/.test(contentType) && text ? (JSON.parse(text) as unknown) : text
    answers.push({ key, variant, status: res.status, contentType, body })
    if (variant === 'example' && key === 'post /api/save-reading' && res.ok)
      state.readingId = (body as { reading?: { id?: string } }).reading?.id
    if (variant === 'example' && key === 'post /api/admin/login' && res.ok)
      state.adminCookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
  }
  for (const op of exampleOrder()) {
    const key = operationKey(op)
    const example = realised(key, REQUEST_EXAMPLES[key] ?? {}, state, options.password)
    const invalid = invalidVariant(example, op)
    if (invalid) await call(key, 'invalid', op, invalid)
    await call(key, 'example', op, example)
  }
  return answers
}
