// Validators for bodies, queries and paths: strict zod schemas, 400 with a sentence on failure.
import type { Context } from 'hono'
import { validator } from 'hono/validator'
import type * as z from 'zod'
import type { AppEnv } from './env.ts'
import { validationBody } from './errors.ts'
import { noteWriteBytes } from './meters.ts'
import { enforceRateLimits, sessionNamed } from './rate-limits.ts'

type Target = 'json' | 'query' | 'param'

function make<T extends Target>(target: T) {
  return <S extends z.ZodType>(schema: S) =>
    validator(target, async (value, c: Context<AppEnv>) => {
      // reportInput: an issue carries the value it refused, so a wrong type is told from a missing field.
      const parsed = schema.safeParse(value, { reportInput: true })
      if (!parsed.success) return c.json(validationBody(parsed.error), 400)
      // A storing write is metered by the bytes of its validated body (docs/decisions/036).
      if (target === 'json') noteWriteBytes(c, parsed.data)
      // A valid request: the rate limits are consulted before its work (once per request).
      await enforceRateLimits(c, sessionNamed(c, parsed.data))
      return parsed.data as z.output<S>
    })
}

export const jsonBody = make('json')
export const query = make('query')
export const param = make('param')
