// The words of the day's reading (docs/rules/daily-reading.md): the headline, the "lean into /
// go easy on" lines by the day's energy, the plain meaning of each zone and status, and the note
// that tells the visitor when the hour has moved their reading away from the day's centre.
// Plain, second-person, symbolic; no number appears here, the numbers come after.

import type { PartOfDay } from '../dates.ts'
import type { AlignmentStatus, WindowPhase } from '../vocabulary.ts'

type EnergyLevel = 'low' | 'moderate' | 'high' | 'peak'

/**
 * One sentence for the day, by the day's energy (eight each: the visitor walks their own order of a
 * list, so the same sentence never comes two days running; domain/day-tide.ts).
 */
export const DAY_HEADLINES: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Today asks for less: a quiet, inward day that rewards rest and small, kind steps.',
    'Today is a slow tide: keep plans light and let rest count as progress.',
    'Today leans inward: tend to the basics and let bigger decisions wait a day.',
    'Today is a day for shelter: fewer plans, warmer hours, and nothing you must prove.',
    'Today moves at a walking pace: one thing at a time is plenty.',
    'Today favors the soft option: say no to one thing and give the time back to yourself.',
    'Today is low water: a good day to notice what you need before you give anything away.',
    'Today rests between waves: recover what the last days used up, and let that be the work.',
  ],
  moderate: [
    'Today is even and steady: a good day for ordinary things done with care.',
    'Today holds a calm middle: keep your own rhythm and finish what is in front of you.',
    'Today is balanced: neither a push nor a pause, just a steady walk at your own pace.',
    'Today keeps an easy keel: carry on with what is under way and let it take its time.',
    'Today is a good working day: small, honest progress on one thing that matters.',
    'Today sits in the middle of the stream: follow your routine and notice what it gives back.',
    'Today is plain and useful: tidy one corner of your life and enjoy how it feels.',
    'Today is steady weather: a day to keep promises you have already made.',
  ],
  high: [
    'Today carries a little extra lift: a good day to begin something or share an idea.',
    'Today has a tailwind: use it for one thing you have been meaning to start.',
    'Today is bright and willing: reach out, make, or say the thing you have been holding.',
    'Today opens outward: a good day for a conversation you have been putting off.',
    'Today has spring in it: move your body, then move one plan a step forward.',
    'Today favors a first draft: begin before you feel ready and shape it later.',
    'Today is a day of small yeses: try the new route, the new dish, the new idea.',
    'Today rises easily: spend the lift on something you will be glad of next week.',
  ],
  peak: [
    'Today runs bright and open: choose one thing that matters and give it your best hours.',
    'Today is wide awake: a day for a bold first step, with a pause or two to stay grounded.',
    'Today is full of momentum: point it at one aim rather than spreading it thin.',
    'Today is a high tide: launch the thing, send the message, make the call.',
    'Today burns clear: do the brave thing first, while the light is on your side.',
    'Today is generous: share what you have, and let someone share in your plans.',
    'Today has room for something big: name it out loud and take its first real step.',
    'Today is at full sail: steer toward what you care about and let the rest go by.',
  ],
}

/** What to lean into today (two are shown), by the day's energy. */
export const LEAN_INTO: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Rest, early nights and simple meals',
    'One small task finished well',
    'Quiet time alone or with someone easy to be with',
    'Routines that ask nothing new of you',
    'A warm drink and ten minutes without a screen',
    'Saying no to one thing, kindly',
    'A slow stretch before bed',
  ],
  moderate: [
    'Steady work on what is already under way',
    'Listening closely in conversations',
    'Tidying up loose ends',
    'A walk at your own pace',
    'Keeping a promise you made to yourself',
    'Cooking something simple from scratch',
    'An hour of work with no interruptions',
  ],
  high: [
    'Starting the task you have been circling',
    'Sharing an idea with someone who will enjoy it',
    'Moving your body at a lively pace',
    'Creative work with your phone in another room',
    'Asking the question you have been saving',
    'Trying one thing you have never done',
    'Inviting someone to join a plan',
  ],
  peak: [
    'One bold first step toward something that matters',
    'Generous, specific thanks to the people around you',
    'Big-picture thinking written down in plain words',
    'Making something, start to finish, in one sitting',
    'Leading, when the moment asks for it',
    'A long walk or run somewhere with a view',
    'Saying yes to the invitation that excites you',
  ],
}

/** What to go easy on today (one is shown), by the day's energy. */
export const GO_EASY_ON: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Big decisions and hard conversations',
    'Crowded plans and late evenings',
    'Comparing your pace with anyone else’s',
    'Reading the news last thing at night',
    'Promising more than today can hold',
  ],
  moderate: [
    'Starting three new things at once',
    'Saying yes to everything that is asked of you',
    'Rushing',
    'Checking messages between every task',
    'Judging a quiet day as a wasted one',
  ],
  high: [
    'Overcommitting while the day feels easy',
    'Skipping the pauses between bursts of energy',
    'Speaking before you have listened',
    'Starting more than you can finish this week',
    'Leaving no time to eat properly',
  ],
  peak: [
    'Spreading yourself across too many plans',
    'Promises your ordinary days cannot keep',
    'Forgetting to eat, drink and rest',
    'Deciding for other people',
    'Staying up late to keep the feeling going',
  ],
}

const ENERGY_DAY: Readonly<Record<EnergyLevel, string>> = {
  low: 'a quiet day',
  moderate: 'a steady day',
  high: 'a bright day',
  peak: 'a radiant day',
}

/**
 * The hour's energy in the day's voice (docs/rules/daily-reading.md): the hour in step with the
 * day, or a brighter or quieter hour inside it, never a second imperative against the day's.
 */
export function hourEnergyLine(day: EnergyLevel, hour: EnergyLevel): string {
  const order: readonly EnergyLevel[] = ['low', 'moderate', 'high', 'peak']
  const step = order.indexOf(hour) - order.indexOf(day)
  if (step > 0)
    return `A brighter hour inside ${ENERGY_DAY[day]}: good for one small start, and the day’s pace still holds.`
  if (step < 0)
    return `A quieter hour inside ${ENERGY_DAY[day]}: rest a moment now, and the day’s lift comes back.`
  return `In step with ${ENERGY_DAY[day]}: the hour asks nothing different.`
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
