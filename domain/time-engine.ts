// The time engine: computed ξ for a moment, place and state of awareness (docs/decisions/007-derived-rules.md).
// Deterministic, bounded contributions; never further than 1.0 from the baseline.
// See docs/rules/time-engine.md.

import { classifyAlignment, computeThresholds } from './alignment.ts'
import { modifiersOf } from './archetype-numbers.ts'
import { SYMBOLIC_EFFECTS, TIME_PHASE_CONTENT } from './content/guidance.ts'
import { SYMBOLIC_LOCATIONS, symbolicEffectLine } from './content/places.ts'
import { dayOfYear, type PartOfDay, parseDate, parseTime, partOfDay } from './dates.ts'
import { clamp, round3 } from './numbers.ts'
import { MAX_DEVIATION } from './ranges.ts'
import { awarenessBand } from './schumann-field.ts'
import { textsFor } from './suited.ts'
import {
  type AlignmentStatus,
  type AwarenessBand,
  DEFAULT_BASELINE,
  type LocationMode,
  type WindowPhase,
} from './vocabulary.ts'

export const PHASE_THRESHOLD = 0.05
export const ELEVATION_MIN_M = -500
export const ELEVATION_MAX_M = 9000

export interface TimeLocation {
  mode: LocationMode | 'global'
  /** For auto and manual: the place's UTC offset in minutes. */
  utcOffsetMinutes?: number | null
  /** For symbolic: the id of one of the 10 symbolic locations. */
  symbolicId?: string | null
  /** What the visitor sees, e.g. 'Lisbon, Portugal' or 'Global'. */
  label?: string | null
}

export interface TimeEngineInput {
  date: string
  time: string
  elevation: number
  awareness: number
  archetype: number
  location?: TimeLocation | null
  baseline_xi?: number | null
}

export interface Contributions {
  timeOfDay: number
  dayOfYear: number
  awareness: number
  elevation: number
  archetype: number
  location: number
}

export interface TimeEngineResult {
  computed: number
  baseline: number
  delta: number
  windowPhase: WindowPhase
  alignmentStatus: AlignmentStatus
  suggestedActions: string[]
  symbolicEffect: string
  contributions: Contributions
}

/** Window phase by delta: 'Echo Chamber' when |delta| < 0.05, 'Resonance Ascendancy' above, 'Volatility Field' below. */
export function windowPhaseOf(delta: number): WindowPhase {
  if (delta >= PHASE_THRESHOLD) return 'Resonance Ascendancy'
  if (delta <= -PHASE_THRESHOLD) return 'Volatility Field'
  return 'Echo Chamber'
}

/**
 * The six contributions:
 * - time of day: 0.35 × sin(2π × (minutes − 360) / 1440): +0.35 at noon, −0.35 at midnight;
 * - day of year: 0.10 × sin(2π × (day − 80) / 365.25): 0 at the March equinox;
 * - awareness: 0.30 × (awareness − 0.5): ±0.15;
 * - elevation: ±0.04 × log10(1 + |m| / 100), metres clamped to −500…9000;
 * - archetype: 0.5 × (entropyMod × curvatureMod − 1);
 * - location: auto/manual 0.05 × UTC offset / 12 h; symbolic: the place's own offset; global: 0.
 */
export function computeContributions(input: TimeEngineInput): Contributions {
  const date = parseDate(input.date)
  const minutes = parseTime(input.time)
  if (!date || minutes === null) throw new Error('time engine needs a valid date and time')
  const elevation = clamp(input.elevation, ELEVATION_MIN_M, ELEVATION_MAX_M)
  const mods = modifiersOf(input.archetype)
  const location = input.location
  let locationPart = 0
  if (location && (location.mode === 'auto' || location.mode === 'manual')) {
    locationPart = 0.05 * (clamp(location.utcOffsetMinutes ?? 0, -720, 840) / 720)
  } else if (location?.mode === 'symbolic') {
    locationPart = SYMBOLIC_LOCATIONS.find((l) => l.id === location.symbolicId)?.offset ?? 0
  }
  return {
    timeOfDay: round3(0.35 * Math.sin((2 * Math.PI * (minutes - 360)) / 1440)),
    dayOfYear: round3(0.1 * Math.sin((2 * Math.PI * (dayOfYear(date) - 80)) / 365.25)),
    awareness: round3(0.3 * (clamp(input.awareness, 0, 1) - 0.5)),
    elevation: round3(Math.sign(elevation) * 0.04 * Math.log10(1 + Math.abs(elevation) / 100)),
    archetype: round3(0.5 * (mods.entropyMod * mods.curvatureMod - 1)),
    location: round3(clamp(locationPart, -0.05, 0.05)),
  }
}

export function sumContributions(c: Contributions): number {
  return c.timeOfDay + c.dayOfYear + c.awareness + c.elevation + c.archetype + c.location
}

function symbolicEffectOf(location: TimeLocation | null | undefined): string {
  if (!location || location.mode === 'global') return SYMBOLIC_EFFECTS.global
  if (location.mode === 'symbolic') {
    const place = SYMBOLIC_LOCATIONS.find((l) => l.id === location.symbolicId)
    return place ? symbolicEffectLine(place) : SYMBOLIC_EFFECTS.global
  }
  return location.mode === 'auto' ? SYMBOLIC_EFFECTS.auto : SYMBOLIC_EFFECTS.manual
}

/**
 * The 3 suggested actions of a phase and awareness band for a moment's part of the day
 * (docs/rules/time-engine.md): the band's own that suit it, then the phase's actions for the evening
 * and the night, then the phase's other bands' that suit it. Nothing that needs daylight at night.
 */
export function suggestedActionsFor(phase: WindowPhase, band: AwarenessBand, part: PartOfDay): string[] {
  const content = TIME_PHASE_CONTENT[phase]
  const others = (Object.keys(content.suggestedActions) as AwarenessBand[]).filter((b) => b !== band)
  const candidates = [
    ...textsFor(content.suggestedActions[band], part),
    ...textsFor(content.quietHours, part),
    ...others.flatMap((b) => textsFor(content.suggestedActions[b], part)),
  ]
  return [...new Set(candidates)].slice(0, 3)
}

/** computed ξ = baseline (given, else 81.5) + contributions, within ±1.0, 3 decimals. */
export function computeTimeWindow(input: TimeEngineInput): TimeEngineResult {
  const baseline = input.baseline_xi ?? DEFAULT_BASELINE
  const contributions = computeContributions(input)
  const delta = round3(clamp(sumContributions(contributions), -MAX_DEVIATION, MAX_DEVIATION))
  const computed = round3(baseline + delta)
  const windowPhase = windowPhaseOf(delta)
  const { extreme } = computeThresholds(0, 0)
  return {
    computed,
    baseline,
    delta,
    windowPhase,
    alignmentStatus: classifyAlignment(delta, extreme).status,
    suggestedActions: suggestedActionsFor(windowPhase, awarenessBand(input.awareness), partOfDay(input.time)),
    symbolicEffect: symbolicEffectOf(input.location),
    contributions,
  }
}
