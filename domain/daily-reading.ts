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
import { computeAlignment, computeThresholds, type Thresholds } from './alignment.ts'
import { nearestCodonNumbers } from './codon-numbers.ts'
import type { HistoryStats } from './compass.ts'
import { DAY_HEADLINES, GO_EASY_ON, LEAN_INTO, phaseNote } from './content/daily.ts'
import { ENERGY_LEVEL_LABELS, TIME_PHASE_CONTENT } from './content/guidance.ts'
import { LUNA_CONTENT } from './content/luna.ts'
import { partOfDay } from './dates.ts'
import { LUNA_STYLES } from './luna.ts'
import { computeLunaInputs, type LunaInputs, STATE_CONDITIONS } from './luna-engine.ts'
import { compassAwareness, energyLevelOf, liveMoment, schumannInfluence } from './moment.ts'
import { clamp, round3, seededRandom } from './numbers.ts'
import { type BaselineSources, resolveCompassBaseline } from './scalar.ts'
import { modelSchumann, type SchumannData } from './schumann.ts'
import { computeContributions, MAX_DEVIATION, windowPhaseOf } from './time-engine.ts'
import { LUNA_STATES, type LunaState, type WindowPhase } from './vocabulary.ts'

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

/** `count` distinct items of a list, in a seeded order. */
function pickSome<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items]
  const picked: T[] = []
  while (picked.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1)
    picked.push(item as T)
  }
  return picked
}

function pickOne<T>(items: readonly T[], random: () => number): T {
  return pickSome(items, 1, random)[0] as T
}

// A date's modelled field never changes: the last few are kept (every compass answer asks for one,
// and nearly all ask for today's or yesterday's).
const DAY_FIELDS = new Map<string, Readonly<SchumannData>>()
const DAY_FIELDS_KEPT = 8

/** The Schumann field of a local date, for the day's reading: the model at 12:00 UTC of that date. */
export function daySchumann(localDate: string): Readonly<SchumannData> {
  let field = DAY_FIELDS.get(localDate)
  if (!field) {
    field = Object.freeze(modelSchumann(new Date(`${localDate}T12:00:00Z`)))
    if (DAY_FIELDS.size >= DAY_FIELDS_KEPT) DAY_FIELDS.clear()
    DAY_FIELDS.set(localDate, field)
  }
  return field
}

export interface DailyReadingInput {
  /** Seeds the picks: the session id, or a fixed text for a visitor without one. */
  seed: string
  localDate: string
  localTime: string
  baseline: number
  archetypeId: number | null
  thresholds: Thresholds
  /** The live moment's phase (the compass's dailyGuidance.timePhase). */
  livePhase: WindowPhase
  /** The day's awareness: 0.5, or the day's check-in (compassAwareness in compass.ts). */
  awareness?: number
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
  const contributions = computeContributions({
    date: input.localDate,
    time: '12:00',
    elevation: 0,
    awareness: input.awareness ?? 0.5,
    archetype: input.archetypeId ?? 0,
    location: null,
  })
  const schumann = daySchumann(input.localDate)
  const dayMoment = round3(
    clamp(
      contributions.dayOfYear +
        contributions.awareness +
        contributions.archetype +
        schumannInfluence(schumann),
      -MAX_DEVIATION,
      MAX_DEVIATION,
    ),
  )
  const scalar = round3(input.baseline + dayMoment)
  const alignment = computeAlignment(scalar, input.baseline, input.thresholds.extreme)
  const phase = windowPhaseOf(dayMoment)
  const energy = energyLevelOf(dayMoment)
  const inputs = computeLunaInputs(scalar, phase, schumann.frequency)
  const state = selectCoherentState(inputs, energy)
  const content = LUNA_CONTENT[state]
  // One stream per day and visitor; each part takes its draws in a fixed order.
  const random = seededRandom(`${input.seed}|${input.localDate}`)
  const headline = pickOne(DAY_HEADLINES[energy], random)
  const leanInto = pickSome(LEAN_INTO[energy], 2, random)
  const goEasyOn = pickSome(GO_EASY_ON[energy], 1, random)
  const focus = pickOne(TIME_PHASE_CONTENT[phase].primaryFocus, random)
  const message = pickOne(content.messages, random)
  const offer = state !== 'balanced_flow' || random() < 0.5
  const suggestion = pickOne(content.suggestions, random)
  return {
    date: input.localDate,
    headline,
    leanInto,
    goEasyOn,
    focus,
    energy,
    energyLabel: ENERGY_LEVEL_LABELS[energy],
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
    now: {
      phase: input.livePhase,
      note: input.livePhase === phase ? null : phaseNote(partOfDay(input.localTime), input.livePhase),
    },
    codons: nearestCodonNumbers(scalar).map((c) => c.codon),
  }
}

/** What the day's reading of a compass request is computed from (compass-answer.ts). */
export interface DayRequest {
  /** The baseline sources of the request, already checked. */
  sources: BaselineSources
  /** The day's check-in the server holds: its baseline and slider value. */
  checkIn: { baseline: number | null; value: number | null }
  localDate: string
  localTime: string
  schumann: SchumannData
  history: Pick<HistoryStats, 'count' | 'sigma'>
  /** The session id, which seeds the day's picks; null for a visitor without one. */
  seed: string | null
}

/**
 * The day's reading of a compass request: the `dailyReading` of its answer (compassAnswer calls
 * this), computed without the rest of the answer, so that the web app's first frame can compute it
 * with the rules alone (no codon texts).
 */
export function dailyReadingOfRequest(input: DayRequest): DailyReading {
  const sources = { ...input.sources }
  if (input.checkIn.baseline !== null) {
    sources.emotionalBaseline = input.checkIn.baseline
    sources.lastEmotionalUpdateDate = input.localDate
  }
  const baseline = resolveCompassBaseline(sources, input.localDate).value
  const awareness = compassAwareness(input.checkIn.value)
  const archetypeId = sources.archetypeId ?? null
  const { moment } = liveMoment({ ...input, archetypeId, awareness })
  return computeDailyReading({
    seed: input.seed ?? 'guest',
    localDate: input.localDate,
    localTime: input.localTime,
    baseline,
    archetypeId,
    thresholds: computeThresholds(input.history.count, input.history.sigma),
    livePhase: windowPhaseOf(moment),
    awareness,
  })
}
