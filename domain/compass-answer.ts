import { compassAwareness, computeCompass, type HistoryStats } from './compass.ts'
import { ENERGY_LEVEL_LABELS } from './content/guidance.ts'
import { type DayRequest, dailyReadingOfRequest } from './daily-reading.ts'
import { resolveCompassBaseline } from './scalar.ts'
import type { SchumannData } from './schumann.ts'

export { baselineSourcesOf } from './scalar.ts'

export interface CompassAnswerInput extends DayRequest {
  /** The whole field: the answer shows its words too, the day's reading needs its numbers only. */
  schumann: SchumannData
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
  const dailyReading = dailyReadingOfRequest(input)
  // The hour's energy is the day's, framed by the hour (docs/rules/daily-reading.md): the guidance's
  // energy level says the same as the Today card, never a second voice.
  return {
    ...result,
    dailyGuidance: { ...result.dailyGuidance, energyLevel: ENERGY_LEVEL_LABELS[dailyReading.now.energy] },
    dailyReading,
  }
}

export type CompassAnswer = ReturnType<typeof compassAnswer>
