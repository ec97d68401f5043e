// Checks a real answer of the Worker against the published OpenAPI document (docs/decisions/015):
// the route and method are in it, the status is listed for that route, and a JSON body validates
// against the listed schema (JSON Schema 2020-12, as OpenAPI 3.1 uses). Every request made through
// the test helpers is checked, so an answer that drifts from the document fails the test that got it.
// Pure: the worker tests give it the document in process, the browser tests the one the server serves.
import { type Schema, Validator } from '@cfworker/json-schema'

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>
type RequestBody = { content?: Record<string, { schema?: unknown }> }
type Document = {
  paths: Record<string, Record<string, { responses: Responses; requestBody?: RequestBody }>>
  components?: { schemas?: Record<string, unknown> }
}

/** The checks of answers and requests against one OpenAPI document. */
export function contractChecker(document: unknown) {
  const doc = JSON.parse(JSON.stringify(document)) as Document

  /** Component references become $defs of each validated schema, so one schema stands alone. */
  function standalone(schema: unknown): Schema {
    const text = JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')
    const defs = JSON.parse(
      JSON.stringify(doc.components?.schemas ?? {}).replaceAll('"#/components/schemas/', '"#/$defs/'),
    )
    return { ...(JSON.parse(text) as object), $defs: defs } as Schema
  }

  const routes = Object.entries(doc.paths).map(([path, methods]) => ({
    path,
    // The path's own characters match themselves ('.' in openapi.json too); a {param} one segment.
    pattern: new RegExp(
      `^${path
        .split(/(\{[^/]+\})/)
        .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    ),
    methods,
  }))

  const validators = new Map<unknown, Validator>()
  function validatorFor(schema: unknown): Validator {
    let v = validators.get(schema)
    if (!v) {
      v = new Validator(standalone(schema), '2020-12', false)
      validators.set(schema, v)
    }
    return v
  }

  /** The problems of one answer with the contract; none when it keeps it. */
  function contractProblems(
    method: string,
    pathname: string,
    status: number,
    contentType: string,
    bodyText: string,
  ): string[] {
    if (!pathname.startsWith('/api/')) return []
    const route = routes.find((r) => r.pattern.test(pathname))
    const operation = route?.methods[method === 'HEAD' ? 'get' : method.toLowerCase()]
    const where = `${method} ${pathname} → ${status}`
    if (!route || !operation) {
      // Only the API's own answers for a path or method it does not take may come from outside the
      // document: 404 for a path, 405 (or 204 to OPTIONS) for a method of a path it has.
      const own = route ? status === 405 || (method === 'OPTIONS' && status === 204) : status === 404
      return own ? [] : [`${where}: the route is not in the OpenAPI document`]
    }
    const response = operation.responses[String(status)]
    if (!response)
      return [`${where}: status ${status} is not listed for ${method.toUpperCase()} ${route.path}`]
    // HEAD is the GET without its body (HTTP): its status is the GET's.
    if (method === 'HEAD') return bodyText === '' ? [] : [`${where}: a HEAD answer has a body`]
    if (response.content?.['text/html'])
      return /^text\/html\b/.test(contentType) ? [] : [`${where}: content-type ${contentType}, not HTML`]
    const schema = response.content?.['application/json']?.schema
    if (!schema) return bodyText === '' ? [] : [`${where}: the document lists no body, but one was sent`]
    if (!/^application\/json\b/.test(contentType)) return [`${where}: content-type ${contentType}, not JSON`]
    let body: unknown
    try {
      body = JSON.parse(bodyText)
    } catch {
      return [`${where}: the body is not JSON`]
    }
    const result = validatorFor(schema).validate(body)
    return result.valid
      ? []
      : [
          `${where}: ${result.errors
            .slice(0, 5)
            .map((e) => `${e.instanceLocation} ${e.error}`)
            .join('; ')}`,
        ]
  }

  /**
   * The problems of one request with the contract: its route and method are in the document, and a
   * JSON body validates against the request schema listed for them. None when it keeps it.
   */
  function requestProblems(method: string, pathname: string, bodyText: string): string[] {
    if (!pathname.startsWith('/api/')) return []
    const route = routes.find((r) => r.pattern.test(pathname))
    const operation = route?.methods[method.toLowerCase()]
    const where = `${method} ${pathname}`
    if (!route || !operation) return [`${where}: the route is not in the OpenAPI document`]
    const schema = operation.requestBody?.content?.['application/json']?.schema
    if (!schema)
      return bodyText === '' ? [] : [`${where}: the document lists no request body, but one was sent`]
    let body: unknown
    try {
      body = JSON.parse(bodyText)
    } catch {
      return [`${where}: the request body is not JSON`]
    }
    const result = validatorFor(schema).validate(body)
    return result.valid
      ? []
      : [
          `${where} ${bodyText.slice(0, 200)}: ${result.errors
            .slice(0, 5)
            .map((e) => `${e.instanceLocation} ${e.error}`)
            .join('; ')}`,
        ]
  }

  /** Throws when an answer drifts from the document; the answer itself is returned untouched. */
  async function assertContract(request: Request, response: Response): Promise<Response> {
    const url = new URL(request.url)
    if (!url.pathname.startsWith('/api/') || response.status === 101) return response
    const text = await response.clone().text()
    const problems = contractProblems(
      request.method,
      url.pathname,
      response.status,
      response.headers.get('content-type') ?? '',
      text,
    )
    if (problems.length > 0)
      throw new Error(`The answer drifts from /api/openapi.json:\n${problems.join('\n')}`)
    return response
  }
  return { standalone, contractProblems, requestProblems, assertContract }
}
