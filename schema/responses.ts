// The API's response contract: a zod schema for every answer the Worker gives (docs/decisions/015).
// Together with the request schemas of schema/api.ts they make the OpenAPI document
// (schema/openapi.ts); the worker tests check every real answer against that document.
// Objects are closed where the API itself builds them, so a field that appears or goes missing
// without the contract fails a test; content from domain/content is described by its main fields.
import * as z from 'zod'
import { ARCHETYPE_SOURCES } from '../domain/archetype-record.ts'
import { DAY_CARD_TEXTS, type DayCardFieldKind } from '../domain/day-card-texts.ts'
import { ENERGY_LEVELS } from '../domain/day-tide.ts'
import { THEMES } from '../domain/heard-model.ts'
import { MOON_PHASES } from '../domain/moon.ts'
import { PATTERN_FACTORS } from '../domain/patterns.ts'
import { PARTS_OF_DAY } from '../domain/suited.ts'
import {
  ALIGNMENT_STATUSES,
  LUNA_STATES,
  READING_TYPES,
  SCALAR_CODES,
  TRAJECTORY_PATTERNS,
  WINDOW_PHASES,
} from '../domain/vocabulary.ts'

const isoInstant = z.string().meta({ format: 'date-time', description: 'An ISO 8601 instant (UTC).' })
const localDate = z.string().meta({ format: 'date', description: 'A calendar day, YYYY-MM-DD.' })
const nullableNumber = z.number().nullable()

// ------------------------------------------------------------------------------------------
// Errors

export const ErrorResponse = z
  .object({
    error: z.string().meta({ description: 'One plain sentence saying what went wrong and what to do.' }),
    issues: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .meta({ description: 'Every problem of a refused request (400 on validation).' }),
    requestId: z
      .string()
      .optional()
      .meta({ description: 'The id to quote when reporting a fault (500, 503).' }),
    nextCheckInAt: isoInstant
      .nullable()
      .optional()
      .meta({ description: 'When a check-in refused by the daily rule (409) may be made.' }),
  })
  .meta({ id: 'Error' })

// ------------------------------------------------------------------------------------------
// Content

export const CodonResponse = z
  .looseObject({
    codon: z.string(),
    aminoAcid: z.string(),
    hexagram: z.number().int(),
    name: z.string(),
    scalar: z.number(),
    scalar_ξ: z.number(),
    theme: z.string(),
    affirmation: z.string(),
    frequency: z.number(),
    rituals: z.array(z.string()),
    symbolicTag: z.string(),
    tags: z.array(z.string()),
    observerActivated: z.boolean(),
    entropyRegime: z.string(),
  })
  .meta({ id: 'Codon' })

export const ArchetypeResponse = z
  .looseObject({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    lunaInterpretation: z.string(),
    category: z.string(),
    scalarRange: z.number(),
    keywords: z.array(z.string()),
    meaning: z.string(),
    shadowAspect: z.string(),
    solfeggio: z.array(z.number()),
    primaryElement: z.string(),
    codonPair: z.array(z.string()),
    hexagrams: z.array(z.number().int()),
    modifiers: z.object({ entropyMod: z.number(), curvatureMod: z.number() }),
  })
  .meta({ id: 'Archetype' })

export const QuizQuestionResponse = z
  .object({
    id: z.number().int(),
    question: z.string(),
    lunaPrompt: z.string(),
    options: z.array(z.object({ text: z.string(), archetypeIds: z.array(z.number().int()) })),
  })
  .meta({ id: 'QuizQuestion' })

export const ResonanceResponse = z.union([
  z.array(
    CodonResponse.extend({
      matchType: z.enum(['codon-pair', 'scalar-neighbour']),
      archetypeId: z.number().int(),
    }),
  ),
  z.object({ message: z.string() }),
])

// ------------------------------------------------------------------------------------------
// Core journey

export const GeneratedProfileResponse = z.object({
  name: z.string(),
  birth_date: localDate,
  gematria: z.number().int(),
  scalar_ξ: z.number(),
  primary_codon: z.string(),
  baseline_codon: z.string(),
  codon_name: z.string(),
  hexagram: z.number().int(),
  theme: z.string(),
  affirmation: z.string(),
  tags: z.array(z.string()),
  rituals: z.array(z.string()),
  frequency: z.number(),
  resonance_profile: z.string(),
  luna_analysis: z.string(),
})

export const ArchetypeSavedResponse = z.object({
  success: z.literal(true),
  id: z.number().int().nullable(),
  archetypeId: z.number().int(),
  archetypeName: z.string(),
  combinedBaseline: z.number(),
  source: z.enum(ARCHETYPE_SOURCES),
})

const Contributions = z.object({
  timeOfDay: z.number(),
  dayOfYear: z.number(),
  awareness: z.number(),
  elevation: z.number(),
  archetype: z.number(),
  location: z.number(),
})

export const TimeEngineResponse = z.object({
  computed_ξ: z.number(),
  window_phase: z.enum(WINDOW_PHASES),
  date_input: localDate,
  time_input: z.string(),
  location: z.string(),
  symbolic_effect: z.string(),
  alignment_status: z.enum(ALIGNMENT_STATUSES),
  suggested_actions: z.array(z.string()),
  elevation: z.number(),
  awareness: z.number(),
  baseline_xi: z.number(),
  delta: z.number(),
  contributions: Contributions,
})

const LunaFlags = z.object({
  highDeltaUC: z.boolean(),
  piStabilizing: z.boolean(),
  nearKerr: z.boolean(),
  deltaUC: z.number(),
  superPiDivergence: z.number(),
  kerrEnhancement: z.number(),
})

export const LunaFlagsResponse = z.object({
  flags: LunaFlags,
  enhancedInsight: z.object({
    insight: z.string(),
    guidance: z.string(),
    archetype: z.string(),
    state: z.enum(LUNA_STATES),
    tone: z.string(),
    mood: z.string(),
    tag: z.string(),
  }),
  state: z.enum(LUNA_STATES),
  scalarCode: z.enum(SCALAR_CODES),
  stabilityIndex: z.number(),
  schumannFrequency: z.number(),
})

export const SchumannResponse = z
  .object({
    frequency: z.number(),
    amplitude: z.number(),
    quality: z.string(),
    source: z.enum(['noaa', 'model']),
    kIndex: z.number(),
    band: z.string(),
    cosmicWeather: z.string(),
    observedAt: isoInstant,
  })
  .meta({ id: 'Schumann' })

/** The Today card's fields as the answer declares them: each of DAY_CARD_TEXTS, by its kind. */
function dayCardTextsShape() {
  const schemaOf = (kind: DayCardFieldKind) =>
    kind === 'text' ? z.string() : kind === 'texts' ? z.array(z.string()) : z.number()
  return Object.fromEntries(Object.entries(DAY_CARD_TEXTS).map(([key, kind]) => [key, schemaOf(kind)])) as {
    [K in keyof typeof DAY_CARD_TEXTS]: (typeof DAY_CARD_TEXTS)[K] extends 'text'
      ? z.ZodString
      : (typeof DAY_CARD_TEXTS)[K] extends 'texts'
        ? z.ZodArray<z.ZodString>
        : z.ZodNumber
  }
}

export const CompassResponse = z.object({
  scalarAlignment: z.object({
    currentAlignment: z.number(),
    personalBaseline: z.number(),
    delta: z.number(),
    deltaPercent: z.number(),
    alignmentZone: z.string(),
    alignmentStatus: z.string(),
    alignmentMessage: z.string(),
    markerPosition: z.number(),
    thresholds: z.object({ extreme: z.number(), aligned: z.number(), sigma: z.number() }),
    totalReadings: z.number().int(),
    historicalAverage: nullableNumber,
    trend: z.enum(TRAJECTORY_PATTERNS),
  }),
  dailyGuidance: z.object({
    timePhase: z.enum(WINDOW_PHASES),
    primaryFocus: z.string(),
    energyLevel: z.string(),
    recommendations: z.array(z.string()),
  }),
  planetaryContext: z.object({
    schumannFrequency: z.number(),
    schumannAmplitude: z.number(),
    schumannQuality: z.string(),
    cosmicWeather: z.string(),
    kIndex: z.number(),
    source: z.enum(['noaa', 'model']),
  }),
  suggestedCodons: z.array(
    z.object({
      codon: z.string(),
      hexagram: z.number().int(),
      scalar: z.number(),
      scalar_ξ: z.number(),
      name: z.string(),
      theme: z.string(),
      affirmation: z.string(),
      frequency: z.number(),
    }),
  ),
  intention: z.string(),
  scalarBreakdown: z.object({
    baseline: z.number(),
    baselineSource: z.enum(['emotional', 'combined', 'computed', 'archetype', 'default']),
    contributions: Contributions.extend({ schumann: z.number() }),
    total: z.number(),
    currentAlignment: z.number(),
  }),
  dailyReading: z
    .object({
      date: localDate,
      ...dayCardTextsShape(),
      energy: z.enum(ENERGY_LEVELS),
      intention: z
        .string()
        .meta({ description: 'The day’s intention, “Today, I…”; the answer’s `intention`.' }),
      centre: z.object({
        scalar: z.number(),
        delta: z.number(),
        phase: z.enum(WINDOW_PHASES),
        zone: z.string(),
        status: z.string(),
      }),
      moon: z.object({
        fraction: z.number().min(0).max(1),
        name: z.enum(MOON_PHASES),
        illumination: z.number().min(0).max(1),
      }),
      heard: z
        .object({
          themes: z.array(z.enum(THEMES)),
          crisis: z.boolean(),
          restNow: z.boolean(),
        })
        .meta({
          description:
            'What Luna heard today: the themes of the visitor’s words, whether an entry points to a crisis (the helpline shows), whether they are going to bed now.',
        }),
      luna: z.object({
        state: z.enum(LUNA_STATES),
        tone: z.string(),
        mood: z.string(),
        tag: z.string(),
        message: z.string(),
        suggestion: z.string().nullable(),
        answer: z
          .object({
            descriptor: z.string(),
            tier: z.number().int().min(0).max(3),
            theme: z.enum(THEMES).nullable(),
            crisis: z.boolean(),
            text: z.string(),
          })
          .nullable()
          .meta({ description: 'Luna’s answer to the latest thing said today; null when nothing was.' }),
        scalar: z.number(),
        windowPhase: z.enum(WINDOW_PHASES),
        schumannHz: z.number(),
      }),
      now: z.object({
        phase: z.enum(WINDOW_PHASES),
        part: z.enum(PARTS_OF_DAY),
        fit: z.enum(PARTS_OF_DAY),
        turn: z.enum(['brighter', 'same', 'quieter']),
        energy: z.enum(ENERGY_LEVELS),
        line: z.string(),
        energyLine: z.string(),
        message: z.string(),
        focus: z.string(),
        recommendations: z.array(z.string()),
      }),
      codons: z.array(z.string()),
    })
    .meta({
      description:
        "The day's reading (docs/rules/one-voice.md): one model of the day, drawn for the part of the day it is asked in; `now` is the hour against the day.",
    }),
  readingSeed: z.string().optional().meta({
    description:
      'Only for a restored visitor: what seeds their readings instead of the session id (the first id of the restored session, as POST /api/restore answered it). A device computing a reading itself uses it (docs/decisions/013).',
  }),
})

export const StreakResponse = z
  .object({
    currentStreak: z.number().int(),
    longestStreak: z.number().int(),
    totalDays: z.number().int(),
    lastVisitDate: localDate.nullable(),
  })
  .meta({ id: 'Streak' })

export const DailyVisitResponse = z.object({
  success: z.literal(true),
  visitDate: localDate,
  streak: StreakResponse,
})

export const SavedReadingResponse = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    sessionId: z.string(),
    readingType: z.enum(READING_TYPES),
    readingData: z.record(z.string(), z.unknown()),
    userTags: z.string().nullable(),
    userNotes: z.string().nullable(),
    timestamp: isoInstant,
    readingDate: localDate,
    resonantFrequency: nullableNumber,
  })
  .meta({ id: 'SavedReading' })

export const ReadingStoredResponse = z.object({ success: z.literal(true), reading: SavedReadingResponse })

export const ReadingDeletedResponse = z.object({ success: z.literal(true), id: z.string() })

const EmotionalStateSummary = z.object({
  value: z.number().int(),
  codonIndex: z.number().int(),
  descriptor: z.string(),
  baseline: z.number(),
  newBaseline: z.number(),
  localDate,
  createdAt: isoInstant,
})

/** A mood note as stored (docs/rules/emotional-check-in.md). */
const MoodNoteSummary = z.object({
  id: z.string().meta({ format: 'uuid' }),
  value: z.number().int(),
  codonIndex: z.number().int(),
  descriptor: z.string(),
  tier: z.string(),
  words: z.string().nullable(),
  localDate,
  localTime: z.string().nullable(),
  createdAt: isoInstant,
})

export const EmotionalStatusResponse = z.object({
  hasLoggedToday: z.boolean(),
  canCheckIn: z.boolean(),
  nextCheckInAt: isoInstant.nullable(),
  lastEmotionalState: EmotionalStateSummary.nullable(),
  moodNotes: z
    .array(MoodNoteSummary.extend({ answer: z.string(), crisis: z.boolean() }))
    .meta({ description: "Today's mood notes, newest first, each with Luna's answer." }),
})

export const MoodNoteResponse = z.object({
  success: z.literal(true),
  moodNote: MoodNoteSummary,
  answer: z.string().meta({
    description:
      'Luna’s answer: to the heaviest theme of the words, or the feeling named with one thing to try, suited to the part of the day it was written in.',
  }),
  crisis: z.boolean().meta({ description: 'The note points to a crisis: the page shows the helpline.' }),
})

export const CheckInResponse = z.object({
  success: z.literal(true),
  newBaseline: z.number(),
  emotionalState: EmotionalStateSummary.extend({ tier: z.string() }),
  reading: SavedReadingResponse,
})

export const TrajectoryStoredResponse = z.union([
  z.object({ success: z.literal(true), id: z.number().int().nullable() }),
  z.object({ success: z.literal(true), displayName: z.string().nullable() }),
])

export const TrajectoryResponse = z.object({
  displayName: z.string().nullable(),
  currentScalar: nullableNumber,
  personalBaseline: nullableNumber,
  totalSessions: z
    .number()
    .int()
    .meta({ description: 'The distinct days with a reading in the journey (docs/rules/trajectory.md).' }),
  averageAlignment: nullableNumber,
  scalarHistory: z.array(
    z.object({
      scalar: z.number(),
      date: isoInstant,
      /** The visitor's local day of the reading (the UTC day for readings made before it was kept). */
      localDate,
      context: z.string(),
      baseline: nullableNumber,
    }),
  ),
})

/** GET /api/month: the visitor's days of a month (docs/rules/daily-reading.md). */
export const MonthResponse = z.object({
  month: z.string(),
  days: z.array(
    z.object({
      date: localDate,
      checkInTier: z.number().int().min(0).max(3).nullable(),
      tier: z.number().int().min(0).max(3).nullable().meta({
        description:
          'The day’s colour: its check-in’s tier, else its latest mood note’s; null with nothing said.',
      }),
      feelings: z.array(
        z.object({
          descriptor: z.string(),
          tier: z.number().int().min(0).max(3),
          words: z.string().nullable(),
          at: isoInstant,
          source: z.enum(['check-in', 'mood-note']),
        }),
      ),
      headline: z.string(),
      energy: z.enum(['low', 'moderate', 'high', 'peak']),
      energyLabel: z.string(),
      moon: z.enum(MOON_PHASES),
    }),
  ),
})

const PatternGroupResponse = z.object({
  id: z.string(),
  words: z.string(),
  mean: z.number().int().min(0).max(100).meta({ description: 'The mean feeling of the group, 0–100.' }),
  count: z.number().int().min(0),
})

/** What the visitor's own days say (docs/rules/patterns.md). */
export const PatternsResponse = z.object({
  days: z.number().int().min(0).meta({ description: 'Days with at least one check-in or mood note.' }),
  minDays: z.number().int().meta({ description: 'Days needed before patterns are looked for (14).' }),
  ready: z.boolean(),
  progress: z.string().meta({ description: '“9 of 14 days so far”.' }),
  patterns: z.array(
    z.object({
      factor: z.enum(PATTERN_FACTORS),
      name: z.string(),
      sentence: z.string(),
      group: PatternGroupResponse,
      rest: PatternGroupResponse.meta({
        description:
          'The other groups compared, together: `words` names them (“in the morning or in the afternoon”).',
      }),
      groups: z.array(PatternGroupResponse),
      direction: z.enum(['higher', 'lower']).meta({
        description: 'Whether the group’s feelings run higher or lower than the rest’s (by the exact means).',
      }),
      p: z.number().min(0).max(1).meta({ description: 'The permutation test’s p.' }),
      threshold: z
        .number()
        .min(0)
        .max(1)
        .meta({ description: 'The Benjamini–Hochberg threshold the p passed (false discovery rate 4%).' }),
    }),
  ),
  tested: z.array(z.object({ factor: z.enum(PATTERN_FACTORS), p: z.number().min(0).max(1) })),
})

export const TrajectoryAnalysisResponse = z.object({
  pattern: z.enum(TRAJECTORY_PATTERNS),
  trend: z.number(),
  stability: z.number(),
  recentChange: z.number(),
  totalReadings: z.number().int(),
  average: z.number(),
  spanMinutes: z.number().int().min(0).meta({
    description:
      'Minutes from the first to the last reading analysed (the latest 50): the span the pattern lies over. No pattern is called cycling under a day.',
  }),
})

// ------------------------------------------------------------------------------------------
// Insight, statistics, privacy and admin

export const SuccessResponse = z.object({ success: z.literal(true) }).meta({ id: 'Success' })

export const LunaPatternsResponse = z.object({
  frequentIntents: z.array(z.object({ intent: z.string(), count: z.number().int() })),
  pagePreferences: z.array(z.object({ page: z.string(), visits: z.number().int() })),
  totalInteractions: z.number().int(),
  currentStreak: z.number().int(),
  daysSinceFirst: z.number().int(),
})

export const ScalarStatsResponse = z.object({
  totalActivities: z.number().int(),
  averageScalar: z.number(),
  topIntents: z.array(z.object({ intent: z.string(), count: z.number().int() })),
  sustainedDays: z.number().int(),
})

/** GET /api/my-data: every stored row of the session, by table (schema/export.ts). */
const rows = z.array(z.record(z.string(), z.unknown()))
export const MyDataResponse = z.object({
  exportedAt: isoInstant,
  sessionId: z.string(),
  session: z.record(z.string(), z.unknown()).nullable(),
  archetypeResults: rows,
  visits: rows,
  savedReadings: rows,
  emotionalStates: rows,
  moodNotes: rows,
  trajectoryPoints: rows,
  lunaInteractions: rows,
  codonInteractions: rows,
  sessionTallies: rows,
  idempotencyKeys: rows,
  pushSubscriptions: rows,
  sessionMoves: rows,
})

export const ErasedResponse = z.object({
  success: z.literal(true),
  erased: z.record(z.string(), z.number().int()),
})

/** A visitor's daily reminder, or null when none is set (docs/decisions/020). */
export const ReminderResponse = z.object({
  reminder: z
    .object({
      time: z.string(),
      timeZone: z.string(),
      nextAt: isoInstant,
    })
    .nullable(),
})

export const ReminderKeyResponse = z.object({ publicKey: z.string() })

export const ReminderDeletedResponse = z.object({ success: z.literal(true), deleted: z.boolean() })

export const RestoredResponse = z.object({
  success: z.literal(true),
  sessionId: z.string(),
  readingSeed: z.string().meta({
    description:
      'What seeds this visitor’s readings from now on: the first id of the restored session, kept through every restore, so that its days read as they did on the phone it came from. A device computing a reading itself uses it instead of the session id (docs/decisions/013).',
  }),
})

export const AdminLoginResponse = z.object({ success: z.literal(true), expiresAt: isoInstant })

export const AdminSessionResponse = z.object({ authenticated: z.literal(true) })

export const AnalyticsResponse = z.object({
  dataStartDate: localDate.nullable(),
  generatedAt: isoInstant,
  summary: z.object({
    totalArchetypes: z.number().int(),
    todayActiveUsers: z.number().int().meta({
      description:
        'Established visitors active today (first seen a day before and active on two days; docs/rules/collective.md), by network: the visitors of one IPv4 /24 or IPv6 /48 count once.',
    }),
    todayNewVisitors: z.number().int().meta({
      description: 'Visitors active today who are not established yet: they count in no shared figure.',
    }),
    todayAvgScalar: nullableNumber,
    todayEmotionalReadings: z.number().int().meta({
      description:
        'Established visitors who checked in today, by network (one IPv4 /24 or IPv6 /48 counts once).',
    }),
    todayLunaStability: nullableNumber.meta({
      description:
        "Luna's stability today: each session's median, each network's mean of those, and the mean over networks.",
    }),
  }),
  archetypeDistribution: z.array(
    z.object({
      archetypeName: z.string(),
      userCount: z.number().int().meta({
        description:
          'Networks (IPv4 /24, IPv6 /48) with an established visitor whose latest archetype it is.',
      }),
      avgBirthScalar: nullableNumber,
      avgCombinedBaseline: nullableNumber,
    }),
  ),
  recentActivity: z.array(
    z.object({
      date: localDate,
      activeUsers: z.number().int(),
      newVisitors: z.number().int().meta({ description: 'Sessions first seen that day.' }),
      totalActivities: z.number().int(),
      avgScalar: nullableNumber,
    }),
  ),
  lunaQuality: z.array(
    z.object({
      page: z.string(),
      interactions: z.number().int(),
      avgStability: nullableNumber,
      minStability: nullableNumber,
      maxStability: nullableNumber,
    }),
  ),
  emotionalPatterns: z.array(
    z.object({
      archetypeName: z.string(),
      readingCount: z.number().int(),
      avgEmotionalState: nullableNumber,
    }),
  ),
})

export const HealthResponse = z.object({ ok: z.literal(true) })
