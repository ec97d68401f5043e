// Luna's answer to a feeling the visitor said (a check-in or a mood note; docs/rules/luna.md): a
// line of its own that names the feeling and offers one thing to try, matched to the feeling's tier
// (the idea of How We Feel's strategies): grounding for the heaviest feelings, kindness and rest for
// the quiet ones, a direction for rising energy, savoring for the brightest. Plain and safe for
// anyone; nothing here is clinical advice. A heavy theme in the person's words is answered in its
// own words instead (content/themes.ts).
import { feltWord } from '../felt-word.ts'
import { type Suited, suits } from '../suited.ts'

export { feltWord }

/**
 * The strategies of each tier, in the tiers' order (Challenge/Crisis … Peak Flow), each with the
 * parts of the day it suits (docs/rules/one-voice.md): nothing that needs daylight at night.
 */
export const FEELING_STRATEGIES: readonly (readonly Suited[])[] = [
  // Challenge/Crisis: grounding.
  [
    suits(
      'any',
      'Let’s start with your body: press your feet into the floor and let five out-breaths run longer than the breaths in.',
    ),
    suits(
      'any',
      'Look around and name five things you can see and three you can hear. It brings the room back around you.',
    ),
    suits(
      'any',
      'Hold something warm in both hands and let your shoulders drop a little more with each breath out.',
    ),
    suits(
      'any',
      'Put one hand on your chest and one on your belly, and breathe slowly until the lower hand moves more.',
    ),
    suits(
      'morning afternoon evening',
      'Step to a window or outside for two minutes and feel the air on your face before you decide anything.',
    ),
    suits(
      'morning afternoon evening',
      'Drink a glass of water slowly, and let the next hour hold only one small, doable thing.',
    ),
    suits(
      'evening night',
      'Lie down if you can, and let the bed or the floor take your whole weight for a few breaths.',
    ),
    suits('night', 'Dim the lights, and let your breathing slow before you try to think it through.'),
  ],
  // Neutral/Recovery: kindness and rest.
  [
    suits(
      'any',
      'That is a quiet place to be, and it is allowed. Give yourself one small kindness before anything else asks for you.',
    ),
    suits(
      'morning afternoon',
      'Let the hours ahead be gentle: one thing done, one thing rested, and no apology for the pace.',
    ),
    suits(
      'afternoon evening',
      'Notice one thing that feels a little easier than yesterday, and let it count.',
    ),
    suits(
      'morning afternoon evening',
      'Go easy on yourself for the next hour: a warm drink, a message to someone kind, a short rest.',
    ),
    suits(
      'any',
      'Recovery is work too. Keep your rhythm simple and let your energy come back in its own time.',
    ),
    suits(
      'morning afternoon',
      'Take five slow minutes for yourself now, before you return to what the day wants.',
    ),
    suits('evening', 'Let the evening be soft: nothing more is needed from you now.'),
    suits('night', 'Rest is the right answer at this hour. Let sleep do the mending.'),
  ],
  // Active Growth: a direction for the energy.
  [
    suits(
      'morning afternoon',
      'Put that energy into one thing you care about, and write down its first step before you begin.',
    ),
    suits(
      'morning afternoon',
      'Use it while it is here: pick the task you have been circling and give it twenty focused minutes.',
    ),
    suits(
      'morning afternoon evening',
      'Share it: tell someone what you are working toward, so the momentum has company.',
    ),
    suits(
      'morning afternoon',
      'Choose one aim for the hours ahead and let the smaller things wait their turn.',
    ),
    suits(
      'morning afternoon',
      'Move a little first, a brisk walk or a stretch, then bring that lift to your work.',
    ),
    suits(
      'morning afternoon evening',
      'Learn one new thing on purpose, however small, and notice how it feels to grow.',
    ),
    suits('evening night', 'Write down what you want to carry forward, so it is waiting for you next time.'),
    suits('night', 'Let that good energy settle into rest; it keeps better than you think.'),
  ],
  // Peak Flow: savoring.
  [
    suits(
      'any',
      'Stay with it for a moment: notice where you feel it in your body, and let it last a breath longer.',
    ),
    suits(
      'any',
      'Savor it: write a few words about what made this feeling, so you can find your way back to it.',
    ),
    suits(
      'morning afternoon evening',
      'Tell someone about it. Good feelings grow when they are shared out loud.',
    ),
    suits(
      'morning afternoon evening',
      'Take a slow look around and let one ordinary thing be beautiful for a minute.',
    ),
    suits('morning afternoon evening', 'Thank someone who had a part in this, specifically.'),
    suits('any', 'Let this be enough for now: no need to spend it, only to enjoy it.'),
  ],
]

/** "You said you feel anxious." The descriptor as the visitor chose it, in a sentence. */
export function saidFeeling(descriptor: string): string {
  return `You said you feel ${feltWord(descriptor)}.`
}

/** Which way a check-in moved today's baseline. */
export type CheckInDirection = 'down' | 'up' | 'same'

export function checkInDirection(baseline: number, newBaseline: number): CheckInDirection {
  return newBaseline < baseline ? 'down' : newBaseline > baseline ? 'up' : 'same'
}

const CHECK_IN_MOVED: Readonly<Record<CheckInDirection, string>> = {
  down: 'Today’s baseline moves down a little until midnight, so the day’s reading meets you where you are.',
  up: 'Today’s baseline moves up a little until midnight, to meet the lift you feel.',
  same: 'Today’s baseline stays where it is: a middle feeling leaves it as it was.',
}

/**
 * A language's words of checkInSentence (domain/content/<locale>/said-feeling.ts): the feeling said
 * as a whole sentence (by the English descriptor), and each way the baseline moved.
 */
export interface CheckInWords {
  said: (descriptor: string) => string | undefined
  moved: Readonly<Record<CheckInDirection, string>>
}

/**
 * What a check-in did, in a sentence (docs/rules/emotional-check-in.md): the feeling named, and
 * which way today's baseline moved, until midnight; in English, or in the language of `words`.
 */
export function checkInSentence(
  descriptor: string,
  baseline: number,
  newBaseline: number,
  words?: CheckInWords,
): string {
  const way = checkInDirection(baseline, newBaseline)
  const said = words?.said(descriptor)
  return words && said ? `${said} ${words.moved[way]}` : `${saidFeeling(descriptor)} ${CHECK_IN_MOVED[way]}`
}
