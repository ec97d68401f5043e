// The one model of the day (docs/rules/one-voice.md; docs/decisions/042-one-voice-for-the-day.md):
// the day's centre, its energy (the day's tide, held within what the person said today), and the
// hour against the day (how far the live reading leans from the visitor's center, the part of the
// day on their clock, the part the words must suit), computed once. Today's card is drawn from it
// (headline, lean into, go easy on, focus, energy, the hour's line), with no text of Luna's:
// daily-reading.ts builds the whole reading on it, and the page's first frame computes the card
// alone, from an inline script that carries only these rules
// (docs/decisions/031-today-card-in-the-first-frame.md).
import { type Alignment, computeAlignment, computeThresholds, type Thresholds } from './alignment.ts'
import type { HistoryStats } from './compass.ts'
import { DAY_FOCUS, DAY_HEADLINES, GO_EASY_ON, LEAN_INTO } from './content/day-words.ts'
import { ENERGY_LEVEL_LABELS } from './content/guidance.ts'
import { type HourTurn, hourLine } from './content/hour-words.ts'
import { type PartOfDay, partOfDay } from './dates.ts'
import type { DayCardTexts } from './day-card-texts.ts'
import {
  boundedBy,
  type DayTide,
  dayTide,
  ENERGY_LEVELS,
  type EnergyLevel,
  type Feeling,
  itemOfDay,
} from './day-tide.ts'
import { type Entry, type Heard, NOTHING_HEARD } from './heard-model.ts'
import { compassAwareness, liveMoment, schumannInfluence } from './moment.ts'
import type { MoonPhase } from './moon.ts'
import { clamp, round3, seededRandom } from './numbers.ts'
import { MAX_DEVIATION } from './ranges.ts'
import { type BaselineSources, resolveCompassBaseline } from './scalar.ts'
import { modelField, type SchumannField } from './schumann-field.ts'
import { textsFor } from './suited.ts'
import { computeContributions, windowPhaseOf } from './time-engine.ts'
import type { AlignmentStatus, WindowPhase } from './vocabulary.ts'

export type { HourTurn }

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
  /** The live moment's status against the baseline (the compass's alignmentStatus). */
  liveStatus?: AlignmentStatus
  /** The day's awareness: 0.5, or the day's check-in (compassAwareness in compass.ts). */
  awareness?: number
  /** The visitor's birth date, when known: their own place in the Moon's cycle (day-tide.ts). */
  birthDate?: string | null
  /** How the visitor said they feel: the latest feeling of today and of yesterday. */
  feelings?: { today: Feeling | null; yesterday: Feeling | null }
  /** What Luna heard today (heard.ts, hearDay): its themes hold the day's energy; none when absent. */
  heard?: Heard
}

/** The day's centre: the baseline plus the contributions that hold all day. */
export interface DayCentre {
  scalar: number
  alignment: Alignment
  phase: WindowPhase
  /** The day's energy, from the day's tide, held within what the visitor said today. */
  energy: EnergyLevel
  /** The date's modelled field. */
  schumann: Readonly<SchumannField>
}

/** The hour against the day (docs/rules/one-voice.md, "The hour"). */
export interface DayHour {
  /** The live reading's phase and status against the visitor's own center. */
  phase: WindowPhase
  status: AlignmentStatus | null
  /** The part of the day on the visitor's clock: the hour's name ("This evening"). */
  part: PartOfDay
  /** The part of the day the words must suit: the clock's, or night when the person is going to bed. */
  fit: PartOfDay
  /** The hour's energy: the day's, one step brighter or quieter as the reading leans, within what was said. */
  energy: EnergyLevel
  /** The hour's energy against the day's. */
  turn: HourTurn
}

/** What Today's card shows of the day's reading: its words, the Moon and the hour's line. */
export interface DayCard extends DayCardTexts {
  /** The Moon's phase of the day, by name ('Waxing gibbous'). */
  moon: MoonPhase['name']
  /** The hour against the day: "This evening runs quieter than your radiant day, …". */
  hourLine: string
}

/** The lean of a phase: a Resonance Ascendancy hour is above the center, a Volatility Field below. */
const LEAN: Readonly<Record<WindowPhase, -1 | 0 | 1>> = {
  'Resonance Ascendancy': 1,
  'Echo Chamber': 0,
  'Volatility Field': -1,
}

/**
 * The hour's energy: the day's, one step brighter in an hour whose reading has risen above the
 * visitor's center, one step quieter in an hour dipped below it, and never past what the visitor's
 * feeling and words allow.
 */
export function hourEnergyOf(day: EnergyLevel, livePhase: WindowPhase): EnergyLevel {
  const at = clamp(ENERGY_LEVELS.indexOf(day) + LEAN[livePhase], 0, ENERGY_LEVELS.length - 1)
  return ENERGY_LEVELS[at] as EnergyLevel
}

/** The hour's energy against the day's. */
export function turnOf(day: EnergyLevel, hour: EnergyLevel): HourTurn {
  const step = ENERGY_LEVELS.indexOf(hour) - ENERGY_LEVELS.indexOf(day)
  return step > 0 ? 'brighter' : step < 0 ? 'quieter' : 'same'
}

/** The hour of a day's reading: its name, the part its words suit, its energy and turn. */
export function hourOfDay(input: DailyReadingInput, day: EnergyLevel): DayHour {
  const heard = input.heard ?? NOTHING_HEARD
  const part = partOfDay(input.localTime)
  const energy = boundedBy(hourEnergyOf(day, input.livePhase), input.feelings?.today ?? null, heard)
  return {
    phase: input.livePhase,
    status: input.liveStatus ?? null,
    part,
    fit: heard.restNow ? 'night' : part,
    energy,
    turn: turnOf(day, energy),
  }
}

/**
 * The day's centre, hour and card, and the day's seeded stream after the card's picks (the rest of
 * the day's reading takes its picks from there, in a fixed order).
 */
export function drawDayCard(input: DailyReadingInput): {
  centre: DayCentre
  hour: DayHour
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
  const heard = input.heard ?? NOTHING_HEARD
  const energy = boundedBy(tide.energy, feelings.today, heard)
  const hour = hourOfDay(input, energy)
  const { fit } = hour
  // The headline walks the visitor's own order of its list, one step a day: never the same two
  // days running. Each part of the day has its own list, so the words fit the hour they are read in.
  const headline = itemOfDay(
    DAY_HEADLINES[energy][fit],
    input.localDate,
    `${input.seed}|headline|${energy}|${fit}`,
  )
  const random = seededRandom(`${input.seed}|${input.localDate}|${fit}`)
  const leanInto = pickSome(textsFor(LEAN_INTO[energy], fit), 2, random)
  const goEasyOn = pickSome(textsFor(GO_EASY_ON[energy], fit), 1, random)
  const focus = itemOfDay(DAY_FOCUS[energy], input.localDate, `${input.seed}|focus|${energy}`)
  return {
    centre: { scalar, alignment, phase, energy, schumann },
    hour,
    card: {
      headline,
      leanInto,
      goEasyOn,
      focus,
      energyLabel: ENERGY_LEVEL_LABELS[energy],
      moon: tide.moon.name,
      hourLine: hourLine(hour.turn, energy, hour.part, fit),
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
  /**
   * What the visitor said today, check-ins and mood notes with their words, in any order: Luna hears
   * them (heard.ts). The latest of them is today's feeling, when `feelings.today` is not given.
   */
  entries?: readonly Entry[]
  /** The instant of the request (ms): words about going to bed hold for four hours from theirs. */
  now?: number
  localDate: string
  localTime: string
  schumann: SchumannField
  history: Pick<HistoryStats, 'count' | 'sigma'>
  /** The session id, which seeds the day's picks; null for a visitor without one. */
  seed: string | null
}

const feelingOf = (value: number | null | undefined): Feeling | null =>
  value === null || value === undefined || !Number.isFinite(value) ? null : { value }

/**
 * The day's reading input of a compass request: its baseline, awareness, the hour's phase and
 * status. `heard` is what Luna heard of the request's entries (daily-reading.ts hears them; the
 * first frame's card has none).
 */
export function dayInputOfRequest(input: DayRequest, heard?: Heard): DailyReadingInput {
  const sources = { ...input.sources }
  if (input.checkIn.baseline !== null) {
    sources.emotionalBaseline = input.checkIn.baseline
    sources.lastEmotionalUpdateDate = input.localDate
  }
  const baseline = resolveCompassBaseline(sources, input.localDate).value
  const awareness = compassAwareness(input.checkIn.value)
  const archetypeId = sources.archetypeId ?? null
  const thresholds = computeThresholds(input.history.count, input.history.sigma)
  const { moment } = liveMoment({ ...input, archetypeId, awareness })
  const live = computeAlignment(round3(baseline + moment), baseline, thresholds.extreme)
  const latest = heard?.latest?.value ?? input.feelings?.today ?? input.checkIn.value
  return {
    seed: input.seed ?? 'guest',
    localDate: input.localDate,
    localTime: input.localTime,
    baseline,
    archetypeId,
    thresholds,
    livePhase: windowPhaseOf(moment),
    liveStatus: live.status,
    awareness,
    birthDate: sources.birthDate ?? null,
    feelings: {
      // The latest thing said today (a check-in or a mood note) is today's feeling.
      today: feelingOf(latest),
      yesterday: feelingOf(input.feelings?.yesterday),
    },
    ...(heard ? { heard } : {}),
  }
}

/** Today's card of a compass request with nothing said today: the first frame's card. */
export function dayCardOfRequest(input: DayRequest): DayCard {
  return drawDayCard(dayInputOfRequest(input)).card
}
