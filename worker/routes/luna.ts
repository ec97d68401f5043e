// Luna's interactions and memory, and codon plays.

import { daysBetween, utcDateOf } from '../../domain/dates.ts'
import { lunaReadingOf } from '../../domain/luna-engine.ts'
import { intentOfClarityChoice } from '../../domain/memory.ts'
import { computeStreak } from '../../domain/streak.ts'
import { CLARITY_CHOSEN } from '../../domain/vocabulary.ts'
import {
  CodonInteractionSchema,
  LunaInteractionSchema,
  SessionQueryWithDateSchema,
} from '../../schema/api.ts'
import { EXAMPLE_ARCHETYPE, EXAMPLE_DATE, EXAMPLE_HEADERS } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { insertCodonPlay, insertLunaInteraction, patternQueries, tallyLunaInteraction } from '../data/luna.ts'
import { batch } from '../data/raw.ts'
import { touchSession } from '../data/sessions.ts'
import { tally } from '../data/tallies.ts'
import { getD1, getDb } from '../db.ts'
import { INSERTED_ROW, idempotent, recordIdempotency } from '../idempotency.ts'
import { acceptLocalDate } from '../local-date.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { getSchumann } from '../schumann.ts'
import { requireSession } from '../session.ts'
import { declare, READ_ERRORS, routes, WRITE_ERRORS } from './declare.ts'

const postLunaInteraction = declare({
  method: 'post',
  path: '/luna-interaction',
  limit: 'write',
  summary: 'Record a Luna insight shown, or the clarity the visitor chose.',
  tag: 'Insight',
  body: LunaInteractionSchema,
  session: true,
  idempotent: true,
  ok: [
    {
      status: 201,
      description: 'Recorded (or, for a repeated Idempotency-Key, the first answer again).',
      schema: R.SuccessResponse,
    },
  ],
  errors: [...WRITE_ERRORS, 409, 422],
  example: {
    headers: { ...EXAMPLE_HEADERS, 'Idempotency-Key': 'example-insight-0001' },
    body: {
      page: 'compass',
      scalarValue: EXAMPLE_ARCHETYPE.combinedBaseline,
      windowPhase: 'Resonance Ascendancy',
      lunaTag: 'aligned',
      userAction: 'viewed-insight',
      deviceType: 'mobile',
    },
  },
})

const getLunaPatterns = declare({
  method: 'get',
  path: '/luna-patterns',
  limit: 'read',
  summary: 'What Luna remembers of the visitor.',
  tag: 'Insight',
  query: SessionQueryWithDateSchema,
  session: true,
  ok: [{ status: 200, description: 'Intents, pages, streak.', schema: R.LunaPatternsResponse }],
  errors: READ_ERRORS,
  example: { headers: EXAMPLE_HEADERS, query: { localDate: EXAMPLE_DATE } },
})

const postCodonInteraction = declare({
  method: 'post',
  path: '/codon-interaction',
  limit: 'write',
  summary: 'Record a codon tone played.',
  tag: 'Insight',
  body: CodonInteractionSchema,
  session: true,
  ok: [{ status: 201, description: 'Recorded.', schema: R.SuccessResponse }],
  errors: [...WRITE_ERRORS, 409],
  example: {
    headers: EXAMPLE_HEADERS,
    body: { codon: 'AUG', interactionType: 'library_play', duration: 12 },
  },
})

export const lunaRoutes = routes()
  .openapi(postLunaInteraction, async (c) => {
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
    return idempotent(c, sessionId, 'luna-interaction', body, async (ticket) => {
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
      return c.json({ success: true as const }, 201)
    })
  })
  .openapi(getLunaPatterns, async (c) => {
    const q = c.req.valid('query')
    const sessionId = requireSession(c, q.sessionId)
    const today = acceptLocalDate(q.localDate, new Date())
    const db = getDb(c)
    const [tallies, dates, sessionRows] = await db.batch(patternQueries(db, sessionId))
    const first = sessionRows[0]?.createdAt
    return c.json(
      {
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
          first === undefined
            ? 0
            : Math.max(0, daysBetween(utcDateOf(new Date(first)), utcDateOf(new Date()))),
      },
      200,
    )
  })
  .openapi(postCodonInteraction, async (c) => {
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
    return c.json({ success: true as const }, 201)
  })
