// Saved readings: save (with idempotency), list, delete, and frequency locks (a reading of type
// frequency-lock with resonantFrequency set; docs/ARCHITECTURE.md).

import type { Context } from 'hono'
import * as z from 'zod'
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
import {
  EXAMPLE_ARCHETYPE,
  EXAMPLE_DATE,
  EXAMPLE_HEADERS,
  EXAMPLE_READING_ID,
} from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
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
import { type IdempotentRoute, idempotent, type Replayed, recordIdempotency } from '../idempotency.ts'
import { acceptLocalDate } from '../local-date.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { requireSession } from '../session.ts'
import { declare, READ_ERRORS, routes, WRITE_ERRORS } from './declare.ts'

/** Stores one reading (and its idempotency key) atomically; answers 201 with the reading. */
async function storeReading(
  c: Context<AppEnv>,
  route: IdempotentRoute,
  sessionId: string,
  body: unknown,
  build: (now: Date) => NewReading,
): Promise<Replayed<{ success: true; reading: ReturnType<typeof toApiReading> }>> {
  return idempotent(c, sessionId, route, body, async (ticket) => {
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
    return c.json({ success: true as const, reading: toApiReading(reading) }, 201)
  })
}

const postSaveReading = declare({
  method: 'post',
  path: '/save-reading',
  limit: 'write',
  summary: 'Save a reading.',
  tag: 'Readings',
  body: SaveReadingSchema,
  session: true,
  idempotent: true,
  ok: [
    {
      status: 201,
      description: 'Saved (or, for a repeated Idempotency-Key, the first answer again).',
      schema: R.ReadingStoredResponse,
    },
  ],
  errors: [...WRITE_ERRORS, 409, 410, 422],
  example: {
    headers: { ...EXAMPLE_HEADERS, 'Idempotency-Key': 'example-save-0001' },
    body: {
      readingType: 'compass',
      readingData: { scalarValue: EXAMPLE_ARCHETYPE.combinedBaseline, zone: 'aligned' },
      userTags: 'morning',
      userNotes: 'Clear head after the walk.',
      localDate: EXAMPLE_DATE,
    },
  },
})

const postLockFrequency = declare({
  method: 'post',
  path: '/lock-frequency',
  limit: 'write',
  summary: 'Lock a tuner frequency as a saved reading.',
  tag: 'Readings',
  body: LockFrequencySchema,
  session: true,
  idempotent: true,
  ok: [{ status: 201, description: 'Locked.', schema: R.ReadingStoredResponse }],
  errors: [...WRITE_ERRORS, 409, 410, 422],
  example: {
    headers: { ...EXAMPLE_HEADERS, 'Idempotency-Key': 'example-lock-0001' },
    body: { frequency: 528, note: 'Calm', localDate: EXAMPLE_DATE },
  },
})

const getSavedReadings = declare({
  method: 'get',
  path: '/saved-readings',
  limit: 'read',
  summary: 'Saved readings, newest first, a page at a time.',
  tag: 'Readings',
  query: SavedReadingsQuerySchema,
  session: true,
  ok: [
    {
      status: 200,
      description: 'One page of readings.',
      schema: z.array(R.SavedReadingResponse),
      headers: {
        'X-Next-Cursor': 'Where the next page starts (absent on the last page).',
        'X-Total-Count': 'How many readings match in all.',
      },
    },
  ],
  errors: READ_ERRORS,
  example: { headers: EXAMPLE_HEADERS, query: { limit: '20' } },
})

const deleteSavedReadingId = declare({
  method: 'delete',
  path: '/saved-reading/{id}',
  limit: 'write',
  summary: 'Delete a saved reading.',
  tag: 'Readings',
  params: z.object({ id: z.string().meta({ format: 'uuid' }) }),
  body: SessionBodySchema,
  session: true,
  ok: [{ status: 200, description: 'Deleted.', schema: R.ReadingDeletedResponse }],
  errors: [...WRITE_ERRORS, 404],
  example: { headers: EXAMPLE_HEADERS, params: { id: EXAMPLE_READING_ID } },
})

export const readingRoutes = routes()
  .openapi(postSaveReading, (c) => {
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
  .openapi(postLockFrequency, (c) => {
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
  .openapi(getSavedReadings, async (c) => {
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
    return c.json(page.map(toApiReading), 200)
  })
  .openapi(deleteSavedReadingId, async (c) => {
    const id = c.req.param('id')
    const parsedId = ReadingIdParamSchema.safeParse({ id })
    const sessionId = requireSession(c, c.req.valid('json').sessionId)
    // A malformed id cannot name a reading: answered like a missing one.
    if (!parsedId.success) throw new ApiError(404, 'No saved reading with that id.')
    const deleted = await deleteReading(getDb(c), sessionId, parsedId.data.id)
    if (deleted.length === 0) throw new ApiError(404, 'No saved reading with that id.')
    return c.json({ success: true as const, id: parsedId.data.id }, 200)
  })
