// The words that speak of the hour (docs/rules/one-voice.md): how this hour stands against the
// day ("This evening runs quieter than your radiant day…"), what suits this hour, and what the
// alignment numbers mean in plain words. None of them says "today": the day has one voice (the
// headline, its lists, the intention), and the hour speaks as the hour.
import type { PartOfDay } from '../dates.ts'

type EnergyLevel = 'low' | 'moderate' | 'high' | 'peak'
/** How the hour stands against the day: its energy one step above the day's, the same, or below. */
export type HourTurn = 'brighter' | 'same' | 'quieter'

/** The hour, named by the part of the day on the visitor's clock. */
export const WHEN: Readonly<Record<PartOfDay, string>> = {
  morning: 'This morning',
  afternoon: 'This afternoon',
  evening: 'This evening',
  night: 'Tonight',
}

/** The day, named by its energy ("your radiant day"). */
export const DAY_ADJECTIVE: Readonly<Record<EnergyLevel, string>> = {
  low: 'quiet',
  moderate: 'steady',
  high: 'bright',
  peak: 'radiant',
}

/** How to take the day's words in an hour quieter than the day, by the part of the day the words suit. */
const QUIETER_PACE: Readonly<Record<PartOfDay, string>> = {
  morning: 'so take its words at a gentler pace',
  afternoon: 'so take its words at an easier pace',
  evening: 'so take its words at an evening’s pace',
  night: 'so let its words wait while you rest',
}

/** What an hour brighter than the day is good for, by the part of the day. */
const BRIGHTER_USE: Readonly<Record<PartOfDay, string>> = {
  morning: 'room for one small start, then back to the day’s pace',
  afternoon: 'a good hour for one small start, then back to the day’s pace',
  evening: 'a good hour for company or a small plan, then an easy close',
  night: 'if you are wide awake, jot your thoughts down and let them wait',
}

/**
 * The Today card's line for the hour: how this hour stands against the day, in the words of the
 * part of the day it is on the visitor's clock (`part`) and suited to the part the words must fit
 * (`fit`: the clock's, or night when the person is going to bed).
 */
export function hourLine(turn: HourTurn, day: EnergyLevel, part: PartOfDay, fit: PartOfDay = part): string {
  const adjective = DAY_ADJECTIVE[day]
  if (turn === 'brighter')
    return `${WHEN[part]} runs brighter than your ${adjective} day: ${BRIGHTER_USE[fit]}.`
  if (turn === 'quieter')
    return `${WHEN[part]} runs quieter than your ${adjective} day, ${QUIETER_PACE[fit]}.`
  return `${WHEN[part]} keeps pace with your ${adjective} day, so its words hold as they are.`
}

/** Every line the Today card can show for the hour: the card keeps the room of the tallest. */
export const HOUR_LINES: readonly string[] = (['low', 'moderate', 'high', 'peak'] as const).flatMap((day) =>
  (Object.keys(WHEN) as PartOfDay[]).flatMap((part) =>
    (Object.keys(WHEN) as PartOfDay[]).flatMap((fit) =>
      (['brighter', 'same', 'quieter'] as const).map((turn) => hourLine(turn, day, part, fit)),
    ),
  ),
)

/** The hour's energy beside the day's ("Right now"): a fact, in the day's terms. */
export function hourEnergyLine(turn: HourTurn, dayLabel: string): string {
  if (turn === 'brighter') return `One step brighter than your day’s ${dayLabel}.`
  if (turn === 'quieter') return `One step quieter than your day’s ${dayLabel}.`
  return `The same as your day’s ${dayLabel}.`
}
