// The emotional check-in: once per local calendar day per session, enforced by the database itself
// (a conditional insert), stored with its 'emotional-resonance' reading in one batch; mood notes at
// any time (docs/rules/emotional-check-in.md).

import { CHECK_IN_TAKEN_SENTENCE } from '../../domain/answer-sentences.ts'
import { checkInOf } from '../../domain/check-in-record.ts'
import { canCheckInOn, checkInClaimProblem, nextCheckInAt } from '../../domain/emotion.ts'
import {
  CheckInStatusQuerySchema,
  EmotionalStateSchema,
  LangQuerySchema,
  MoodNoteSchema,
} from '../../schema/api.ts'
import { EXAMPLE_ARCHETYPE, EXAMPLE_DATE, EXAMPLE_HEADERS, exampleFeeling } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { latestArchetypeRecord } from '../data/archetypes.ts'
import { insertCheckInOncePerDay, latestState } from '../data/emotions.ts'
import { insertMoodNote, moodNotesOfDay } from '../data/mood-notes.ts'
import { batch, changesOf } from '../data/raw.ts'
import { toApiReading } from '../data/readings.ts'
import { touchSession } from '../data/sessions.ts'
import { tally, tallyReadingAct } from '../data/tallies.ts'
import { getD1, getDb } from '../db.ts'
import { answerLocale } from '../edge.ts'
import { ApiError } from '../errors.ts'
import { idempotent, type Replayed, recordIdempotency, replayIdempotent } from '../idempotency.ts'
import { acceptLocalDate } from '../local-date.ts'
import { meterWrite, requestNetwork } from '../meters.ts'
import { moodNoteAnswer } from '../mood-note-answer.ts'
import { requireSession, sessionFromPath } from '../session.ts'
import { declare, READ_ERRORS, routes, SESSION_IN_PATH, WRITE_ERRORS } from './declare.ts'

const getEmotionalStateSessionId = declare({
  method: 'get',
  path: '/emotional-state/{sessionId}',
  limit: 'read',
  summary: 'Whether the visitor may check in, and the last check-in.',
  tag: 'Check-in',
  params: SESSION_IN_PATH,
  query: CheckInStatusQuerySchema,
  session: true,
  ok: [
    {
      status: 200,
      description:
        'The check-in status, with the day’s mood notes and Luna’s answers in the language asked for by `lang` or Accept-Language when Luna offers it, else in English.',
      schema: R.EmotionalStatusResponse,
      headers: { 'Content-Language': 'The language of Luna’s answers: en, es or de.' },
    },
  ],
  errors: READ_ERRORS,
  example: {
    headers: EXAMPLE_HEADERS,
    params: { sessionId: 'me' },
    query: { localDate: EXAMPLE_DATE },
  },
})

const postEmotionalState = declare({
  method: 'post',
  path: '/emotional-state',
  limit: 'write',
  summary: 'The emotional check-in: once a day, it moves the baseline.',
  tag: 'Check-in',
  body: EmotionalStateSchema,
  session: true,
  idempotent: true,
  rule: {
    fields: ['emotionalValue', 'codonIndex', 'descriptor'],
    sentence:
      'codonIndex is floor(emotionalValue / 100 × 63) and descriptor is the descriptor of that codon (docs/rules/emotional-check-in.md).',
  },
  ok: [{ status: 201, description: 'Checked in.', schema: R.CheckInResponse }],
  errors: [...WRITE_ERRORS, 409, 410, 422],
  example: {
    headers: { ...EXAMPLE_HEADERS, 'Idempotency-Key': 'example-check-in-0001' },
    body: {
      emotionalValue: 62,
      ...exampleFeeling(62),
      baseline: EXAMPLE_ARCHETYPE.combinedBaseline,
      archetypeName: EXAMPLE_ARCHETYPE.archetypeName,
      localDate: EXAMPLE_DATE,
    },
  },
})

const postMoodNote = declare({
  method: 'post',
  path: '/mood-note',
  limit: 'write',
  summary: 'Log how you feel now, between two check-ins; it moves no baseline, and Luna answers it.',
  tag: 'Check-in',
  body: MoodNoteSchema,
  query: LangQuerySchema,
  session: true,
  idempotent: true,
  rule: {
    fields: ['value', 'codonIndex', 'descriptor'],
    sentence:
      'codonIndex is floor(value / 100 × 63) and descriptor is the descriptor of that codon (docs/rules/emotional-check-in.md).',
  },
  ok: [
    {
      status: 201,
      description:
        'Logged, with Luna’s answer in the language asked for by `lang` or Accept-Language when Luna offers it, else in English.',
      schema: R.MoodNoteResponse,
      headers: { 'Content-Language': 'The language of Luna’s answer: en, es or de.' },
    },
  ],
  errors: [...WRITE_ERRORS, 409, 422],
  example: {
    headers: { ...EXAMPLE_HEADERS, 'Idempotency-Key': 'example-mood-0001' },
    body: {
      value: 40,
      ...exampleFeeling(40),
      words: 'Tired but hopeful',
      localDate: EXAMPLE_DATE,
    },
  },
})

export const emotionRoutes = routes()
  .openapi(getEmotionalStateSessionId, async (c) => {
    const { sessionId } = sessionFromPath(c, c.req.valid('param').sessionId)
    const now = new Date()
    const q = c.req.valid('query')
    const today = acceptLocalDate(q.localDate, now)
    const locale = answerLocale(c.env, c.req.raw.headers, q.lang)
    c.header('Content-Language', locale)
    c.header('Vary', 'Accept-Language', { append: true })
    const db = getDb(c)
    const [[last], notes] = await db.batch([latestState(db, sessionId), moodNotesOfDay(db, sessionId, today)])
    const canCheckIn = canCheckInOn(last?.localDate, today)
    return c.json(
      {
        hasLoggedToday: last?.localDate === today,
        canCheckIn,
        // The visitor's next local midnight, when their local time was sent.
        nextCheckInAt: canCheckIn ? null : nextCheckInAt(now.getTime(), q.localTime),
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
        // Today's mood notes, newest first, each with Luna's answer (docs/rules/emotional-check-in.md).
        moodNotes: notes
          .map((note) => moodNoteAnswer(sessionId, note, locale))
          .map(({ moodNote, answer, crisis }) => ({ ...moodNote, answer, crisis })),
      },
      200,
    )
  })
  .openapi(postMoodNote, async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    const problem = checkInClaimProblem(body.value, body.codonIndex, body.descriptor, 'value')
    if (problem) throw new ApiError(400, problem)
    const db = getDb(c)
    const locale = answerLocale(c.env, c.req.raw.headers, c.req.valid('query').lang)
    c.header('Content-Language', locale)
    c.header('Vary', 'Accept-Language', { append: true })
    return idempotent(c, sessionId, 'mood-note', body, async (ticket) => {
      const now = new Date()
      const note = {
        id: crypto.randomUUID(),
        value: body.value,
        words: body.words,
        localDate: acceptLocalDate(body.localDate, now),
        localTime: body.localTime ?? null,
        createdAt: now.getTime(),
      }
      // The note, the visitor's act counted for Luna's memory, and the key: one batch.
      await batch(getD1(c), [
        touchSession(db, sessionId, note.createdAt, { network: requestNetwork(c) }),
        ...(await meterWrite(c, note.createdAt)),
        insertMoodNote(db, {
          ...note,
          sessionId,
          codonIndex: body.codonIndex,
          descriptor: body.descriptor,
        }),
        tally(db, sessionId, 'interactions', ''),
        ...(ticket ? [recordIdempotency(sessionId, ticket, 201, note.id, note.createdAt)] : []),
      ])
      return c.json(moodNoteAnswer(sessionId, note, locale), 201)
    })
  })
  .openapi(postEmotionalState, async (c) => {
    const body = c.req.valid('json')
    const sessionId = requireSession(c, body.sessionId)
    const problem = checkInClaimProblem(body.emotionalValue, body.codonIndex, body.descriptor)
    if (problem) throw new ApiError(400, problem)
    const db = getDb(c)
    return idempotent(c, sessionId, 'emotional-state', body, async (ticket) => {
      const now = new Date()
      const at = now.getTime()
      const [record] = await latestArchetypeRecord(db, sessionId)
      const { baseline, archetypeName, readingData } = checkInOf({
        value: body.emotionalValue,
        record: record ?? null,
        claimedBaseline: body.baseline ?? null,
        claimedArchetypeName: body.archetypeName ?? null,
        scalarAlignment:
          typeof body.context?.scalarAlignment === 'number' ? body.context.scalarAlignment : null,
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
        codonIndex: readingData.codonIndex,
        descriptor: readingData.descriptor,
        tier: readingData.tier,
        baseline,
        newBaseline: readingData.newBaseline,
        localDate,
        createdAt: now.toISOString(),
      }
      const response = {
        success: true as const,
        newBaseline: readingData.newBaseline,
        emotionalState: state,
        reading: toApiReading(reading),
      }
      // A check-in refused by the once-a-day rule writes nothing (data/emotions.ts).
      const results = await batch(getD1(c), [
        touchSession(db, sessionId, at, { network: requestNetwork(c) }),
        ...(await meterWrite(c, at)),
        ...insertCheckInOncePerDay({
          sessionId,
          emotionalValue: body.emotionalValue,
          codonIndex: readingData.codonIndex,
          descriptor: readingData.descriptor,
          context: body.context ?? null,
          archetypeName,
          baseline,
          newBaseline: readingData.newBaseline,
          localDate,
          localTime: body.localTime ?? null,
          at,
          reading,
        }),
        ...(ticket ? [recordIdempotency(sessionId, ticket, 201, reading.id, at)] : []),
        // The visitor's act (Luna's memory), when the once-a-day rule let the check-in in.
        tallyReadingAct(sessionId, reading.id),
      ])
      const inserted = changesOf(results[2])
      if (inserted !== 1 && ticket) {
        // A send of this very check-in (same key) that raced ours may be what the rule refused:
        // answer as it was answered.
        const replayed = await replayIdempotent(c, sessionId, ticket)
        // A replay is this route's first answer again (worker/idempotency.ts).
        if (replayed) return replayed as Replayed<typeof response>
      }
      if (inserted !== 1)
        return c.json(
          { error: CHECK_IN_TAKEN_SENTENCE, nextCheckInAt: nextCheckInAt(at, body.localTime) },
          409,
        )
      return c.json(response, 201)
    })
  })
