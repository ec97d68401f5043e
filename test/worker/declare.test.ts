// A route declared once (docs/decisions/052): its declaration validates the request with the API's
// sentences, and its handler's answers are type-checked against it (the @ts-expect-error lines
// below fail `npm run typecheck` the day a wrong answer compiles).
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import * as z from 'zod'
import { handleError } from '../../worker/errors.ts'
import { declare, READ_ERRORS, routes } from '../../worker/routes/declare.ts'

const Answer = z.object({ n: z.number().int() })
const probe = declare({
  method: 'get',
  path: '/probe',
  limit: 'shared',
  summary: 'A probe.',
  tag: 'Service',
  query: z.strictObject({ n: z.string().regex(/^\d+$/, { error: 'The n field must be digits.' }) }),
  ok: [{ status: 200, description: 'The number.', schema: Answer }],
  errors: READ_ERRORS,
})

// A wrong shape, and a status the declaration does not list: neither compiles.
// @ts-expect-error: n is declared a number
routes().openapi(probe, (c) => c.json({ n: 'one' }, 200))
// @ts-expect-error: 201 is not a status of this route
routes().openapi(probe, (c) => c.json({ n: 1 }, 201))

const app = routes().openapi(probe, (c) => c.json({ n: Number(c.req.valid('query').n) }, 200))
// As the Worker answers an error thrown on the way (worker/index.ts).
app.onError(handleError)

describe('a declared route', () => {
  it('answers what it declares for a valid request', async () => {
    const res = await app.request('/probe?n=7', {}, env)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ n: 7 })
  })

  it('refuses an invalid request with a 400 that names the field, and a missing one apart from a wrong one', async () => {
    const wrong = await app.request('/probe?n=seven', {}, env)
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      error: 'The n field must be digits.',
      issues: [{ path: 'n' }],
    })
    const missing = await app.request('/probe', {}, env)
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { error: string }).error).toMatch(/\bn\b/)
    // A field the schema does not take is refused too (strict).
    expect((await app.request('/probe?n=1&m=2', {}, env)).status).toBe(400)
  })

  it('consults its limit class before the handler', async () => {
    const refusing = { limit: async () => ({ success: false }) } as unknown as RateLimit
    const res = await app.request('/probe?n=1', {}, { ...env, RATE_LIMIT_SHARED: refusing })
    expect(res.status).toBe(429)
  })
})
