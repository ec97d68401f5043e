// The values each scalar ξ can reach, from the rules that make them (docs/rules/ranges.md). The
// server refuses anything outside: a value no rule can produce is not a reading, it is a lever.
import { DEFAULT_BASELINE, ONBOARDING_FALLBACK_BIRTH_SCALAR } from './vocabulary.ts'

export interface ScalarRange {
  min: number
  max: number
}

/**
 * Birth scalar = 81 + dayOfYear/365.25 × 0.8 + (year mod 100) × 0.001, over birth dates from
 * 1900-01-01 on: least on 1 January of a year ending in 00, most on the last day of 1999 (a test
 * enumerates every date).
 */
export const BIRTH_SCALAR_RANGE: ScalarRange = { min: 81.002, max: 81.898 }

/** The 32 archetypes' scalarRange values (a test checks them against the content). */
export const ARCHETYPE_SCALAR_RANGE: ScalarRange = { min: 81.1, max: 81.98 }

/** How far the moment (time, place, awareness, archetype, field) moves a scalar ξ from its baseline, either way. */
export const MAX_DEVIATION = 1.0

/** How far the check-in moves a baseline for the day: (value − 50)/50 × 0.1, at most 0.1. */
export const EMOTIONAL_ADJUSTMENT_LIMIT = 0.1

/** The Schumann/K-index influence on the compass (docs/rules/compass.md), at most 0.05. */
export const SCHUMANN_INFLUENCE_LIMIT = 0.05

const round3Out = (v: number, dir: 'down' | 'up') =>
  (dir === 'down' ? Math.floor(v * 1000 - 1e-6) : Math.ceil(v * 1000 + 1e-6)) / 1000

/**
 * Any baseline the compass or the calculator can start from: a birth scalar, an archetype scalar,
 * their 70/30 blend (which lies between them), the defaults 81.5 and 81.2, each moved by a
 * check-in by at most 0.1.
 */
export const BASELINE_RANGE: ScalarRange = {
  min: round3Out(
    Math.min(
      BIRTH_SCALAR_RANGE.min,
      ARCHETYPE_SCALAR_RANGE.min,
      DEFAULT_BASELINE,
      ONBOARDING_FALLBACK_BIRTH_SCALAR,
    ) - EMOTIONAL_ADJUSTMENT_LIMIT,
    'down',
  ),
  max: round3Out(
    Math.max(
      BIRTH_SCALAR_RANGE.max,
      ARCHETYPE_SCALAR_RANGE.max,
      DEFAULT_BASELINE,
      ONBOARDING_FALLBACK_BIRTH_SCALAR,
    ) + EMOTIONAL_ADJUSTMENT_LIMIT,
    'up',
  ),
}

/**
 * A baseline before a check-in moves it (a birth scalar, an archetype scalar, their blend, the
 * defaults): what a check-in starts from, so that its ±0.1 keeps the day's baseline in BASELINE_RANGE.
 */
export const UNMOVED_BASELINE_RANGE: ScalarRange = {
  min: Math.round((BASELINE_RANGE.min + EMOTIONAL_ADJUSTMENT_LIMIT) * 1000) / 1000,
  max: Math.round((BASELINE_RANGE.max - EMOTIONAL_ADJUSTMENT_LIMIT) * 1000) / 1000,
}

/** How far a reading's ξ can be from its own baseline: the time engine's 1.0 plus the Schumann 0.05. */
export const READING_DEVIATION_LIMIT = MAX_DEVIATION + SCHUMANN_INFLUENCE_LIMIT

/**
 * Any scalar a reading can show (a compass alignment, a calculator result, a journey point): a
 * baseline moved by the time engine (at most 1.0) plus the Schumann influence.
 */
export const READING_SCALAR_RANGE: ScalarRange = {
  min: round3Out(BASELINE_RANGE.min - READING_DEVIATION_LIMIT, 'down'),
  max: round3Out(BASELINE_RANGE.max + READING_DEVIATION_LIMIT, 'up'),
}

export const inRange = (value: number, range: ScalarRange): boolean =>
  Number.isFinite(value) && value >= range.min && value <= range.max

/** "between 80.9 and 82.08" with the range's own decimals. */
export const describeRange = (range: ScalarRange): string => `between ${range.min} and ${range.max}`
