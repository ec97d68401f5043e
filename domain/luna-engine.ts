// Luna's numbers: scalar code, the UBT inputs (deltaUC, π-divergence, Kerr enhancement), flags,
// the insight state with its tie-break, and the stability index (docs/rules/luna.md;
// docs/decisions/007-derived-rules.md). Pure and deterministic. See docs/rules/luna.md.
import { clamp, round3 } from './numbers.ts'
import {
  LUNA_STATES,
  type LunaState,
  NEUTRAL_SCALAR,
  REFERENCE_FREQUENCY_HZ,
  SCHUMANN_BASELINE_HZ,
  type ScalarCode,
  WINDOW_PHASES,
  type WindowPhase,
} from './vocabulary.ts'

/** Scalar code: 85 or more S8; 84 S7; 82 S6; 81 S5; 80 S4; 79 S3; 78 S2; below 78 S1. */
export function scalarCode(scalar: number): ScalarCode {
  if (scalar >= 85) return 'S8'
  if (scalar >= 84) return 'S7'
  if (scalar >= 82) return 'S6'
  if (scalar >= 81) return 'S5'
  if (scalar >= 80) return 'S4'
  if (scalar >= 79) return 'S3'
  if (scalar >= 78) return 'S2'
  return 'S1'
}

export interface LunaInputs {
  scalarCode: ScalarCode
  /** Distance from the neutral 81, scaled: |scalar − 81| / 10, plus the phase's unrest. */
  deltaUC: number
  /** 0 (in phase) to 1 (fully out of phase) with the π-cycle. */
  piDivergence: number
  /** 1 at rest; above 1.2 the field is "spinning". */
  kerrDelta: number
}

const PHASE_UNREST: Record<WindowPhase, number> = {
  'Echo Chamber': 0,
  'Resonance Ascendancy': 0.02,
  'Volatility Field': 0.05,
}

const PHASE_SPIN: Record<WindowPhase, number> = {
  'Echo Chamber': 0.02,
  'Resonance Ascendancy': 0.1,
  'Volatility Field': 0.06,
}

/**
 * The UBT inputs of a reading:
 * - deltaUC = |scalar − 81| / 10 + unrest of the phase (Echo 0, Ascendancy 0.02, Volatility 0.05);
 * - π-divergence = distance of frac(scalar × π + (schumann − 7.83) × 10) from ½, doubled, then
 *   reversed: 0 when the scalar sits on the π-cycle's crest, 1 in its trough;
 * - Kerr enhancement = 1 + spin of the phase (Echo 0.02, Ascendancy 0.1, Volatility 0.06)
 *   + 2 × |schumann − 7.83| + 0.1 × frac(scalar × 10) (the scalar's fine structure).
 */
export function computeLunaInputs(scalar: number, windowPhase: WindowPhase, schumannHz: number): LunaInputs {
  const schumannDrift = schumannHz - SCHUMANN_BASELINE_HZ
  const cycle = scalar * Math.PI + schumannDrift * 10
  const frac = cycle - Math.floor(cycle)
  const fine = scalar * 10 - Math.floor(scalar * 10)
  return {
    scalarCode: scalarCode(scalar),
    deltaUC: round3(Math.abs(scalar - NEUTRAL_SCALAR) / 10 + PHASE_UNREST[windowPhase]),
    piDivergence: round3(1 - Math.abs(frac - 0.5) * 2),
    kerrDelta: round3(1 + PHASE_SPIN[windowPhase] + 2 * Math.abs(schumannDrift) + 0.1 * fine),
  }
}

export interface LunaFlags {
  highDeltaUC: boolean
  piStabilizing: boolean
  nearKerr: boolean
  deltaUC: number
  superPiDivergence: number
  kerrEnhancement: number
}

/** Flags: high deltaUC at ≥ 0.15, π-stabilising at divergence ≤ 0.2, near Kerr at ≥ 1.2. */
export function flagsFromInputs(inputs: LunaInputs): LunaFlags {
  return {
    highDeltaUC: inputs.deltaUC >= 0.15,
    piStabilizing: inputs.piDivergence <= 0.2,
    nearKerr: inputs.kerrDelta >= 1.2,
    deltaUC: inputs.deltaUC,
    superPiDivergence: inputs.piDivergence,
    kerrEnhancement: inputs.kerrDelta,
  }
}

export function computeLunaFlags(scalar: number, windowPhase: WindowPhase, schumannHz: number): LunaFlags {
  return flagsFromInputs(computeLunaInputs(scalar, windowPhase, schumannHz))
}

/** Flags from a played frequency (docs/rules/luna.md): high delta when |scalar − 81| / 10 > 0.5,
 * π-stabilising when frequency / 528 is within 0.9–1.1, near Kerr above 700 Hz. */
export function flagsFromFrequency(scalar: number, frequencyHz: number) {
  const ratio = frequencyHz / REFERENCE_FREQUENCY_HZ
  return {
    highDeltaUC: Math.abs(scalar - NEUTRAL_SCALAR) / 10 > 0.5,
    piStabilizing: ratio >= 0.9 && ratio <= 1.1,
    nearKerr: frequencyHz > 700,
  }
}

/** Each state's conditions (docs/spec-texts.md); a state matches when all of its conditions hold. */
export const STATE_CONDITIONS: Record<LunaState, readonly ((i: LunaInputs) => boolean)[]> = {
  high_deltaUC: [(i) => i.deltaUC >= 0.15],
  pi_stabilizing: [(i) => i.piDivergence <= 0.2],
  kerr_spinning: [(i) => i.kerrDelta >= 1.2],
  balanced_flow: [(i) => i.deltaUC <= 0.1, (i) => i.piDivergence <= 0.25, (i) => i.kerrDelta <= 1.15],
  high_scalar_stable: [(i) => ['S6', 'S7', 'S8'].includes(i.scalarCode), (i) => i.deltaUC <= 0.12],
  low_scalar_grounding: [(i) => ['S1', 'S2', 'S3'].includes(i.scalarCode)],
}

/**
 * The insight state: among matching states the one with the most conditions wins; ties go to
 * the state listed first in the spec's table (high_deltaUC, pi_stabilizing, kerr_spinning,
 * balanced_flow, high_scalar_stable, low_scalar_grounding); balanced_flow when nothing matches.
 */
export function selectLunaState(inputs: LunaInputs): LunaState {
  let best: LunaState | null = null
  let bestCount = 0
  for (const state of LUNA_STATES) {
    const conditions = STATE_CONDITIONS[state]
    if (conditions.every((c) => c(inputs)) && conditions.length > bestCount) {
      best = state
      bestCount = conditions.length
    }
  }
  return best ?? 'balanced_flow'
}

/**
 * Stability index = 100 − (deltaUC × 100 + superPiDivergence × 50 + |kerrEnhancement − 1| × 30),
 * clamped to 0–100 and rounded; 50 when that gives zero.
 */
export function stabilityIndex(
  flags: Pick<LunaFlags, 'deltaUC' | 'superPiDivergence' | 'kerrEnhancement'>,
): number {
  const raw =
    100 - (flags.deltaUC * 100 + flags.superPiDivergence * 50 + Math.abs(flags.kerrEnhancement - 1) * 30)
  const value = Math.round(clamp(raw, 0, 100))
  return value === 0 ? 50 : value
}

/** Stability colour: 75 or more green, 50 or more yellow, 25 or more orange, else red. */
export function stabilityColor(index: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (index >= 75) return 'green'
  if (index >= 50) return 'yellow'
  if (index >= 25) return 'orange'
  return 'red'
}

/** Confidence badge: above 0.8 green, above 0.6 yellow, else grey. */
export function confidenceColor(confidence: number): 'green' | 'yellow' | 'grey' {
  if (confidence > 0.8) return 'green'
  if (confidence > 0.6) return 'yellow'
  return 'grey'
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini/i

/** Device type: mobile if the user agent matches a mobile pattern, else desktop. */
export function deviceTypeOf(userAgent: string): 'mobile' | 'desktop' {
  return MOBILE_UA.test(userAgent) ? 'mobile' : 'desktop'
}

/**
 * What the server stores of a Luna insight shown (docs/rules/collective.md): the flags and the
 * stability index derived from its scalar and window phase with the current Schumann frequency,
 * never the client's own figures; null without a scalar or a known window phase.
 */
export function lunaReadingOf(
  scalar: number | null | undefined,
  windowPhase: string | null | undefined,
  schumannHz: number,
): { flags: LunaFlags; stabilityIndex: number } | null {
  if (scalar === null || scalar === undefined) return null
  const phase = WINDOW_PHASES.find((p) => p === windowPhase)
  if (!phase) return null
  const flags = flagsFromInputs(computeLunaInputs(scalar, phase, schumannHz))
  return { flags, stabilityIndex: stabilityIndex(flags) }
}
