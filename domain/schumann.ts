// Schumann resonance and geomagnetic activity: the field with its words, the NOAA feed's two JSON
// shapes and the deterministic model used when the feed is unreachable (docs/ARCHITECTURE.md). The
// field's numbers alone (K-index bands, the model's K-index) are schumann-field.ts.
// See docs/rules/schumann.md.
import { COSMIC_WEATHER, SCHUMANN_QUALITY } from './content/guidance.ts'
import { clamp, round2 } from './numbers.ts'
import { fieldFromKIndex, kIndexBand, modelKIndex } from './schumann-field.ts'
import type { KIndexBand } from './vocabulary.ts'

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

/**
 * The field with its words for a K-index at an instant: its frequency (schumann-field.ts), and an
 * amplitude of 1.0 at K 0 rising 0.15 per K.
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
