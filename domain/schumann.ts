// Schumann resonance and geomagnetic activity: K-index bands, the NOAA feed's two JSON shapes
// and the deterministic model used when the feed is unreachable (docs/ARCHITECTURE.md).
// See docs/rules/schumann.md.
import { COSMIC_WEATHER, SCHUMANN_QUALITY } from './content/guidance.ts'
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

export interface SchumannData {
  frequency: number
  amplitude: number
  quality: string
  source: 'noaa' | 'model'
  kIndex: number
  band: KIndexBand
  cosmicWeather: string
  observedAt: string
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
 * Frequency and amplitude for a K-index at an instant: 7.83 Hz plus a daily swing of ±0.05 Hz
 * (peaking at 14:00 UTC) plus 0.02 Hz per K above 2; amplitude 1.0 at K 0 rising 0.15 per K.
 */
export function schumannFromKIndex(kIndex: number, instant: Date, source: 'noaa' | 'model'): SchumannData {
  const k = clamp(kIndex, 0, 9)
  const band = kIndexBand(k)
  return {
    ...fieldFromKIndex(k, instant),
    amplitude: round2(1 + 0.15 * k),
    quality: SCHUMANN_QUALITY[band],
    source,
    band,
    cosmicWeather: COSMIC_WEATHER[band],
    observedAt: instant.toISOString(),
  }
}

/** The field's numbers that the readings' rules use (frequency and K-index), without its words. */
export type SchumannField = Pick<SchumannData, 'frequency' | 'kIndex'>

function fieldFromKIndex(kIndex: number, instant: Date): SchumannField {
  const hourOfDay = instant.getUTCHours() + instant.getUTCMinutes() / 60
  const diurnal = 0.05 * Math.cos((2 * Math.PI * (hourOfDay - 14)) / 24)
  const k = clamp(kIndex, 0, 9)
  return { frequency: round3(SCHUMANN_BASELINE_HZ + diurnal + 0.02 * (k - 2)), kIndex: round2(k) }
}

/** The model's numbers for an instant: those of modelSchumann, for Today's card (day-card.ts). */
export function modelField(instant: Date): SchumannField {
  return fieldFromKIndex(modelKIndex(instant), instant)
}

export function modelSchumann(instant: Date): SchumannData {
  return schumannFromKIndex(modelKIndex(instant), instant, 'model')
}

function readKp(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 9 ? n : null
}

/**
 * The latest Kp of NOAA's planetary K-index feed, in either published JSON shape: an array of
 * objects with `Kp` (or `kp_index`), or the older array of arrays whose first row is a header
 * naming a `Kp` column. Anything else, or no valid row: null.
 */
export function parseNoaaKIndex(body: unknown): number | null {
  if (!Array.isArray(body) || body.length === 0) return null
  const [first] = body
  if (Array.isArray(first)) {
    const column = first.findIndex((h) => typeof h === 'string' && h.toLowerCase() === 'kp')
    if (column < 0) return null
    for (let i = body.length - 1; i >= 1; i--) {
      const row: unknown = body[i]
      if (Array.isArray(row)) {
        const kp = readKp(row[column])
        if (kp !== null) return kp
      }
    }
    return null
  }
  for (let i = body.length - 1; i >= 0; i--) {
    const row: unknown = body[i]
    if (row && typeof row === 'object') {
      const record = row as Record<string, unknown>
      const kp = readKp(record.Kp ?? record.kp ?? record.kp_index)
      if (kp !== null) return kp
    }
  }
  return null
}
