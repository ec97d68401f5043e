// The emotional check-in: once per 24 hours per session, enforced by the database itself (a
// conditional insert), stored with its 'emotional-resonance' reading in one batch.
import { desc, eq, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { Hono } from 'hono'
import { ARCHETYPES, findArchetype } from '../../domain/archetypes.ts'
import {
  buildEmotionalReading,
  canAdjustEmotion,
  codonIndexFromValue,
  descriptorAt,
  EMOTIONAL_COOLDOWN_MS,
} from '../../domain/emotion.ts'
import { DEFAULT_BASELINE } from '../../domain/vocabulary.ts'
import { EmotionalStateSchema, LocalDateQuerySchema, SessionParamSchema } from '../../schema/api.ts'
import { archetypeResults, emotionalStates, savedReadings } from '../../schema/tables.ts'
import { batch, changesOf } from '../data/raw.ts'
import { toApiReading } from '../data/readings.ts'
import { touchSession } from '../data/sessions.ts'
import { getD1, getDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { checkIdempotency, recordIdempotency, replayIdempotent, runIdempotent } from '../idempotency.ts'
import { acceptLocalDate } from '../local-date.ts'
import { requireSession, sessionFromPath } from '../session.ts'
import { jsonBody, param, query } from '../validate.ts'

function latestState(db: DrizzleD1Database, sessionId: string) {
  return db
    .select()
    .from(emotionalStates)
    .where(eq(emotionalStates.sessionId, sessionId))
    .orderBy(desc(emotionalStates.createdAt))
    .limit(1)
}

export const emotionRoutes = new Hono<AppEnv>()
  .get('/emotional-state/:sessionId', param(SessionParamSchema), query(LocalDateQuerySchema), async (c) => {
    const { sessionId } = sessionFromPath(c, c.req.valid('param').sessionId)
    const now = new Date()
    const today = acceptLocalDate(c.req.valid('query').localDate, now)
    const [last] = await latestState(getDb(c), sessionId)
    const canCheckIn = canAdjustEmotion(last?.createdAt ?? null, now.getTime())
    return c.json({
      hasLoggedToday: last?.localDate === today,
      canCheckIn,
      nextCheckInAt:
        last && !canCheckIn ? new Date(last.createdAt + EMOTIONAL_COOLDOWN_MS).toISOString() : null,
      lastEmotionalState: last
        ? {
            value: last.emotionalValue,
            codonIndex: last.codonIndex,
            descriptor: last.descriptor,
            baseline: last.baseline,
            newBaseline: last.newBaseline,
            localDate: last.localDate,
            createdAt: new Date(last.createdAt).toISOString(),
          }
        : null,
    })
  })
  .post('/emotional-state', jsonBody(EmotionalStateSchema), async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    const expectedIndex = codonIndexFromValue(body.emotionalValue)
    if (body.codonIndex !== expectedIndex) {
      throw new ApiError(
        400,
        `The codonIndex field must be ${expectedIndex} for an emotionalValue of ${body.emotionalValue} (floor of value / 100 × 63).`,
      )
    }
    if (body.descriptor !== descriptorAt(expectedIndex)) {
      throw new ApiError(
        400,
        `The descriptor field must be “${descriptorAt(expectedIndex)}” for an emotionalValue of ${body.emotionalValue}.`,
      )
    }
    const ticket = await checkIdempotency(c, sessionId, 'emotional-state', body)
    if (ticket instanceof Response) return ticket
    const db = getDb(c)
    return runIdempotent(c, sessionId, ticket, async () => {
      const now = new Date()
      const at = now.getTime()
      // The archetype and the baseline are the session's own record when the server has one: a
      // client's other values are not taken (a `baseline` of 100 once made a newBaseline of 100.1).
      // Without a record, the client's baseline (within the baseline range) or 81.5, and only one of
      // the 32 archetype names.
      const [latest] = await db
        .select({
          combinedBaseline: archetypeResults.combinedBaseline,
          archetypeId: archetypeResults.archetypeId,
        })
        .from(archetypeResults)
        .where(eq(archetypeResults.sessionId, sessionId))
        .orderBy(desc(archetypeResults.createdAt), desc(archetypeResults.id))
        .limit(1)
      const baseline = latest?.combinedBaseline ?? body.baseline ?? DEFAULT_BASELINE
      const archetypeName = latest
        ? (findArchetype(latest.archetypeId)?.name ?? null)
        : (ARCHETYPES.find((a) => a.name === body.archetypeName)?.name ?? null)
      const category = ARCHETYPES.find((a) => a.name === archetypeName)?.category ?? null
      const scalarSnapshot =
        typeof body.context?.scalarAlignment === 'number' ? body.context.scalarAlignment : baseline
      const readingData = buildEmotionalReading({
        value: body.emotionalValue,
        baseline,
        category,
        scalarSnapshot,
      })
      const localDate = acceptLocalDate(body.localDate, now)
      const reading = {
        id: crypto.randomUUID(),
        sessionId,
        readingType: 'emotional-resonance' as const,
        readingData: { ...readingData },
        userTags: null,
        userNotes: null,
        resonantFrequency: null,
        readingDate: localDate,
        createdAt: at,
      }
      const state = {
        value: body.emotionalValue,
        codonIndex: expectedIndex,
        descriptor: readingData.descriptor,
        tier: readingData.tier,
        baseline,
        newBaseline: readingData.newBaseline,
        localDate,
        createdAt: now.toISOString(),
      }
      const response = {
        success: true,
        newBaseline: readingData.newBaseline,
        emotionalState: state,
        reading: toApiReading(reading),
      }
      const since = at - EMOTIONAL_COOLDOWN_MS
      // Each insert runs only if the one before it inserted a row (changes() = 1), so a refused
      // check-in writes nothing; D1 runs a batch's statements in order in one transaction.
      const results = await batch(getD1(c), [
        touchSession(db, sessionId, at),
        sql`insert into ${emotionalStates}
          (session_id, emotional_value, codon_index, descriptor, context, archetype_name, baseline, new_baseline, local_date, created_at)
          select ${sessionId}, ${body.emotionalValue}, ${expectedIndex}, ${readingData.descriptor}, ${JSON.stringify(body.context ?? null)},
            ${archetypeName}, ${baseline}, ${readingData.newBaseline}, ${localDate}, ${at}
          where not exists (select 1 from ${emotionalStates} where session_id = ${sessionId} and created_at > ${since})`,
        sql`insert into ${savedReadings}
          (id, session_id, reading_type, reading_data, user_tags, user_notes, resonant_frequency, reading_date, created_at)
          select ${reading.id}, ${sessionId}, 'emotional-resonance', ${JSON.stringify(reading.readingData)}, null, null, null, ${localDate}, ${at}
          where changes() = 1`,
        ...(ticket ? [recordIdempotency(sessionId, ticket, 201, reading.id, at)] : []),
      ])
      const inserted = changesOf(results[1])
      if (inserted !== 1 && ticket) {
        // A send of this very check-in (same key) that raced ours may be what the rule refused:
        // answer as it was answered.
        const replayed = await replayIdempotent(c, sessionId, ticket)
        if (replayed) return replayed
      }
      if (inserted !== 1) {
        const [last] = await latestState(db, sessionId)
        const nextCheckInAt = last ? new Date(last.createdAt + EMOTIONAL_COOLDOWN_MS).toISOString() : null
        return c.json(
          {
            error:
              'You have already adjusted your baseline in the last 24 hours. You can check in again once a day has passed.',
            nextCheckInAt,
          },
          409,
        )
      }
      return c.json(response, 201)
    })
  })
