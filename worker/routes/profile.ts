// Profile generation (pure) and the archetype result of the quiz (stored).
import { Hono } from 'hono'
import { deriveArchetypeRecord } from '../../domain/archetype-record.ts'
import { ADULT_AGE, addDays, checkBirthDate, MIN_BIRTH_DATE, utcDateOf } from '../../domain/dates.ts'
import { generateProfile } from '../../domain/profile.ts'
import { ArchetypeSaveSchema, GenerateProfileSchema } from '../../schema/api.ts'
import { insertArchetypeRecord } from '../data/archetypes.ts'
import { batch, rowsOf } from '../data/raw.ts'
import { touchSession } from '../data/sessions.ts'
import { getD1, getDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { checkIdempotency, INSERTED_ROW, recordIdempotency, runIdempotent } from '../idempotency.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { requireSession } from '../session.ts'
import { jsonBody } from '../validate.ts'

/**
 * Birth dates for a profile computation are accepted from 1900-01-01 to today (a day of slack for
 * the visitor's time zone), and only an adult's: Luna computes nothing from a minor's birth date
 * (docs/decisions/036), as the archetype record stores none (domain deriveArchetypeRecord).
 */
export function assertBirthDate(birthDate: string, field = 'birth_date'): void {
  const problem = checkBirthDate(birthDate, addDays(utcDateOf(new Date()), 1))
  if (problem === 'minor')
    throw new ApiError(400, `Luna is for adults: the ${field} field must make you ${ADULT_AGE} or older.`)
  if (problem) throw new ApiError(400, `The ${field} field must be a date from ${MIN_BIRTH_DATE} to today.`)
}

export const profileRoutes = new Hono<AppEnv>()
  .post('/generate-profile', jsonBody(GenerateProfileSchema), (c) => {
    const { name, birth_date } = c.req.valid('json')
    assertBirthDate(birth_date)
    return c.json(generateProfile(name, birth_date))
  })
  .post('/archetype', jsonBody(ArchetypeSaveSchema), async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    // Every value the domain can compute is computed here; a disagreeing claim is refused.
    const derived = deriveArchetypeRecord(body, utcDateOf(new Date()))
    if (!derived.ok) throw new ApiError(400, derived.error)
    const record = derived.record
    // Sent from the device's outbox with an Idempotency-Key: a retry stores the record once.
    const ticket = await checkIdempotency(c, sessionId, 'archetype', body)
    if (ticket instanceof Response) return ticket
    return runIdempotent(c, sessionId, ticket, async () => {
      const db = getDb(c)
      const now = Date.now()
      const results = await batch(getD1(c), [
        touchSession(db, sessionId, now, { network: requestNetwork(c) }),
        ...(await meterWrite(c, now)),
        insertArchetypeRecord(db, { sessionId, ...record, userName: body.userName ?? null, createdAt: now }),
        ...(ticket ? [recordIdempotency(sessionId, ticket, 201, INSERTED_ROW, now)] : []),
      ])
      const inserted = rowsOf<{ id: number }>(results[results.length - (ticket ? 2 : 1)])
      return c.json(
        {
          success: true,
          id: inserted[0]?.id ?? null,
          archetypeId: record.archetypeId,
          archetypeName: record.archetypeName,
          combinedBaseline: record.combinedBaseline,
          source: record.source,
        },
        201,
      )
    })
  })
