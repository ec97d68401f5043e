import { compassAwareness, computeCompass, type HistoryStats } from './compass.ts'
import { ENERGY_LEVEL_LABELS } from './content/guidance.ts'
import { type DayRequest, dailyReadingOfRequest } from './daily-reading.ts'
import { resolveCompassBaseline } from './scalar.ts'
import type { SchumannData } from './schumann.ts'

// The answer said in a language's words as data: the app's, for a reading it computes offline.
export { answerSaidWith, type ReadingSentences } from './say-reading.ts'
export { baselineSourcesOf } from './scalar.ts'

export interface CompassAnswerInput extends DayRequest {
  /** The whole field: the answer shows its words too, the day's reading needs its numbers only. */
  schumann: SchumannData
  history: HistoryStats
}

/**
 * The compass's answer: the spec's numbers of the live moment, and every sentence drawn from the
 * day's one model (docs/rules/one-voice.md): the alignment message, the hour's focus,
 * recommendations and energy, and the intention come from the day's reading, so the guidance card,
 * the alignment panel and the Today card never speak with two voices.
 */
export function compassAnswer(input: CompassAnswerInput) {
  const sources = { ...input.sources }
  if (input.checkIn.baseline !== null) {
    sources.emotionalBaseline = input.checkIn.baseline
    sources.lastEmotionalUpdateDate = input.localDate
  }
  const baseline = resolveCompassBaseline(sources, input.localDate)
  const awareness = compassAwareness(input.checkIn.value)
  const dailyReading = dailyReadingOfRequest(input)
  const { now } = dailyReading
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
    words: {
      alignmentMessage: now.message,
      primaryFocus: now.focus,
      energyLevel: ENERGY_LEVEL_LABELS[now.energy],
      recommendations: now.recommendations,
      intention: dailyReading.intention,
    },
  })
  return { ...result, dailyReading }
}

export type CompassAnswer = ReturnType<typeof compassAnswer>
