// The scalar journey's evolution analysis (docs/rules/trajectory.md).
import { clamp, mean, round3, sampleStdDev, slope } from './numbers.ts'
import type { TrajectoryPattern } from './vocabulary.ts'

/** The spec: "Evolution analysis needs at least 3 readings; otherwise the pattern shows as insufficient data". */
export const MIN_READINGS_FOR_ANALYSIS = 3
/** Readings that lie within less than this span are never called a tide (cycling). */
export const TIDE_SPAN_MS = 86_400_000
/**
 * A series whose readings all lie within this range (ξ) has not moved beyond rounding (the
 * journey shows two decimals): it is stable, never cycling, rising or falling.
 */
export const ROUNDING_RANGE = 0.01
/** Slope (ξ per reading) below which a series counts as level. */
export const TREND_EPSILON = 0.005

/**
 * Whether the compass's current alignment is a new point of the journey: the first one, or one at
 * least ROUNDING_RANGE from the last point recorded. A smaller change is rounding (the journey shows
 * two decimals); recorded, the reloads of a few minutes would shrink the spread that sets the zones'
 * thresholds (docs/rules/alignment.md) and turn the same gap from one zone to another.
 * Compared in thousandths, the alignment's precision, so 81.11 after 81.10 counts despite floats.
 */
export function journeyPointDue(lastRecorded: number | null, current: number): boolean {
  if (!Number.isFinite(current)) return false
  if (lastRecorded === null || !Number.isFinite(lastRecorded)) return true
  return Math.abs(Math.round(current * 1000) - Math.round(lastRecorded * 1000)) >= ROUNDING_RANGE * 1000
}

export interface TrajectoryAnalysis {
  pattern: TrajectoryPattern
  /** Least-squares slope, ξ per reading, 3 decimals. */
  trend: number
  /** 1 − σ / 0.5, clamped to 0–1 (1 = perfectly steady), 3 decimals. */
  stability: number
  /** Last scalar minus the one before, 3 decimals. */
  recentChange: number
  totalReadings: number
  average: number
  /** Minutes from the first to the last reading analysed: what the words say the pattern lies over. */
  spanMinutes: number
}

/**
 * The span readings lie over, in words: 'over 12 minutes', 'over 3 hours', 'over 5 days' (whole
 * units, rounded down; 'within a minute' under one).
 */
export function spanWords(spanMinutes: number): string {
  const { unit, n } = spanParts(spanMinutes)
  return unit === 'none' ? 'within a minute' : `over ${n} ${unit}${n === 1 ? '' : 's'}`
}

/**
 * The span spanWords names, as its unit and count, for a language's own words (the app's catalogue
 * `journey.span`): under a minute 'none', else whole minutes, hours or days.
 */
export function spanParts(spanMinutes: number): { unit: 'none' | 'minute' | 'hour' | 'day'; n: number } {
  const m = Math.max(0, Math.floor(Number.isFinite(spanMinutes) ? spanMinutes : 0))
  if (m < 1) return { unit: 'none', n: 0 }
  if (m < 60) return { unit: 'minute', n: m }
  if (m < 24 * 60) return { unit: 'hour', n: Math.floor(m / 60) }
  return { unit: 'day', n: Math.floor(m / (24 * 60)) }
}

/**
 * Analyses scalars oldest → newest, recorded over `spanMs` (first to last). Under 3 readings:
 * 'insufficient-data'. All within 0.01 of each other: 'stable'. Otherwise, with the differences
 * between successive readings: cycling when the direction flips on at least 60% of the chances to
 * flip (and the series moves at all, σ ≥ 0.01); ascending when the slope ≥ 0.005 and at least 60% of
 * the steps go up; descending likewise downwards; cycling when it flips on at least half; else
 * stable. Readings within less than a day are never a tide: no cycling is named under a day.
 */
export function analyzeTrajectory(scalars: readonly number[], spanMs = 0): TrajectoryAnalysis {
  const n = scalars.length
  const last = scalars[n - 1] ?? 0
  const previous = scalars[n - 2] ?? last
  const base = {
    trend: round3(slope(scalars)),
    stability: round3(clamp(1 - sampleStdDev(scalars) / 0.5, 0, 1)),
    recentChange: round3(last - previous),
    totalReadings: n,
    average: round3(mean(scalars)),
    spanMinutes: Math.max(0, Math.floor((Number.isFinite(spanMs) ? spanMs : 0) / 60_000)),
  }
  if (n < MIN_READINGS_FOR_ANALYSIS) return { pattern: 'insufficient-data', ...base }
  // Honest words (docs/rules/trajectory.md): a change no larger than rounding is stable, and the
  // words say the span the readings lie over; under a day, nothing is a tide.
  const tides = spanMs >= TIDE_SPAN_MS
  if (Math.max(...scalars) - Math.min(...scalars) <= ROUNDING_RANGE) return { pattern: 'stable', ...base }
  const steps = scalars.slice(1).map((v, i) => v - (scalars[i] ?? v))
  const ups = steps.filter((d) => d > 0).length / steps.length
  const downs = steps.filter((d) => d < 0).length / steps.length
  const s = slope(scalars)
  let flips = 0
  for (let i = 1; i < steps.length; i++) {
    const a = steps[i - 1] ?? 0
    const b = steps[i] ?? 0
    if (a * b < 0) flips++
  }
  const flipRate = steps.length >= 2 ? flips / (steps.length - 1) : 0
  let pattern: TrajectoryPattern = 'stable'
  if (tides && flipRate >= 0.6 && sampleStdDev(scalars) >= 0.01) pattern = 'cycling'
  else if (s >= TREND_EPSILON && ups >= 0.6) pattern = 'ascending'
  else if (s <= -TREND_EPSILON && downs >= 0.6) pattern = 'descending'
  else if (tides && flipRate >= 0.5 && sampleStdDev(scalars) >= 0.01) pattern = 'cycling'
  return { pattern, ...base }
}

/** Icon colour of a pattern (docs/rules/trajectory.md): ascending green, descending red, cycling blue, otherwise purple. */
export function patternColor(pattern: TrajectoryPattern): 'green' | 'red' | 'blue' | 'purple' {
  if (pattern === 'ascending') return 'green'
  if (pattern === 'descending') return 'red'
  if (pattern === 'cycling') return 'blue'
  return 'purple'
}
