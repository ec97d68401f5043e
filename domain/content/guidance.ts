// The words of the daily compass and the time-window calculator: window phases, the hour's focus and
// recommendations, planetary weather, clarity guidance, location effects and energy labels. The
// day's words are content/day-words.ts, the hour's against the day content/hour-words.ts.
// The rules that pick among them (by phase, awareness band, K-index, scalar) live in code.

import { suits } from '../suited.ts'
import type { KIndexBand, WindowPhase } from '../vocabulary.ts'
import type { TimePhaseContent } from './types.ts'

export const TIME_PHASE_CONTENT: Readonly<Record<WindowPhase, TimePhaseContent>> = {
  'Echo Chamber': {
    description:
      'The Echo Chamber is the window where your reading sits close to your own baseline, so the day tends to mirror back whatever you bring into it.',
    // The hour's focus ("Focus for now"), each for the parts of the day it suits
    // (docs/rules/one-voice.md); the day's own focus is by the day's energy (content/day-words.ts).
    primaryFocus: [
      suits('any', 'Listening for what repeats'),
      suits('any', 'Steadying familiar rhythms'),
      suits('any', 'Noticing your own tone'),
    ],
    recommendations: [
      suits('any', 'Notice which thought returns most often and write it down once.'),
      suits('morning afternoon evening', 'Keep one small routine exactly the way you like it.'),
      suits('any', 'Speak to yourself the way you would speak to a good friend.'),
      suits(
        'morning afternoon evening',
        'Choose one conversation in which you listen without planning your reply.',
      ),
      suits('morning afternoon', 'Finish one small thing you started earlier in the week.'),
      suits('any', 'Play a piece of music you know by heart and hear it as if for the first time.'),
      suits('evening', 'Let the evening follow its usual, comfortable order.'),
      suits('night', 'If you are awake, breathe slowly and let familiar sounds settle you.'),
    ],
    // For the evening and the night, when a band's own actions need daylight or a start of day.
    quietHours: [
      suits('evening night', 'Let the room go quiet and notice the sounds that are always there.'),
      suits('evening', 'Lay out what you will need for the next day, then let the thought of it go.'),
      suits('evening night', 'Breathe slowly and let a familiar song carry you toward rest.'),
    ],
    suggestedActions: {
      clouded: [
        suits('any', 'Sit somewhere comfortable and count ten slow breaths, nothing more.'),
        suits('any', 'Drink a glass of water slowly while you look around the room you are in.'),
        suits(
          'morning afternoon evening',
          'Tidy one surface you see every day, such as a desk or a bedside table.',
        ),
      ],
      normal: [
        suits(
          'afternoon evening night',
          'Write three lines about what felt familiar today and whether you welcomed it.',
        ),
        suits(
          'morning afternoon',
          'Take a ten-minute walk on a route you know well and spot one thing you had missed.',
        ),
        suits('morning afternoon evening', 'Answer a message you have been meaning to return.'),
      ],
      heightened: [
        suits('any', 'Journal on the question: which of my habits still sounds like me?'),
        suits(
          'morning afternoon evening',
          'Hum a single steady note for a minute and listen to how it settles in the room.',
        ),
        suits('any', 'Read back an old journal page and mark one sentence you still agree with.'),
      ],
      peak: [
        suits(
          'any',
          'Spend five minutes in stillness, letting each passing thought go without following it.',
        ),
        suits('any', 'Write a short letter to yourself a year from now describing what you chose to keep.'),
        suits(
          'morning afternoon evening',
          'Thank someone close to you for a kindness they repeat without being asked.',
        ),
      ],
    },
  },
  'Resonance Ascendancy': {
    description:
      'Resonance Ascendancy is the window where your reading rises above your baseline, a symbolic lift that favors beginnings, expression and generosity.',
    // The hour's focus ("Focus for now"), each for the parts of the day it suits
    // (docs/rules/one-voice.md); the day's own focus is by the day's energy (content/day-words.ts).
    primaryFocus: [
      suits('morning afternoon', 'Beginning something new'),
      suits('morning afternoon evening', 'Sharing your ideas'),
      suits('morning afternoon evening', 'Following creative momentum'),
      suits('evening night', 'Catching ideas without chasing them'),
      suits('night', 'Letting a bright mind settle'),
    ],
    recommendations: [
      suits('morning afternoon', 'Start the task you have been circling, even if only for fifteen minutes.'),
      suits('morning afternoon evening', 'Share an idea with someone who will enjoy hearing it.'),
      suits('morning afternoon', 'Put on music that lifts you and let it set your pace for a while.'),
      suits('any', 'Write one ambition in plain words and keep the note where you will see it.'),
      suits(
        'morning afternoon',
        'Pair your energy with rest by pausing for a few breaths between bursts of activity.',
      ),
      suits('morning afternoon evening', 'Offer a compliment that is specific and true.'),
      suits('night', 'Jot down the ideas that arrive, and let them wait until you wake.'),
      suits('evening night', 'Let a lively mind unwind with a slow, favorite song.'),
    ],
    // For the evening and the night, when a band's own actions need daylight or a start of day.
    quietHours: [
      suits('evening night', 'Write down the idea that keeps you awake, so it can wait until you wake.'),
      suits('evening night', 'Let a lively mind wind down with a few slow stretches.'),
      suits('evening night', 'Say goodnight to someone and name one thing you look forward to.'),
    ],
    suggestedActions: {
      clouded: [
        suits('morning afternoon evening', 'Open a window, stand tall and take five unhurried breaths.'),
        suits('morning afternoon', 'Pick the smallest step of a plan and do only that.'),
        suits('any', 'Put on one song you love and listen all the way to the end.'),
      ],
      normal: [
        suits('morning afternoon evening', 'Sketch or jot the first outline of something you want to make.'),
        suits(
          'morning afternoon',
          'Walk around the block at a lively, comfortable pace and let your thoughts run ahead of you.',
        ),
        suits(
          'morning afternoon evening',
          'Send a note of encouragement to someone who is starting something of their own.',
        ),
      ],
      heightened: [
        suits('any', 'Fill a page with ideas without judging any of them, then circle the one that glows.'),
        suits('any', 'Stretch gently with your arms overhead and name one thing you are ready to grow into.'),
        suits(
          'morning afternoon',
          'Invite a friend into a small shared project, such as cooking a meal together.',
        ),
      ],
      peak: [
        suits(
          'morning afternoon',
          'Give an hour to the creative work that matters most to you, with your phone in another room.',
        ),
        suits('any', 'Write a short statement of intention for the season ahead and read it aloud once.'),
        suits(
          'morning afternoon evening',
          'Do a quiet kindness for someone without telling anyone about it.',
        ),
      ],
    },
  },
  'Volatility Field': {
    description:
      'The Volatility Field is the window where your reading dips below your baseline, a symbolic tide that asks for slowness, simplicity and steady ground.',
    // The hour's focus ("Focus for now"), each for the parts of the day it suits
    // (docs/rules/one-voice.md); the day's own focus is by the day's energy (content/day-words.ts).
    primaryFocus: [
      suits('any', 'Finding steady ground'),
      suits('morning afternoon evening', 'Simplifying what is left to do'),
      suits('any', 'Being gentle with change'),
      suits('evening night', 'Winding down gently'),
    ],
    recommendations: [
      suits('morning afternoon', 'Keep plans light and leave some room between commitments.'),
      suits(
        'morning afternoon',
        'Choose one anchor for the hours ahead, such as a walk, a meal or a call, and protect it.',
      ),
      suits('any', 'Let decisions that can wait rest until you feel more settled.'),
      suits(
        'morning afternoon evening',
        'Rest your feet flat on the floor whenever you sit down and feel the support beneath you.',
      ),
      suits(
        'morning afternoon evening',
        'Clear one small corner of your space so the eye has somewhere calm to land.',
      ),
      suits(
        'morning afternoon evening',
        'Lower the bar for what counts as a good day and let that be enough.',
      ),
      suits('evening', 'Dim the lights an hour before sleep and let the evening slow down.'),
      suits('night', 'Lie still, breathe out slowly, and let the bed hold you.'),
      suits('evening night', 'Keep the lights low and the screens away while you settle.'),
    ],
    // For the evening and the night, when a band's own actions need daylight or a start of day.
    quietHours: [
      suits('evening night', 'Lie down and let each breath out run longer than the breath in.'),
      suits('evening night', 'Dim the lights and let one small comfort be enough for now.'),
      suits('evening night', 'Put the worries on paper and close the notebook until you are rested.'),
    ],
    suggestedActions: {
      clouded: [
        suits('any', 'Place both hands on your belly and breathe slowly for one minute.'),
        suits('any', 'Wrap yourself in something soft and sit quietly for a few minutes.'),
        suits('morning afternoon evening', 'Put away three things that are out of place and stop there.'),
      ],
      normal: [
        suits('morning afternoon', 'Walk slowly outdoors for ten minutes and name five things you can see.'),
        suits(
          'morning afternoon evening',
          'List what is in your hands today and what is not, in two short columns.',
        ),
        suits('any', 'Roll your shoulders and stretch your neck gently, moving only as far as feels easy.'),
      ],
      heightened: [
        suits(
          'any',
          'Write down what feels unsettled, then one small thing that would help you feel steadier.',
        ),
        suits('any', 'Listen to a slow piece of music with your eyes closed and follow a single instrument.'),
        suits('any', 'Stand still for two minutes and notice the ground holding your weight.'),
      ],
      peak: [
        suits(
          'any',
          'Sit in stillness for ten minutes and watch your inner weather change without trying to fix it.',
        ),
        suits('any', 'Journal about a past change you came through and what carried you.'),
        suits(
          'morning afternoon evening',
          'Reach out to someone who may be having a harder day than you and simply ask how they are.',
        ),
      ],
    },
  },
}

export const COSMIC_WEATHER: Readonly<Record<KIndexBand, string>> = {
  quiet: 'The planetary field is calm and even, like a still lake under a clear night sky.',
  active:
    "The geomagnetic field is stirring a little, a light breeze moving across the planet's magnetic shell.",
  storm:
    'A geomagnetic storm is rolling through the high atmosphere, the kind of weather that paints auroras near the poles.',
  severe:
    "The planet's magnetic field is in a rare, wild mood, a grand spectacle overhead and a symbolic nudge to keep your own rhythm simple.",
}

export const SCHUMANN_QUALITY: Readonly<Record<KIndexBand, string>> = {
  quiet: 'Clear and steady',
  active: 'Gently rippling',
  storm: 'Stirred',
  severe: 'Wild and bright',
}

export const SYMBOLIC_EFFECTS: Readonly<{ auto: string; manual: string; global: string }> = {
  // 'auto' is a detected place or, when none could be found, the device's time zone: the text holds for both.
  auto: 'Your local time lends the reading its hour, so the window follows the time of day where you actually are.',
  manual:
    'The place you chose sets the local hour of the reading, letting you explore the window as it would unfold from there.',
  global:
    'With no location set, the reading takes a shared, planet-wide view of the day rather than the hour of any one place.',
}

export const ENERGY_LEVEL_LABELS: Readonly<Record<'low' | 'moderate' | 'high' | 'peak', string>> = {
  low: 'Low — restful',
  moderate: 'Moderate — steady',
  high: 'High — bright',
  peak: 'Peak — radiant',
}
