// Luna's answer to a feeling the visitor said (a check-in or a mood note; docs/rules/luna.md): a
// line of its own that names the feeling and offers one thing to try, matched to the feeling's tier
// (the idea of How We Feel's strategies): grounding for the heaviest feelings, kindness and rest for
// the quiet ones, a direction for rising energy, savoring for the brightest. Plain and safe for
// anyone; nothing here is clinical advice, and the lowest tier's support note stays beside it.

/** The strategies of each tier, in the tiers' order (Challenge/Crisis … Peak Flow). */
export const FEELING_STRATEGIES: readonly (readonly string[])[] = [
  // Challenge/Crisis: grounding.
  [
    'Let’s start with your body: press your feet into the floor and let five out-breaths run longer than the breaths in.',
    'Look around and name five things you can see and three you can hear. It brings the room back around you.',
    'Hold something warm in both hands and let your shoulders drop a little more with each breath out.',
    'Put one hand on your chest and one on your belly, and breathe slowly until the lower hand moves more.',
    'Step to a window or outside for two minutes and feel the air on your face before you decide anything.',
    'Drink a glass of water slowly, and let the next hour hold only one small, doable thing.',
  ],
  // Neutral/Recovery: kindness and rest.
  [
    'That is a quiet place to be, and it is allowed. Give yourself one small kindness before the day asks for more.',
    'Let today be gentle: one thing done, one thing rested, and no apology for the pace.',
    'Notice one thing that feels a little easier than yesterday, and let it count.',
    'Go easy on yourself for the next hour: a short walk, a warm drink, a message to someone kind.',
    'Recovery is work too. Keep your rhythm simple and let your energy come back in its own time.',
    'Take five slow minutes for yourself now, before you return to what the day wants.',
  ],
  // Active Growth: a direction for the energy.
  [
    'Put that energy into one thing you care about, and write down its first step before you begin.',
    'Use it while it is here: pick the task you have been circling and give it twenty focused minutes.',
    'Share it: tell someone what you are working toward, so the momentum has company.',
    'Choose one aim for the rest of the day and let the smaller things wait their turn.',
    'Move a little first, a brisk walk or a stretch, then bring that lift to your work.',
    'Learn one new thing on purpose today, however small, and notice how it feels to grow.',
  ],
  // Peak Flow: savoring.
  [
    'Stay with it for a moment: notice where you feel it in your body, and let it last a breath longer.',
    'Savor it: write a few words about what made this feeling, so you can find your way back to it.',
    'Tell someone about it. Good feelings grow when they are shared out loud.',
    'Take a slow look around and let one ordinary thing be beautiful for a minute.',
    'Thank someone who had a part in this, specifically and today.',
    'Let this be enough for now: no need to spend it, only to enjoy it.',
  ],
]

/** "You said you feel anxious." The descriptor as the visitor chose it, in a sentence. */
export function saidFeeling(descriptor: string): string {
  return `You said you feel ${descriptor.toLowerCase()}.`
}

/**
 * What a check-in did, in a sentence (docs/rules/emotional-check-in.md): the feeling named, and
 * which way today's baseline moved, until midnight.
 */
export function checkInSentence(descriptor: string, baseline: number, newBaseline: number): string {
  const moved =
    newBaseline < baseline
      ? 'Today’s baseline moves down a little until midnight, so the day’s reading meets you where you are.'
      : newBaseline > baseline
        ? 'Today’s baseline moves up a little until midnight, to meet the lift you feel.'
        : 'Today’s baseline stays where it is: a middle feeling moves nothing.'
  return `${saidFeeling(descriptor)} ${moved}`
}
