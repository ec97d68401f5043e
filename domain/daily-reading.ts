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
import { LUNA_CONTENT } from './content/luna.ts'
import {
  type DailyReadingInput,
  type DayRequest,
  dayInputOfRequest,
  drawDayCard,
  pickOne,
} from './day-card.ts'
import { LUNA_STYLES } from './luna.ts'
import { computeLunaInputs, type LunaInputs, STATE_CONDITIONS } from './luna-engine.ts'
import type { energyLevelOf } from './moment.ts'
import { LUNA_STATES, type LunaState, type WindowPhase } from './vocabulary.ts'

// The day's input and its request live with Today's card (day-card.ts).
export type { DailyReadingInput, DayRequest } from './day-card.ts'

export type EnergyLevel = ReturnType<typeof energyLevelOf>
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

export function moodFitsEnergy(mood: string, energy: EnergyLevel): boolean {
  return ENERGY_MOODS[energy].includes(mood)
}

/**
 * Luna's state for a reading with a known energy: the spec's selection (most conditions wins, ties
 * to the state listed first) among the states whose mood fits the energy; balanced flow (the
 * spec's default, coherent, which fits every energy) when none does.
 */
export function selectCoherentState(inputs: LunaInputs, energy: EnergyLevel): LunaState {
  let best: LunaState | null = null
  let bestCount = 0
  for (const state of LUNA_STATES) {
    if (!moodFitsEnergy(LUNA_STYLES[state].mood, energy)) continue
    const conditions = STATE_CONDITIONS[state]
    if (conditions.every((c) => c(inputs)) && conditions.length > bestCount) {
      best = state
      bestCount = conditions.length
    }
  }
  return best ?? 'balanced_flow'
}

export interface DailyReading {
  date: string
  headline: string
  leanInto: string[]
  goEasyOn: string[]
  focus: string
  energy: EnergyLevel
  energyLabel: string
  /** The day's centre: the baseline plus the contributions that hold all day. */
  centre: { scalar: number; delta: number; phase: WindowPhase; zone: string; status: string }
  luna: {
    state: LunaState
    tone: string
    mood: string
    tag: string
    message: string
    suggestion: string | null
    /** The inputs Luna read: the centre's scalar, phase and the date's Schumann frequency. */
    scalar: number
    windowPhase: WindowPhase
    schumannHz: number
  }
  /** The hour: its phase, and a note when it differs from the day's. */
  now: { phase: WindowPhase; note: string | null }
  /** The codons nearest the day's centre, nearest first. */
  codons: string[]
}

/** The day's reading: a pure function of its input, so every reload of a day gives the same one. */
export function computeDailyReading(input: DailyReadingInput): DailyReading {
  const { centre, card, random } = drawDayCard(input)
  const { scalar, phase, energy, alignment, schumann } = centre
  const inputs = computeLunaInputs(scalar, phase, schumann.frequency)
  const state = selectCoherentState(inputs, energy)
  const content = LUNA_CONTENT[state]
  // Luna's picks follow the card's in the day's one stream.
  const message = pickOne(content.messages, random)
  const offer = state !== 'balanced_flow' || random() < 0.5
  const suggestion = pickOne(content.suggestions, random)
  return {
    date: input.localDate,
    headline: card.headline,
    leanInto: card.leanInto,
    goEasyOn: card.goEasyOn,
    focus: card.focus,
    energy,
    energyLabel: card.energyLabel,
    centre: { scalar, delta: alignment.delta, phase, zone: alignment.zone, status: alignment.status },
    luna: {
      state,
      ...LUNA_STYLES[state],
      message,
      suggestion: offer ? suggestion : null,
      scalar,
      windowPhase: phase,
      schumannHz: schumann.frequency,
    },
    now: { phase: input.livePhase, note: card.note },
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
