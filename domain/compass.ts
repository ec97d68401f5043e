// The daily compass (docs/rules/compass.md; docs/decisions/007-derived-rules.md): the current alignment is the time engine
// at the request's moment (awareness 0.5, elevation 0, the profile's archetype, no location)
// plus a Schumann/K-index influence. See docs/rules/compass.md.
import { computeAlignment, computeThresholds } from './alignment.ts'
import { nearestCodonNumbers } from './codon-numbers.ts'
import { type Codon, findCodon } from './codons.ts'
import { liveMoment } from './moment.ts'
import { round3 } from './numbers.ts'
import { SCHUMANN_INFLUENCE_LIMIT } from './ranges.ts'
import type { BaselineSource } from './scalar.ts'
import type { SchumannData } from './schumann.ts'
import { type Contributions, windowPhaseOf } from './time-engine.ts'
import type { TrajectoryPattern, WindowPhase } from './vocabulary.ts'

export { compassAwareness, schumannInfluence } from './moment.ts'
export { SCHUMANN_INFLUENCE_LIMIT }

/**
 * The `count` codons whose scalar is nearest the value (ties to the lower hexagram), nearest first,
 * with their words (the search itself is codon-numbers.ts's).
 */
export function nearestCodons(value: number, count = 3): Codon[] {
  return nearestCodonNumbers(value, count).map((n) => findCodon(n.codon) as Codon)
}

/** The clarity guidance line: chosen by floor(current alignment) mod 4 (docs/rules/compass.md). */
export { clarityLineKey } from './clarity.ts'

export interface HistoryStats {
  /** Number of the session's trajectory points. */
  count: number
  /** Their average scalar (0 when none). */
  average: number
  /** Their sample standard deviation. */
  sigma: number
  /** The latest scalars, oldest → newest (at most 10). */
  recent: readonly number[]
  trend: TrajectoryPattern
}

export interface CompassInput {
  baseline: number
  baselineSource: BaselineSource
  archetypeId: number | null
  /** The visitor's local day and time, 'YYYY-MM-DD' and 'HH:MM'. */
  localDate: string
  localTime: string
  schumann: SchumannData
  history: HistoryStats
  /** Seeds the day's picks (the session id); a visitor without one shares the guests' picks. */
  seed?: string
  /** The moment's awareness: 0.5, or the day's check-in (compassAwareness). */
  awareness?: number
  /**
   * The answer's words, from the day's one model (daily-reading.ts; docs/rules/one-voice.md): the
   * hour's message, focus, recommendations and energy, and the day's intention.
   */
  words: CompassWords
}

/** The compass answer's words, each drawn from the day's reading. */
export interface CompassWords {
  alignmentMessage: string
  primaryFocus: string
  energyLevel: string
  recommendations: string[]
  intention: string
}

export interface CompassResult {
  scalarAlignment: {
    currentAlignment: number
    personalBaseline: number
    delta: number
    deltaPercent: number
    alignmentZone: string
    alignmentStatus: string
    alignmentMessage: string
    markerPosition: number
    thresholds: { extreme: number; aligned: number; sigma: number }
    totalReadings: number
    historicalAverage: number | null
    trend: TrajectoryPattern
  }
  dailyGuidance: {
    timePhase: WindowPhase
    primaryFocus: string
    energyLevel: string
    recommendations: string[]
  }
  planetaryContext: {
    schumannFrequency: number
    schumannAmplitude: number
    schumannQuality: string
    cosmicWeather: string
    kIndex: number
    source: 'noaa' | 'model'
  }
  suggestedCodons: {
    codon: string
    hexagram: number
    scalar: number
    scalar_ξ: number
    name: string
    theme: string
    affirmation: string
    frequency: number
  }[]
  intention: string
  scalarBreakdown: {
    baseline: number
    baselineSource: BaselineSource
    contributions: Contributions & { schumann: number }
    total: number
    currentAlignment: number
  }
}

export function computeCompass(input: CompassInput): CompassResult {
  const { contributions, schumann, moment } = liveMoment(input)
  const current = round3(input.baseline + moment)
  const thresholds = computeThresholds(input.history.count, input.history.sigma)
  const alignment = computeAlignment(current, input.baseline, thresholds.extreme)
  const phase = windowPhaseOf(moment)
  const { words } = input
  return {
    scalarAlignment: {
      currentAlignment: current,
      personalBaseline: input.baseline,
      delta: alignment.delta,
      deltaPercent: alignment.deltaPercent,
      alignmentZone: alignment.zone,
      alignmentStatus: alignment.status,
      alignmentMessage: words.alignmentMessage,
      markerPosition: alignment.markerPosition,
      thresholds,
      totalReadings: input.history.count,
      historicalAverage: input.history.count > 0 ? round3(input.history.average) : null,
      trend: input.history.trend,
    },
    dailyGuidance: {
      timePhase: phase,
      primaryFocus: words.primaryFocus,
      energyLevel: words.energyLevel,
      recommendations: [...words.recommendations],
    },
    planetaryContext: {
      schumannFrequency: input.schumann.frequency,
      schumannAmplitude: input.schumann.amplitude,
      schumannQuality: input.schumann.quality,
      cosmicWeather: input.schumann.cosmicWeather,
      kIndex: input.schumann.kIndex,
      source: input.schumann.source,
    },
    suggestedCodons: nearestCodons(current).map((c) => ({
      codon: c.codon,
      hexagram: c.hexagram,
      scalar: c.scalar,
      scalar_ξ: c.scalar,
      name: c.name,
      theme: c.theme,
      affirmation: c.affirmation,
      frequency: c.frequency,
    })),
    intention: words.intention,
    scalarBreakdown: {
      baseline: input.baseline,
      baselineSource: input.baselineSource,
      contributions: { ...contributions, schumann },
      total: moment,
      currentAlignment: current,
    },
  }
}

/** The intent a compass reading serves, by its zone (for the memory panel and collective stats). */
export const ZONE_INTENT = {
  aligned: 'harmony',
  elevated: 'growth',
  grounded: 'healing',
  opposed: 'clarity',
} as const satisfies Record<string, import('./vocabulary.ts').Intent>
