// The daily compass (docs/rules/compass.md; docs/decisions/007-derived-rules.md): the current alignment is the time engine
// at the request's moment (awareness 0.5, elevation 0, the profile's archetype, no location)
// plus a Schumann/K-index influence. See docs/rules/compass.md.
import { computeAlignment, computeThresholds } from './alignment.ts'
import { CODONS, type Codon } from './codons.ts'
import {
  ENERGY_LEVEL_LABELS,
  STATUS_MESSAGES,
  TIME_PHASE_CONTENT,
  ZONE_INTENTIONS,
} from './content/guidance.ts'
import { clamp, pickStable, round3 } from './numbers.ts'
import { SCHUMANN_INFLUENCE_LIMIT } from './ranges.ts'
import type { BaselineSource } from './scalar.ts'
import type { SchumannData } from './schumann.ts'
import { type Contributions, computeContributions, MAX_DEVIATION, windowPhaseOf } from './time-engine.ts'
import { SCHUMANN_BASELINE_HZ, type TrajectoryPattern, type WindowPhase } from './vocabulary.ts'

export { SCHUMANN_INFLUENCE_LIMIT }

/**
 * Schumann influence: (frequency − 7.83) × 0.3 + (K-index − 2) × 0.01, within ±0.05. A lively
 * field lifts the reading a little; a quiet one lets it settle.
 */
export function schumannInfluence(schumann: Pick<SchumannData, 'frequency' | 'kIndex'>): number {
  return round3(
    clamp(
      (schumann.frequency - SCHUMANN_BASELINE_HZ) * 0.3 + (schumann.kIndex - 2) * 0.01,
      -SCHUMANN_INFLUENCE_LIMIT,
      SCHUMANN_INFLUENCE_LIMIT,
    ),
  )
}

// The codons in the two orders the nearest-codon search walks, sorted once per isolate: rising
// scalars for the side at or above a value, falling scalars for the side below it; equal scalars
// by hexagram on both sides, so each side comes out nearest first with ties to the lower hexagram.
const RISING: readonly Codon[] = [...CODONS].sort((a, b) => a.scalar - b.scalar || a.hexagram - b.hexagram)
const FALLING: readonly Codon[] = [...CODONS].sort((a, b) => b.scalar - a.scalar || a.hexagram - b.hexagram)

/**
 * The `count` codons whose scalar is nearest the value (ties to the lower hexagram), nearest first.
 * Every compass answer runs this twice: a binary search and a merge of the two sides, instead of a
 * pass over all 64 (docs/profiling.md).
 */
export function nearestCodons(value: number, count = 3): Codon[] {
  // The first codon at or above the value, in rising order; the ones before it are below.
  let lo = 0
  let hi = RISING.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((RISING[mid] as Codon).scalar < value) lo = mid + 1
    else hi = mid
  }
  let above = lo
  let below = RISING.length - lo
  const best: Codon[] = []
  while (best.length < count) {
    const up = RISING[above]
    const down = FALLING[below]
    if (!up && !down) break
    const takeUp =
      !down ||
      (up !== undefined && (up.scalar - value - (value - down.scalar) || up.hexagram - down.hexagram) < 0)
    if (takeUp) {
      best.push(up as Codon)
      above++
    } else {
      best.push(down)
      below++
    }
  }
  return best
}

/** Energy level by the moment's delta: ≥ 0.2 peak, ≥ 0.05 high, > −0.1 moderate, else low. */
export function energyLevelOf(delta: number): keyof typeof ENERGY_LEVEL_LABELS {
  if (delta >= 0.2) return 'peak'
  if (delta >= 0.05) return 'high'
  if (delta > -0.1) return 'moderate'
  return 'low'
}

/** The clarity guidance line: chosen by floor(current alignment) mod 4 (docs/rules/compass.md). */
export { clarityGuidance } from './clarity.ts'

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
}

/**
 * The compass's awareness (docs/rules/compass.md): 0.5 (no word from the visitor), or the day's
 * check-in value / 100, so that how the visitor says they feel moves the moment itself, not only
 * the baseline (docs/decisions/017-one-daily-reading.md).
 */
export function compassAwareness(checkInValue: number | null | undefined): number {
  if (checkInValue === null || checkInValue === undefined || !Number.isFinite(checkInValue)) return 0.5
  return clamp(checkInValue, 0, 100) / 100
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
  const contributions = computeContributions({
    date: input.localDate,
    time: input.localTime,
    elevation: 0,
    awareness: input.awareness ?? 0.5,
    archetype: input.archetypeId ?? 0,
    location: null,
  })
  const schumann = schumannInfluence(input.schumann)
  const total =
    contributions.timeOfDay +
    contributions.dayOfYear +
    contributions.awareness +
    contributions.elevation +
    contributions.archetype +
    contributions.location +
    schumann
  const moment = round3(clamp(total, -MAX_DEVIATION, MAX_DEVIATION))
  const current = round3(input.baseline + moment)
  const thresholds = computeThresholds(input.history.count, input.history.sigma)
  const alignment = computeAlignment(current, input.baseline, thresholds.extreme)
  const phase = windowPhaseOf(moment)
  const phaseContent = TIME_PHASE_CONTENT[phase]
  // Texts vary by visitor and day and stay put between refetches within the day.
  const dayKey = `${input.seed ?? 'guest'}|${input.localDate}:${alignment.status}`
  const recommendations = [...phaseContent.recommendations]
  const offset = Number(input.localDate.slice(-2)) % recommendations.length
  const rotated = [...recommendations.slice(offset), ...recommendations.slice(0, offset)].slice(0, 3)
  return {
    scalarAlignment: {
      currentAlignment: current,
      personalBaseline: input.baseline,
      delta: alignment.delta,
      deltaPercent: alignment.deltaPercent,
      alignmentZone: alignment.zone,
      alignmentStatus: alignment.status,
      alignmentMessage: pickStable(STATUS_MESSAGES[alignment.status], dayKey),
      markerPosition: alignment.markerPosition,
      thresholds,
      totalReadings: input.history.count,
      historicalAverage: input.history.count > 0 ? round3(input.history.average) : null,
      trend: input.history.trend,
    },
    dailyGuidance: {
      timePhase: phase,
      primaryFocus: pickStable(phaseContent.primaryFocus, dayKey),
      energyLevel: ENERGY_LEVEL_LABELS[energyLevelOf(moment)],
      recommendations: rotated,
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
    intention: ZONE_INTENTIONS[alignment.zone],
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
