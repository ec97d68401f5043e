// Profile generation (pure) and the archetype result of the quiz (stored).

import { deriveArchetypeRecord } from '../../domain/archetype-record.ts'
import { ADULT_AGE, addDays, checkBirthDate, MIN_BIRTH_DATE, utcDateOf } from '../../domain/dates.ts'
import { generateProfile } from '../../domain/profile.ts'
import { profileIn } from '../../domain/profile-language.ts'
import { ArchetypeSaveSchema, GenerateProfileSchema, LangQuerySchema } from '../../schema/api.ts'
import { EXAMPLE_ARCHETYPE, EXAMPLE_BIRTH_DATE, EXAMPLE_HEADERS } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { insertArchetypeRecord } from '../data/archetypes.ts'
import { batch, rowsOf } from '../data/raw.ts'
import { touchSession } from '../data/sessions.ts'
import { getD1, getDb } from '../db.ts'
import { answerLocale } from '../edge.ts'
import { ApiError } from '../errors.ts'
import { INSERTED_ROW, idempotent, recordIdempotency } from '../idempotency.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { requireSession } from '../session.ts'
import { declare, routes, WRITE_ERRORS } from './declare.ts'

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

const postGenerateProfile = declare({
  method: 'post',
  path: '/generate-profile',
  limit: 'shared',
  summary: 'A resonance profile from a name and a birth date (nothing is stored).',
  tag: 'Core journey',
  body: GenerateProfileSchema,
  query: LangQuerySchema,
  rule: {
    fields: ['birth_date'],
    sentence: 'birth_date is a day from 1900-01-01 to today that makes you 18 or older (Luna is for adults).',
  },
  ok: [
    {
      status: 200,
      description:
        'The profile; its words (the codon’s name, theme, affirmation and rituals, the resonance profile and Luna’s analysis) in the language asked for by `lang` or Accept-Language when Luna offers it, else in English. The numbers, the codons and the tags are the same in every language.',
      schema: R.GeneratedProfileResponse,
      headers: { 'Content-Language': 'The language of the profile’s words: en, es or de.' },
    },
  ],
  errors: WRITE_ERRORS,
  example: { body: { name: 'Ada', birth_date: EXAMPLE_BIRTH_DATE } },
})

const postArchetype = declare({
  method: 'post',
  path: '/archetype',
  limit: 'write',
  summary:
    'Store the archetype of the quiz; the server derives every value it can (docs/rules/archetype-record.md).',
  tag: 'Core journey',
  body: ArchetypeSaveSchema,
  session: true,
  rule: {
    fields: [
      'archetypeId',
      'archetypeName',
      'quizResponses',
      'source',
      'birthScalar',
      'archetypeScalar',
      'combinedBaseline',
      'entropyMod',
      'curvatureMod',
      'birthDate',
    ],
    sentence:
      'The fields must agree as the rules compute them, each number to within 0.0005 (docs/rules/archetype-record.md): quizResponses answer each of the five questions once and choose archetypeId (source quiz; a direct or guest choice sends none), archetypeName, archetypeScalar, entropyMod and curvatureMod are that archetype’s, birthScalar is the birth date’s and is sent only with it (a birthDate makes you 18 or older; a guest’s is today), and combinedBaseline is 0.7 × birthScalar + 0.3 × archetypeScalar, with a birth scalar of 81.5 when no birth date is sent.',
  },
  idempotent: true,
  ok: [
    {
      status: 201,
      description: 'Stored (or, for a repeated Idempotency-Key, the first answer again).',
      schema: R.ArchetypeSavedResponse,
    },
  ],
  errors: [...WRITE_ERRORS, 422],
  example: {
    headers: { ...EXAMPLE_HEADERS, 'Idempotency-Key': 'example-archetype-0001' },
    body: EXAMPLE_ARCHETYPE,
  },
})

export const profileRoutes = routes()
  .openapi(postGenerateProfile, (c) => {
    const { name, birth_date } = c.req.valid('json')
    assertBirthDate(birth_date)
    const locale = answerLocale(c.env, c.req.raw.headers, c.req.valid('query').lang)
    c.header('Content-Language', locale)
    c.header('Vary', 'Accept-Language', { append: true })
    return c.json(profileIn(generateProfile(name, birth_date), locale), 200)
  })
  .openapi(postArchetype, async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    // Every value the domain can compute is computed here; a disagreeing claim is refused.
    const derived = deriveArchetypeRecord(body, utcDateOf(new Date()))
    if (!derived.ok) throw new ApiError(400, derived.error)
    const record = derived.record
    // Sent from the device's outbox with an Idempotency-Key: a retry stores the record once.
    return idempotent(c, sessionId, 'archetype', body, async (ticket) => {
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
          success: true as const,
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
