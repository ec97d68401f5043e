// The Schumann field's numbers, without its words: the K-index bands, the deterministic model's
// K-index and the field (frequency and K-index) that the readings' rules use (docs/rules/schumann.md).
// Apart from schumann.ts (the feed and the field's words), so that the compass screen and the
// first frame's card do not load the words.
import { clamp, round2, round3 } from './numbers.ts'
import { type AwarenessBand, type KIndexBand, SCHUMANN_BASELINE_HZ } from './vocabulary.ts'

/** K-index bands: 0–3 quiet, 4–5 active, 6–7 storm, 8–9 severe (fractional Kp by its floor). */
export function kIndexBand(k: number): KIndexBand {
  const whole = Math.floor(clamp(k, 0, 9))
  if (whole <= 3) return 'quiet'
  if (whole <= 5) return 'active'
  if (whole <= 7) return 'storm'
  return 'severe'
}

/**
 * Awareness bands on the 0–1 slider (step 0.1): 0–0.3 clouded, 0.4–0.6 normal, 0.7–0.9
 * heightened, 1.0 peak. Values between steps go to the nearer band (boundaries at .35, .65, .95).
 */
export function awarenessBand(awareness: number): AwarenessBand {
  if (awareness < 0.35) return 'clouded'
  if (awareness < 0.65) return 'normal'
  if (awareness < 0.95) return 'heightened'
  return 'peak'
}

/** The field's numbers that the readings' rules use (frequency and K-index), without its words. */
export interface SchumannField {
  frequency: number
  kIndex: number
}

const HOUR_MS = 3_600_000

/**
 * The model's K-index for an instant: a calm baseline of 2 with a slow 27-day (solar rotation)
 * swell of ±1.5 and a 6-hour ripple of ±0.5, rounded to thirds like NOAA's Kp.
 */
export function modelKIndex(instant: Date): number {
  const hours = instant.getTime() / HOUR_MS
  const k = 2 + 1.5 * Math.sin((2 * Math.PI * hours) / (27 * 24)) + 0.5 * Math.sin((2 * Math.PI * hours) / 6)
  return Math.round(clamp(k, 0, 9) * 3) / 3
}

/**
 * The frequency for a K-index at an instant: 7.83 Hz plus a daily swing of ±0.05 Hz (peaking at
 * 14:00 UTC) plus 0.02 Hz per K above 2.
 */
export function fieldFromKIndex(kIndex: number, instant: Date): SchumannField {
  const hourOfDay = instant.getUTCHours() + instant.getUTCMinutes() / 60
  const diurnal = 0.05 * Math.cos((2 * Math.PI * (hourOfDay - 14)) / 24)
  const k = clamp(kIndex, 0, 9)
  return { frequency: round3(SCHUMANN_BASELINE_HZ + diurnal + 0.02 * (k - 2)), kIndex: round2(k) }
}

/** The model's numbers for an instant: those of modelSchumann (schumann.ts), for Today's card (day-card.ts). */
export function modelField(instant: Date): SchumannField {
  return fieldFromKIndex(modelKIndex(instant), instant)
}
