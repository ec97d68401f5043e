// Self-service privacy (decisions.md §1): export every row stored for a session, or erase them all at once.
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { SessionQuerySchema } from '../../schema/api.ts'
import {
  archetypeResults,
  codonInteractions,
  emotionalStates,
  idempotencyKeys,
  lunaInteractions,
  savedReadings,
  sessions,
  trajectoryPoints,
  visits,
} from '../../schema/tables.ts'
import { CACHE_KEYS, deleteCache } from '../cache.ts'
import { getDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { requireSession } from '../session.ts'
import { query } from '../validate.ts'

export const privacyRoutes = new Hono<AppEnv>()
  .get('/my-data', query(SessionQuerySchema), async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId)
    const db = getDb(c)
    const [session, archetypes, visitRows, readings, emotions, points, luna, codons, keys] = await db.batch([
      db.select().from(sessions).where(eq(sessions.id, sessionId)),
      db.select().from(archetypeResults).where(eq(archetypeResults.sessionId, sessionId)),
      db.select().from(visits).where(eq(visits.sessionId, sessionId)),
      db.select().from(savedReadings).where(eq(savedReadings.sessionId, sessionId)),
      db.select().from(emotionalStates).where(eq(emotionalStates.sessionId, sessionId)),
      db.select().from(trajectoryPoints).where(eq(trajectoryPoints.sessionId, sessionId)),
      db.select().from(lunaInteractions).where(eq(lunaInteractions.sessionId, sessionId)),
      db.select().from(codonInteractions).where(eq(codonInteractions.sessionId, sessionId)),
      // The first answers of recent deliberate writes (kept a day for retries) copy notes and readings.
      db.select().from(idempotencyKeys).where(eq(idempotencyKeys.sessionId, sessionId)),
    ])
    c.header('Cache-Control', 'private, no-store')
    c.header('Content-Disposition', 'attachment; filename="luna-my-data.json"')
    return c.json({
      exportedAt: new Date().toISOString(),
      sessionId,
      session: session[0] ?? null,
      archetypeResults: archetypes,
      visits: visitRows,
      savedReadings: readings,
      emotionalStates: emotions,
      trajectoryPoints: points,
      lunaInteractions: luna,
      codonInteractions: codons,
      idempotencyKeys: keys,
    })
  })
  .delete('/my-data', query(SessionQuerySchema), async (c) => {
    const sessionId = requireSession(c, c.req.valid('query').sessionId)
    const db = getDb(c)
    const results = await db.batch([
      db.delete(archetypeResults).where(eq(archetypeResults.sessionId, sessionId)),
      db.delete(visits).where(eq(visits.sessionId, sessionId)),
      db.delete(savedReadings).where(eq(savedReadings.sessionId, sessionId)),
      db.delete(emotionalStates).where(eq(emotionalStates.sessionId, sessionId)),
      db.delete(trajectoryPoints).where(eq(trajectoryPoints.sessionId, sessionId)),
      db.delete(lunaInteractions).where(eq(lunaInteractions.sessionId, sessionId)),
      db.delete(codonInteractions).where(eq(codonInteractions.sessionId, sessionId)),
      db.delete(idempotencyKeys).where(eq(idempotencyKeys.sessionId, sessionId)),
      db.delete(sessions).where(eq(sessions.id, sessionId)),
    ])
    const [
      archetypeCount,
      visitCount,
      readingCount,
      emotionCount,
      pointCount,
      lunaCount,
      codonCount,
      keyCount,
      sessionCount,
    ] = results.map((r) => (r as { meta?: { changes?: number } }).meta?.changes ?? 0)
    // Only an erase that removed rows feeding the shared statistics (journey points, Luna
    // interactions) makes them stale; any other erase, such as one by a brand-new session id,
    // leaves the cache every visitor reads in place (the cron refreshes it each minute anyway).
    if ((pointCount ?? 0) + (lunaCount ?? 0) > 0) await deleteCache(c.env, CACHE_KEYS.scalarStats)
    return c.json({
      success: true,
      erased: {
        sessions: sessionCount,
        archetypeResults: archetypeCount,
        visits: visitCount,
        savedReadings: readingCount,
        emotionalStates: emotionCount,
        trajectoryPoints: pointCount,
        lunaInteractions: lunaCount,
        codonInteractions: codonCount,
        idempotencyKeys: keyCount,
      },
    })
  })
