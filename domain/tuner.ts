// The frequency tuner's limits (docs/spec-texts.md). See docs/rules/tuner.md.
import { clamp } from './numbers.ts'
import { FREQUENCY_MAX_HZ, FREQUENCY_MIN_HZ } from './vocabulary.ts'

export const TUNER_STEPS = [-10, -1, 1, 10] as const
export type TunerStep = (typeof TUNER_STEPS)[number]
export const DEFAULT_TUNER_HZ = 128
export const DEFAULT_VOLUME = 30

/** A step clamps to 1–2000 Hz. */
export function stepFrequency(current: number, step: number): number {
  return clamp(Math.round((current + step) * 10) / 10, FREQUENCY_MIN_HZ, FREQUENCY_MAX_HZ)
}

/** −10 and −1 are disabled at or below 10 and 1; +1 and +10 at or above 2000 and 1990. */
export function isStepDisabled(current: number, step: TunerStep): boolean {
  switch (step) {
    case -10:
      return current <= 10
    case -1:
      return current <= 1
    case 1:
      return current >= 2000
    case 10:
      return current >= 1990
  }
}

/**
 * Typed input is accepted only inside 1–2000 Hz (decimals allowed, with a point, or with a comma in a
 * language that writes one: `decimalComma`, Spanish and German; in English "1,000" is no frequency);
 * null otherwise.
 */
export function parseFrequency(text: string, decimalComma = false): number | null {
  if (!(decimalComma ? /^\s*\d+([.,]\d+)?\s*$/ : /^\s*\d+(\.\d+)?\s*$/).test(text)) return null
  const value = Number(text.replace(',', '.'))
  return value >= FREQUENCY_MIN_HZ && value <= FREQUENCY_MAX_HZ ? value : null
}

/** Below about 20 Hz people cannot hear a tone; such frequencies play as a binaural beat. */
export const AUDIBLE_MIN_HZ = 20
/** Carrier of the binaural beat (left ear); the right ear plays carrier + beat. */
export const BINAURAL_CARRIER_HZ = 200

export function needsBinaural(frequency: number): boolean {
  return frequency < AUDIBLE_MIN_HZ
}
