// What suits the hour (docs/rules/one-voice.md): the alignment panel's message, by how the hour stands
// against the day (a quieter or brighter hour, or one in step, by the day's energy) and the part of the
// day the words must fit. Apart from hour-words.ts, which the first frame's script carries: the card
// needs none of these.
import type { PartOfDay } from '../dates.ts'
import { type HourTurn, WHEN } from './hour-words.ts'

type EnergyLevel = 'low' | 'moderate' | 'high' | 'peak'

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
    'put the extra lift into the first thing on your list, and keep the rest light.',
    'spend the lift on something you have been putting off, then slow down again.',
  ],
  afternoon: [
    'use the extra lift for one errand or message, then ease back.',
    'a good moment for the one thing you were saving energy for.',
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
