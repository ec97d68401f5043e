// Luna's flags computed on the device from a scalar, phase and Schumann frequency, with the same
// domain functions the server runs (docs/rules/luna.md): what a saved compass reading keeps of Luna
// when no insight is on screen.

import { enhancedInsightOf } from '@domain/luna.ts'
import {
  computeLunaFlags,
  computeLunaInputs,
  type LunaFlags,
  selectLunaState,
  stabilityIndex,
} from '@domain/luna-engine.ts'
import type { WindowPhase } from '@domain/vocabulary.ts'

export interface LunaFlagsResult {
  flags: LunaFlags
  enhancedInsight: ReturnType<typeof enhancedInsightOf>
  stabilityIndex: number
  /** 'server' from the API, 'local' from the silent fallback. */
  source: 'server' | 'local'
}

export function localLunaFlags(scalar: number, phase: WindowPhase, schumannHz: number): LunaFlagsResult {
  const flags = computeLunaFlags(scalar, phase, schumannHz)
  const state = selectLunaState(computeLunaInputs(scalar, phase, schumannHz))
  return {
    flags,
    enhancedInsight: enhancedInsightOf(state),
    stabilityIndex: stabilityIndex(flags),
    source: 'local',
  }
}
