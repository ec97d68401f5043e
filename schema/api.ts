// The API's request contract: strict zod schemas for every body, query and path (docs/ARCHITECTURE.md).
// Field names are the spec's, word for word. Unknown top-level keys are refused; free-form
// objects the spec names (readingData, profileData, personalProfile, context…) are size-capped.
import * as z from 'zod'
import { ARCHETYPE_SOURCES } from '../domain/archetype-record.ts'
import { MAX_PROFILE_DATA_BYTES } from '../domain/budgets.ts'
import { TIMEZONES } from '../domain/content/countries.ts'
import { SYMBOLIC_LOCATIONS } from '../domain/content/places.ts'
import { TIME_ZONE_NAMES } from '../domain/content/time-zones.ts'
import { addDays, isValidDate, minorBirthDateIn, parseTime, utcDateOf } from '../domain/dates.ts'
import { MOOD_WORDS_MAX } from '../domain/emotion.ts'
import { APP_PAGES } from '../domain/pages.ts'
import {
  BASELINE_RANGE,
  describeRange,
  inRange,
  READING_SCALAR_RANGE,
  type ScalarRange,
  UNMOVED_BASELINE_RANGE,
} from '../domain/ranges.ts'
import { isKnownPushService, isValidTimeZone, PUSH_SERVICE_HOSTS } from '../domain/reminders.ts'
import {
  ARCHETYPE_ID_TEXT,
  PROFILE_BASELINE_FIELDS,
  PROFILE_XI_FIELDS,
  profileFieldsProblem,
} from '../domain/scalar.ts'
import {
  isValidSessionId,
  normalizeSessionId,
  SESSION_ID_ERROR,
  SESSION_ID_PATTERN,
} from '../domain/session-id.ts'

/**
 * What the server accepts as a session id, as a JSON Schema pattern: SESSION_ID_PATTERN inside the
 * whitespace and quotes normalizeSessionId strips (JavaScript's \s is trim()'s whitespace).
 */
export const SESSION_ID_DOCUMENTED_PATTERN = `^\\s*["']*${SESSION_ID_PATTERN.source.slice(1, -1)}["']*\\s*$`

import {
  cleanJsonText,
  holdsVisibleCharacter,
  isWellFormedText,
  jsonValueProblem,
  MAX_JSON_DEPTH,
  stripControls,
  stripControlsKeepLines,
  VISIBLE_CHARACTER,
  VISIBLE_CHARACTER_NOT_SPACE,
} from '../domain/text.ts'
import { FREQUENCY_MAX_HZ, FREQUENCY_MIN_HZ, READING_TYPES, WINDOW_PHASES } from '../domain/vocabulary.ts'

/** Largest serialized size of a free-form object field. */
export const MAX_OBJECT_BYTES = 16 * 1024
/** Longest key of a free-form object field. */
export const MAX_KEY_CHARS = 100

const encoder = new TextEncoder()
/** Size caps count UTF-8 bytes, as stored, not UTF-16 code units ('漢' is 3 bytes, 1 character). */
export const utf8Bytes = (text: string): number => encoder.encode(text).length

/**
 * Whether a text fits `max` UTF-8 bytes, counting them only when it has to: a UTF-16 code unit is
 * 1 to 3 bytes (a surrogate pair, 2 units, is 4), so a text of at most max/3 units always fits and
 * one of more than max units never does. Every compass request checks its profile this way.
 */
export function fitsUtf8(text: string, max: number): boolean {
  if (text.length * 3 <= max) return true
  if (text.length > max) return false
  return utf8Bytes(text) <= max
}

/** Largest request body, chunked or not. */
export const MAX_BODY_BYTES = 64 * 1024

export const SessionIdSchema = z
  .string({ error: 'The sessionId field must be a text value.' })
  .max(100, { error: SESSION_ID_ERROR })
  .transform(normalizeSessionId)
  .refine(isValidSessionId, { error: SESSION_ID_ERROR })
  // The rule the refinement checks, stated in the document (docs/rules/session-id.md): the id as
  // made, with the stray surrounding whitespace and quotes the server strips (normalizeSessionId).
  .meta({
    pattern: SESSION_ID_DOCUMENTED_PATTERN,
    description:
      "A session id as the browser makes it, luna_{milliseconds}_{26 lowercase letters or digits}; surrounding whitespace and quotes are ignored. Where visitors are spread over several databases, the first write of a new session whose milliseconds are more than two days ahead of the server's clock, or before the start of the newest placement generation, is refused (400): make the id again from the server's Date header.",
    example: 'luna_1764230400000_abcdefghijklmnopqrstuvwxyz',
  })

export const LocalDateSchema = z
  .string({ error: 'Dates must be text in the form YYYY-MM-DD.' })
  .refine(isValidDate, { error: 'Dates must be real calendar dates in the form YYYY-MM-DD.' })
  .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$', example: '2026-11-28' })

const TimeSchema = z
  .string({ error: 'The time field must be text in the form HH:MM.' })
  .refine((t) => parseTime(t) !== null, { error: 'The time field must be a 24-hour time in the form HH:MM.' })
  .meta({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', example: '09:30' })

const finite = (label: string) =>
  z.number({ error: `The ${label} field must be a number.` }).refine(Number.isFinite)

const JSON_PROBLEMS = {
  surrogate: (label: string) =>
    `The ${label} field contains characters that are not valid text (a lone UTF-16 surrogate).`,
  depth: (label: string) => `The ${label} field is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  number: (label: string) => `The ${label} field holds a number too large to store (such as 1e309).`,
}

/** The document's statement of a free-form object's caps: in words, and as `x-max-bytes`. */
export const cappedObjectRule = (maxBytes: number) => ({
  description: `A JSON object of at most ${maxBytes / 1024} KB as stored (UTF-8 JSON, after the text cleaning of docs/rules/text.md), nested at most ${MAX_JSON_DEPTH} levels, with keys of at most ${MAX_KEY_CHARS} characters. A birth date in it (a key birthDate, dateOfBirth, dob or birthday, any case, with a date YYYY-MM-DD) must make you 18 or older; today's date is a guest's placeholder and passes.`,
  'x-max-bytes': maxBytes,
})

/** A free-form JSON object, capped in size (the spec leaves its inside open). */
export const cappedObject = (label: string, maxBytes = MAX_OBJECT_BYTES) =>
  z
    .record(
      z.string().max(MAX_KEY_CHARS, {
        error: `The ${label} field may only have keys of at most ${MAX_KEY_CHARS} characters.`,
      }),
      z.unknown(),
      { error: `The ${label} field must be a JSON object.` },
    )
    .superRefine((value, ctx) => {
      const problem = jsonValueProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: JSON_PROBLEMS[problem](label), continue: false })
    })
    // Stored as the text fields are: without controls and bidi overrides (docs/rules/text.md).
    .overwrite(cleanJsonText)
    .refine((v) => fitsUtf8(JSON.stringify(v), maxBytes), {
      error: `The ${label} field is too large (at most ${maxBytes / 1024} KB).`,
    })
    // Luna is for adults wherever a birth date can be kept (docs/rules/archetype-record.md).
    .superRefine((v, ctx) => {
      const where = minorBirthDateIn(v, addDays(utcDateOf(new Date()), 1))
      if (where)
        ctx.addIssue({
          code: 'custom',
          message: `Luna is for adults: the ${label}.${where} field must make you 18 or older.`,
        })
    })
    // What JSON Schema cannot say, said (docs/decisions/039): the size as stored, and the depth.
    .meta(cappedObjectRule(maxBytes))

/**
 * Text as stored: well-formed Unicode (else 400), with controls and bidi overrides removed
 * (docs/rules/text.md); notes keep their line breaks. Lengths count the cleaned text.
 */
const shortText = (label: string, max: number, lines = false) =>
  z
    .string({ error: `The ${label} field must be text.` })
    .refine(isWellFormedText, {
      error: `The ${label} field contains characters that are not valid text (a lone UTF-16 surrogate).`,
    })
    .overwrite(lines ? stripControlsKeepLines : stripControls)
    .max(max, { error: `The ${label} field must be at most ${max} characters.` })

/** A person's name: as shortText, and, when given, holding a character that draws something (docs/rules/text.md). */
const nameText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} field must be text.` })
    .refine(isWellFormedText, {
      error: `The ${label} field contains characters that are not valid text (a lone UTF-16 surrogate).`,
    })
    .refine((s) => s === '' || holdsVisibleCharacter(s), {
      error: `The ${label} field must hold a visible character.`,
    })
    .overwrite(stripControls)
    .max(max, { error: `The ${label} field must be at most ${max} characters.` })

/** Trimmed text, empty becoming null (tags and notes, docs/spec-texts.md). */
const optionalTrimmed = (label: string, max: number) =>
  shortText(label, max, label !== 'userTags')
    .nullish()
    .transform((v) => {
      const t = v?.trim()
      return t ? t : null
    })

const ArchetypeIdSchema = z
  .number({ error: 'The archetypeId field must be a whole number from 1 to 32.' })
  .int({ error: 'The archetypeId field must be a whole number from 1 to 32.' })
  .min(1, { error: 'The archetypeId field must be a whole number from 1 to 32.' })
  .max(32, { error: 'The archetypeId field must be a whole number from 1 to 32.' })

const rangedScalar = (label: string, range: ScalarRange, what: string) =>
  finite(label)
    .refine((v) => inRange(v, range), {
      error: `The ${label} field must be ${what} ${describeRange(range)}.`,
    })
    // The refinement is code: the published contract states the range as numbers too.
    .meta({ minimum: range.min, maximum: range.max })

/** A baseline ξ: what a birth date, an archetype and a check-in can make (docs/rules/ranges.md). */
const BaselineSchema = (label: string) => rangedScalar(label, BASELINE_RANGE, 'a baseline ξ')

/** A reading's ξ: a baseline moved by the time engine and the Schumann influence. */
const ReadingScalarSchema = (label: string) => rangedScalar(label, READING_SCALAR_RANGE, 'a scalar ξ')

// ------------------------------------------------------------------------------------------
// Core journey (docs/rules/api-calls.md)

export const QuizResponseSchema = z.strictObject({
  questionId: z.number().int().min(1).max(5),
  answer: z.number().int().min(1).max(4),
})

export const ArchetypeSaveSchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  archetypeId: ArchetypeIdSchema,
  archetypeName: shortText('archetypeName', 80)
    .min(1, { error: 'The archetypeName field is required.' })
    .meta({ pattern: VISIBLE_CHARACTER }),
  quizResponses: z
    .array(QuizResponseSchema)
    .max(5, { error: 'The quizResponses field holds at most 5 answers.' })
    .nullish(),
  /** How the archetype was chosen; without it: 'quiz' when answers are sent, else 'direct'. */
  source: z
    .enum(ARCHETYPE_SOURCES, { error: `The source field must be one of: ${ARCHETYPE_SOURCES.join(', ')}.` })
    .nullish(),
  birthScalar: BaselineSchema('birthScalar').nullish(),
  archetypeScalar: BaselineSchema('archetypeScalar'),
  combinedBaseline: BaselineSchema('combinedBaseline'),
  entropyMod: finite('entropyMod')
    .refine((v) => v > 0.5 && v < 1.5, {
      error: 'The entropyMod field must be between 0.5 and 1.5.',
    })
    .meta({ exclusiveMinimum: 0.5, exclusiveMaximum: 1.5 }),
  curvatureMod: finite('curvatureMod')
    .refine((v) => v > 0.5 && v < 1.5, {
      error: 'The curvatureMod field must be between 0.5 and 1.5.',
    })
    .meta({ exclusiveMinimum: 0.5, exclusiveMaximum: 1.5 }),
  userName: nameText('userName', 100).nullish(),
  birthDate: LocalDateSchema.nullish(),
})

export const GenerateProfileSchema = z.strictObject({
  name: nameText('name', 100)
    .transform((s) => s.trim())
    .refine((s) => s.length > 0, { error: 'The name field is required.' })
    .meta({ minLength: 1, pattern: VISIBLE_CHARACTER_NOT_SPACE }),
  birth_date: LocalDateSchema,
})

export const TimeLocationSchema = z
  .strictObject({
    mode: z.enum(['auto', 'manual', 'symbolic', 'global'], {
      error: 'The location.mode field must be auto, manual, symbolic or global.',
    }),
    utcOffsetMinutes: z.number().int().min(-720).max(840).nullish(),
    symbolicId: shortText('location.symbolicId', 60)
      .refine((id) => SYMBOLIC_LOCATIONS.some((l) => l.id === id), {
        error: `The location.symbolicId field must be one of: ${SYMBOLIC_LOCATIONS.map((l) => l.id).join(', ')}.`,
      })
      .meta({ enum: SYMBOLIC_LOCATIONS.map((l) => l.id) })
      .nullish(),
    label: shortText('location.label', 120).nullish(),
    country: shortText('location.country', 80).nullish(),
    timezone: shortText('location.timezone', 40)
      .refine((zone) => TIMEZONES.some((z) => z.label === zone), {
        error: 'The location.timezone field must be one of the offsets such as UTC+1 or UTC-3:30.',
      })
      .meta({ enum: TIMEZONES.map((z) => z.label) })
      .nullish(),
    city: shortText('location.city', 80).nullish(),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
  })
  .refine((l) => l.mode !== 'symbolic' || Boolean(l.symbolicId), {
    error: 'A symbolic location needs the location.symbolicId field.',
    path: ['symbolicId'],
  })
  // The refinement above, in JSON Schema: a symbolic location names its place.
  .meta({
    if: { properties: { mode: { const: 'symbolic' } }, required: ['mode'] },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keyword, not a thenable.
    then: { properties: { symbolicId: { type: 'string' } }, required: ['symbolicId'] },
  })

/** Archetype as a number or as its id in text ('7'), as the spec's clients send it. */
const ArchetypeRefSchema = z.union(
  [
    ArchetypeIdSchema,
    z
      .string()
      .regex(/^\d{1,2}$/)
      // The digits the id check below lets through, as the document states them.
      .meta({ pattern: ARCHETYPE_ID_TEXT.source })
      .transform(Number)
      .pipe(ArchetypeIdSchema),
  ],
  {
    error: 'Please select your archetype for this time',
  },
)

export const TimeEngineSchema = z.strictObject({
  date: LocalDateSchema,
  time: TimeSchema,
  elevation: z
    .union([finite('elevation'), z.literal('').transform(() => 0)])
    .refine((v) => v >= -500 && v <= 9000, {
      error: 'The elevation field must be between −500 and 9000 metres.',
    })
    .meta({ minimum: -500, maximum: 9000 }),
  awareness: finite('awareness')
    .refine((v) => v >= 0 && v <= 1, {
      error: 'The awareness field must be between 0 and 1.',
    })
    .meta({ minimum: 0, maximum: 1 }),
  archetype: ArchetypeRefSchema,
  location: z.union([TimeLocationSchema, shortText('location', 120)]).nullish(),
  baseline_xi: BaselineSchema('baseline_xi').nullish(),
})

export const LunaFlagsSchema = z.strictObject({
  scalarValue: ReadingScalarSchema('scalarValue'),
  windowPhase: z.enum(WINDOW_PHASES, {
    error: `The windowPhase field must be one of: ${WINDOW_PHASES.join(', ')}.`,
  }),
  observationCount: z.number().int().min(0).max(1_000_000).nullish(),
  suggestedCodons: z
    .array(z.union([shortText('suggestedCodons item', 20), cappedObject('suggestedCodons item')]))
    .max(10)
    .nullish(),
  schumannFrequency: finite('schumannFrequency')
    .refine((v) => v > 0 && v < 100, { error: 'The schumannFrequency field must be between 0 and 100 Hz.' })
    .meta({ exclusiveMinimum: 0, exclusiveMaximum: 100 })
    .nullish(),
})

export const PageSchema = z.enum(APP_PAGES, {
  error: `The page field must be one of the app's pages: ${APP_PAGES.join(', ')}.`,
})

export const DailyVisitSchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  page: PageSchema,
  localDate: LocalDateSchema.optional(),
})

export const LocalDateQuerySchema = z.strictObject({ localDate: LocalDateSchema.optional() })

/**
 * The language of an answer's words (docs/decisions/057-content-languages.md): a language tag such as
 * es, de or en; one Luna does not offer is answered in English, and Content-Language says which.
 * Without it, the request's Accept-Language is read.
 */
export const LangSchema = z
  .string({ error: 'The lang parameter must be a language tag such as es, de or en.' })
  .max(35, { error: 'The lang parameter must be a language tag such as es, de or en.' })
  .regex(/^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/, {
    error: 'The lang parameter must be a language tag such as es, de or en.',
  })
  .meta({ example: 'es' })

export const LangQuerySchema = z.strictObject({ lang: LangSchema.optional() })

/**
 * The daily compass's query: its language, and `hyphens=soft` for its sentences with soft hyphens
 * (U+00AD) at the hyphenation points of their long words, as a narrow screen shows them (German's and
 * Spanish's; docs/decisions/061-hyphenation.md). Without it the sentences have none.
 */
export const CompassQuerySchema = LangQuerySchema.extend({
  hyphens: z.enum(['soft'], { error: 'The hyphens parameter must be soft, or left out.' }).optional().meta({
    description:
      'soft: the sentences carry soft hyphens (U+00AD) at the hyphenation points of their words of 12 letters or more, in German and Spanish, for a narrow screen. Left out: none.',
  }),
})

/**
 * The check-in status's query: the visitor's local day and, optionally, their local time, and the
 * language of Luna's answers to the day's notes (docs/decisions/058-reading-languages.md).
 */
export const CheckInStatusQuerySchema = z.strictObject({
  localDate: LocalDateSchema.optional(),
  localTime: TimeSchema.optional(),
  lang: LangSchema.optional(),
})

export const SaveReadingSchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  readingType: z.enum(READING_TYPES, {
    error: `The readingType field must be one of: ${READING_TYPES.join(', ')}.`,
  }),
  readingData: cappedObject('readingData'),
  userTags: optionalTrimmed('userTags', 500),
  userNotes: optionalTrimmed('userNotes', 2000),
  resonantFrequency: finite('resonantFrequency')
    .refine((v) => v >= FREQUENCY_MIN_HZ && v <= FREQUENCY_MAX_HZ, {
      error: `The resonantFrequency field must be between ${FREQUENCY_MIN_HZ} and ${FREQUENCY_MAX_HZ} Hz.`,
    })
    .meta({ minimum: FREQUENCY_MIN_HZ, maximum: FREQUENCY_MAX_HZ })
    .nullish(),
  localDate: LocalDateSchema.optional(),
})

export const SessionQuerySchema = z.strictObject({ sessionId: SessionIdSchema.optional() })

/** Readings per page of GET /api/saved-readings: the default and the most one page may hold. */
export const READINGS_PAGE_DEFAULT = 50
export const READINGS_PAGE_MAX = 100

/** GET /api/saved-readings: newest first, a page at a time (docs/decisions/013). */
export const SavedReadingsQuerySchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  cursor: z
    .string({ error: 'The cursor must be the X-Next-Cursor value of the page before.' })
    .regex(/^\d{1,16}\.[0-9a-f-]{36}$/, {
      error: 'The cursor must be the X-Next-Cursor value of the page before.',
    })
    .optional(),
  limit: z
    .string()
    // 1 to READINGS_PAGE_MAX (100), as the document's pattern says.
    .regex(/^([1-9]\d?|100)$/, { error: `The limit must be a whole number from 1 to ${READINGS_PAGE_MAX}.` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= READINGS_PAGE_MAX, {
      error: `The limit must be a whole number from 1 to ${READINGS_PAGE_MAX}.`,
    })
    .optional(),
  readingType: z
    .enum(READING_TYPES, { error: `The readingType must be one of: ${READING_TYPES.join(', ')}.` })
    .optional(),
})
export const SessionQueryWithDateSchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  localDate: LocalDateSchema.optional(),
})
export const SessionBodySchema = z.strictObject({ sessionId: SessionIdSchema.optional() })

/** GET /api/month: a month of the visitor's days, 'YYYY-MM'. */
export const MonthQuerySchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  month: z
    .string({ error: 'The month field must be a month, YYYY-MM.' })
    .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { error: 'The month field must be a month, YYYY-MM.' }),
})

export const ReadingIdParamSchema = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
    error: 'The reading id is malformed.',
  }),
})

export const EmotionalContextSchema = z.strictObject({
  timeOfDay: shortText('context.timeOfDay', 40).nullish(),
  dayOfWeek: shortText('context.dayOfWeek', 20).nullish(),
  scalarAlignment: z
    .union([finite('context.scalarAlignment'), cappedObject('context.scalarAlignment')])
    .nullish(),
  planetaryContext: z
    .union([shortText('context.planetaryContext', 200), cappedObject('context.planetaryContext')])
    .nullish(),
  schumannFrequency: finite('context.schumannFrequency').nullish(),
})

export const EmotionalStateSchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  emotionalValue: z
    .number({ error: 'The emotionalValue field must be a whole number from 0 to 100.' })
    .int({ error: 'The emotionalValue field must be a whole number from 0 to 100.' })
    .min(0, { error: 'The emotionalValue field must be a whole number from 0 to 100.' })
    .max(100, { error: 'The emotionalValue field must be a whole number from 0 to 100.' }),
  codonIndex: z.number().int().min(0).max(63),
  descriptor: shortText('descriptor', 40),
  context: EmotionalContextSchema.nullish(),
  /** The baseline the adjustment starts from (the visitor's combined baseline), not one already moved. */
  baseline: rangedScalar('baseline', UNMOVED_BASELINE_RANGE, 'a baseline ξ before any check-in').nullish(),
  archetypeName: shortText('archetypeName', 80).nullish(),
  localDate: LocalDateSchema.optional(),
  /** The visitor's local time, 'HH:MM': Luna's answer suits the part of the day it was said in. */
  localTime: TimeSchema.optional(),
})

/** The slider's value of a feeling, 0–100 (a check-in's or a mood note's). */
const feelingValue = (label: string) =>
  z
    .number({ error: `The ${label} field must be a whole number from 0 to 100.` })
    .int({ error: `The ${label} field must be a whole number from 0 to 100.` })
    .min(0, { error: `The ${label} field must be a whole number from 0 to 100.` })
    .max(100, { error: `The ${label} field must be a whole number from 0 to 100.` })

/**
 * A mood note (docs/rules/emotional-check-in.md): how the visitor feels now, between two check-ins.
 * The codon index and descriptor are those of the value, as for a check-in.
 */
export const MoodNoteSchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  value: feelingValue('value'),
  codonIndex: z.number().int().min(0).max(63),
  descriptor: shortText('descriptor', 40),
  words: optionalTrimmed('words', MOOD_WORDS_MAX),
  localDate: LocalDateSchema.optional(),
  /** The visitor's local time, 'HH:MM': Luna's answer suits the part of the day it was said in. */
  localTime: TimeSchema.optional(),
})

/** An archetype id as the compass's profile may carry it: a number, or its digits in text ('7'). */
const PROFILE_ARCHETYPE_ID = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: 32 },
    { type: 'string', pattern: ARCHETYPE_ID_TEXT.source },
    { type: 'null' },
  ],
}
const PROFILE_BASELINE = {
  anyOf: [{ type: 'number', minimum: BASELINE_RANGE.min, maximum: BASELINE_RANGE.max }, { type: 'null' }],
}
/** The archetype data the compass reads its baseline from (domain baselineSourcesOf). */
const PROFILE_ARCHETYPE_DATA = {
  type: 'object',
  properties: {
    archetypeId: PROFILE_ARCHETYPE_ID,
    ...Object.fromEntries(PROFILE_BASELINE_FIELDS.map((field) => [field, PROFILE_BASELINE])),
    birthDate: {
      anyOf: [{ type: 'string' }, { type: 'null' }],
      description: 'Read when it is a date, YYYY-MM-DD; anything else is ignored.',
    },
  },
}

export const ResonanceCompassSchema = z.strictObject({
  // Free-form, as the spec's clients send it; the fields the compass reads are stated (and checked).
  personalProfile: cappedObject('personalProfile')
    .superRefine((profile, ctx) => {
      const problem = profileFieldsProblem(profile, BASELINE_RANGE, describeRange(BASELINE_RANGE))
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })
    .meta({
      ...cappedObjectRule(MAX_OBJECT_BYTES),
      description: `The visitor’s profile in any of the shapes the web app and the spec’s clients send; the compass reads these fields of it, and refuses a baseline outside its range or an archetype id outside 1–32. ${cappedObjectRule(MAX_OBJECT_BYTES).description}`,
      properties: {
        // Null, as a client without an archetype yet may send it, is read as absent.
        archetypeData: { anyOf: [PROFILE_ARCHETYPE_DATA, { type: 'null' }] },
        archetype: { anyOf: [PROFILE_ARCHETYPE_ID, PROFILE_ARCHETYPE_DATA] },
        archetypeId: PROFILE_ARCHETYPE_ID,
        ...Object.fromEntries(PROFILE_XI_FIELDS.map((field) => [field, PROFILE_BASELINE])),
      },
    })
    .nullish(),
  currentLocation: shortText('currentLocation', 60).nullish(),
  sessionId: SessionIdSchema.optional(),
  localDate: LocalDateSchema.optional(),
  localTime: TimeSchema.optional(),
})

/** The journey's point contexts (docs/rules/api-calls.md). */
export const TRAJECTORY_CONTEXTS = ['compass-reading', 'profile-update'] as const

export const UserTrajectorySchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  scalarValue: ReadingScalarSchema('scalarValue'),
  context: z.enum(TRAJECTORY_CONTEXTS, {
    error: `The context field must be one of: ${TRAJECTORY_CONTEXTS.join(', ')}.`,
  }),
  personalBaseline: BaselineSchema('personalBaseline').nullish(),
  // A journey point's snapshot of the profile (the archetype it was read with), kept with every
  // point and never pruned: held to 2 KB (docs/decisions/036).
  profileData: cappedObject('profileData', MAX_PROFILE_DATA_BYTES).nullish(),
  displayName: nameText('displayName', 60).nullish(),
  localDate: LocalDateSchema.optional(),
})

// ------------------------------------------------------------------------------------------
// Insight, resonance and admin (docs/rules/api-calls.md)

export const LunaInteractionSchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  page: PageSchema,
  // Bounded like every stored scalar: it feeds everyone's collective statistics.
  scalarValue: ReadingScalarSchema('scalarValue').nullish(),
  windowPhase: shortText('windowPhase', 40).nullish(),
  lunaResponse: z.union([shortText('lunaResponse', 2000), cappedObject('lunaResponse')]).nullish(),
  lunaTag: shortText('lunaTag', 40).nullish(),
  // Accepted for older clients and ignored: the server derives flags and stability from the scalar
  // and the phase (docs/rules/collective.md).
  ubtFlags: cappedObject('ubtFlags')
    .nullish()
    .meta({ deprecated: true, description: 'Ignored: the server derives the flags.' }),
  // Any number: it is ignored, so no value of it is refused.
  stabilityIndex: finite('stabilityIndex')
    .nullish()
    .meta({ deprecated: true, description: 'Ignored: the server derives the stability index.' }),
  userAction: shortText('userAction', 60)
    .min(1, { error: 'The userAction field is required.' })
    .meta({ pattern: VISIBLE_CHARACTER }),
  location: shortText('location', 120).nullish(),
  deviceType: z
    .enum(['mobile', 'desktop'], { error: 'The deviceType field must be mobile or desktop.' })
    .nullish(),
})

export const ResonanceSchema = z.strictObject({
  archetype: z.union([shortText('archetype', 60), z.number().int()], {
    error: 'Archetype Required: Please select your archetype',
  }),
})

export const CodonInteractionSchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  codon: z
    .string()
    .regex(/^[UCAGucag]{3}$/, { error: 'The codon field must be three RNA bases (U, C, A, G).' }),
  interactionType: z.enum(['frequency_play', 'library_play'], {
    error: 'The interactionType field must be frequency_play or library_play.',
  }),
  duration: finite('duration')
    .refine((v) => v >= 0 && v <= 600, {
      error: 'The duration field must be 0–600 seconds.',
    })
    .meta({ minimum: 0, maximum: 600 }),
})

export const LockFrequencySchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  frequency: finite('frequency')
    .refine((v) => v >= FREQUENCY_MIN_HZ && v <= FREQUENCY_MAX_HZ, {
      error: `The frequency field must be between ${FREQUENCY_MIN_HZ} and ${FREQUENCY_MAX_HZ} Hz.`,
    })
    .meta({ minimum: FREQUENCY_MIN_HZ, maximum: FREQUENCY_MAX_HZ }),
  note: optionalTrimmed('note', 500),
  localDate: LocalDateSchema.optional(),
})

/** A recovery code: the session id of the browser it came from (docs/decisions/013). */
export const RestoreSchema = z.strictObject({
  code: SessionIdSchema,
})

const base64Url = (field: string, bytes: number) =>
  z
    .string({ error: `The ${field} key must be text.` })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`), {
      error: `The ${field} key must be ${bytes} bytes in base64url, as the browser's subscription gives it.`,
    })

/** A push service's https address, as a JSON Schema pattern: one of its hosts or a subdomain, any path. */
const PUSH_ENDPOINT_PATTERN = `^https://([a-z0-9-]+\\.)*(${PUSH_SERVICE_HOSTS.map((h) => h.replaceAll('.', '\\.')).join('|')})(/\\S*)?$`

/** A daily reminder: the browser's Web Push subscription and the local time (docs/decisions/020). */
export const ReminderSchema = z.strictObject({
  sessionId: SessionIdSchema.optional(),
  subscription: z.object(
    {
      endpoint: z
        .string({ error: 'The subscription endpoint must be text.' })
        .max(1000, { error: 'The subscription endpoint must be at most 1,000 characters.' })
        .refine(isKnownPushService, {
          error: 'The subscription endpoint must be an https address of a browser push service.',
        })
        .meta({
          format: 'uri',
          pattern: PUSH_ENDPOINT_PATTERN,
          description: `An https address on a browser push service: ${PUSH_SERVICE_HOSTS.join(', ')} (or a subdomain), with no port or credentials.`,
        }),
      expirationTime: z.number().nullable().optional(),
      keys: z.object(
        { p256dh: base64Url('p256dh', 65), auth: base64Url('auth', 16) },
        { error: 'The subscription must carry its p256dh and auth keys.' },
      ),
    },
    { error: 'The subscription field must be the browser’s push subscription.' },
  ),
  time: z
    .string({ error: 'The time field must be text.' })
    .refine((t) => parseTime(t) !== null, { error: 'The time field must be a 24-hour time such as 08:30.' })
    .meta({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', example: '08:30' }),
  timeZone: z
    .string({ error: 'The timeZone field must be text.' })
    .refine(isValidTimeZone, { error: 'The timeZone field must be a time zone name such as Europe/Berlin.' })
    .meta({
      description:
        'An IANA time zone name: one of those listed (current names such as Asia/Kolkata and older ones such as Asia/Calcutta); other names the runtime knows, such as US/Eastern, are accepted too.',
      // The fixed list as it is: checking each name here would build 434 formatters at every
      // isolate's start (73 ms measured in Node); the property test checks the runtime knows them.
      enum: [...TIME_ZONE_NAMES],
      example: 'Europe/Berlin',
    }),
})

export const AdminLoginSchema = z.strictObject({
  password: z
    .string({ error: 'The password field must be text.' })
    .min(1, { error: 'The password field is required.' })
    .max(200, { error: 'The password field must be at most 200 characters.' }),
})

export type ArchetypeSave = z.infer<typeof ArchetypeSaveSchema>
export type TimeEngineRequest = z.infer<typeof TimeEngineSchema>
export type SaveReading = z.infer<typeof SaveReadingSchema>
export type EmotionalStateRequest = z.infer<typeof EmotionalStateSchema>
export type MoodNoteRequest = z.infer<typeof MoodNoteSchema>
export { WINDOW_PHASES }
