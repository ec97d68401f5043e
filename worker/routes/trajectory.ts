// The scalar journey: points posted by the compass, the display name, the history and its analysis.
import { Hono } from 'hono'
import { computeAlignment, computeThresholds } from '../../domain/alignment.ts'
import { ZONE_INTENT } from '../../domain/compass.ts'
import { round3 } from '../../domain/numbers.ts'
import { READING_DEVIATION_LIMIT } from '../../domain/ranges.ts'
import { analyzeTrajectory } from '../../domain/trajectory.ts'
import { DEFAULT_BASELINE } from '../../domain/vocabulary.ts'
import { SessionQuerySchema, UserTrajectorySchema } from '../../schema/api.ts'
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
import type { AppEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { checkIdempotency, INSERTED_ROW, recordIdempotency, runIdempotent } from '../idempotency.ts'
import { acceptLocalDate } from '../local-date.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { requireSession } from '../session.ts'
import { jsonBody, query } from '../validate.ts'

/** Points the analysis looks at (the most recent). */
const ANALYSIS_WINDOW = 50

export const trajectoryRoutes = new Hono<AppEnv>()
  .post('/user-trajectory', jsonBody(UserTrajectorySchema), async (c) => {
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
      return c.json({ success: true, displayName: displayName ?? null })
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
    const ticket = await checkIdempotency(c, sessionId, 'journey-point', body)
    if (ticket instanceof Response) return ticket
    return runIdempotent(c, sessionId, ticket, async () => {
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
      return c.json({ success: true, id: inserted[0]?.id ?? null }, 201)
    })
  })
  .get('/user-trajectory', query(SessionQuerySchema), async (c) => {
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
    return c.json({
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
    })
  })
  .get('/trajectory-analysis', query(SessionQuerySchema), async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId)
    const rows = await historyStats(getD1(c), sessionId, ANALYSIS_WINDOW)
    const history = summarizeHistory(rows)
    if (history.count === 0)
      throw new ApiError(404, 'No scalar journey has been recorded for this session yet.')
    const analysis = analyzeTrajectory(history.recent, history.recentSpanMs)
    return c.json({
      ...analysis,
      totalReadings: history.count,
      average: Math.round(history.average * 1000) / 1000,
    })
  })
