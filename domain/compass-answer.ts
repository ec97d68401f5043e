// The whole answer of POST /api/resonance-compass, from what the request and the database give
// (docs/rules/compass.md, docs/rules/daily-reading.md). One function for the Worker and for the
// web app's offline compass, so a reading computed on the device is the one the server would give
// for the same inputs (docs/decisions/019-offline-first.md).
import { findArchetype } from './archetypes.ts'
import { compassAwareness, computeCompass, type HistoryStats } from './compass.ts'
import { type DayRequest, dailyReadingOfRequest } from './daily-reading.ts'
import { type BaselineSources, resolveCompassBaseline } from './scalar.ts'

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

/**
 * Reads the baseline sources out of a compass personalProfile in any of the spec's shapes:
 * `{scalar_ξ | scalar_xi, archetype}` (id), the local personal profile `{xi, archetype: {...}}`,
 * or the web app's `{archetypeData: {...}}` (the stored luna_archetype_data).
 */
export function baselineSourcesOf(profile: Record<string, unknown> | null | undefined): BaselineSources {
  const p = obj(profile)
  const nested = obj(p.archetype)
  const data = { ...nested, ...obj(p.archetypeData) }
  const archetypeId = num(data.archetypeId) ?? num(p.archetype) ?? num(p.archetypeId)
  return {
    emotionalBaseline: num(data.emotionalBaseline),
    lastEmotionalUpdateDate: typeof data.emotionalUpdateDate === 'string' ? data.emotionalUpdateDate : null,
    combinedBaseline: num(data.combinedBaseline),
    birthScalar: num(data.birthScalar) ?? num(p.scalar_ξ) ?? num(p.scalar_xi) ?? num(p.xi),
    archetypeScalar:
      num(data.archetypeScalar) ?? (archetypeId ? (findArchetype(archetypeId)?.scalarRange ?? null) : null),
    archetypeId,
  }
}

export interface CompassAnswerInput extends DayRequest {
  history: HistoryStats
}

export function compassAnswer(input: CompassAnswerInput) {
  const sources = { ...input.sources }
  if (input.checkIn.baseline !== null) {
    sources.emotionalBaseline = input.checkIn.baseline
    sources.lastEmotionalUpdateDate = input.localDate
  }
  const baseline = resolveCompassBaseline(sources, input.localDate)
  const awareness = compassAwareness(input.checkIn.value)
  const result = computeCompass({
    baseline: baseline.value,
    baselineSource: baseline.source,
    archetypeId: sources.archetypeId ?? null,
    localDate: input.localDate,
    localTime: input.localTime,
    schumann: input.schumann,
    history: input.history,
    seed: input.seed ?? undefined,
    awareness,
  })
  return { ...result, dailyReading: dailyReadingOfRequest(input) }
}

export type CompassAnswer = ReturnType<typeof compassAnswer>
