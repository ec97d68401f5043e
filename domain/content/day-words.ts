// The words that speak of the day (docs/rules/one-voice.md): the headline, what to lean into and go
// easy on, the day's focus and the intention, by the day's energy and written for each part of the
// day (a radiant day's morning says "do the brave thing first"; its evening says "spend what is left
// of it on people you love"). Plain, second-person, symbolic; no number appears here.
import type { PartOfDay } from '../dates.ts'
import type { Theme } from '../heard.ts'
import { type Suited, suits } from '../suited.ts'

type EnergyLevel = 'low' | 'moderate' | 'high' | 'peak'

/**
 * One sentence for the day, by its energy and the part of the day (five each, walked in the
 * visitor's own order so the same one never comes two days running). Night's speak of "your day",
 * true on either side of midnight, and ask for nothing but rest.
 */
export const DAY_HEADLINES: Readonly<Record<EnergyLevel, Readonly<Record<PartOfDay, readonly string[]>>>> = {
  low: {
    morning: [
      'Today asks for less: start slowly, and let small, kind steps be the whole plan.',
      'Today is a slow tide: keep the morning light and let rest count as progress.',
      'Today leans inward: tend to the basics first and let bigger decisions wait a day.',
      'Today is a day for shelter: fewer plans, warmer hours, and nothing you must prove.',
      'Today moves at a walking pace: choose one thing for the morning and let that be plenty.',
    ],
    afternoon: [
      'Today asks for less: if the afternoon feels heavy, that is the day speaking, not a failing.',
      'Today is a slow tide: trim the afternoon’s list to what truly needs you.',
      'Today leans inward: a quiet hour now will do more than a push.',
      'Today is low water: notice what you need before you give anything more away.',
      'Today rests between waves: let the afternoon recover what the last days used up.',
    ],
    evening: [
      'Today asks for less, and the evening can give it: a simple meal, a soft light, an early stop.',
      'Today is a slow tide: let the evening be warm and unhurried.',
      'Today leans inward: close it gently, with nothing left to prove.',
      'Today is low water: let the evening refill you before anything else.',
      'Today rests between waves: let the evening finish the resting.',
    ],
    night: [
      'Your day reads quiet and inward: at this hour, sleep is the kindest plan.',
      'Your day is a slow tide: let this hour be for rest, and leave the lists for later.',
      'Your day asks for less: dim the lights and let your body have the rest it is asking for.',
      'Your day is low water: nothing needs deciding now, only resting.',
      'Your day rests between waves: let sleep do its quiet work.',
    ],
  },
  moderate: {
    morning: [
      'Today is even and steady: a good day for ordinary things done with care.',
      'Today holds a calm middle: keep your own rhythm and start with what is in front of you.',
      'Today is a good working day: pick one thing that matters and make honest progress on it.',
      'Today is steady weather: a day to keep promises you have already made.',
      'Today keeps an easy keel: carry on with what is under way and let it take its time.',
    ],
    afternoon: [
      'Today is even and steady: keep the afternoon’s pace and finish what is in front of you.',
      'Today holds a calm middle: neither a push nor a pause, just the next useful thing.',
      'Today is plain and useful: tidy one corner of your life and enjoy how it feels.',
      'Today sits in the middle of the stream: follow your routine and notice what it gives back.',
      'Today is steady weather: a good afternoon to keep a promise you made.',
    ],
    evening: [
      'Today is even and steady: let the evening keep that easy pace.',
      'Today holds a calm middle: finish one small thing, then let the rest be.',
      'Today is a good working day: close it with something simple that you enjoy.',
      'Today keeps an easy keel: an ordinary evening, done with care, is plenty.',
      'Today is steady weather: notice one thing it gave you before you rest.',
    ],
    night: [
      'Your day reads even and steady: let this hour be for rest, and trust it to hold.',
      'Your day holds a calm middle: nothing needs starting now; sleep keeps the rhythm.',
      'Your day keeps an easy keel: put the last thoughts down and let the hour be quiet.',
      'Your day is steady weather: at this hour, the steadiest thing is rest.',
      'Your day sits in the middle of the stream: let sleep carry you, with nothing left to do.',
    ],
  },
  high: {
    morning: [
      'Today carries a little extra lift: a good morning to begin something or share an idea.',
      'Today has a tailwind: use the morning for one thing you have been meaning to start.',
      'Today is bright and willing: reach out, make, or say the thing you have been holding.',
      'Today favors a first draft: begin before you feel ready and shape it later.',
      'Today has spring in it: move your body, then move one plan a step forward.',
    ],
    afternoon: [
      'Today carries a little extra lift: spend the afternoon on a conversation you have been putting off.',
      'Today has a tailwind: there is still time to move one plan a real step forward.',
      'Today is a day of small yeses: try the new route, the new dish, the new idea.',
      'Today opens outward: a good afternoon to share what you are working on.',
      'Today rises easily: spend the lift on something you will be glad of next week.',
    ],
    evening: [
      'Today carries a little extra lift: let the evening turn it into good company or a good meal.',
      'Today has a tailwind: note what it moved forward, and let the evening be easy.',
      'Today is bright and willing: call someone you like, then let the day wind down.',
      'Today opens outward: an evening with people you enjoy suits it well.',
      'Today rises easily: jot down the idea it gave you, so it keeps until you need it.',
    ],
    night: [
      'Your day reads bright and willing: if ideas keep you up, write them down and let them wait.',
      'Your day has a tailwind, and good ideas keep: let this hour be quiet.',
      'Your day carries a little extra lift: spend it now on winding down well.',
      'Your day rises easily: a bright mind can rest too, so dim the screens and let it.',
      'Your day is bright and willing: end it kindly, with one thing you are glad of.',
    ],
  },
  peak: {
    morning: [
      'Today runs bright and open: choose one thing that matters and give it your best hours.',
      'Today is wide awake: a day for a bold first step, with a pause or two to stay grounded.',
      'Today is a high tide: launch the thing, send the message, make the call.',
      'Today burns clear: do the brave thing first, while the morning is on your side.',
      'Today has room for something big: name it out loud and take its first real step.',
    ],
    afternoon: [
      'Today runs bright and open: there is time left to give one thing your full attention.',
      'Today is full of momentum: point the afternoon at one aim rather than spreading it thin.',
      'Today is generous: share what you have, and let someone share in your plans.',
      'Today is at full sail: steer toward what you care about and let the rest go by.',
      'Today is a high tide: if a message or a call matters, this afternoon is a good time for it.',
    ],
    evening: [
      'Today runs bright and open: spend what is left of it on people you love.',
      'Today is full of momentum: write down what it started, then let the evening be calm.',
      'Today is generous: give some of its glow to someone at your table or on the phone.',
      'Today is at full sail: bring it into harbor gently, with a good meal and an early stop.',
      'Today burns clear: celebrate one thing it gave you, then begin to wind down.',
    ],
    night: [
      'Your day reads radiant: at this hour, the bravest thing is a good rest.',
      'Your day is full of momentum: let it rest with you; plans made now keep until you wake.',
      'Your day runs bright and open: write down what is buzzing, then let sleep have the rest.',
      'Your day is at full sail: drop anchor, rest, and let the wind wait.',
      'Your day is generous: let some of that warmth go to yourself, and rest.',
    ],
  },
}

/** What to lean into (two are shown), by the day's energy, each for the parts of the day it suits. */
export const LEAN_INTO: Readonly<Record<EnergyLevel, readonly Suited[]>> = {
  low: [
    suits('morning afternoon evening', 'Rest, simple meals and an early night'),
    suits('morning afternoon', 'One small task finished well'),
    suits('any', 'Quiet time alone or with someone easy to be with'),
    suits('morning afternoon evening', 'Routines that ask nothing new of you'),
    suits('any', 'A warm drink and ten minutes without a screen'),
    suits('morning afternoon evening', 'Saying no to one thing, kindly'),
    suits('evening night', 'A slow stretch before bed'),
    suits('evening night', 'Lights down low and the phone in another room'),
    suits('night', 'Sleep, as much as your body asks for'),
    suits('evening night', 'A warm shower and clean sheets'),
    suits('morning', 'A slow breakfast, sitting down'),
    suits('afternoon', 'A short rest after lunch, even ten minutes'),
  ],
  moderate: [
    suits('morning afternoon', 'Steady work on what is already under way'),
    suits('morning afternoon evening', 'Listening closely in conversations'),
    suits('morning afternoon evening', 'Tidying up loose ends'),
    suits('morning afternoon', 'A walk at your own pace'),
    suits('morning afternoon evening', 'Keeping a promise you made to yourself'),
    suits('morning afternoon evening', 'Cooking something simple from scratch'),
    suits('morning afternoon', 'An hour of work with no interruptions'),
    suits('evening night', 'A good book and an ordinary bedtime'),
    suits('evening', 'Writing the next day’s first task on a note'),
    suits('evening', 'Putting things back where they belong'),
    suits('evening night', 'Letting your thoughts settle before sleep'),
    suits('evening night', 'A quiet hour with the lights low'),
    suits('any', 'Quiet time with someone easy to be with'),
    suits('morning', 'A calm, unhurried breakfast'),
  ],
  high: [
    suits('morning afternoon', 'Starting the task you have been circling'),
    suits('morning afternoon evening', 'Sharing an idea with someone who will enjoy it'),
    suits('morning afternoon', 'Moving your body at a lively pace'),
    suits('morning afternoon evening', 'Creative work with your phone in another room'),
    suits('morning afternoon evening', 'Asking the question you have been saving'),
    suits('morning afternoon', 'Trying one thing you have never done'),
    suits('morning afternoon evening', 'Inviting someone to join a plan'),
    suits('evening', 'Good company and a good meal'),
    suits('evening night', 'Writing down the ideas that are still buzzing'),
    suits('evening night', 'Music you love while you unwind'),
    suits('evening night', 'Gentle stretching to let the energy settle'),
    suits('evening night', 'A cup of something warm and caffeine-free'),
  ],
  peak: [
    suits('morning afternoon', 'One bold first step toward something that matters'),
    suits('morning afternoon evening', 'Generous, specific thanks to the people around you'),
    suits('morning afternoon evening', 'Big-picture thinking written down in plain words'),
    suits('morning afternoon', 'Making something, start to finish, in one sitting'),
    suits('morning afternoon', 'Leading, when the moment asks for it'),
    suits('morning afternoon', 'A long walk or run while it is light'),
    suits('morning afternoon evening', 'Saying yes to the invitation that excites you'),
    suits('evening', 'Celebrating something small with someone you love'),
    suits('evening night', 'A few lines about what the day stirred in you'),
    suits('night', 'Letting the buzz settle with slow breathing'),
    suits('evening night', 'A warm bath or shower to bring the energy down'),
    suits('evening night', 'Telling someone close what made the day so good'),
  ],
}

/** What to go easy on (one is shown), by the day's energy, each for the parts of the day it suits. */
export const GO_EASY_ON: Readonly<Record<EnergyLevel, readonly Suited[]>> = {
  low: [
    suits('any', 'Big decisions and hard conversations'),
    suits('morning afternoon evening', 'Crowded plans and late nights'),
    suits('any', 'Comparing your pace with anyone else’s'),
    suits('evening night', 'Reading the news just before sleep'),
    suits('morning afternoon', 'Promising more than the day can hold'),
    suits('night', 'Scrolling when you could be sleeping'),
    suits('afternoon evening', 'Coffee late in the day'),
    suits('morning', 'A to-do list longer than the morning'),
  ],
  moderate: [
    suits('morning afternoon', 'Starting three new things at once'),
    suits('morning afternoon evening', 'Saying yes to everything that is asked of you'),
    suits('morning afternoon evening', 'Rushing'),
    suits('morning afternoon', 'Checking messages between every task'),
    suits('afternoon evening night', 'Judging a quiet day as a wasted one'),
    suits('evening night', 'One more episode when you are already tired'),
    suits('night', 'Replaying conversations in bed'),
  ],
  high: [
    suits('morning afternoon', 'Overcommitting while the day feels easy'),
    suits('morning afternoon', 'Skipping the pauses between bursts of energy'),
    suits('morning afternoon evening', 'Speaking before you have listened'),
    suits('morning afternoon', 'Starting more than you can finish this week'),
    suits('morning afternoon evening', 'Leaving no time to eat properly'),
    suits('evening night', 'Starting a new project this late'),
    suits('night', 'Screens in bed'),
    suits('evening night', 'Staying up to ride the energy'),
  ],
  peak: [
    suits('morning afternoon', 'Spreading yourself across too many plans'),
    suits('morning afternoon evening', 'Promises your ordinary days cannot keep'),
    suits('morning afternoon evening', 'Forgetting to eat, drink and rest'),
    suits('morning afternoon evening', 'Deciding for other people'),
    suits('evening night', 'Staying up to keep the feeling going'),
    suits('night', 'Big decisions made when you could be sleeping'),
    suits('night', 'Answering messages in bed'),
  ],
}

/** The day's focus (Today's card), by its energy: words about the day, true at any hour. */
export const DAY_FOCUS: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Rest and small kindnesses',
    'Looking after the basics',
    'Being gentle with yourself',
    'Keeping things simple',
  ],
  moderate: [
    'Steady, ordinary progress',
    'Your own rhythm',
    'Finishing what is under way',
    'Keeping your promises',
  ],
  high: ['Following what lifts you', 'Sharing your ideas', 'Openness to new things', 'Creative momentum'],
  peak: [
    'One thing that matters',
    'Generosity with your energy',
    'Courage, well aimed',
    'Big-picture clarity',
  ],
}

/**
 * The intention ("Today, I…"), by the day's energy: true at any hour of that day, and in the day's
 * own voice (never "small steps" on a radiant day, never "a bold step" on a quiet one).
 */
export const DAY_INTENTIONS: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Today, I let rest count as progress and keep my promises small.',
    'Today, I move slowly, tend what is close to me and trust that gentle is enough.',
    'Today, I give myself the care I would give a tired friend.',
  ],
  moderate: [
    'Today, I keep faith with my own rhythm and let small things be done well.',
    'Today, I do the next useful thing with care, and let that be enough.',
    'Today, I keep my own pace and notice what it gives back.',
  ],
  high: [
    'Today, I give my extra spark to one thing that matters and let the rest wait its turn.',
    'Today, I say yes to what lifts me and share it with someone.',
    'Today, I follow my lift where it leads, with a pause now and then.',
  ],
  peak: [
    'Today, I spend my brightness on what I care about most and let the rest go by.',
    'Today, I meet my energy with one clear aim and a generous heart.',
    'Today, I let the day’s light carry one brave, well-chosen thing.',
  ],
}

/** The intention of a day whose words carried a theme: it answers what the person said. */
export const THEME_INTENTIONS: Readonly<Record<Theme, string>> = {
  crisis: 'Today, I reach out and let someone help me carry this.',
  grief: 'Today, I let grief be as big as it is, and let others be kind to me.',
  illness: 'Today, I let my body mend and ask for the help I need.',
  conflict: 'Today, I give hard feelings time before I answer them.',
  exhaustion: 'Today, I put rest first and let everything else wait its turn.',
  worry: 'Today, I hold what is mine to hold and set the rest down.',
  loneliness: 'Today, I reach toward one person, even with a small hello.',
  pride: 'Today, I let what I did count, and enjoy it.',
  gratitude: 'Today, I notice what helps me and say thank you for it.',
  joy: 'Today, I let the good things be good, without hurrying past them.',
  love: 'Today, I let the people who matter know that they do.',
}
