// The product's named states and the spec's constants, word for word. Content and rules
// both import from here, so a name is spelled once.

export const NEUTRAL_SCALAR = 81
export const DEFAULT_BASELINE = 81.5

/** How long a codon's tone plays, in seconds, and the duration each play is recorded with (docs/rules/device-state.md). */
export const CODON_PLAY_SECONDS = 3
export const ONBOARDING_FALLBACK_BIRTH_SCALAR = 81.2
export const JOURNEY_FALLBACK_SCALAR = 81.2
export const SCHUMANN_BASELINE_HZ = 7.83
export const REFERENCE_FREQUENCY_HZ = 528
export const GUEST_ARCHETYPE_ID = 6
/** The name a guest's onboarding stores (docs/rules/device-state.md): a stand-in, not a name they gave. */
export const GUEST_NAME = 'Guest'
export const ALIGNED_THRESHOLD = 0.02

export const WINDOW_PHASES = ['Echo Chamber', 'Resonance Ascendancy', 'Volatility Field'] as const
export type WindowPhase = (typeof WINDOW_PHASES)[number]

export const ALIGNMENT_ZONES = ['aligned', 'elevated', 'grounded', 'opposed'] as const
export type AlignmentZone = (typeof ALIGNMENT_ZONES)[number]

export const ALIGNMENT_STATUSES = ['aligned', 'elevated', 'grounded', 'expanded', 'contracted'] as const
export type AlignmentStatus = (typeof ALIGNMENT_STATUSES)[number]

export const CLARITY_TYPES = ['mental', 'emotional', 'physical', 'spiritual'] as const
export type ClarityType = (typeof CLARITY_TYPES)[number]

export const AWARENESS_BANDS = ['clouded', 'normal', 'heightened', 'peak'] as const
export type AwarenessBand = (typeof AWARENESS_BANDS)[number]

export const K_INDEX_BANDS = ['quiet', 'active', 'storm', 'severe'] as const
export type KIndexBand = (typeof K_INDEX_BANDS)[number]

export const LUNA_STATES = [
  'high_deltaUC',
  'pi_stabilizing',
  'kerr_spinning',
  'balanced_flow',
  'high_scalar_stable',
  'low_scalar_grounding',
] as const
export type LunaState = (typeof LUNA_STATES)[number]

export const SCALAR_CODES = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8'] as const
export type ScalarCode = (typeof SCALAR_CODES)[number]

export const INTENTS = ['clarity', 'growth', 'healing', 'harmony'] as const
export type Intent = (typeof INTENTS)[number]

export const EMOTIONAL_TIER_NAMES = [
  'Challenge/Crisis',
  'Neutral/Recovery',
  'Active Growth',
  'Peak Flow',
] as const
export type EmotionalTierName = (typeof EMOTIONAL_TIER_NAMES)[number]

export const READING_TYPES = ['compass', 'emotional-resonance', 'frequency-lock'] as const
export type ReadingType = (typeof READING_TYPES)[number]

export const LOCATION_MODES = ['auto', 'manual', 'symbolic'] as const
export type LocationMode = (typeof LOCATION_MODES)[number]

export const TRAJECTORY_PATTERNS = [
  'ascending',
  'descending',
  'cycling',
  'stable',
  'insufficient-data',
] as const
export type TrajectoryPattern = (typeof TRAJECTORY_PATTERNS)[number]

export const PAGE_KEYS = ['compass', 'resonance', 'profile', 'calculator'] as const
export type PageKey = (typeof PAGE_KEYS)[number]

export const QUICK_TAGS = [
  'breakthrough',
  'clarity',
  'intense',
  'peaceful',
  'transformative',
  'challenging',
  'inspiring',
  'foggy',
  'aligned',
  'shifting',
] as const

export const FREQUENCY_MIN_HZ = 1
export const FREQUENCY_MAX_HZ = 2000
export const DEFAULT_GENERATOR_HZ = 128

/**
 * The interaction recorded when the visitor chooses the clarity they look for on the compass: the
 * one interaction counted as an intent (an insight merely shown is never counted).
 */
export const CLARITY_CHOSEN = 'clarity_chosen'
