// The clarity lines (docs/rules/compass.md): four for each clarity type, one of which the compass
// shows for the type the visitor picked (domain/clarity.ts). Apart from guidance.ts, so that the
// compass screen does not load the time phases' and the field's words.
import type { ClarityType } from '../vocabulary.ts'

export const CLARITY_GUIDANCE: Readonly<Record<ClarityType, readonly [string, string, string, string]>> = {
  mental: [
    'Write down the one question your mind keeps returning to, and let the page hold it for a while.',
    'Give a single thing your full attention for twenty minutes before checking anything else.',
    'Clear a small space on your desk and notice how your thinking follows.',
    'Explain an idea out loud in simple words, as if to a curious friend.',
  ],
  emotional: [
    'Name the feeling that is strongest right now, without needing to change it.',
    'Let a favorite song match your mood first, then choose one that lifts it a little.',
    'Write a few honest lines to someone you miss, whether or not you ever send them.',
    'Notice whose company feels easy today and spend a little more time there.',
  ],
  physical: [
    'Stand up, stretch your arms wide and let your shoulders drop on the out-breath.',
    'Walk a few unhurried steps, even just across the room, and match them to an easy, even count.',
    'Set your feet flat on the floor and notice every place your body is supported.',
    'Move gently for a few minutes to music you enjoy, in whatever way feels good.',
  ],
  spiritual: [
    'Sit in stillness for three minutes and listen for the quietest sound around you.',
    'Look out of a window for a moment, at the sky or the street, and remember how wide the world is around you.',
    'Do one kindness as an offering, with no need for thanks.',
    'Name three moments from the last day that felt meaningful, however small.',
  ],
}
