// What the visitor's own days say (GET /api/patterns, docs/rules/patterns.md): computed from what is
// stored, so a restored visitor on a new phone is told the same as on the old one.
import { addDays, utcDateOf } from '../../domain/dates.ts'
import { patternEntriesOf, patternsFrom } from '../../domain/pattern-entries.ts'
import { findPatterns, PATTERN_MIN_DAYS, patternsProgress } from '../../domain/patterns.ts'
import { SessionQuerySchema } from '../../schema/api.ts'
import { EXAMPLE_HEADERS } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { patternQueries } from '../data/patterns.ts'
import { getDb } from '../db.ts'
import { requireSession } from '../session.ts'
import { declare, READ_ERRORS, routes } from './declare.ts'

const getPatterns = declare({
  method: 'get',
  path: '/patterns',
  limit: 'read',
  summary: 'What the visitor’s own days say: patterns in their check-ins and notes, once there are 14 days.',
  tag: 'Journey',
  query: SessionQuerySchema,
  session: true,
  ok: [
    {
      status: 200,
      description: 'The patterns found, or how many days there are so far.',
      schema: R.PatternsResponse,
    },
  ],
  errors: READ_ERRORS,
  example: { headers: EXAMPLE_HEADERS },
})

export const patternRoutes = routes().openapi(getPatterns, async (c) => {
  const sessionId = requireSession(c, c.req.valid('query').sessionId)
  const now = Date.now()
  // A day of slack for the visitor's time zone, so no entry of the year is missed.
  const from = addDays(patternsFrom(utcDateOf(new Date(now))), -1)
  const db = getDb(c)
  const [checkIns, moodNotes, clarityChoices, [record], [kept]] = await db.batch(
    patternQueries(db, sessionId, from, now - 367 * 86_400_000),
  )
  // The readings' seed, kept through a restore: a restored visitor is told the same (decision 013).
  const seed = kept?.seed ?? sessionId
  const entries = patternEntriesOf({
    seed,
    sources: record ?? {},
    checkIns,
    moodNotes,
    clarityChoices,
  })
  const result = findPatterns(entries, seed)
  c.header('Cache-Control', 'private, no-store')
  return c.json(
    {
      days: result.days,
      minDays: PATTERN_MIN_DAYS,
      ready: result.ready,
      progress: patternsProgress(result.days),
      patterns: result.patterns,
      tested: result.tested,
    },
    200,
  )
})
