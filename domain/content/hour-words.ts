// The words that speak of the hour (docs/rules/one-voice.md): how this hour stands against the
// day ("This evening runs quieter than your radiant day…"), what suits this hour, and what the
// alignment numbers mean in plain words. None of them says "today": the day has one voice (the
// headline, its lists, the intention), and the hour speaks as the hour.
import type { PartOfDay } from '../dates.ts'
import type { AlignmentStatus } from '../vocabulary.ts'

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

/**
 * What suits an hour in step with the day, by the day's energy and the part of the day the words
 * must fit: two each, as the end of a sentence that starts with the hour's name ("This evening,
 * let things wind down…").
 */
export const HOUR_ADVICE: Readonly<Record<EnergyLevel, Readonly<Record<PartOfDay, readonly string[]>>>> = {
  low: {
    morning: [
      'start slowly, and let one small thing be enough for now.',
      'keep things gentle: the basics first, nothing to prove.',
    ],
    afternoon: [
      'let the hour be lighter than your list, and rest where you can.',
      'a short pause will do more than a push.',
    ],
    evening: [
      'let things wind down gently, with nothing new to begin.',
      'a warm meal and an early stop suit the hour.',
    ],
    night: [
      'let rest come first; nothing needs deciding now.',
      'dim the lights and let sleep come when it will.',
    ],
  },
  moderate: {
    morning: [
      'a steady start suits the hour: one thing at a time.',
      'keep your own rhythm and let it carry you.',
    ],
    afternoon: [
      'keep an even pace and finish what is in front of you.',
      'an ordinary hour, done with care, is plenty.',
    ],
    evening: [
      'keep an easy pace, with a little time that is only yours.',
      'finish one small thing, then let the rest be.',
    ],
    night: [
      'let the quiet settle in; rest keeps the rhythm.',
      'put the last thoughts down and let the hour be calm.',
    ],
  },
  high: {
    morning: [
      'use the lift for one thing you want to begin.',
      'share an idea or take a first step while it is easy.',
    ],
    afternoon: [
      'there is lift in the hour: move one plan a real step forward.',
      'spend this bright hour on something you will be glad of.',
    ],
    evening: [
      'the lift suits good company more than new work.',
      'share the hour with someone you like, then let it settle.',
    ],
    night: [
      'if your mind is lively, write its ideas down and let them wait.',
      'a bright mind can rest too: dim the screens and let it.',
    ],
  },
  peak: {
    morning: ['give the hour to the thing that matters most.', 'take the bold first step while it is easy.'],
    afternoon: [
      'there is room for something big: give it your full attention.',
      'point this energy at one aim rather than many.',
    ],
    evening: [
      'celebrate something with someone, then bring the energy down gently.',
      'let good company have the glow, and stop before you are spent.',
    ],
    night: [
      'let the buzz settle: write down what is on your mind and rest.',
      'energy this high at this hour is best spent winding down.',
    ],
  },
}

/** What suits an hour quieter than the day (its reading below the visitor's center), by the part of the day. */
export const QUIETER_ADVICE: Readonly<Record<PartOfDay, readonly string[]>> = {
  morning: [
    'ease in gently; the day’s energy will meet you as you go.',
    'begin softer than the day, with one easy thing first.',
  ],
  afternoon: [
    'ease off a little and let the day’s energy settle.',
    'a slower hour inside the day: rest for a moment before the next thing.',
  ],
  evening: [
    'let the day’s energy settle, with good company rather than new work.',
    'the hour is settling: let things wind down at their own pace.',
  ],
  night: [
    'let the day’s energy settle; rest comes first now.',
    'the hour has gone quiet: let sleep have it.',
  ],
}

/** What suits an hour brighter than the day (its reading above the visitor's center), by the part of the day. */
export const BRIGHTER_ADVICE: Readonly<Record<PartOfDay, readonly string[]>> = {
  morning: [
    'there is a little more lift than your day: use it for one small start.',
    'the hour rises above the day: begin one small thing while it does.',
  ],
  afternoon: [
    'there is more lift than your day: one small start, then back to its pace.',
    'the hour runs brighter than the day: use it for one thing, then ease back.',
  ],
  evening: [
    'the hour runs brighter than the day: good for company or a small plan, then an easy close.',
    'there is a little lift left: spend it on someone you like, not on new work.',
  ],
  night: [
    'if the lift keeps you awake, jot your thoughts down and let them wait.',
    'the hour is brighter than the day: let it settle before you try to sleep.',
  ],
}

/** What suits the hour: its advice by how it stands against the day, the day's energy and the part of the day. */
export function hourAdviceList(turn: HourTurn, day: EnergyLevel, fit: PartOfDay): readonly string[] {
  if (turn === 'quieter') return QUIETER_ADVICE[fit]
  if (turn === 'brighter') return BRIGHTER_ADVICE[fit]
  return HOUR_ADVICE[day][fit]
}

/** The alignment panel's message: the hour named, then what suits it. */
export const alignmentMessageOf = (part: PartOfDay, advice: string): string => `${WHEN[part]}, ${advice}`

/** Every message the panel can show: it keeps the room of the tallest. */
export const ALIGNMENT_MESSAGES: readonly string[] = (Object.keys(WHEN) as PartOfDay[]).flatMap((part) =>
  [
    ...Object.values(HOUR_ADVICE).flatMap((byPart) => Object.values(byPart).flat()),
    ...Object.values(QUIETER_ADVICE).flat(),
    ...Object.values(BRIGHTER_ADVICE).flat(),
  ].map((advice) => alignmentMessageOf(part, advice)),
)

/** The hour's energy beside the day's ("Right now"): a fact, in the day's terms. */
export function hourEnergyLine(turn: HourTurn, dayLabel: string): string {
  if (turn === 'brighter') return `One step brighter than your day’s ${dayLabel}.`
  if (turn === 'quieter') return `One step quieter than your day’s ${dayLabel}.`
  return `The same as your day’s ${dayLabel}.`
}

/**
 * Each alignment status in plain words: where the hour's number sits against the visitor's own
 * center. Only where; what suits the hour is the message's to say.
 */
export const STATUS_MEANINGS: Readonly<Record<AlignmentStatus, string>> = {
  aligned: 'right at your own center',
  elevated: 'a little above your center',
  grounded: 'a little below your center',
  expanded: 'well above your usual range',
  contracted: 'well below your usual range',
}

/** Each zone's name with its plain meaning (shown beside the zone badge). */
export const ZONE_MEANINGS: Readonly<Record<'aligned' | 'elevated' | 'grounded' | 'opposed', string>> = {
  aligned: 'Aligned means the moment sits at your own center.',
  elevated: 'Elevated means the moment sits a little above your center.',
  grounded: 'Grounded means the moment sits a little below your center.',
  opposed: 'Opposed means the moment sits far from your center, beyond your usual range.',
}
