// The day's reading (docs/rules/daily-reading.md; docs/decisions/017-one-daily-reading.md): one
// reading per visitor and local date, computed in one place, so the compass's headline, its
// "lean into / go easy on" lines, its focus and energy and Luna's state and message hold together
// and do not move on a reload.
//
// - The day's centre is the baseline plus the contributions that hold all day (day of year,
//   archetype, the day's check-in as awareness, the date's modelled Schumann field); the hour's
//   ±0.35 swing is left out. The live
//   alignment of the compass still moves with the hour, and when its phase differs from the day's,
//   `now.note` says so ("This evening…").
// - Every pick is seeded by the visitor's seed (the session id) and the local date: the same on
//   every reload that day, different across days and visitors.
// - Luna's state follows the spec's conditions, restricted to the moods that the day's energy can
//   carry (ENERGY_MOODS below); balanced flow, the spec's own default, when none remains.
import { nearestCodonNumbers } from './codon-numbers.ts'
import { hourEnergyLine } from './content/daily.ts'
import { FEELING_STRATEGIES, saidFeeling } from './content/feelings.ts'
import { LUNA_CONTENT } from './content/luna.ts'
import {
  type DailyReadingInput,
  type DayRequest,
  dayInputOfRequest,
  drawDayCard,
  hourEnergyOf,
} from './day-card.ts'
import { boundedByFeeling, type EnergyLevel, itemOfDay, tierOfFeeling } from './day-tide.ts'
import { codonIndexFromValue, descriptorAt } from './emotion.ts'
import { LUNA_STYLES } from './luna.ts'
import { computeLunaInputs, type LunaInputs, STATE_CONDITIONS } from './luna-engine.ts'
import type { MoonPhase } from './moon.ts'
import { round3 } from './numbers.ts'
import { windowPhaseOf } from './time-engine.ts'
import { LUNA_STATES, type LunaState, type WindowPhase } from './vocabulary.ts'

// The day's input and its request live with Today's card (day-card.ts).
export type { DailyReadingInput, DayRequest } from './day-card.ts'

export type { EnergyLevel }
export type LunaMood = (typeof LUNA_STYLES)[LunaState]['mood']

/**
 * Which of Luna's moods each energy level can carry without contradicting it
 * (docs/rules/daily-reading.md). A restful day is never "electric" or "luminous"; a bright or
 * radiant day is never "rooted"; a steady day is never "electric".
 */
export const ENERGY_MOODS: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: ['rooted', 'chaotic', 'crystallizing', 'coherent'],
  moderate: ['rooted', 'chaotic', 'crystallizing', 'coherent', 'luminous'],
  high: ['chaotic', 'crystallizing', 'coherent', 'luminous', 'electric'],
  peak: ['chaotic', 'crystallizing', 'coherent', 'luminous', 'electric'],
}

/**
 * The moods whose words would deny a feeling the visitor said today, by the feeling's tier: after
 * "Anxious" Luna never speaks of "an ease in you" (coherent), a clear bright note (luminous) or
 * quick momentum (electric); after a quiet feeling, not of brightness or speed; after a radiant one,
 * not of a scattered field.
 */
export const FEELING_DENIED_MOODS: readonly (readonly string[])[] = [
  ['coherent', 'luminous', 'electric'],
  ['luminous', 'electric'],
  [],
  ['chaotic'],
]

export function moodFitsEnergy(mood: string, energy: EnergyLevel): boolean {
  return ENERGY_MOODS[energy].includes(mood)
}

/**
 * Luna's state for a day with a known energy (and the tier of a feeling said today): the spec's
 * selection (most conditions wins, ties to the state listed first) among the states whose mood fits
 * the energy and does not deny the feeling. When none does: rooted grounding on a restful day or
 * after the heaviest feelings (a low tide is not a day of flow), else balanced flow (the spec's
 * default, coherent, which fits every other energy).
 */
export function selectCoherentState(
  inputs: LunaInputs,
  energy: EnergyLevel,
  feelingTier: 0 | 1 | 2 | 3 | null = null,
): LunaState {
  const denied = feelingTier === null ? [] : (FEELING_DENIED_MOODS[feelingTier] ?? [])
  let best: LunaState | null = null
  let bestCount = 0
  for (const state of LUNA_STATES) {
    const mood = LUNA_STYLES[state].mood
    if (!moodFitsEnergy(mood, energy) || denied.includes(mood)) continue
    const conditions = STATE_CONDITIONS[state]
    if (conditions.every((c) => c(inputs)) && conditions.length > bestCount) {
      best = state
      bestCount = conditions.length
    }
  }
  return best ?? (feelingTier === 0 || energy === 'low' ? 'low_scalar_grounding' : 'balanced_flow')
}

/** How far the day's tide moves the scalar Luna reads (docs/rules/daily-reading.md). */
export const LUNA_TIDE_SCALE = 1.2

/** Luna's answer to the latest feeling said today: the feeling named, then one thing to try. */
export interface FeelingAnswer {
  descriptor: string
  tier: 0 | 1 | 2 | 3
  text: string
}

export interface DailyReading {
  date: string
  headline: string
  leanInto: string[]
  goEasyOn: string[]
  focus: string
  energy: EnergyLevel
  energyLabel: string
  /** The Moon that day (Luna's name), computed. */
  moon: MoonPhase
  /** The day's centre: the baseline plus the contributions that hold all day. */
  centre: { scalar: number; delta: number; phase: WindowPhase; zone: string; status: string }
  luna: {
    state: LunaState
    tone: string
    mood: string
    tag: string
    message: string
    suggestion: string | null
    /** Her answer to the latest feeling said today, a line of its own; null when none was said. */
    answer: FeelingAnswer | null
    /**
     * The inputs Luna read: the day's centre moved by the day's tide, the tide's phase and the
     * date's Schumann frequency.
     */
    scalar: number
    windowPhase: WindowPhase
    schumannHz: number
  }
  /**
   * The hour: its phase, a note when it differs from the day's, and its energy in the day's voice
   * (one step brighter or quieter than the day's at most).
   */
  now: { phase: WindowPhase; note: string | null; energy: EnergyLevel; energyLine: string }
  /** The codons nearest the day's centre, nearest first. */
  codons: string[]
}

/**
 * Luna's answer to a feeling said on `localDate` (a check-in's or a mood note's slider value): the
 * feeling named in the visitor's own word, then one thing to try of its tier, in the visitor's own
 * order of the tier's list (docs/rules/luna.md).
 */
export function feelingAnswerOf(value: number, localDate: string, seed: string): FeelingAnswer {
  const descriptor = descriptorAt(codonIndexFromValue(value))
  const tier = tierOfFeeling({ value })
  const strategy = itemOfDay(FEELING_STRATEGIES[tier] ?? [], localDate, `${seed}|feeling|${descriptor}`)
  return { descriptor, tier, text: `${saidFeeling(descriptor)} ${strategy}` }
}

/** The day's reading: a pure function of its input, so every reload of a day gives the same one. */
export function computeDailyReading(input: DailyReadingInput): DailyReading {
  const { centre, card, tide, random } = drawDayCard(input)
  const { scalar, phase, energy, alignment, schumann } = centre
  const today = input.feelings?.today ?? null
  const tier = today ? tierOfFeeling(today) : null
  // What Luna reads: the day's centre moved by the day's tide, so her state follows the days.
  const lunaScalar = round3(scalar + LUNA_TIDE_SCALE * tide.index)
  const lunaPhase = windowPhaseOf(tide.index / 4)
  const inputs = computeLunaInputs(lunaScalar, lunaPhase, schumann.frequency)
  const state = selectCoherentState(inputs, energy, tier)
  const content = LUNA_CONTENT[state]
  // Her message walks the visitor's own order of the state's list: never the same two days running.
  const message = itemOfDay(content.messages, input.localDate, `${input.seed}|luna|${state}`)
  const offer = state !== 'balanced_flow' || random() < 0.5
  const suggestion = itemOfDay(content.suggestions, input.localDate, `${input.seed}|suggestion|${state}`)
  const answer = today ? feelingAnswerOf(today.value, input.localDate, input.seed) : null
  const hourEnergy = boundedByFeeling(hourEnergyOf(energy, phase, input.livePhase), today)
  return {
    date: input.localDate,
    headline: card.headline,
    leanInto: card.leanInto,
    goEasyOn: card.goEasyOn,
    focus: card.focus,
    energy,
    energyLabel: card.energyLabel,
    moon: tide.moon,
    centre: { scalar, delta: alignment.delta, phase, zone: alignment.zone, status: alignment.status },
    luna: {
      state,
      ...LUNA_STYLES[state],
      message,
      suggestion: offer ? suggestion : null,
      answer,
      scalar: lunaScalar,
      windowPhase: lunaPhase,
      schumannHz: schumann.frequency,
    },
    now: {
      phase: input.livePhase,
      note: card.note,
      energy: hourEnergy,
      energyLine: hourEnergyLine(energy, hourEnergy),
    },
    codons: nearestCodonNumbers(scalar).map((c) => c.codon),
  }
}

/**
 * The day's reading of a compass request: the `dailyReading` of its answer (compassAnswer calls
 * this). Its card alone is `dayCardOfRequest` (day-card.ts), which needs none of Luna's texts.
 */
export function dailyReadingOfRequest(input: DayRequest): DailyReading {
  return computeDailyReading(dayInputOfRequest(input))
}
