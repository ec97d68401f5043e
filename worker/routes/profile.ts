// Profile generation (pure) and the archetype result of the quiz (stored).
import { Hono } from 'hono'
import { addDays, utcDateOf } from '../../domain/dates.ts'
import { generateProfile } from '../../domain/profile.ts'
import { MIN_BIRTH_DATE } from '../../domain/scalar.ts'
import { ArchetypeSaveSchema, GenerateProfileSchema } from '../../schema/api.ts'
import { archetypeResults } from '../../schema/tables.ts'
import { touchSession } from '../data/sessions.ts'
import { getDb } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { ApiError } from '../errors.ts'
import { requireSession } from '../session.ts'
import { jsonBody } from '../validate.ts'

/** Birth dates are accepted from 1900-01-01 to today (a day of slack for the visitor's time zone). */
export function assertBirthDate(birthDate: string, field = 'birth_date'): void {
  const latest = addDays(utcDateOf(new Date()), 1)
  if (birthDate < MIN_BIRTH_DATE || birthDate > latest) {
    throw new ApiError(400, `The ${field} field must be a date from ${MIN_BIRTH_DATE} to today.`)
  }
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
    if (body.birthDate) assertBirthDate(body.birthDate, 'birthDate')
    const db = getDb(c)
    const now = Date.now()
    const [, inserted] = await db.batch([
      touchSession(db, sessionId, now),
      db
        .insert(archetypeResults)
        .values({
          sessionId,
          archetypeId: body.archetypeId,
          archetypeName: body.archetypeName,
          quizResponses: body.quizResponses ?? [],
          birthScalar: body.birthScalar ?? null,
          archetypeScalar: body.archetypeScalar,
          combinedBaseline: body.combinedBaseline,
          entropyMod: body.entropyMod,
          curvatureMod: body.curvatureMod,
          userName: body.userName ?? null,
          birthDate: body.birthDate ?? null,
          createdAt: now,
        })
        .returning({ id: archetypeResults.id }),
    ])
    return c.json(
      {
        success: true,
        id: inserted[0]?.id ?? null,
        archetypeId: body.archetypeId,
        archetypeName: body.archetypeName,
        combinedBaseline: body.combinedBaseline,
      },
      201,
    )
  })
