// The day's tide (docs/rules/daily-reading.md): which words a day earns. The spec's numbers (the
// baseline, the day's centre, zones and phases) move by about a thousandth a day, so words chosen
// from them alone said the same thing for weeks. The tide is made of inputs that really change from
// day to day, each bounded and documented:
// - the Moon: where it is in its cycle against where it was on the visitor's birth date (their own
//   place in the cycle when no birth date is known), a month-long swell;
// - the visitor's own day: a seeded draw per visitor and date, so two people's days differ;
// - the weekday: a fresh start on Monday, a slower Sunday;
// - the Earth's field: the date's modelled K-index (a restless field, a quieter day);
// - how the visitor said they feel: yesterday's feeling a little, today's more.
// The tide chooses the day's energy (and so the headline and the lists), and what Luna reads.
import { isValidDate, parseDate, weekdayOf } from './dates.ts'
import { codonIndexFromValue, tierIndexOf } from './emotion.ts'
import type { Heard } from './heard.ts'
import { type MoonPhase, moonPhaseOn } from './moon.ts'
import { clamp, hashString, round3, seededRandom, shuffleInPlace } from './numbers.ts'

export type EnergyLevel = 'low' | 'moderate' | 'high' | 'peak'
export const ENERGY_LEVELS: readonly EnergyLevel[] = ['low', 'moderate', 'high', 'peak']

/** A feeling the visitor said: the check-in's or a mood note's slider value, 0–100. */
export interface Feeling {
  value: number
}

export interface DayTideInput {
  /** The visitor's seed (the session id). */
  seed: string
  localDate: string
  /** 'YYYY-MM-DD', when the visitor gave one: their own place in the Moon's cycle. */
  birthDate: string | null
  /** The date's modelled K-index (the field at 12:00 UTC of the date, domain/day-card.ts). */
  kIndex: number
  /** The latest feeling the visitor said today (a check-in or a mood note), or null. */
  today: Feeling | null
  /** The latest feeling the visitor said yesterday, or null. */
  yesterday: Feeling | null
}

export interface DayTide {
  moon: MoonPhase
  /** The sum of the parts below, about −1.6 to 1.6. */
  index: number
  energy: EnergyLevel
  parts: { moon: number; own: number; weekday: number; field: number; yesterday: number; today: number }
}

/** How much each part can move the tide (its largest size either way). */
export const TIDE_WEIGHTS = { moon: 0.6, own: 0.5 } as const

/** The weekday's tilt, Sunday first: a fresh start on Monday, a slower weekend. */
export const WEEKDAY_TILT: readonly number[] = [-0.2, 0.15, 0.1, 0, 0.05, 0.1, -0.1]

/** Yesterday's feeling, by its tier (Challenge/Crisis, Neutral/Recovery, Active Growth, Peak Flow). */
export const YESTERDAY_TILT: readonly number[] = [-0.3, -0.1, 0.05, 0.15]
/** Today's feeling, by its tier. */
export const TODAY_TILT: readonly number[] = [-0.7, -0.3, 0.15, 0.4]

/** The tide's thresholds between energy levels: below the first low, then moderate, high, peak. */
export const ENERGY_THRESHOLDS = [-0.3, 0.12, 0.52] as const

/**
 * The energy a feeling allows at most and at least (by tier): a day the visitor called heavy is never
 * bright, a day they called radiant is never restful.
 */
const ENERGY_BOUNDS: readonly [EnergyLevel, EnergyLevel][] = [
  ['low', 'moderate'],
  ['low', 'high'],
  ['low', 'peak'],
  ['moderate', 'peak'],
]

export const tierOfFeeling = (f: Feeling): 0 | 1 | 2 | 3 => tierIndexOf(codonIndexFromValue(f.value))

/** The visitor's own place in the Moon's cycle: their birth date's phase, else one of the seed's. */
function ownMoonFraction(birthDate: string | null, seed: string): number {
  const birth = birthDate ? moonPhaseOn(birthDate) : null
  return birth ? birth.fraction : (hashString(`${seed}|moon`) % 1000) / 1000
}

function energyOf(index: number): EnergyLevel {
  const [low, moderate, high] = ENERGY_THRESHOLDS
  return index < low ? 'low' : index < moderate ? 'moderate' : index < high ? 'high' : 'peak'
}

/** An energy within what a feeling said today allows (its tier's bounds), or as it is. */
export function boundedByFeeling(energy: EnergyLevel, feeling: Feeling | null): EnergyLevel {
  return boundedBy(energy, feeling, null)
}

/**
 * The themes' hold on a day's energy (docs/rules/one-voice.md): grief and a crisis keep it restful,
 * any other heavy theme (exhaustion, worry, conflict, illness, loneliness) at most steady; a light
 * one (joy, gratitude, pride, love) at least steady.
 */
function themeBounds(heard: Pick<Heard, 'tender' | 'weight'> | null): [number, number] {
  if (!heard) return [0, ENERGY_LEVELS.length - 1]
  if (heard.tender) return [0, 0]
  if (heard.weight === 'heavy') return [0, 1]
  if (heard.weight === 'light') return [1, ENERGY_LEVELS.length - 1]
  return [0, ENERGY_LEVELS.length - 1]
}

/**
 * An energy within what the visitor said today allows: the latest feeling's tier, then the themes of
 * their words. Where the two disagree (a bright slider over a note of grief), the words win.
 */
export function boundedBy(
  energy: EnergyLevel,
  feeling: Feeling | null,
  heard: Pick<Heard, 'tender' | 'weight'> | null,
): EnergyLevel {
  let [min, max] = [0, ENERGY_LEVELS.length - 1]
  if (feeling) {
    const [lo, hi] = ENERGY_BOUNDS[tierOfFeeling(feeling)] as [EnergyLevel, EnergyLevel]
    ;[min, max] = [ENERGY_LEVELS.indexOf(lo), ENERGY_LEVELS.indexOf(hi)]
  }
  const [themeMin, themeMax] = themeBounds(heard)
  const lo = Math.max(min, themeMin)
  const hi = Math.min(max, themeMax)
  const [from, to] = lo <= hi ? [lo, hi] : [themeMin, themeMax]
  return ENERGY_LEVELS[clamp(ENERGY_LEVELS.indexOf(energy), from, to)] as EnergyLevel
}

/** The day's tide; null when `localDate` is not a date. */
export function dayTide(input: DayTideInput): DayTide | null {
  const moon = moonPhaseOn(input.localDate)
  if (!isValidDate(input.localDate) || !moon) return null
  const own = ownMoonFraction(input.birthDate, input.seed)
  const weekday = weekdayOf(input.localDate)
  const parts = {
    moon: round3(TIDE_WEIGHTS.moon * Math.cos(2 * Math.PI * (moon.fraction - own))),
    own: round3(TIDE_WEIGHTS.own * (2 * seededRandom(`${input.seed}|${input.localDate}|tide`)() - 1)),
    weekday: WEEKDAY_TILT[weekday] ?? 0,
    field: round3(clamp(-0.12 * (input.kIndex - 2), -0.2, 0.2)),
    yesterday: input.yesterday ? (YESTERDAY_TILT[tierOfFeeling(input.yesterday)] ?? 0) : 0,
    today: input.today ? (TODAY_TILT[tierOfFeeling(input.today)] ?? 0) : 0,
  }
  const index = round3(parts.moon + parts.own + parts.weekday + parts.field + parts.yesterday + parts.today)
  return { moon, index, energy: boundedByFeeling(energyOf(index), input.today), parts }
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date: consecutive dates differ by one. */
export function dayNumberOf(localDate: string): number {
  const d = parseDate(localDate)
  return d ? Math.round(Date.UTC(d.year, d.month - 1, d.day) / 86_400_000) : 0
}

/**
 * The item of a list for a day, in the visitor's own order of the list: the order is a seeded
 * shuffle, walked one step a day, so the same list never gives the same item on two consecutive days.
 */
export function itemOfDay<T>(items: readonly T[], localDate: string, key: string): T {
  const order = items.map((_, i) => i)
  shuffleInPlace(order, seededRandom(key))
  const at = order[dayNumberOf(localDate) % order.length] ?? 0
  return items[at] as T
}
