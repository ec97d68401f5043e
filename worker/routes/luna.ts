// Luna's interactions and memory, and codon plays.
import { Hono } from 'hono'
import { daysBetween, utcDateOf } from '../../domain/dates.ts'
import { lunaReadingOf } from '../../domain/luna-engine.ts'
import { CLARITY_CHOSEN, intentOfClarityChoice } from '../../domain/memory.ts'
import { computeStreak } from '../../domain/streak.ts'
import {
  CodonInteractionSchema,
  LunaInteractionSchema,
  SessionQueryWithDateSchema,
} from '../../schema/api.ts'
import { insertCodonPlay, insertLunaInteraction, patternQueries, tallyLunaInteraction } from '../data/luna.ts'
import { batch } from '../data/raw.ts'
import { touchSession } from '../data/sessions.ts'
import { tally } from '../data/tallies.ts'
import { getD1, getDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { checkIdempotency, INSERTED_ROW, recordIdempotency, runIdempotent } from '../idempotency.ts'
import { acceptLocalDate } from '../local-date.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { getSchumann } from '../schumann.ts'
import { requireSession } from '../session.ts'
import { jsonBody, query } from '../validate.ts'

export const lunaRoutes = new Hono<AppEnv>()
  .post('/luna-interaction', jsonBody(LunaInteractionSchema), async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    const db = getDb(c)
    const now = Date.now()
    const response = body.lunaResponse
    // Flags and stability are derived here, from the scalar and the phase: a client's own figures
    // never reach the admin's aggregates (docs/rules/collective.md).
    const derived =
      body.scalarValue === null || body.scalarValue === undefined
        ? null
        : lunaReadingOf(body.scalarValue, body.windowPhase, (await getSchumann(c.env)).frequency)
    // An intent is counted only when the visitor chose one (docs/rules/memory-panel.md): never from
    // an insight merely shown.
    const intent = body.userAction === CLARITY_CHOSEN ? intentOfClarityChoice(body.lunaResponse) : null
    // A clarity choice comes from the device's outbox with an Idempotency-Key: a retry counts once.
    const ticket = await checkIdempotency(c, sessionId, 'luna-interaction', body)
    if (ticket instanceof Response) return ticket
    return runIdempotent(c, sessionId, ticket, async () => {
      await batch(getD1(c), [
        touchSession(db, sessionId, now, { network: requestNetwork(c) }),
        ...(await meterWrite(c, now)),
        ...tallyLunaInteraction(db, sessionId, body.userAction, intent),
        insertLunaInteraction(db, {
          sessionId,
          page: body.page,
          scalarValue: body.scalarValue ?? null,
          windowPhase: body.windowPhase ?? null,
          lunaResponse:
            response === null || response === undefined
              ? null
              : typeof response === 'string'
                ? response
                : JSON.stringify(response),
          lunaTag: body.lunaTag ?? null,
          intent,
          ubtFlags: derived?.flags ?? null,
          stabilityIndex: derived?.stabilityIndex ?? null,
          userAction: body.userAction,
          location: body.location ?? null,
          deviceType: body.deviceType ?? null,
          createdAt: now,
        }),
        ...(ticket ? [recordIdempotency(sessionId, ticket, 201, INSERTED_ROW, now)] : []),
      ])
      return c.json({ success: true }, 201)
    })
  })
  .get('/luna-patterns', query(SessionQueryWithDateSchema), async (c) => {
    const q = c.req.valid('query')
    const sessionId = requireSession(c, q.sessionId)
    const today = acceptLocalDate(q.localDate, new Date())
    const db = getDb(c)
    const [tallies, dates, sessionRows] = await db.batch(patternQueries(db, sessionId))
    const first = sessionRows[0]?.createdAt
    return c.json({
      frequentIntents: tallies
        .filter((t) => t.kind === 'intent')
        .map((t) => ({ intent: t.key, count: t.count })),
      pagePreferences: tallies
        .filter((t) => t.kind === 'page')
        .map((t) => ({ page: t.key, visits: t.count })),
      totalInteractions: tallies.find((t) => t.kind === 'interactions')?.count ?? 0,
      currentStreak: computeStreak(
        dates.map((d) => d.date),
        today,
      ).currentStreak,
      daysSinceFirst:
        first === undefined ? 0 : Math.max(0, daysBetween(utcDateOf(new Date(first)), utcDateOf(new Date()))),
    })
  })
  .post('/codon-interaction', jsonBody(CodonInteractionSchema), async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    const db = getDb(c)
    const now = Date.now()
    await db.batch([
      touchSession(db, sessionId, now, { network: requestNetwork(c) }),
      ...(await meterWrite(c, now)),
      tally(db, sessionId, 'interactions', ''),
      insertCodonPlay(db, {
        sessionId,
        codon: body.codon.toUpperCase(),
        interactionType: body.interactionType,
        duration: body.duration,
        createdAt: now,
      }),
    ])
    return c.json({ success: true }, 201)
  })
