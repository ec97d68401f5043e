// Alignment of a current scalar against the personal baseline: zones, statuses, thresholds and
// the marker on the bar (docs/rules/compass.md; docs/decisions/007-derived-rules.md). See docs/rules/alignment.md.
import { clamp, round3, sampleStdDev } from './numbers.ts'
import { ALIGNED_THRESHOLD, type AlignmentStatus, type AlignmentZone } from './vocabulary.ts'

export const DEFAULT_SIGMA = 0.15
export const MIN_EXTREME = 0.1
export const MIN_READINGS_FOR_SIGMA = 5

export interface Thresholds {
  aligned: number
  extreme: number
  sigma: number
}

/**
 * σ = the standard deviation of the session's own trajectory scalars when it has at least 5,
 * else 0.15; the extreme threshold = max(0.1, 2σ).
 */
export function computeThresholds(readingCount: number, sigmaOfReadings: number): Thresholds {
  const sigma =
    readingCount >= MIN_READINGS_FOR_SIGMA && Number.isFinite(sigmaOfReadings)
      ? sigmaOfReadings
      : DEFAULT_SIGMA
  return {
    aligned: ALIGNED_THRESHOLD,
    extreme: round3(Math.max(MIN_EXTREME, 2 * sigma)),
    sigma: round3(sigma),
  }
}

/**
 * The thresholds of a session from its own trajectory scalars: σ is their sample standard
 * deviation (as on the compass). `readingCount` is the session's total number of points when
 * the list is a window of the most recent ones.
 */
export function thresholdsFromScalars(
  scalars: readonly number[],
  readingCount: number = scalars.length,
): Thresholds {
  return computeThresholds(readingCount, sampleStdDev(scalars))
}

/** Whether thresholds come from the visitor's own readings (at least 5) rather than the default σ. */
export function usesOwnSigma(readingCount: number): boolean {
  return readingCount >= MIN_READINGS_FOR_SIGMA
}

/**
 * Zones: aligned when |delta| < 0.02; elevated when 0.02 ≤ delta < extreme; grounded when
 * −extreme < delta ≤ −0.02; opposed when |delta| ≥ extreme, with status expanded above and
 * contracted below. Other statuses equal the zone.
 */
export function classifyAlignment(
  delta: number,
  extreme: number,
): { zone: AlignmentZone; status: AlignmentStatus } {
  if (Math.abs(delta) < ALIGNED_THRESHOLD) return { zone: 'aligned', status: 'aligned' }
  if (delta >= extreme) return { zone: 'opposed', status: 'expanded' }
  if (delta <= -extreme) return { zone: 'opposed', status: 'contracted' }
  return delta > 0 ? { zone: 'elevated', status: 'elevated' } : { zone: 'grounded', status: 'grounded' }
}

/** Marker position on the bar, percent: 50 + 50 × clamp(delta / extreme, −1, 1). */
export function markerPosition(delta: number, extreme: number): number {
  return round3(50 + 50 * clamp(delta / extreme, -1, 1))
}

export interface Alignment {
  delta: number
  deltaPercent: number
  zone: AlignmentZone
  status: AlignmentStatus
  markerPosition: number
}

/** delta = current − baseline; deltaPercent = delta / baseline × 100 (3 decimals each). */
export function computeAlignment(current: number, baseline: number, extreme: number): Alignment {
  const delta = round3(current - baseline)
  const { zone, status } = classifyAlignment(delta, extreme)
  return {
    delta,
    deltaPercent: round3((delta / baseline) * 100),
    zone,
    status,
    markerPosition: markerPosition(delta, extreme),
  }
}
