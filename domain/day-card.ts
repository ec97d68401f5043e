// Today's card of the day's reading (docs/rules/daily-reading.md): the day's centre, the day's tide
// (domain/day-tide.ts) and the card's picks (headline, lean into, go easy on, focus, energy) and the
// hour's note, with no text of Luna's. daily-reading.ts builds the whole reading on it (Luna's picks follow the card's in the
// same stream), and the page's first frame computes the card alone, from an inline script that
// carries only these rules (docs/decisions/031-today-card-in-the-first-frame.md).
import { type Alignment, computeAlignment, computeThresholds, type Thresholds } from './alignment.ts'
import type { HistoryStats } from './compass.ts'
import { DAY_HEADLINES, GO_EASY_ON, LEAN_INTO, phaseNote } from './content/daily.ts'
import { ENERGY_LEVEL_LABELS, PRIMARY_FOCUS } from './content/guidance.ts'
import { partOfDay } from './dates.ts'
import {
  type DayTide,
  dayTide,
  ENERGY_LEVELS,
  type EnergyLevel,
  type Feeling,
  itemOfDay,
} from './day-tide.ts'
import { compassAwareness, liveMoment, schumannInfluence } from './moment.ts'
import type { MoonPhase } from './moon.ts'
import { clamp, round3, seededRandom } from './numbers.ts'
import { type BaselineSources, resolveCompassBaseline } from './scalar.ts'
import { modelField, type SchumannField } from './schumann.ts'
import { computeContributions, MAX_DEVIATION, windowPhaseOf } from './time-engine.ts'
import type { WindowPhase } from './vocabulary.ts'

/** `count` distinct items of a list, in a seeded order. */
export function pickSome<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items]
  const picked: T[] = []
  while (picked.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(random() * pool.length), 1)
    picked.push(item as T)
  }
  return picked
}

export function pickOne<T>(items: readonly T[], random: () => number): T {
  return pickSome(items, 1, random)[0] as T
}

// A date's modelled field never changes: the last few are kept (every compass answer asks for one,
// and nearly all ask for today's or yesterday's).
const DAY_FIELDS = new Map<string, Readonly<SchumannField>>()
const DAY_FIELDS_KEPT = 8

/** The Schumann field of a local date, for the day's reading: the model at 12:00 UTC of that date. */
export function daySchumann(localDate: string): Readonly<SchumannField> {
  let field = DAY_FIELDS.get(localDate)
  if (!field) {
    field = Object.freeze(modelField(new Date(`${localDate}T12:00:00Z`)))
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
  /** The visitor's birth date, when known: their own place in the Moon's cycle (day-tide.ts). */
  birthDate?: string | null
  /** How the visitor said they feel: the latest feeling of today and of yesterday. */
  feelings?: { today: Feeling | null; yesterday: Feeling | null }
}

/** The day's centre: the baseline plus the contributions that hold all day. */
export interface DayCentre {
  scalar: number
  alignment: Alignment
  phase: WindowPhase
  /** The day's energy, from the day's tide. */
  energy: EnergyLevel
  /** The date's modelled field. */
  schumann: Readonly<SchumannField>
}

/** What Today's card shows of the day's reading. */
export interface DayCard {
  headline: string
  leanInto: string[]
  goEasyOn: string[]
  focus: string
  energyLabel: string
  /** The Moon's phase of the day, by name ('Waxing gibbous'). */
  moon: MoonPhase['name']
  /** The hour's note when its phase differs from the day's, else null. */
  note: string | null
}

/**
 * The hour's energy: the day's, one step brighter in an hour risen above the day's centre, one
 * step quieter in an hour dipped below it, and never past what the visitor's feeling allows.
 */
export function hourEnergyOf(day: EnergyLevel, dayPhase: WindowPhase, livePhase: WindowPhase): EnergyLevel {
  if (livePhase === dayPhase) return day
  const step = livePhase === 'Resonance Ascendancy' ? 1 : livePhase === 'Volatility Field' ? -1 : 0
  const at = Math.min(ENERGY_LEVELS.length - 1, Math.max(0, ENERGY_LEVELS.indexOf(day) + step))
  return ENERGY_LEVELS[at] as EnergyLevel
}

/**
 * The day's centre and card, and the day's seeded stream after the card's picks (the rest of the
 * day's reading takes its picks from there, in a fixed order).
 */
export function drawDayCard(input: DailyReadingInput): {
  centre: DayCentre
  card: DayCard
  tide: DayTide
  random: () => number
} {
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
  const feelings = input.feelings ?? { today: null, yesterday: null }
  const tide = dayTide({
    seed: input.seed,
    localDate: input.localDate,
    birthDate: input.birthDate ?? null,
    kIndex: schumann.kIndex,
    today: feelings.today,
    yesterday: feelings.yesterday,
  })
  if (!tide) throw new Error(`drawDayCard: ${input.localDate} is not a date`)
  const energy = tide.energy
  // The headline walks the visitor's own order of its list, one step a day: never the same two
  // days running. The lists are drawn from one stream per day and visitor, in a fixed order.
  const headline = itemOfDay(DAY_HEADLINES[energy], input.localDate, `${input.seed}|headline|${energy}`)
  const random = seededRandom(`${input.seed}|${input.localDate}`)
  const leanInto = pickSome(LEAN_INTO[energy], 2, random)
  const goEasyOn = pickSome(GO_EASY_ON[energy], 1, random)
  const focus = pickOne(PRIMARY_FOCUS[phase], random)
  const note = input.livePhase === phase ? null : phaseNote(partOfDay(input.localTime), input.livePhase)
  return {
    centre: { scalar, alignment, phase, energy, schumann },
    card: {
      headline,
      leanInto,
      goEasyOn,
      focus,
      energyLabel: ENERGY_LEVEL_LABELS[energy],
      moon: tide.moon.name,
      note,
    },
    tide,
    random,
  }
}

/** What the day's reading of a compass request is computed from (compass-answer.ts). */
export interface DayRequest {
  /** The baseline sources of the request, already checked. */
  sources: BaselineSources
  /** The day's check-in the server holds: its baseline and slider value. */
  checkIn: { baseline: number | null; value: number | null }
  /**
   * How the visitor said they feel (a check-in or a mood note): the latest slider value of today and
   * of yesterday; absent as none.
   */
  feelings?: { today: number | null; yesterday: number | null }
  localDate: string
  localTime: string
  schumann: SchumannField
  history: Pick<HistoryStats, 'count' | 'sigma'>
  /** The session id, which seeds the day's picks; null for a visitor without one. */
  seed: string | null
}

const feelingOf = (value: number | null | undefined): Feeling | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : { value }

/** The day's reading input of a compass request: its baseline, awareness and the hour's phase. */
export function dayInputOfRequest(input: DayRequest): DailyReadingInput {
  const sources = { ...input.sources }
  if (input.checkIn.baseline !== null) {
    sources.emotionalBaseline = input.checkIn.baseline
    sources.lastEmotionalUpdateDate = input.localDate
  }
  const baseline = resolveCompassBaseline(sources, input.localDate).value
  const awareness = compassAwareness(input.checkIn.value)
  const archetypeId = sources.archetypeId ?? null
  const { moment } = liveMoment({ ...input, archetypeId, awareness })
  return {
    seed: input.seed ?? 'guest',
    localDate: input.localDate,
    localTime: input.localTime,
    baseline,
    archetypeId,
    thresholds: computeThresholds(input.history.count, input.history.sigma),
    livePhase: windowPhaseOf(moment),
    awareness,
    birthDate: sources.birthDate ?? null,
    feelings: {
      // The day's check-in is a feeling said today too, when no later mood note is given.
      today: feelingOf(input.feelings?.today ?? input.checkIn.value),
      yesterday: feelingOf(input.feelings?.yesterday),
    },
  }
}

/** Today's card of a compass request: the card of `dailyReadingOfRequest`, without Luna's texts. */
export function dayCardOfRequest(input: DayRequest): DayCard {
  return drawDayCard(dayInputOfRequest(input)).card
}
