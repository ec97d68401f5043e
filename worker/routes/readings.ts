// Saved readings: save (with idempotency), list, delete, and frequency locks (a reading of type
// frequency-lock with resonantFrequency set; docs/ARCHITECTURE.md).

import type { Context } from 'hono'
import { Hono } from 'hono'
import { flagsFromFrequency } from '../../domain/luna-engine.ts'
import { DEFAULT_BASELINE } from '../../domain/vocabulary.ts'
import {
  LockFrequencySchema,
  READINGS_PAGE_DEFAULT,
  ReadingIdParamSchema,
  SavedReadingsQuerySchema,
  SaveReadingSchema,
  SessionBodySchema,
} from '../../schema/api.ts'
import { batch, changesOf } from '../data/raw.ts'
import {
  cursorAfter,
  deleteReading,
  insertReadingWithinQuota,
  listReadingsPage,
  type NewReading,
  parseCursor,
  quotaRefusal,
  toApiReading,
} from '../data/readings.ts'
import { touchSession } from '../data/sessions.ts'
import { tallyReadingAct } from '../data/tallies.ts'
import { getD1, getDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { checkIdempotency, type IdempotentRoute, recordIdempotency, runIdempotent } from '../idempotency.ts'
import { acceptLocalDate } from '../local-date.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { requireSession } from '../session.ts'
import { jsonBody, query } from '../validate.ts'

/** Stores one reading (and its idempotency key) atomically; answers 201 with the reading. */
async function storeReading(
  c: Context<AppEnv>,
  route: IdempotentRoute,
  sessionId: string,
  body: unknown,
  build: (now: Date) => NewReading,
): Promise<Response> {
  const ticket = await checkIdempotency(c, sessionId, route, body)
  if (ticket instanceof Response) return ticket
  return runIdempotent(c, sessionId, ticket, async () => {
    const db = getDb(c)
    const now = new Date()
    const reading = build(now)
    const results = await batch(getD1(c), [
      touchSession(db, sessionId, now.getTime(), { network: requestNetwork(c) }),
      ...(await meterWrite(c, now.getTime())),
      insertReadingWithinQuota(reading),
      ...(ticket ? [recordIdempotency(sessionId, ticket, 201, reading.id, now.getTime())] : []),
      // A saved reading or lock is the visitor's act (Luna's memory), when the quota let it in.
      tallyReadingAct(sessionId, reading.id),
    ])
    // Past a quota nothing was stored (nor the key): say what to delete.
    if (changesOf(results[2]) !== 1) throw new ApiError(409, await quotaRefusal(getD1(c), sessionId))
    return c.json({ success: true, reading: toApiReading(reading) }, 201)
  })
}

export const readingRoutes = new Hono<AppEnv>()
  .post('/save-reading', jsonBody(SaveReadingSchema), (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    return storeReading(c, 'save-reading', sessionId, body, (now) => ({
      id: crypto.randomUUID(),
      sessionId,
      readingType: body.readingType,
      readingData: body.readingData,
      userTags: body.userTags,
      userNotes: body.userNotes,
      resonantFrequency: body.resonantFrequency ?? null,
      readingDate: acceptLocalDate(body.localDate, now),
      createdAt: now.getTime(),
    }))
  })
  .post('/lock-frequency', jsonBody(LockFrequencySchema), (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    return storeReading(c, 'lock-frequency', sessionId, body, (now) => ({
      id: crypto.randomUUID(),
      sessionId,
      readingType: 'frequency-lock',
      readingData: {
        frequency: body.frequency,
        note: body.note,
        lockedAt: now.toISOString(),
        ubtFlags: flagsFromFrequency(DEFAULT_BASELINE, body.frequency),
      },
      userTags: null,
      userNotes: body.note,
      resonantFrequency: body.frequency,
      readingDate: acceptLocalDate(body.localDate, now),
      createdAt: now.getTime(),
    }))
  })
  .get('/saved-readings', query(SavedReadingsQuerySchema), async (c) => {
    const q = c.req.valid('query')
    const sessionId = requireSession(c, q.sessionId)
    const db = getDb(c)
    const limit = q.limit ?? READINGS_PAGE_DEFAULT
    const [rows, totals] = await db.batch(
      listReadingsPage(db, sessionId, {
        limit,
        readingType: q.readingType,
        before: q.cursor ? parseCursor(q.cursor) : undefined,
      }),
    )
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    // The spec's answer is a list: it stays one, a page of it; where the next page starts and how
    // many there are in all travel in headers.
    if (rows.length > limit && last) c.header('X-Next-Cursor', cursorAfter(last))
    c.header('X-Total-Count', String(totals[0]?.total ?? 0))
    c.header('Cache-Control', 'private, no-store')
    return c.json(page.map(toApiReading))
  })
  .delete('/saved-reading/:id', jsonBody(SessionBodySchema), async (c) => {
    const id = c.req.param('id')
    const parsedId = ReadingIdParamSchema.safeParse({ id })
    const sessionId = requireSession(c, c.req.valid('json').sessionId)
    // A malformed id cannot name a reading: answered like a missing one.
    if (!parsedId.success) throw new ApiError(404, 'No saved reading with that id.')
    const deleted = await deleteReading(getDb(c), sessionId, parsedId.data.id)
    if (deleted.length === 0) throw new ApiError(404, 'No saved reading with that id.')
    return c.json({ success: true, id: parsedId.data.id })
  })
