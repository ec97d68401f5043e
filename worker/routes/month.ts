// The month view's days (GET /api/month): each day's check-in and notes, its energy and the day's
// words as the visitor's profile makes them (docs/rules/month.md).

import { addDays } from '../../domain/dates.ts'
import { monthDays, monthRange } from '../../domain/month.ts'
import { MonthQuerySchema } from '../../schema/api.ts'
import { EXAMPLE_DATE, EXAMPLE_HEADERS } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { monthQueries } from '../data/month.ts'
import { getDb } from '../db.ts'
import { ApiError } from '../errors.ts'
import { requireSession } from '../session.ts'
import { declare, READ_ERRORS, routes } from './declare.ts'

const getMonth = declare({
  method: 'get',
  path: '/month',
  limit: 'read',
  summary:
    "The visitor's days of a month: each check-in's tier, the feelings said, and the words the day earned.",
  tag: 'Check-in',
  query: MonthQuerySchema,
  session: true,
  ok: [{ status: 200, description: 'The month.', schema: R.MonthResponse }],
  errors: READ_ERRORS,
  example: { headers: EXAMPLE_HEADERS, query: { month: EXAMPLE_DATE.slice(0, 7) } },
})

export const monthRoutes = routes().openapi(getMonth, async (c) => {
  const q = c.req.valid('query')
  const sessionId = requireSession(c, q.sessionId)
  const range = monthRange(q.month)
  if (!range) throw new ApiError(400, 'The month field must be a month, YYYY-MM.')
  const db = getDb(c)
  const [visitDays, checkIns, notes, [record], [kept]] = await db.batch(
    monthQueries(db, sessionId, addDays(range.first, -1), range.last),
  )
  c.header('Cache-Control', 'private, no-store')
  return c.json(
    {
      month: q.month,
      days: monthDays({
        month: q.month,
        // The readings' seed, kept through a restore (docs/decisions/013).
        seed: kept?.seed ?? sessionId,
        sources: record
          ? {
              archetypeId: record.archetypeId,
              birthScalar: record.birthScalar,
              archetypeScalar: record.archetypeScalar,
              combinedBaseline: record.combinedBaseline,
              birthDate: record.birthDate,
            }
          : {},
        visitDays: visitDays.map((v) => v.date),
        checkIns: checkIns.map((r) => ({
          localDate: r.localDate,
          value: r.value,
          newBaseline: r.newBaseline,
          at: new Date(r.createdAt).toISOString(),
          words: null,
          source: 'check-in' as const,
        })),
        moodNotes: notes.map((n) => ({
          localDate: n.localDate,
          value: n.value,
          at: new Date(n.createdAt).toISOString(),
          words: n.words,
          source: 'mood-note' as const,
        })),
      }),
    },
    200,
  )
})
