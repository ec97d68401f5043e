// Shapes of the product's written content. Content files hold words; the rules that
// derive numbers (hexagrams, amino acids, scalars) live in code beside them.

/** The four elemental categories the 32 archetypes are organised in (8 each). */
export type ElementCategory = 'Fire' | 'Air' | 'Water' | 'Earth'

/** The spec's codon frequency list, in Hz. */
export const CODON_FREQUENCIES = [
  396, 417, 432, 444, 456, 468, 480, 492, 504, 516, 528, 639, 741, 852, 963,
] as const
export type CodonFrequency = (typeof CODON_FREQUENCIES)[number]

/** The classic solfeggio scale, in Hz, that archetypes draw their two tones from. */
export const SOLFEGGIO = [174, 285, 396, 417, 528, 639, 741, 852, 963] as const
export type SolfeggioFrequency = (typeof SOLFEGGIO)[number]

/** Element filter tag sets of the codon library (spec 2, section 9), word for word. */
export const ELEMENT_TAGS: Record<ElementCategory, readonly string[]> = {
  Fire: ['transformation', 'leadership', 'initiative', 'clarity'],
  Air: ['wisdom', 'communication', 'growth', 'learning'],
  Water: ['healing', 'intuition', 'flow', 'peace'],
  Earth: ['grounding', 'stability', 'abundance', 'service'],
}

/** The written part of one codon; keyed by its RNA triplet in content/codons.ts. */
export interface CodonContent {
  /** A short theme, 2 to 5 words, e.g. "Courage at the threshold". */
  theme: string
  /** First-person present-tense affirmation, one sentence. */
  affirmation: string
  /** Three concrete, safe, short practices (imperative sentences). */
  rituals: readonly [string, string, string]
  /** One evocative word or two-word tag, unique across the 64 codons. */
  symbolicTag: string
  /** 3 to 5 lowercase tags; at least one from ELEMENT_TAGS (any element). */
  tags: readonly string[]
  /** One of CODON_FREQUENCIES. */
  frequency: CodonFrequency
}

/** The written part of one archetype; see content/archetypes.ts. */
export interface ArchetypeContent {
  id: number
  name: string
  description: string
  lunaInterpretation: string
  category: ElementCategory
  keywords: readonly string[]
  meaning: string
  shadowAspect: string
  solfeggio: readonly [SolfeggioFrequency, SolfeggioFrequency]
}

/** The numbers of one archetype; see content/archetype-numbers.ts. */
export interface ArchetypeNumbers {
  id: number
  /** This archetype's scalar ξ: unique within 81.10–81.98, two decimals. */
  scalarRange: number
  /** Within 0.91–1.08 (1 for archetypes 7 and 32). */
  entropyMod: number
  /** Within 0.92–1.09 (1 for archetypes 7 and 32). */
  curvatureMod: number
}

// ---------------------------------------------------------------------------------------------
// Quiz (content/quiz.ts)

export interface QuizOption {
  /** The answer as the visitor reads it, one sentence. */
  text: string
  /** Exactly 8 archetype ids (1–32) that this answer votes for. */
  archetypeIds: readonly number[]
}

export interface QuizQuestion {
  /** 1 to 5. */
  id: number
  question: string
  /** What Luna says to introduce the question, one or two sentences. */
  lunaPrompt: string
  options: readonly [QuizOption, QuizOption, QuizOption, QuizOption]
}

// ---------------------------------------------------------------------------------------------
// Emotional check-in (content/emotions.ts)

export interface EmotionalTierContent {
  name: import('../vocabulary.ts').EmotionalTierName
  /** One sentence describing the tier to the visitor. */
  summary: string
  /** How the day's baseline adjustment is meant to be lived with, one or two sentences. */
  dailyIntegration: string
  /** Four short, safe, non-medical suggestions. */
  recommendations: readonly string[]
  /** One sentence per elemental category on how that kind of archetype meets this tier. */
  influenceByCategory: Record<ElementCategory, string>
}

// ---------------------------------------------------------------------------------------------
// Luna (content/luna.ts)

export interface LunaStateContent {
  /** 14 messages Luna may say in this state, true at any hour: none repeats within 14 days. */
  messages: readonly string[]
  /** Optional suggestions, each with the parts of the day it suits: at least one a part. */
  suggestions: readonly import('../suited.ts').Suited[]
}

/** The enhanced insight of POST /api/luna-flags for a state (content/luna-enhanced.ts). */
export interface LunaEnhanced {
  insight: string
  guidance: string
  archetype: string
}

export interface TransitionNotes {
  /** Same tag and same scalar as last visit: the 'field remains consistent' note (variants). */
  consistent: readonly string[]
  /** Different tag, no pair-specific note: must say 'something has shifted since your last visit'. */
  shifted: string
  /** Pair-specific notes, keyed `${fromMood}->${toMood}` or `${fromTag}->${toTone}` as the spec names them. */
  pairs: Readonly<Record<string, string>>
}

/** Texts of the memory panel's insights. `{n}`, `{page}`, `{intent}` are filled by the domain rule. */
export interface MemoryTexts {
  /** Frequent-intent insight per intent, plus a generic one. Use `{n}` for the count. */
  intent: Record<import('../vocabulary.ts').Intent | 'generic', string>
  /** Page-preference insight per page key. Use `{n}` for the visits. */
  page: Record<import('../vocabulary.ts').PageKey, string>
  /** Consistency insight, by streak level. */
  consistency: { remarkable: string; developing: string; beginning: string }
  /** Scalar-trend insight. */
  trend: { ascending: string; descending: string; stable: string }
  /** The scalar-trend insight for readings within a day; `{span}` is spanWords' phrase. */
  trendWithinDay: { ascending: string; descending: string; stable: string }
  /** Growth insight (20+ interactions). Use `{n}` for the count. */
  growth: string
}

// ---------------------------------------------------------------------------------------------
// Guidance (content/guidance.ts)

export interface TimePhaseContent {
  /** One sentence saying what this window phase is. */
  description: string
  /** The hour's candidate primary focuses (short phrases), each with the parts of the day it suits. */
  primaryFocus: readonly import('../suited.ts').Suited[]
  /** Recommendations (short imperative sentences), each with the parts of the day it suits: at least 3 a part. */
  recommendations: readonly import('../suited.ts').Suited[]
  /** Actions for the evening and the night, to stand in for a band's that need daylight. */
  quietHours: readonly import('../suited.ts').Suited[]
  /** Three suggested actions per awareness band, each with the parts of the day it suits. */
  suggestedActions: Record<
    import('../vocabulary.ts').AwarenessBand,
    readonly [import('../suited.ts').Suited, import('../suited.ts').Suited, import('../suited.ts').Suited]
  >
}

// ---------------------------------------------------------------------------------------------
// Places (content/places.ts)

export interface SymbolicLocation {
  id: string
  name: string
  /** Where it is, e.g. "Wiltshire, England". */
  region: string
  /** One sentence: its symbolic effect on a reading. */
  effect: string
  /** Contribution to computed ξ, within −0.05..0.05. */
  offset: number
}

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string
  name: string
  /** The country's time zones with their standard UTC offsets in minutes. */
  timezones: readonly { label: string; offsetMinutes: number }[]
  /** 2 to 4 well-known cities, each with the label of its time zone above. */
  cities: readonly { name: string; timezone: string }[]
}

// ---------------------------------------------------------------------------------------------
// Frequencies (content/frequencies.ts)

export interface HealingFrequency {
  hz: number
  name: string
  /** One sentence, traditional association, phrased without medical claims. */
  intention: string
}

/**
 * A language's words for the codons (docs/decisions/057-content-languages.md), keyed by RNA triplet:
 * what domain/content/<locale>/codons.ts gives in place of English's.
 */
/** A language's word for each codon tag (English's tag is the key). */
export type CodonTagWords = Readonly<Record<string, string>>

export type CodonContentWords = Readonly<
  Record<
    string,
    { theme: string; affirmation: string; rituals: readonly [string, string, string]; symbolicTag: string }
  >
>

/**
 * A language's words for the quiz (docs/decisions/057-content-languages.md): entry q − 1 is question
 * q, its options in English's order. What domain/content/<locale>/quiz.ts gives in place of English's.
 */
export type QuizWords = readonly {
  question: string
  lunaPrompt: string
  options: readonly [{ text: string }, { text: string }, { text: string }, { text: string }]
}[]

/** The elements of the eight trigrams (content/iching.ts), each with its name in a language. */
export type TrigramElementNames = Readonly<
  Record<'Heaven' | 'Metal' | 'Fire' | 'Wood' | 'Air' | 'Water' | 'Mountain' | 'Earth', string>
>

/**
 * A language's words for the archetypes: entry k − 1 is archetype k (only the words people read),
 * and the elements' names. What domain/content/<locale>/archetypes.ts gives in place of English's.
 */
export interface ArchetypeWords {
  archetypes: readonly {
    name: string
    description: string
    lunaInterpretation: string
    keywords: readonly string[]
    meaning: string
    shadowAspect: string
  }[]
  elements: TrigramElementNames
}

// ---------------------------------------------------------------------------------------------
// The day's reading in another language (docs/decisions/058-reading-languages.md): the sentences
// English glues from pieces, written whole for every combination.

type ByPart<T> = Readonly<Record<import('../dates.ts').PartOfDay, T>>
type ByEnergy<T> = Readonly<Record<import('../day-tide.ts').EnergyLevel, T>>

/** hourLine(turn, day, part, fit) whole: [turn][day][part][fit] (content/hour-words.ts). */
export type HourLineWords = Readonly<
  Record<import('./hour-words.ts').HourTurn, ByEnergy<ByPart<ByPart<string>>>>
>

/** hourEnergyLine(turn, ENERGY_LEVEL_LABELS[day]) whole: [turn][day] (content/hour-words.ts). */
export type HourEnergyLineWords = Readonly<Record<import('./hour-words.ts').HourTurn, ByEnergy<string>>>

/**
 * Advice for the part of the day the words fit, each as the whole alignment message
 * alignmentMessageOf(part, advice) makes of it, by the clock's part (content/hour-advice.ts).
 */
export type AdviceWords = ByPart<readonly ByPart<string>[]>

/** HOUR_ADVICE's whole messages, by the day's energy, then as AdviceWords. */
export type HourAdviceWords = ByEnergy<AdviceWords>
