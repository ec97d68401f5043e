// The emotional check-in: slider value → codon index → descriptor and tier; the one-day
// baseline adjustment (docs/rules/emotional-check-in.md; docs/ARCHITECTURE.md). See docs/rules/emotional-check-in.md.

import { EMOTIONAL_DESCRIPTORS, EMOTIONAL_TIERS } from './content/emotions.ts'
import type { ElementCategory } from './content/types.ts'
import { MINUTES_PER_DAY, parseTime } from './dates.ts'
import { clamp, round3 } from './numbers.ts'
import type { EmotionalTierName } from './vocabulary.ts'

export const EMOTIONAL_MIN = 0
export const EMOTIONAL_MAX = 100
/**
 * The slider's lowest five words (Overwhelmed, Despairing, Shattered, Panicked, Trapped) point to a
 * crisis: the helpline shows with them (docs/rules/one-voice.md). The rest of the lowest tier
 * (Exhausted, Weary, Anxious…) is hard, not a crisis: a tired person is not sent to a helpline.
 */
export const CRISIS_CODON_INDEX_MAX = 4

/** Whether a slider value's word points to a crisis. */
export const valuePointsToCrisis = (value: number): boolean =>
  codonIndexFromValue(value) <= CRISIS_CODON_INDEX_MAX

/** The longest words a mood note keeps (docs/rules/emotional-check-in.md). */
export const MOOD_WORDS_MAX = 280

/** Codon index = floor(value / 100 × 63), 0–63. */
export function codonIndexFromValue(value: number): number {
  return Math.floor((clamp(value, EMOTIONAL_MIN, EMOTIONAL_MAX) / 100) * 63)
}

/** The descriptor at a codon index (0–63); position = index + 1. */
export function descriptorAt(index: number): string {
  const d = EMOTIONAL_DESCRIPTORS[clamp(Math.trunc(index), 0, 63)]
  if (d === undefined) throw new Error('descriptor table incomplete')
  return d
}

/** Tier of a codon index: positions 1–16, 17–32, 33–48, 49–64. */
export function tierIndexOf(index: number): 0 | 1 | 2 | 3 {
  return Math.floor(clamp(Math.trunc(index), 0, 63) / 16) as 0 | 1 | 2 | 3
}

export function tierNameOf(index: number): EmotionalTierName {
  const tier = EMOTIONAL_TIERS[tierIndexOf(index)]
  if (!tier) throw new Error('tier table incomplete')
  return tier.name
}

/** newBaseline = baseline + (value − 50) / 50 × 0.1, 3 decimals (so ±0.1 at the ends). */
export function emotionalBaseline(baseline: number, value: number): number {
  return round3(baseline + ((clamp(value, EMOTIONAL_MIN, EMOTIONAL_MAX) - 50) / 50) * 0.1)
}

/**
 * One check-in per local calendar day (docs/rules/emotional-check-in.md): a check-in is open on
 * `today` when the session's last one was on an earlier local day (or there is none). A new local
 * day opens a new check-in, so someone who checks in at 07:30 is never locked out at 07:15 the next
 * morning.
 */
export function canCheckInOn(lastLocalDate: string | null | undefined, today: string): boolean {
  return !lastLocalDate || lastLocalDate < today
}

/**
 * When the next check-in opens: the visitor's next local midnight, the instant `now` (ms) plus what
 * is left of their local day at `localTime` ('HH:MM'); null when the time is not one.
 */
export function nextCheckInAt(now: number, localTime: string | null | undefined): string | null {
  const minutes = localTime ? parseTime(localTime) : null
  if (minutes === null) return null
  const startOfMinute = now - (now % 60_000)
  return new Date(startOfMinute + (MINUTES_PER_DAY - minutes) * 60_000).toISOString()
}

export interface EmotionalReadingData {
  descriptor: string
  value: number
  archetypeInfluence: string
  dailyIntegration: string
  emotionalRecommendations: string[]
  newBaseline: number
  scalarSnapshot: number
  tier: EmotionalTierName
  codonIndex: number
}

/** The readingData of an 'emotional-resonance' saved reading (docs/rules/emotional-check-in.md). */
export function buildEmotionalReading(input: {
  value: number
  baseline: number
  category: ElementCategory | null
  scalarSnapshot: number
}): EmotionalReadingData {
  const codonIndex = codonIndexFromValue(input.value)
  const tier = EMOTIONAL_TIERS[tierIndexOf(codonIndex)]
  if (!tier) throw new Error('tier table incomplete')
  return {
    descriptor: descriptorAt(codonIndex),
    value: input.value,
    archetypeInfluence: tier.influenceByCategory[input.category ?? 'Water'],
    dailyIntegration: tier.dailyIntegration,
    emotionalRecommendations: [...tier.recommendations],
    newBaseline: emotionalBaseline(input.baseline, input.value),
    scalarSnapshot: input.scalarSnapshot,
    tier: tier.name,
    codonIndex,
  }
}

/**
 * What a check-in claims that the rules fix: the codon index and the descriptor follow from the
 * value. The sentence naming the expected value, or null when the claim holds.
 */
export function checkInClaimProblem(
  value: number,
  codonIndex: number,
  descriptor: string,
  valueField = 'emotionalValue',
): string | null {
  const expected = codonIndexFromValue(value)
  const field = `${/^[aeiou]/i.test(valueField) ? 'an' : 'a'} ${valueField}`
  if (codonIndex !== expected)
    return `The codonIndex field must be ${expected} for ${field} of ${value} (floor of value / 100 × 63).`
  if (descriptor !== descriptorAt(expected))
    return `The descriptor field must be “${descriptorAt(expected)}” for ${field} of ${value}.`
  return null
}
