// The scalar journey: points posted by the compass, the display name, the history and its analysis.

import { computeAlignment, computeThresholds } from '../../domain/alignment.ts'
import { ZONE_INTENT } from '../../domain/compass.ts'
import { round3 } from '../../domain/numbers.ts'
import { READING_DEVIATION_LIMIT } from '../../domain/ranges.ts'
import { analyzeTrajectory } from '../../domain/trajectory.ts'
import { DEFAULT_BASELINE } from '../../domain/vocabulary.ts'
import { SessionQuerySchema, UserTrajectorySchema } from '../../schema/api.ts'
import { EXAMPLE_ARCHETYPE, EXAMPLE_DATE, EXAMPLE_HEADERS } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { batch, rowsOf } from '../data/raw.ts'
import { selectSession, touchSession } from '../data/sessions.ts'
import {
  baselineRefusal,
  historyStats,
  insertPointIfBaselineHeld,
  listPoints,
  pointTotals,
  summarizeHistory,
} from '../data/trajectory.ts'
import { getD1, getDb } from '../db.ts'
import { ApiError } from '../errors.ts'
import { INSERTED_ROW, idempotent, recordIdempotency } from '../idempotency.ts'
import { acceptLocalDate } from '../local-date.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { requireSession } from '../session.ts'
import { declare, READ_ERRORS, routes, WRITE_ERRORS } from './declare.ts'

/** Points the analysis looks at (the most recent). */
const ANALYSIS_WINDOW = 50

const postUserTrajectory = declare({
  method: 'post',
  path: '/user-trajectory',
  limit: 'write',
  summary:
    'Add a point to the scalar journey (or set the display name; an Idempotency-Key applies to a point only).',
  tag: 'Journey',
  body: UserTrajectorySchema,
  session: true,
  rule: {
    fields: ['scalarValue', 'personalBaseline'],
    sentence: `scalarValue lies within ${READING_DEVIATION_LIMIT} of the baseline it was read from: personalBaseline when sent, which must be one the visitor holds (their latest archetype’s combined baseline or a check-in’s baseline of the last 48 hours; any while none is stored), else one they hold or ${DEFAULT_BASELINE} (docs/rules/ranges.md).`,
  },
  idempotent: true,
  ok: [
    {
      status: 201,
      description: 'The point is stored (or, for a repeated Idempotency-Key, the first answer again).',
      schema: R.TrajectoryStoredResponse,
    },
    { status: 200, description: 'The display name is stored.', schema: R.TrajectoryStoredResponse },
  ],
  errors: [...WRITE_ERRORS, 409, 422],
  example: {
    headers: { ...EXAMPLE_HEADERS, 'Idempotency-Key': 'example-point-0001' },
    body: {
      scalarValue: Math.round((EXAMPLE_ARCHETYPE.combinedBaseline + 0.2) * 1000) / 1000,
      context: 'compass-reading',
      personalBaseline: EXAMPLE_ARCHETYPE.combinedBaseline,
      localDate: EXAMPLE_DATE,
    },
  },
})

const getUserTrajectory = declare({
  method: 'get',
  path: '/user-trajectory',
  limit: 'read',
  summary: 'The scalar journey.',
  tag: 'Journey',
  query: SessionQuerySchema,
  session: true,
  ok: [{ status: 200, description: 'The journey, oldest first.', schema: R.TrajectoryResponse }],
  errors: [...READ_ERRORS, 404],
  example: { headers: EXAMPLE_HEADERS },
})

const getTrajectoryAnalysis = declare({
  method: 'get',
  path: '/trajectory-analysis',
  limit: 'read',
  summary: 'The journey’s pattern and trend.',
  tag: 'Journey',
  query: SessionQuerySchema,
  session: true,
  ok: [{ status: 200, description: 'The analysis.', schema: R.TrajectoryAnalysisResponse }],
  errors: [...READ_ERRORS, 404],
  example: { headers: EXAMPLE_HEADERS },
})

export const trajectoryRoutes = routes()
  .openapi(postUserTrajectory, async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    const db = getDb(c)
    const now = Date.now()
    const displayName = body.displayName === undefined ? undefined : body.displayName?.trim() || null
    if (body.context === 'profile-update') {
      // Saving the display name (docs/rules/api-calls.md) records no scalar point.
      await db.batch([
        touchSession(db, sessionId, now, { displayName: displayName ?? null, network: requestNetwork(c) }),
        ...(await meterWrite(c, now)),
      ])
      return c.json({ success: true as const, displayName: displayName ?? null }, 200)
    }
    const baseline = body.personalBaseline ?? DEFAULT_BASELINE
    // A reading lies within the time engine's bound plus the Schumann influence of its baseline
    // (docs/rules/ranges.md): a point far from the baseline it claims is no reading.
    const reach = READING_DEVIATION_LIMIT
    if (body.personalBaseline != null && Math.abs(body.scalarValue - baseline) > reach + 1e-9) {
      throw new ApiError(
        400,
        `The scalarValue field must be within ${reach} of the personalBaseline (${round3(baseline - reach)} to ${round3(baseline + reach)}).`,
      )
    }
    const zone = computeAlignment(body.scalarValue, baseline, computeThresholds(0, 0).extreme).zone
    const claimed = body.personalBaseline ?? null
    // Sent from the device's outbox with an Idempotency-Key: a retry stores the point once.
    return idempotent(c, sessionId, 'journey-point', body, async (ticket) => {
      // When the server knows the profile, the baseline a point claims must be one it holds: the
      // latest archetype record's combined baseline, or a check-in's baseline of the last two days
      // (time zones). Checked in the inserting statement itself: one round trip.
      const results = await batch(getD1(c), [
        touchSession(db, sessionId, now, { displayName, network: requestNetwork(c) }),
        ...(await meterWrite(c, now)),
        insertPointIfBaselineHeld({
          sessionId,
          scalarValue: body.scalarValue,
          personalBaseline: claimed,
          context: body.context,
          intent: ZONE_INTENT[zone],
          profileData: body.profileData ?? null,
          createdAt: now,
          localDate: acceptLocalDate(body.localDate, new Date(now)),
        }),
        ...(ticket ? [recordIdempotency(sessionId, ticket, 201, INSERTED_ROW, now)] : []),
      ])
      const inserted = rowsOf<{ id: number }>(results[results.length - (ticket ? 2 : 1)])
      if (inserted.length === 0) {
        throw new ApiError(400, await baselineRefusal(getD1(c), sessionId, now, claimed !== null))
      }
      return c.json({ success: true as const, id: inserted[0]?.id ?? null }, 201)
    })
  })
  .openapi(getUserTrajectory, async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId)
    const db = getDb(c)
    const [sessionRows, totals, points] = await db.batch([
      selectSession(db, sessionId),
      pointTotals(db, sessionId),
      listPoints(db, sessionId),
    ])
    const displayName = sessionRows[0]?.displayName ?? null
    const total = totals[0]?.total ?? 0
    if (total === 0 && displayName === null)
      throw new ApiError(404, 'No scalar journey has been recorded for this session yet.')
    const latest = points[0]
    const withBaseline = points.find((p) => p.personalBaseline !== null)
    return c.json(
      {
        displayName,
        currentScalar: latest?.scalarValue ?? null,
        personalBaseline: withBaseline?.personalBaseline ?? null,
        // The journey's days, not its points: five reloads of a day are one session.
        totalSessions: Number(totals[0]?.days ?? 0),
        averageAlignment:
          totals[0]?.average === null || totals[0]?.average === undefined
            ? null
            : Math.round(Number(totals[0].average) * 1000) / 1000,
        scalarHistory: points
          .map((p) => ({
            scalar: p.scalarValue,
            date: new Date(p.createdAt).toISOString(),
            localDate: p.localDate,
            context: p.context,
            baseline: p.personalBaseline,
          }))
          .reverse(),
      },
      200,
    )
  })
  .openapi(getTrajectoryAnalysis, async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId)
    const rows = await historyStats(getD1(c), sessionId, ANALYSIS_WINDOW)
    const history = summarizeHistory(rows)
    if (history.count === 0)
      throw new ApiError(404, 'No scalar journey has been recorded for this session yet.')
    const analysis = analyzeTrajectory(history.recent, history.recentSpanMs)
    return c.json(
      {
        ...analysis,
        totalReadings: history.count,
        average: Math.round(history.average * 1000) / 1000,
      },
      200,
    )
  })
