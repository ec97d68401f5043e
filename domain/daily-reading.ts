// The day's reading (docs/rules/one-voice.md; docs/decisions/042-one-voice-for-the-day.md): one
// model of the day (day-card.ts: the day's energy, the hour against it, what Luna heard today), and
// every sentence of the compass's answer drawn from it: the headline and its lists, the focus and
// the energy, the intention, Luna's state, message, suggestion and answer, and the hour's words (its
// line, the alignment message, its focus, recommendations and energy). The day's words say "today";
// the hour's name the hour ("This evening…") and never say "today".
//
// - The day's centre is the baseline plus the contributions that hold all day; the day's energy is
//   its tide (day-tide.ts), held within what the person said today, feeling and words.
// - Every pick is seeded by the visitor's seed (the session id) and the local date: the same on
//   every reload of a part of the day, different across days and visitors. Items carry the parts of
//   the day they suit, and only suited items are picked.
// - Luna's state follows the spec's conditions, restricted to the moods the day's energy can carry
//   and that what the person said does not deny (ENERGY_MOODS, FEELING_DENIED_MOODS).
import { nearestCodonNumbers } from './codon-numbers.ts'
import { DAY_INTENTIONS, THEME_INTENTIONS } from './content/day-words.ts'
import { FEELING_STRATEGIES, saidFeeling } from './content/feelings.ts'
import { ENERGY_LEVEL_LABELS, TIME_PHASE_CONTENT } from './content/guidance.ts'
import { alignmentMessageOf, hourAdviceList } from './content/hour-advice.ts'
import { hourEnergyLine } from './content/hour-words.ts'
import { LUNA_CONTENT } from './content/luna.ts'
import { THEME_ANSWERS } from './content/themes.ts'
import { type PartOfDay, partOfDay } from './dates.ts'
import {
  type DailyReadingInput,
  type DayRequest,
  dayInputOfRequest,
  drawDayCard,
  type HourTurn,
} from './day-card.ts'
import { type DayCardTexts, dayCardTextsOf } from './day-card-texts.ts'
import { dayNumberOf, type EnergyLevel, itemOfDay, tierOfFeeling } from './day-tide.ts'
import { codonIndexFromValue, descriptorAt } from './emotion.ts'
import { entryPointsToCrisis, type Heard, hearDay, saysBedtime, type Theme, themesIn } from './heard.ts'
import { LUNA_STYLES } from './luna.ts'
import { computeLunaInputs, type LunaInputs, STATE_CONDITIONS } from './luna-engine.ts'
import type { MoonPhase } from './moon.ts'
import { clamp, round3 } from './numbers.ts'
import { READING_SCALAR_RANGE } from './ranges.ts'
import { textsFor } from './suited.ts'
import { windowPhaseOf } from './time-engine.ts'
import { LUNA_STATES, type LunaState, type WindowPhase } from './vocabulary.ts'

// The day's input and its request live with the day's model (day-card.ts).
export type { DailyReadingInput, DayRequest } from './day-card.ts'

export type { EnergyLevel }
export type LunaMood = (typeof LUNA_STYLES)[LunaState]['mood']

/**
 * Which of Luna's moods each energy level can carry without contradicting it
 * (docs/rules/one-voice.md). A restful day is never "electric" or "luminous"; a steady day never
 * "electric"; a bright or radiant day never "rooted". Every message of a mood is written to hold at
 * each energy its mood is allowed with.
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
 * not of a scattered field. Heavy words deny what the heaviest tier does, light words what the
 * brightest does.
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

/** The moods denied by what the visitor said today: the latest feeling's tier and the day's words. */
export function deniedMoods(feelingTier: 0 | 1 | 2 | 3 | null, heard: Heard | null = null): string[] {
  const denied = new Set(feelingTier === null ? [] : (FEELING_DENIED_MOODS[feelingTier] ?? []))
  if (heard?.weight === 'heavy') for (const mood of FEELING_DENIED_MOODS[0] ?? []) denied.add(mood)
  if (heard?.weight === 'light') for (const mood of FEELING_DENIED_MOODS[3] ?? []) denied.add(mood)
  return [...denied]
}

/**
 * Luna's state for a day with a known energy (and what the visitor said today): the spec's
 * selection (most conditions wins, ties to the state listed first) among the states whose mood fits
 * the energy and is not denied. A day of grief or crisis is always rooted grounding (her gentlest
 * words, no homework). When none remains: rooted grounding on a restful day or after the heaviest
 * feelings, else balanced flow (the spec's default, coherent, which fits every other energy).
 */
export function selectCoherentState(
  inputs: LunaInputs,
  energy: EnergyLevel,
  feelingTier: 0 | 1 | 2 | 3 | null = null,
  heard: Heard | null = null,
): LunaState {
  if (heard?.tender) return 'low_scalar_grounding'
  const denied = deniedMoods(feelingTier, heard)
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
  if (best) return best
  const heavy = feelingTier === 0 || heard?.weight === 'heavy'
  return (heavy || energy === 'low') && moodFitsEnergy('rooted', energy)
    ? 'low_scalar_grounding'
    : 'balanced_flow'
}

/** How far the day's tide moves the scalar Luna reads (docs/rules/daily-reading.md). */
export const LUNA_TIDE_SCALE = 1.2

/**
 * Luna's answer to one thing the visitor said: to the heaviest theme in its words, in plain words
 * ("I am so sorry…"), else to its slider word with one thing to try ("You said you feel anxious.
 * Look around…"). A crisis (in the words, or the slider's lowest words) is answered with the
 * helpline's invitation.
 */
export interface FeelingAnswer {
  descriptor: string
  tier: 0 | 1 | 2 | 3
  /** The theme answered, when the words carried one. */
  theme: Theme | null
  /** The entry points to a crisis: the page shows the helpline, once. */
  crisis: boolean
  text: string
}

/**
 * Luna's answer to an entry said on `localDate` (a check-in's or a mood note's slider value and its
 * words), suited to the part of the day it was said in (`localTime`; night when its words say the
 * person is going to bed). Items walk the visitor's own order of their list, one step a day.
 */
export function feelingAnswerOf(
  entry: { value: number; words?: string | null; localTime?: string | null },
  localDate: string,
  seed: string,
  fallbackTime = '12:00',
): FeelingAnswer {
  const descriptor = descriptorAt(codonIndexFromValue(entry.value))
  const tier = tierOfFeeling({ value: entry.value })
  const themes = themesIn(entry.words)
  const crisis = entryPointsToCrisis({ value: entry.value, words: entry.words ?? null })
  const fit: PartOfDay = saysBedtime(entry.words) ? 'night' : partOfDay(entry.localTime ?? fallbackTime)
  const theme: Theme | null = crisis ? 'crisis' : (themes[0] ?? null)
  if (theme) {
    const line = itemOfDay(textsFor(THEME_ANSWERS[theme], fit), localDate, `${seed}|theme|${theme}|${fit}`)
    // A crisis said only with the slider names the word first, so the answer is plainly to it.
    const text =
      theme === 'crisis' && !themes.includes('crisis') ? `${saidFeeling(descriptor)} ${line}` : line
    return { descriptor, tier, theme, crisis, text }
  }
  const strategies = textsFor(FEELING_STRATEGIES[tier] ?? [], fit)
  const strategy = itemOfDay(strategies, localDate, `${seed}|feeling|${tier}|${fit}`)
  return { descriptor, tier, theme: null, crisis, text: `${saidFeeling(descriptor)} ${strategy}` }
}

/** The day's reading: the Today card's words (DAY_CARD_TEXTS) and all the rest of the day. */
export interface DailyReading extends DayCardTexts {
  date: string
  energy: EnergyLevel
  /** The day's intention, "Today, I…": by the day's energy, or the heaviest theme heard today. */
  intention: string
  /** The Moon that day (Luna's name), computed. */
  moon: MoonPhase
  /** The day's centre: the baseline plus the contributions that hold all day. */
  centre: { scalar: number; delta: number; phase: WindowPhase; zone: string; status: string }
  /** What Luna heard today: the themes of the visitor's words, a crisis, going to bed now. */
  heard: { themes: Theme[]; crisis: boolean; restNow: boolean }
  luna: {
    state: LunaState
    tone: string
    mood: string
    tag: string
    message: string
    suggestion: string | null
    /** Her answer to the latest thing said today, a line of its own; null when nothing was said. */
    answer: FeelingAnswer | null
    /**
     * The inputs Luna read: the day's centre moved by the day's tide (within the range a reading
     * can show), the tide's phase and the date's Schumann frequency.
     */
    scalar: number
    windowPhase: WindowPhase
    schumannHz: number
  }
  /** The hour against the day, and the hour's own words (none of them says "today"). */
  now: {
    phase: WindowPhase
    /** The part of the day on the visitor's clock, and the part the words suit. */
    part: PartOfDay
    fit: PartOfDay
    /** The hour's energy against the day's, and the hour's energy. */
    turn: HourTurn
    energy: EnergyLevel
    /** The Today card's line: "This evening runs quieter than your radiant day, …". */
    line: string
    /** The hour's energy in the day's terms: "One step quieter than your day’s Peak — radiant." */
    energyLine: string
    /** The alignment panel's message: what suits this hour. */
    message: string
    /** The hour's focus and three recommendations, for its phase and part of the day. */
    focus: string
    recommendations: string[]
  }
  /** The codons nearest the day's centre, nearest first. */
  codons: string[]
}

/** `count` items of a list from the day's place in the visitor's own order, one step a day. */
function itemsOfDay<T>(items: readonly T[], count: number, localDate: string): T[] {
  if (items.length === 0) return []
  const offset = dayNumberOf(localDate) % items.length
  return [...items.slice(offset), ...items.slice(0, offset)].slice(0, count)
}

/** The day's reading: a pure function of its input, so every reload of a day gives the same one. */
export function computeDailyReading(input: DailyReadingInput): DailyReading {
  const { centre, hour, card, tide, random } = drawDayCard(input)
  const { scalar, phase, energy, alignment, schumann } = centre
  const heard: Heard = input.heard ?? hearDay([], 0)
  const today = input.feelings?.today ?? null
  const tier = today ? tierOfFeeling(today) : null
  const key = (what: string) => `${input.seed}|${what}`
  // What Luna reads: the day's centre moved by the day's tide, so her state follows the days, held
  // within the scalars a reading can show (the server's contract refuses any other).
  const lunaScalar = round3(
    clamp(scalar + LUNA_TIDE_SCALE * tide.index, READING_SCALAR_RANGE.min, READING_SCALAR_RANGE.max),
  )
  const lunaPhase = windowPhaseOf(tide.index / 4)
  const inputs = computeLunaInputs(lunaScalar, lunaPhase, schumann.frequency)
  const state = selectCoherentState(inputs, energy, tier, heard)
  const content = LUNA_CONTENT[state]
  // Her message walks the visitor's own order of the state's 14: no whole message within 14 days.
  const message = itemOfDay(content.messages, input.localDate, key(`luna|${state}`))
  // No homework on a day of grief or crisis; in balanced flow she leaves room half the time.
  const offer = !heard.tender && (state !== 'balanced_flow' || random() < 0.5)
  const suggestions = textsFor(content.suggestions, hour.fit)
  const suggestion = offer
    ? itemOfDay(suggestions, input.localDate, key(`suggestion|${state}|${hour.fit}`))
    : null
  const latest = heard.latest
  const answer = latest
    ? feelingAnswerOf(latest, input.localDate, input.seed, input.localTime)
    : today
      ? feelingAnswerOf(today, input.localDate, input.seed, input.localTime)
      : null
  const theme = heard.themes[0]
  const intention = theme
    ? THEME_INTENTIONS[theme]
    : itemOfDay(DAY_INTENTIONS[energy], input.localDate, key(`intention|${energy}`))
  const advice = itemOfDay(
    hourAdviceList(hour.turn, energy, hour.fit),
    input.localDate,
    key(`advice|${hour.turn}|${hour.fit}`),
  )
  const phaseWords = TIME_PHASE_CONTENT[hour.phase]
  return {
    date: input.localDate,
    ...dayCardTextsOf(card),
    energy,
    intention,
    moon: tide.moon,
    centre: { scalar, delta: alignment.delta, phase, zone: alignment.zone, status: alignment.status },
    heard: { themes: heard.themes, crisis: heard.crisis, restNow: heard.restNow },
    luna: {
      state,
      ...LUNA_STYLES[state],
      message,
      suggestion,
      answer,
      scalar: lunaScalar,
      windowPhase: lunaPhase,
      schumannHz: schumann.frequency,
    },
    now: {
      phase: hour.phase,
      part: hour.part,
      fit: hour.fit,
      turn: hour.turn,
      energy: hour.energy,
      line: card.hourLine,
      energyLine: hourEnergyLine(hour.turn, ENERGY_LEVEL_LABELS[energy]),
      message: alignmentMessageOf(hour.part, advice),
      focus: itemOfDay(
        textsFor(phaseWords.primaryFocus, hour.fit),
        input.localDate,
        key(`focus-now|${hour.phase}|${hour.fit}`),
      ),
      recommendations: itemsOfDay(textsFor(phaseWords.recommendations, hour.fit), 3, input.localDate),
    },
    codons: nearestCodonNumbers(scalar).map((c) => c.codon),
  }
}

/** What Luna heard of a compass request's entries (none when it carries none). */
export function heardOfRequest(input: DayRequest): Heard {
  const entries = input.entries ?? []
  return hearDay(entries, input.now ?? Math.max(0, ...entries.map((e) => e.at)))
}

/**
 * The day's reading of a compass request: the `dailyReading` of its answer (compassAnswer calls
 * this). Its card alone is `dayCardOfRequest` (day-card.ts), which needs none of Luna's texts.
 */
export function dailyReadingOfRequest(input: DayRequest): DailyReading {
  return computeDailyReading(dayInputOfRequest(input, heardOfRequest(input)))
}
