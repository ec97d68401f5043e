// The request examples of the published contract (docs/decisions/039): one per operation, each one
// the server accepts when sent in the order of API_OPERATIONS with the example session. Values that
// rules tie together (an archetype's name and numbers, a check-in's codon and descriptor) are
// computed here by the same domain functions the server checks them with, so they cannot drift.
import { findArchetype } from '../domain/archetypes.ts'
import { SYMBOLIC_LOCATIONS } from '../domain/content/places.ts'
import { codonIndexFromValue, descriptorAt } from '../domain/emotion.ts'
import { scoreQuiz } from '../domain/quiz.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../domain/scalar.ts'

/** The example visitor's session id (made as a browser makes one). */
export const EXAMPLE_SESSION = 'luna_1764230400000_k3v9q2m7x1p8r4t6w0y5z2a7b3'
/** The example day and time, the visitor's local ones. */
export const EXAMPLE_DATE = '2026-11-28'
export const EXAMPLE_TIME = '09:30'
/** Stands for a reading id the visitor saved (the example run uses the one its save answered). */
export const EXAMPLE_READING_ID = '3f1c2a9e-8b7d-4e6f-9a0b-1c2d3e4f5a6b'
/** Stands for the admin password (a secret: the example run uses the server's). */
export const EXAMPLE_PASSWORD = 'the-admin-password'

export interface RequestExample {
  params?: Record<string, string>
  query?: Record<string, string>
  headers?: Record<string, string>
  body?: unknown
}

const QUIZ_ANSWERS = [
  { questionId: 1, answer: 2 },
  { questionId: 2, answer: 3 },
  { questionId: 3, answer: 2 },
  { questionId: 4, answer: 1 },
  { questionId: 5, answer: 2 },
]
const BIRTH_DATE = '1990-06-15'

function archetypeExample() {
  const archetypeId = scoreQuiz(QUIZ_ANSWERS)
  const archetype = findArchetype(archetypeId)
  if (!archetype) throw new Error(`the example quiz answers choose no archetype (${archetypeId})`)
  const birthScalar = computeBirthScalar(BIRTH_DATE)
  return {
    archetypeId,
    archetypeName: archetype.name,
    quizResponses: QUIZ_ANSWERS,
    source: 'quiz',
    birthScalar,
    archetypeScalar: archetype.scalarRange,
    combinedBaseline: computeCombinedBaseline(birthScalar, archetype.scalarRange),
    entropyMod: archetype.modifiers.entropyMod,
    curvatureMod: archetype.modifiers.curvatureMod,
    userName: 'Ada',
    birthDate: BIRTH_DATE,
  }
}

const ARCHETYPE = archetypeExample()
/** A feeling's slider value with the codon index and descriptor the server ties to it. */
const feeling = (value: number) => ({
  codonIndex: codonIndexFromValue(value),
  descriptor: descriptorAt(codonIndexFromValue(value)),
})
const session = { 'x-session-id': EXAMPLE_SESSION }

/** Request examples by `${method} ${path}` (the Hono path of API_OPERATIONS). */
export const REQUEST_EXAMPLES: Record<string, RequestExample> = {
  'post /api/resonance': { body: { archetype: ARCHETYPE.archetypeId } },
  'post /api/generate-profile': { body: { name: 'Ada', birth_date: BIRTH_DATE } },
  'post /api/archetype': {
    headers: { ...session, 'Idempotency-Key': 'example-archetype-0001' },
    body: ARCHETYPE,
  },
  'post /api/time-engine': {
    body: {
      date: EXAMPLE_DATE,
      time: EXAMPLE_TIME,
      elevation: 120,
      awareness: 0.7,
      archetype: ARCHETYPE.archetypeId,
      location: { mode: 'symbolic', symbolicId: SYMBOLIC_LOCATIONS[0]?.id ?? 'stonehenge' },
      baseline_xi: ARCHETYPE.combinedBaseline,
    },
  },
  'post /api/luna-flags': {
    body: {
      scalarValue: ARCHETYPE.combinedBaseline,
      windowPhase: 'Resonance Ascendancy',
      schumannFrequency: 7.83,
    },
  },
  'post /api/resonance-compass': {
    headers: session,
    body: {
      personalProfile: {
        archetypeData: {
          archetypeId: ARCHETYPE.archetypeId,
          birthScalar: ARCHETYPE.birthScalar,
          archetypeScalar: ARCHETYPE.archetypeScalar,
          combinedBaseline: ARCHETYPE.combinedBaseline,
        },
      },
      localDate: EXAMPLE_DATE,
      localTime: EXAMPLE_TIME,
    },
  },
  'post /api/daily-visit': { headers: session, body: { page: 'compass', localDate: EXAMPLE_DATE } },
  'get /api/streak/:sessionId': {
    headers: session,
    params: { sessionId: 'me' },
    query: { localDate: EXAMPLE_DATE },
  },
  'post /api/save-reading': {
    headers: { ...session, 'Idempotency-Key': 'example-save-0001' },
    body: {
      readingType: 'compass',
      readingData: { scalarValue: ARCHETYPE.combinedBaseline, zone: 'aligned' },
      userTags: 'morning',
      userNotes: 'Clear head after the walk.',
      localDate: EXAMPLE_DATE,
    },
  },
  'post /api/lock-frequency': {
    headers: { ...session, 'Idempotency-Key': 'example-lock-0001' },
    body: { frequency: 528, note: 'Calm', localDate: EXAMPLE_DATE },
  },
  'get /api/saved-readings': { headers: session, query: { limit: '20' } },
  'delete /api/saved-reading/:id': { headers: session, params: { id: EXAMPLE_READING_ID } },
  'get /api/emotional-state/:sessionId': {
    headers: session,
    params: { sessionId: 'me' },
    query: { localDate: EXAMPLE_DATE },
  },
  'post /api/emotional-state': {
    headers: { ...session, 'Idempotency-Key': 'example-check-in-0001' },
    body: {
      emotionalValue: 62,
      ...feeling(62),
      baseline: ARCHETYPE.combinedBaseline,
      archetypeName: ARCHETYPE.archetypeName,
      localDate: EXAMPLE_DATE,
    },
  },
  'get /api/month': { headers: session, query: { month: EXAMPLE_DATE.slice(0, 7) } },
  'post /api/mood-note': {
    headers: { ...session, 'Idempotency-Key': 'example-mood-0001' },
    body: {
      value: 40,
      ...feeling(40),
      words: 'Tired but hopeful',
      localDate: EXAMPLE_DATE,
    },
  },
  'post /api/user-trajectory': {
    headers: { ...session, 'Idempotency-Key': 'example-point-0001' },
    body: {
      scalarValue: Math.round((ARCHETYPE.combinedBaseline + 0.2) * 1000) / 1000,
      context: 'compass-reading',
      personalBaseline: ARCHETYPE.combinedBaseline,
      localDate: EXAMPLE_DATE,
    },
  },
  'get /api/user-trajectory': { headers: session },
  'get /api/trajectory-analysis': { headers: session },
  'post /api/luna-interaction': {
    headers: { ...session, 'Idempotency-Key': 'example-insight-0001' },
    body: {
      page: 'compass',
      scalarValue: ARCHETYPE.combinedBaseline,
      windowPhase: 'Resonance Ascendancy',
      lunaTag: 'aligned',
      userAction: 'viewed-insight',
      deviceType: 'mobile',
    },
  },
  'get /api/luna-patterns': { headers: session, query: { localDate: EXAMPLE_DATE } },
  'post /api/codon-interaction': {
    headers: session,
    body: { codon: 'AUG', interactionType: 'library_play', duration: 12 },
  },
  'get /api/my-data': { headers: session },
  'delete /api/my-data': { headers: session },
  'post /api/restore': {
    headers: { 'Idempotency-Key': 'example-restore-0001' },
    body: { code: EXAMPLE_SESSION },
  },
  'get /api/reminder': { headers: session },
  'put /api/reminder': {
    headers: session,
    body: {
      subscription: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/example-device-token',
        keys: {
          p256dh: `B${'A'.repeat(86)}`,
          auth: 'AAAAAAAAAAAAAAAAAAAAAA',
        },
      },
      time: '08:30',
      timeZone: 'Europe/Berlin',
    },
  },
  'delete /api/reminder': { headers: session },
  'post /api/admin/login': { body: { password: EXAMPLE_PASSWORD } },
}
