// Daily visits and streaks, in the visitor's own calendar days.

import { computeStreak } from '../../domain/streak.ts'
import { DailyVisitSchema, LocalDateQuerySchema } from '../../schema/api.ts'
import { EXAMPLE_DATE, EXAMPLE_HEADERS } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { batch, rowsOf } from '../data/raw.ts'
import { touchSession } from '../data/sessions.ts'
import { countVisit, visitDatesQuery } from '../data/visits.ts'
import { getD1, getDb } from '../db.ts'
import { acceptLocalDate } from '../local-date.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { requireSession, sessionFromPath } from '../session.ts'
import { declare, READ_ERRORS, routes, SESSION_IN_PATH, WRITE_ERRORS } from './declare.ts'

const postDailyVisit = declare({
  method: 'post',
  path: '/daily-visit',
  limit: 'write',
  summary: 'Count today’s visit to a page; answers the streak.',
  tag: 'Core journey',
  body: DailyVisitSchema,
  session: true,
  ok: [{ status: 201, description: 'Counted.', schema: R.DailyVisitResponse }],
  errors: WRITE_ERRORS,
  example: { headers: EXAMPLE_HEADERS, body: { page: 'compass', localDate: EXAMPLE_DATE } },
})

const getStreakSessionId = declare({
  method: 'get',
  path: '/streak/{sessionId}',
  limit: 'read',
  summary: 'The visit streak.',
  tag: 'Core journey',
  params: SESSION_IN_PATH,
  query: LocalDateQuerySchema,
  session: true,
  ok: [{ status: 200, description: 'The streak in the visitor’s local days.', schema: R.StreakResponse }],
  errors: READ_ERRORS,
  example: {
    headers: EXAMPLE_HEADERS,
    params: { sessionId: 'me' },
    query: { localDate: EXAMPLE_DATE },
  },
})

export const visitRoutes = routes()
  .openapi(postDailyVisit, async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    const now = new Date()
    const localDate = acceptLocalDate(body.localDate, now)
    const db = getDb(c)
    const at = now.getTime()
    const results = await batch(getD1(c), [
      touchSession(db, sessionId, at, { network: requestNetwork(c) }),
      ...(await meterWrite(c, at)),
      ...countVisit(sessionId, localDate, body.page, at),
      visitDatesQuery(db, sessionId),
    ])
    const dates = rowsOf<{ date: string }>(results[4]).map((d) => d.date)
    // A third local date within 24 hours is not counted (docs/rules/streaks.md): the visit is the
    // latest day the session has.
    const visitDate = dates.includes(localDate) ? localDate : (dates.at(-1) ?? localDate)
    return c.json({ success: true as const, visitDate, streak: computeStreak(dates, visitDate) }, 201)
  })
  .openapi(getStreakSessionId, async (c) => {
    const { sessionId, inUrl } = sessionFromPath(c, c.req.valid('param').sessionId)
    const today = acceptLocalDate(c.req.valid('query').localDate, new Date())
    const dates = await visitDatesQuery(getDb(c), sessionId)
    // Cached 5 minutes (the spec) only under /streak/me, per session header; a URL that carries
    // the id is kept in no cache.
    if (inUrl) c.header('Cache-Control', 'no-store')
    else {
      c.header('Cache-Control', 'private, max-age=300')
      c.header('Vary', 'x-session-id')
    }
    return c.json(
      computeStreak(
        dates.map((d) => d.date),
        today,
      ),
      200,
    )
  })
