// The month view's days (GET /api/month): each day's check-in and notes, its energy and the day's
// words as the visitor's profile makes them (docs/rules/month.md).
import { Hono } from 'hono'
import { addDays } from '../../domain/dates.ts'
import { monthDays, monthRange } from '../../domain/month.ts'
import { MonthQuerySchema } from '../../schema/api.ts'
import { monthQueries } from '../data/month.ts'
import { getDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { requireSession } from '../session.ts'
import { query } from '../validate.ts'

export const monthRoutes = new Hono<AppEnv>().get('/month', query(MonthQuerySchema), async (c) => {
  const q = c.req.valid('query')
  const sessionId = requireSession(c, q.sessionId)
  const range = monthRange(q.month)
  if (!range) throw new ApiError(400, 'The month field must be a month, YYYY-MM.')
  const db = getDb(c)
  const [visitDays, checkIns, notes, [record]] = await db.batch(
    monthQueries(db, sessionId, addDays(range.first, -1), range.last),
  )
  c.header('Cache-Control', 'private, no-store')
  return c.json({
    month: q.month,
    days: monthDays({
      month: q.month,
      seed: sessionId,
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
  })
})
