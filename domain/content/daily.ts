// The words of the day's reading (docs/rules/daily-reading.md): the headline, the "lean into /
// go easy on" lines by the day's energy, the plain meaning of each zone and status, and the note
// that tells the visitor when the hour has moved their reading away from the day's centre.
// Plain, second-person, symbolic; no number appears here, the numbers come after.

import type { PartOfDay } from '../dates.ts'
import type { AlignmentStatus, WindowPhase } from '../vocabulary.ts'

type EnergyLevel = 'low' | 'moderate' | 'high' | 'peak'

/** One sentence for the day, by the day's energy. `{name}` is replaced (or dropped) by the client. */
export const DAY_HEADLINES: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Today asks for less: a quiet, inward day that rewards rest and small, kind steps.',
    'Today is a slow tide: keep plans light and let rest count as progress.',
    'Today leans inward: tend to the basics and let bigger decisions wait a day.',
  ],
  moderate: [
    'Today is even and steady: a good day for ordinary things done with care.',
    'Today holds a calm middle: keep your own rhythm and finish what is in front of you.',
    'Today is balanced: neither a push nor a pause, just a steady walk at your own pace.',
  ],
  high: [
    'Today carries a little extra lift: a good day to begin something or share an idea.',
    'Today has a tailwind: use it for one thing you have been meaning to start.',
    'Today is bright and willing: reach out, make, or say the thing you have been holding.',
  ],
  peak: [
    'Today runs bright and open: choose one thing that matters and give it your best hours.',
    'Today is wide awake: a day for a bold first step, with a pause or two to stay grounded.',
    'Today is full of momentum: point it at one aim rather than spreading it thin.',
  ],
}

/** What to lean into today (two are shown), by the day's energy. */
export const LEAN_INTO: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Rest, early nights and simple meals',
    'One small task finished well',
    'Quiet time alone or with someone easy to be with',
    'Routines that ask nothing new of you',
  ],
  moderate: [
    'Steady work on what is already under way',
    'Listening closely in conversations',
    'Tidying up loose ends',
    'A walk at your own pace',
  ],
  high: [
    'Starting the task you have been circling',
    'Sharing an idea with someone who will enjoy it',
    'Moving your body at a lively pace',
    'Creative work with your phone in another room',
  ],
  peak: [
    'One bold first step toward something that matters',
    'Generous, specific thanks to the people around you',
    'Big-picture thinking written down in plain words',
    'Making something, start to finish, in one sitting',
  ],
}

/** What to go easy on today (one is shown), by the day's energy. */
export const GO_EASY_ON: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Big decisions and hard conversations',
    'Crowded plans and late evenings',
    'Comparing your pace with anyone else’s',
  ],
  moderate: ['Starting three new things at once', 'Saying yes to everything that is asked of you', 'Rushing'],
  high: [
    'Overcommitting while the day feels easy',
    'Skipping the pauses between bursts of energy',
    'Speaking before you have listened',
  ],
  peak: [
    'Spreading yourself across too many plans',
    'Promises your ordinary days cannot keep',
    'Forgetting to eat, drink and rest',
  ],
}

/** Each alignment status in plain words: what the reading against the baseline means for the visitor. */
export const STATUS_MEANINGS: Readonly<Record<AlignmentStatus, string>> = {
  aligned: 'right at your own center: the day matches you closely',
  elevated: 'a little above your center: more lift than usual',
  grounded: 'a little below your center: a quieter, steadier stretch',
  expanded: 'well above your usual range: a lot of energy to channel',
  contracted: 'well below your usual range: a low tide that asks for rest',
}

/** Each zone's name with its plain meaning (shown beside the zone badge). */
export const ZONE_MEANINGS: Readonly<Record<'aligned' | 'elevated' | 'grounded' | 'opposed', string>> = {
  aligned: 'Aligned means the moment sits at your own center.',
  elevated: 'Elevated means the moment sits a little above your center.',
  grounded: 'Grounded means the moment sits a little below your center.',
  opposed: 'Opposed means the moment sits far from your center, beyond your usual range.',
}

const WHEN: Readonly<Record<PartOfDay, string>> = {
  morning: 'This morning',
  afternoon: 'This afternoon',
  evening: 'This evening',
  night: 'Tonight',
}

const PHASE_NOW: Readonly<Record<WindowPhase, string>> = {
  'Resonance Ascendancy':
    'your reading has risen above the day’s center, so there is a little more lift to use now',
  'Echo Chamber': 'your reading has settled back near the day’s center, so keep to your own rhythm',
  'Volatility Field': 'your reading has dipped below the day’s center, so let things slow down and go gently',
}

/** The note shown when the hour's phase differs from the day's: "This evening your reading has dipped…". */
export function phaseNote(partOfDay: PartOfDay, phase: WindowPhase): string {
  return `${WHEN[partOfDay]} ${PHASE_NOW[phase]}.`
}

/**
 * The Today card's line for the hour when it is in the day's phase (the answer's note is null):
 * every hour has a line, so the card says the same thing in the same place all day.
 */
export function inStepNote(partOfDay: PartOfDay): string {
  return `${WHEN[partOfDay]} your reading is in step with the day, so the day’s words hold as they are.`
}

/** The Today card's line for the hour: the answer's note, or the in-step line when it has none. */
export function hourLine(note: string | null, partOfDay: PartOfDay): string {
  return note ?? inStepNote(partOfDay)
}

/**
 * Every line the Today card can show for the hour. The card keeps the room of the tallest at its
 * width, so the line can change (a kept reading replaced by the server's, a new phase) with nothing
 * below it moving.
 */
export const HOUR_LINES: readonly string[] = (Object.keys(WHEN) as PartOfDay[]).flatMap((part) => [
  inStepNote(part),
  ...(Object.keys(PHASE_NOW) as WindowPhase[]).map((phase) => phaseNote(part, phase)),
])
