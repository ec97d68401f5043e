// The published contract: an OpenAPI 3.1 document made from the same zod schemas that validate
// requests (schema/api.ts) and describe answers (schema/responses.ts) (docs/decisions/015).
// GET /api/openapi.json serves it; the worker tests check every real answer against it and that
// every route of the Worker is in it.
import * as z from 'zod'
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi'
import {
  BROWSER_LIMIT_SENTENCES,
  DELETED_READING_SENTENCE,
  FAULT_SENTENCE,
  NETWORK_READS_SENTENCE,
  TURNSTILE_SENTENCES,
  UNAVAILABLE_SENTENCE,
} from '../domain/answer-sentences.ts'
import { IDEMPOTENCY_KEY_PATTERN } from '../domain/idempotency-key.ts'
import { QUOTA_SENTENCES, QUOTA_WORDS } from '../domain/quotas.ts'
import { READING_DEVIATION_LIMIT } from '../domain/ranges.ts'
import { SESSION_ID_PATTERN } from '../domain/session-id.ts'
import { DEFAULT_BASELINE } from '../domain/vocabulary.ts'
import {
  AdminLoginSchema,
  ArchetypeSaveSchema,
  CodonInteractionSchema,
  DailyVisitSchema,
  EmotionalStateSchema,
  GenerateProfileSchema,
  LocalDateQuerySchema,
  LockFrequencySchema,
  LunaFlagsSchema,
  LunaInteractionSchema,
  MonthQuerySchema,
  MoodNoteSchema,
  ReminderSchema,
  ResonanceCompassSchema,
  ResonanceSchema,
  RestoreSchema,
  SavedReadingsQuerySchema,
  SaveReadingSchema,
  SessionBodySchema,
  SessionQuerySchema,
  SessionQueryWithDateSchema,
  TimeEngineSchema,
  UserTrajectorySchema,
} from './api.ts'
import { RESPONSE_EXAMPLES } from './examples/responses.ts'
import { REQUEST_EXAMPLES } from './examples.ts'
import * as R from './responses.ts'

type Method = 'get' | 'post' | 'put' | 'delete'

/** Status codes and what they mean for every route that has them. */
const ERROR_TEXT: Record<number, string> = {
  400: 'The request is not valid: the sentence names the field and the rule.',
  401: 'An admin login is required (or it has expired).',
  403: 'Admin requests must come from this site; or, where Turnstile guards new sessions, a new session’s first write came without a passing x-turnstile-token (docs/decisions/036).',
  404: 'Nothing is stored under that name for this session.',
  409: 'A rule or a quota refused the write, or the push subscription is registered to another visitor; nothing was stored. The sentence says what to do.',
  410: 'This Idempotency-Key saved a reading that has since been deleted; nothing new was stored.',
  413: 'The request body is over 64 KB.',
  415: 'The request body is not sent as JSON.',
  422: 'This Idempotency-Key was already used for a different request.',
  429: 'Too many requests: wait for the Retry-After seconds. Nothing of this request was done.',
  500: 'A fault on our side; quote the requestId.',
  503: 'The database (or the admin login) is briefly unavailable, or too full to take new writes; try again after Retry-After.',
}

interface Operation {
  method: Method
  /** The path as the Worker routes it, Hono style (`/api/streak/:sessionId`). */
  path: string
  /**
   * Its rate-limit class (worker/rate-limits.ts, docs/decisions/014, 036, 046): 'write' for a write
   * that stores or removes a visitor's data (metered, limited per address, network and session),
   * 'read' for a read of a visitor's rows (limited per address, network and session), 'shared' for
   * what is the same for everyone or computed from the request alone, with no visitor's rows (limited
   * per address and network, more loosely). Every route has one.
   */
  limit: 'read' | 'write' | 'shared'
  summary: string
  tag: string
  body?: z.ZodType
  query?: z.ZodObject
  params?: z.ZodObject
  /** Reads or writes one visitor's data: the session id travels in x-session-id (or the body/query). */
  session?: boolean
  idempotent?: boolean
  admin?: boolean
  ok: {
    status: number
    description: string
    schema?: z.ZodType
    /** The answer is an HTML page, not JSON. */
    html?: true
    headers?: Record<string, string>
  }[]
  errors: number[]
  /**
   * A rule across fields that JSON Schema cannot say: stated in the operation's description (one
   * sentence) and, for clients and the property test, as `x-cross-field-rule` with the fields it
   * ties (docs/decisions/039). The operation's example obeys it.
   */
  rule?: { fields: string[]; sentence: string }
}

const SESSION_IN_PATH = z.object({
  sessionId: z.string().meta({
    description:
      '`me` (the session id then travels in the x-session-id header, so that it stays out of URLs and logs), or a session id.',
    pattern: `^(me|${SESSION_ID_PATTERN.source.slice(1, -1)})$`,
  }),
})

/** Writes share these: a bad body, too large, not JSON, over a limit, a fault, the database away. */
const WRITE_ERRORS = [400, 413, 415, 429, 500, 503]
const READ_ERRORS = [400, 429, 500, 503]

/** The operations as declared; API_OPERATIONS below adds the 429 every limit class may answer. */
const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    limit: 'shared',
    summary: 'Whether the Worker answers.',
    tag: 'Service',
    ok: [{ status: 200, description: 'The Worker answers.', schema: R.HealthResponse }],
    errors: [],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    limit: 'shared',
    summary: 'This document.',
    tag: 'Service',
    ok: [
      {
        status: 200,
        description: 'The OpenAPI 3.1 document of this API.',
        schema: z.record(z.string(), z.unknown()),
      },
    ],
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs',
    limit: 'shared',
    summary: 'This reference as a readable page.',
    tag: 'Service',
    ok: [{ status: 200, description: 'The API reference (HTML).', html: true }],
    errors: [],
  },
  {
    method: 'get',
    path: '/api/codons',
    limit: 'shared',
    summary: 'The 64-codon library.',
    tag: 'Content',
    ok: [
      {
        status: 200,
        description: 'All 64 codons.',
        schema: z.array(R.CodonResponse),
        headers: { ETag: 'Version of the content.' },
      },
      { status: 304, description: 'The If-None-Match version is current.' },
    ],
    errors: [],
  },
  {
    method: 'get',
    path: '/api/archetypes',
    limit: 'shared',
    summary: 'The 32 archetypes.',
    tag: 'Content',
    ok: [
      {
        status: 200,
        description: 'All 32 archetypes, by id.',
        schema: z.array(R.ArchetypeResponse),
        headers: { ETag: 'Version of the content.' },
      },
      { status: 304, description: 'The If-None-Match version is current.' },
    ],
    errors: [],
  },
  {
    method: 'get',
    path: '/api/quiz',
    limit: 'shared',
    summary: 'The five onboarding questions.',
    tag: 'Content',
    ok: [
      {
        status: 200,
        description: 'The questions and their answers.',
        schema: z.array(R.QuizQuestionResponse),
        headers: { ETag: 'Version of the content.' },
      },
      { status: 304, description: 'The If-None-Match version is current.' },
    ],
    errors: [],
  },
  {
    method: 'post',
    path: '/api/resonance',
    limit: 'shared',
    summary: 'The codons that resonate with an archetype.',
    tag: 'Content',
    body: ResonanceSchema,
    ok: [
      {
        status: 200,
        description: 'The codon pair and the nearest codons, or a message when nothing matches.',
        schema: R.ResonanceResponse,
      },
    ],
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: '/api/generate-profile',
    limit: 'shared',
    summary: 'A resonance profile from a name and a birth date (nothing is stored).',
    tag: 'Core journey',
    body: GenerateProfileSchema,
    rule: {
      fields: ['birth_date'],
      sentence:
        'birth_date is a day from 1900-01-01 to today that makes you 18 or older (Luna is for adults).',
    },
    ok: [{ status: 200, description: 'The profile.', schema: R.GeneratedProfileResponse }],
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: '/api/archetype',
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
  },
  {
    method: 'post',
    path: '/api/time-engine',
    limit: 'shared',
    summary: 'The time-window calculator.',
    tag: 'Core journey',
    body: TimeEngineSchema,
    ok: [{ status: 200, description: 'The computed ξ and its window.', schema: R.TimeEngineResponse }],
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: '/api/luna-flags',
    limit: 'shared',
    summary: 'Luna’s flags and state for a scalar and a window phase.',
    tag: 'Insight',
    body: LunaFlagsSchema,
    ok: [{ status: 200, description: 'Flags, state and stability.', schema: R.LunaFlagsResponse }],
    errors: WRITE_ERRORS,
  },
  {
    method: 'get',
    path: '/api/schumann-resonance',
    limit: 'shared',
    summary: 'The Schumann resonance and the planetary K-index now (NOAA, else the model).',
    tag: 'Core journey',
    ok: [{ status: 200, description: 'The current reading.', schema: R.SchumannResponse }],
    errors: [429, 500],
  },
  {
    method: 'post',
    path: '/api/resonance-compass',
    limit: 'read',
    summary: 'The daily compass.',
    tag: 'Core journey',
    body: ResonanceCompassSchema,
    session: true,
    ok: [{ status: 200, description: 'Today’s alignment, guidance and context.', schema: R.CompassResponse }],
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: '/api/daily-visit',
    limit: 'write',
    summary: 'Count today’s visit to a page; answers the streak.',
    tag: 'Core journey',
    body: DailyVisitSchema,
    session: true,
    ok: [{ status: 201, description: 'Counted.', schema: R.DailyVisitResponse }],
    errors: WRITE_ERRORS,
  },
  {
    method: 'get',
    path: '/api/streak/:sessionId',
    limit: 'read',
    summary: 'The visit streak.',
    tag: 'Core journey',
    params: SESSION_IN_PATH,
    query: LocalDateQuerySchema,
    session: true,
    ok: [{ status: 200, description: 'The streak in the visitor’s local days.', schema: R.StreakResponse }],
    errors: READ_ERRORS,
  },
  {
    method: 'post',
    path: '/api/save-reading',
    limit: 'write',
    summary: 'Save a reading.',
    tag: 'Readings',
    body: SaveReadingSchema,
    session: true,
    idempotent: true,
    ok: [
      {
        status: 201,
        description: 'Saved (or, for a repeated Idempotency-Key, the first answer again).',
        schema: R.ReadingStoredResponse,
      },
    ],
    errors: [...WRITE_ERRORS, 409, 410, 422],
  },
  {
    method: 'post',
    path: '/api/lock-frequency',
    limit: 'write',
    summary: 'Lock a tuner frequency as a saved reading.',
    tag: 'Readings',
    body: LockFrequencySchema,
    session: true,
    idempotent: true,
    ok: [{ status: 201, description: 'Locked.', schema: R.ReadingStoredResponse }],
    errors: [...WRITE_ERRORS, 409, 410, 422],
  },
  {
    method: 'get',
    path: '/api/saved-readings',
    limit: 'read',
    summary: 'Saved readings, newest first, a page at a time.',
    tag: 'Readings',
    query: SavedReadingsQuerySchema,
    session: true,
    ok: [
      {
        status: 200,
        description: 'One page of readings.',
        schema: z.array(R.SavedReadingResponse),
        headers: {
          'X-Next-Cursor': 'Where the next page starts (absent on the last page).',
          'X-Total-Count': 'How many readings match in all.',
        },
      },
    ],
    errors: READ_ERRORS,
  },
  {
    method: 'delete',
    path: '/api/saved-reading/:id',
    limit: 'write',
    summary: 'Delete a saved reading.',
    tag: 'Readings',
    params: z.object({ id: z.string().meta({ format: 'uuid' }) }),
    body: SessionBodySchema,
    session: true,
    ok: [{ status: 200, description: 'Deleted.', schema: R.ReadingDeletedResponse }],
    errors: [...WRITE_ERRORS, 404],
  },
  {
    method: 'get',
    path: '/api/emotional-state/:sessionId',
    limit: 'read',
    summary: 'Whether the visitor may check in, and the last check-in.',
    tag: 'Check-in',
    params: SESSION_IN_PATH,
    query: LocalDateQuerySchema,
    session: true,
    ok: [{ status: 200, description: 'The check-in status.', schema: R.EmotionalStatusResponse }],
    errors: READ_ERRORS,
  },
  {
    method: 'post',
    path: '/api/emotional-state',
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
  },
  {
    method: 'get',
    path: '/api/month',
    limit: 'read',
    summary:
      "The visitor's days of a month: each check-in's tier, the feelings said, and the words the day earned.",
    tag: 'Check-in',
    query: MonthQuerySchema,
    session: true,
    ok: [{ status: 200, description: 'The month.', schema: R.MonthResponse }],
    errors: READ_ERRORS,
  },
  {
    method: 'post',
    path: '/api/mood-note',
    limit: 'write',
    summary: 'Log how you feel now, between two check-ins; it moves no baseline, and Luna answers it.',
    tag: 'Check-in',
    body: MoodNoteSchema,
    session: true,
    idempotent: true,
    rule: {
      fields: ['value', 'codonIndex', 'descriptor'],
      sentence:
        'codonIndex is floor(value / 100 × 63) and descriptor is the descriptor of that codon (docs/rules/emotional-check-in.md).',
    },
    ok: [{ status: 201, description: 'Logged, with Luna’s answer.', schema: R.MoodNoteResponse }],
    errors: [...WRITE_ERRORS, 409, 422],
  },
  {
    method: 'post',
    path: '/api/user-trajectory',
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
  },
  {
    method: 'get',
    path: '/api/user-trajectory',
    limit: 'read',
    summary: 'The scalar journey.',
    tag: 'Journey',
    query: SessionQuerySchema,
    session: true,
    ok: [{ status: 200, description: 'The journey, oldest first.', schema: R.TrajectoryResponse }],
    errors: [...READ_ERRORS, 404],
  },
  {
    method: 'get',
    path: '/api/trajectory-analysis',
    limit: 'read',
    summary: 'The journey’s pattern and trend.',
    tag: 'Journey',
    query: SessionQuerySchema,
    session: true,
    ok: [{ status: 200, description: 'The analysis.', schema: R.TrajectoryAnalysisResponse }],
    errors: [...READ_ERRORS, 404],
  },
  {
    method: 'post',
    path: '/api/luna-interaction',
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
  },
  {
    method: 'get',
    path: '/api/luna-patterns',
    limit: 'read',
    summary: 'What Luna remembers of the visitor.',
    tag: 'Insight',
    query: SessionQueryWithDateSchema,
    session: true,
    ok: [{ status: 200, description: 'Intents, pages, streak.', schema: R.LunaPatternsResponse }],
    errors: READ_ERRORS,
  },
  {
    method: 'post',
    path: '/api/codon-interaction',
    limit: 'write',
    summary: 'Record a codon tone played.',
    tag: 'Insight',
    body: CodonInteractionSchema,
    session: true,
    ok: [{ status: 201, description: 'Recorded.', schema: R.SuccessResponse }],
    errors: [...WRITE_ERRORS, 409],
  },
  {
    method: 'get',
    path: '/api/scalar-stats',
    limit: 'shared',
    summary: 'The collective statistics (docs/rules/collective.md).',
    tag: 'Insight',
    ok: [{ status: 200, description: 'Shared by every visitor; cached.', schema: R.ScalarStatsResponse }],
    errors: [429, 500, 503],
  },
  {
    method: 'get',
    path: '/api/my-data',
    limit: 'read',
    summary: 'Everything stored for the session, as one JSON document.',
    tag: 'Privacy',
    query: SessionQuerySchema,
    session: true,
    ok: [{ status: 200, description: 'The export (a download).', schema: R.MyDataResponse }],
    errors: READ_ERRORS,
  },
  {
    method: 'delete',
    path: '/api/my-data',
    limit: 'write',
    summary: 'Erase everything stored for the session.',
    tag: 'Privacy',
    query: SessionQuerySchema,
    session: true,
    ok: [{ status: 200, description: 'Erased: rows removed per table.', schema: R.ErasedResponse }],
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: '/api/restore',
    limit: 'write',
    summary: 'Open a recovery code in this browser: the session moves to a new id (docs/decisions/013).',
    tag: 'Privacy',
    body: RestoreSchema,
    idempotent: true,
    ok: [
      { status: 201, description: 'Moved: use the new session id from now on.', schema: R.RestoredResponse },
      {
        status: 200,
        description: 'A retry with the same Idempotency-Key: the same new id.',
        schema: R.RestoredResponse,
      },
    ],
    errors: [...WRITE_ERRORS, 404, 409],
  },
  {
    method: 'get',
    path: '/api/reminders/key',
    limit: 'shared',
    summary: 'The VAPID public key a browser subscribes to the daily reminder with (docs/decisions/020).',
    tag: 'Reminders',
    ok: [{ status: 200, description: 'The key (base64url).', schema: R.ReminderKeyResponse }],
    errors: [500, 503],
  },
  {
    method: 'get',
    path: '/api/reminder',
    limit: 'read',
    summary: 'The visitor’s daily reminder, or null.',
    tag: 'Reminders',
    query: SessionQuerySchema,
    session: true,
    ok: [
      { status: 200, description: 'The reminder’s time, zone and next instant.', schema: R.ReminderResponse },
    ],
    errors: READ_ERRORS,
  },
  {
    method: 'put',
    path: '/api/reminder',
    limit: 'write',
    summary: 'Set or change the daily reminder: the browser’s push subscription and a local time.',
    tag: 'Reminders',
    body: ReminderSchema,
    session: true,
    ok: [{ status: 200, description: 'Set: the reminder as stored.', schema: R.ReminderResponse }],
    errors: [...WRITE_ERRORS, 409],
  },
  {
    method: 'delete',
    path: '/api/reminder',
    limit: 'write',
    summary: 'Stop the daily reminder.',
    tag: 'Reminders',
    query: SessionQuerySchema,
    session: true,
    ok: [
      {
        status: 200,
        description: 'Stopped (deleted says whether one was set).',
        schema: R.ReminderDeletedResponse,
      },
    ],
    errors: WRITE_ERRORS,
  },
  {
    method: 'post',
    path: '/api/admin/login',
    limit: 'read',
    summary: 'Admin login; sets the __Host-admin cookie.',
    tag: 'Admin',
    body: AdminLoginSchema,
    ok: [{ status: 200, description: 'Logged in.', schema: R.AdminLoginResponse }],
    errors: [...WRITE_ERRORS, 401, 403],
  },
  {
    method: 'post',
    path: '/api/admin/logout',
    limit: 'read',
    summary: 'End the admin session.',
    tag: 'Admin',
    ok: [{ status: 200, description: 'Logged out.', schema: R.SuccessResponse }],
    errors: [403, 415, 500, 503],
  },
  {
    method: 'get',
    path: '/api/admin/session',
    limit: 'read',
    summary: 'Whether the admin cookie is valid.',
    tag: 'Admin',
    admin: true,
    ok: [{ status: 200, description: 'Logged in.', schema: R.AdminSessionResponse }],
    errors: [401, 500, 503],
  },
  {
    method: 'get',
    path: '/api/archetype-analytics',
    limit: 'read',
    summary: 'The admin dashboard’s figures.',
    tag: 'Admin',
    admin: true,
    ok: [{ status: 200, description: 'The analytics.', schema: R.AnalyticsResponse }],
    errors: [401, 500, 503],
  },
]

/** Every /api route of the Worker, in the order of the spec; each may answer 429 (its limit class). */
export const API_OPERATIONS: readonly Operation[] = OPERATIONS.map((op) =>
  op.errors.includes(429) ? op : { ...op, errors: [...op.errors, 429] },
)

/** `/api/streak/:sessionId` → `/api/streak/{sessionId}`. */
export const openApiPath = (honoPath: string): string => honoPath.replace(/:(\w+)/g, '{$1}')

const json = (schema: z.ZodType) => ({ 'application/json': { schema } })

/** A write that stores a visitor's data: its session's first one may need a Turnstile token. */
const storesForSession = (op: Operation) =>
  op.session === true && (op.method === 'post' || op.method === 'put')

function operationObject(op: Operation): ZodOpenApiOperationObject {
  const errors = storesForSession(op) && !op.errors.includes(403) ? [...op.errors, 403].sort() : op.errors
  const header = z.object({
    ...(storesForSession(op)
      ? {
          'x-turnstile-token': z.string().max(2048).optional().meta({
            description:
              'A Cloudflare Turnstile token, needed on the first write of a new session where the server has Turnstile switched on (docs/decisions/036).',
          }),
        }
      : {}),
    ...(op.idempotent
      ? {
          'Idempotency-Key': z.string().min(8).max(128).regex(IDEMPOTENCY_KEY_PATTERN).optional().meta({
            description: 'Makes a retry safe: the same key and request get the first answer again.',
          }),
        }
      : {}),
  })
  const responses: Record<`${1 | 2 | 3 | 4 | 5}${string}`, ZodOpenApiResponseObject> = {}
  for (const ok of op.ok) {
    responses[`${ok.status}` as `2${string}`] = {
      description: ok.description,
      ...(ok.html ? { content: { 'text/html': { schema: z.string() } } } : {}),
      ...(ok.schema ? { content: json(ok.schema) } : {}),
      ...(ok.headers
        ? {
            headers: Object.fromEntries(
              Object.entries(ok.headers).map(([name, description]) => [
                name,
                { description, schema: { type: 'string' } },
              ]),
            ),
          }
        : {}),
    }
  }
  for (const status of errors) {
    responses[`${status}` as `4${string}`] = {
      description: ERROR_TEXT[status] ?? 'An error.',
      content: json(R.ErrorResponse),
      ...(status === 429 || status === 503
        ? {
            headers: {
              'Retry-After': { description: 'Seconds to wait.', schema: { type: 'string' } },
            },
          }
        : {}),
    }
  }
  // Where the session may also travel in the request itself (a sessionId field, or the path), the
  // header is one of two ways; else it is the only one. Either way a session is required.
  const fieldFor = (s: z.ZodType | undefined) =>
    s !== undefined &&
    'shape' in s &&
    typeof s.shape === 'object' &&
    s.shape !== null &&
    'sessionId' in s.shape
  const inRequest = fieldFor(op.body) || fieldFor(op.query) || fieldFor(op.params)
  return {
    operationId: `${op.method}${op.path
      .replace(/^\/api/, '')
      .replace(/[^a-zA-Z0-9]+(\w)?/g, (_, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
    summary: op.summary,
    ...(op.session || op.rule
      ? {
          description: [
            op.session
              ? inRequest
                ? 'A session is required: send it in the x-session-id header (preferred) or as the sessionId field (both, if sent, must name the same session); with neither, the answer is 400 "A session id is required".'
                : 'A session is required: send it in the x-session-id header; without it, the answer is 400 "A session id is required".'
              : '',
            op.params && 'sessionId' in op.params.shape
              ? 'The path segment me names the session of the x-session-id header, which must then be sent.'
              : '',
            op.rule?.sentence ?? '',
          ]
            .filter(Boolean)
            .join(' '),
        }
      : {}),
    ...(op.rule ? { 'x-cross-field-rule': { fields: op.rule.fields, sentence: op.rule.sentence } } : {}),
    tags: [op.tag],
    // Public routes need nothing; a visitor's own data needs the session id (in the header, or
    // as the sessionId field where the schema has one: OpenAPI cannot name a body field as a security
    // scheme, so the empty alternative stands for it, and the description says so); the dashboard
    // needs the admin login.
    security: op.admin
      ? [{ adminCookie: [] }]
      : op.session
        ? inRequest
          ? [{ sessionId: [] }, {}]
          : [{ sessionId: [] }]
        : [],
    requestParams: {
      ...(op.query ? { query: op.query } : {}),
      ...(op.params ? { path: op.params } : {}),
      ...(Object.keys(header.shape).length > 0 ? { header } : {}),
    },
    ...(op.body ? { requestBody: { required: op.method !== 'delete', content: json(op.body) } } : {}),
    responses,
  }
}

function buildDocument() {
  const paths: ZodOpenApiPathsObject = {}
  for (const op of API_OPERATIONS) {
    const path = openApiPath(op.path)
    paths[path] = { ...paths[path], [op.method]: operationObject(op) }
  }
  const doc = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Luna API',
      version: '1.0.0',
      summary: 'Daily guidance from a personal resonance number, scalar ξ. Experimental and not medical.',
      description:
        'Every answer is JSON. Errors are `{ "error": "<one sentence>" }`. Visitors are anonymous: a session id (luna_…) made by the browser names their data; send it in the x-session-id header. Limits per address and per session apply (docs/decisions/014); over one, the answer is 429 with Retry-After. Text must be well-formed Unicode (a lone UTF-16 surrogate is refused anywhere); control characters, bidi overrides and invisible format characters are removed from stored text before its length is counted (docs/rules/text.md).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'Service', description: 'The Worker itself.' },
      { name: 'Content', description: 'Fixed content: codons, archetypes, the quiz.' },
      { name: 'Core journey', description: 'Onboarding, the compass, the calculator, streaks.' },
      { name: 'Readings', description: 'Saved readings and frequency locks.' },
      { name: 'Check-in', description: 'The emotional check-in.' },
      { name: 'Journey', description: 'The scalar journey.' },
      { name: 'Insight', description: 'Luna, codon plays and the collective statistics.' },
      { name: 'Privacy', description: 'Export, erase and recovery.' },
      { name: 'Admin', description: 'The analytics dashboard, behind a login.' },
    ],
    components: {
      securitySchemes: {
        adminCookie: { type: 'apiKey', in: 'cookie', name: '__Host-admin' },
        sessionId: {
          type: 'apiKey',
          in: 'header',
          name: 'x-session-id',
          description:
            'The visitor’s session id (luna_…), made by their browser. Preferred to the sessionId field, so that it stays out of URLs and logs.',
        },
      },
    },
    paths,
  })
  addExamples(doc.paths as Record<string, Record<string, DocOperation>>, {
    // This document's own answer: its first lines.
    'get /api/openapi.json': { '200': { openapi: doc.openapi, info: doc.info } },
  })
  return doc
}

/** The key of an operation in the example tables: `${method} ${Hono path}`. */
export const operationKey = (op: Pick<Operation, 'method' | 'path'>): string => `${op.method} ${op.path}`

/** The requestId a fault's example shows (the Worker's are made per request). */
const EXAMPLE_REQUEST_ID = '9f1c2a3b4d5e6f70'

/** What a day's quota of an operation counts, for its 409's example. */
const DAILY_QUOTA_OF: Record<string, keyof typeof QUOTA_WORDS> = {
  'post /api/mood-note': 'moodNotes',
  'post /api/user-trajectory': 'trajectoryPoints',
  'post /api/luna-interaction': 'lunaInteractions',
  'post /api/codon-interaction': 'codonInteractions',
}

/**
 * An error answer's example where the run of the examples records none (a limit, a fault, a
 * quota): the sentence the server says for it (domain/answer-sentences.ts, domain/quotas.ts).
 */
function errorExample(op: Operation, status: number): Record<string, string> | undefined {
  const key = operationKey(op)
  switch (status) {
    case 403:
      return { error: TURNSTILE_SENTENCES.missing }
    case 409: {
      const daily = DAILY_QUOTA_OF[key]
      return { error: daily ? QUOTA_SENTENCES.daily(QUOTA_WORDS[daily]) : QUOTA_SENTENCES.readings }
    }
    case 410:
      return { error: DELETED_READING_SENTENCE }
    case 429:
      return {
        error: op.session
          ? op.limit === 'write'
            ? BROWSER_LIMIT_SENTENCES.writes
            : BROWSER_LIMIT_SENTENCES.reads
          : NETWORK_READS_SENTENCE,
      }
    case 500:
      return { error: FAULT_SENTENCE, requestId: EXAMPLE_REQUEST_ID }
    case 503:
      return { error: UNAVAILABLE_SENTENCE, requestId: EXAMPLE_REQUEST_ID }
    default:
      return undefined
  }
}

const HTML_EXAMPLE =
  '<!doctype html><html lang="en"><head><title>Luna API</title></head><body>…</body></html>'

type DocOperation = {
  parameters?: { name: string; in: string; example?: unknown }[]
  requestBody?: { content?: Record<string, { example?: unknown }> }
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>
}

/**
 * Puts the examples into the document (docs/decisions/039): each request's parameters and body
 * (schema/examples.ts), each documented status's answer (recorded from the Worker by
 * `npm run contract:update` into schema/examples/responses.ts, else a sentence the server says).
 */
function addExamples(
  paths: Record<string, Record<string, DocOperation>>,
  own: Record<string, Record<string, unknown>>,
): void {
  for (const op of API_OPERATIONS) {
    const operation = paths[openApiPath(op.path)]?.[op.method]
    if (!operation) continue
    const key = operationKey(op)
    const request = REQUEST_EXAMPLES[key] ?? {}
    for (const param of operation.parameters ?? []) {
      const value =
        param.in === 'path'
          ? request.params?.[param.name]
          : param.in === 'query'
            ? request.query?.[param.name]
            : param.in === 'header'
              ? request.headers?.[param.name]
              : undefined
      if (value !== undefined) param.example = value
    }
    const body = operation.requestBody?.content?.['application/json']
    if (body && request.body !== undefined) body.example = request.body
    const recorded = own[key] ?? RESPONSE_EXAMPLES[key] ?? {}
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      const html = response.content?.['text/html']
      if (html) html.example = HTML_EXAMPLE
      const content = response.content?.['application/json']
      if (!content) continue
      // A second success of the same schema (a retry's 200 after a 201) shows the first's answer.
      const sameSchema = op.ok.find(
        (o) => `${o.status}` !== status && o.schema === op.ok.find((x) => `${x.status}` === status)?.schema,
      )
      const example =
        recorded[status] ??
        (Number(status) >= 400
          ? errorExample(op, Number(status))
          : sameSchema
            ? recorded[`${sameSchema.status}`]
            : undefined)
      if (example !== undefined) content.example = example
    }
  }
}

let document: ReturnType<typeof createDocument> | undefined

/** The document, built once per isolate. */
export function openApiDocument(): ReturnType<typeof createDocument> {
  document ??= buildDocument()
  return document
}
