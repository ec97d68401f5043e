// Luna flags for the compass (docs/decisions/015-published-openapi-contract.md): POST /api/luna-flags with the reading's scalar,
// phase, observation count and suggested codons; on failure, a silent fallback to the flags
// computed locally from the Schumann deviation from 7.83 Hz and the alignment.

import { enhancedInsightOf } from '@domain/luna.ts'
import {
  computeLunaFlags,
  computeLunaInputs,
  type LunaFlags,
  selectLunaState,
  stabilityIndex,
} from '@domain/luna-engine.ts'
import type { WindowPhase } from '@domain/vocabulary.ts'
import { useQuery } from '@tanstack/react-query'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { api, ok } from '@/lib/api.ts'

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

export function useLunaFlags(reading: CompassReading) {
  const scalar = reading.scalarAlignment.currentAlignment
  const phase = reading.dailyGuidance.timePhase
  const schumannHz = reading.planetaryContext.schumannFrequency
  const observationCount = reading.scalarAlignment.totalReadings
  const codons = reading.suggestedCodons.map((c) => c.codon)
  return useQuery({
    queryKey: ['luna-flags', 'compass', scalar, phase, schumannHz, observationCount, codons.join(',')],
    queryFn: async (): Promise<LunaFlagsResult> => {
      try {
        const body = await ok(
          await api['luna-flags'].$post({
            json: {
              scalarValue: scalar,
              windowPhase: phase,
              observationCount,
              suggestedCodons: codons,
              schumannFrequency: schumannHz,
            },
          }),
        )
        return {
          flags: body.flags,
          enhancedInsight: body.enhancedInsight,
          stabilityIndex: body.stabilityIndex,
          source: 'server',
        }
      } catch {
        return localLunaFlags(scalar, phase, schumannHz)
      }
    },
  })
}
