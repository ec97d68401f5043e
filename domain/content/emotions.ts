// The emotional check-in's words: 64 feeling descriptors for the slider, rising from the most
// difficult to the most expansive, and the four tiers of 16 they fall into. Gentle and
// non-clinical; nothing here is advice about health.

import type { EmotionalTierContent } from './types.ts'

/** Position n (1-based) is index n - 1. 'Supported' sits at positions 22 and 50 (spec). */
export const EMOTIONAL_DESCRIPTORS: readonly string[] = [
  // 1–16 Challenge/Crisis
  'Overwhelmed',
  'Despairing',
  'Shattered',
  'Panicked',
  'Trapped',
  'Heartbroken',
  'Exhausted',
  'Lost',
  'Isolated',
  'Anxious',
  'Drained',
  'Weary',
  'Frustrated',
  'Fragile',
  'Restless',
  'Uncertain',
  // 17–32 Neutral/Recovery
  'Muted',
  'Tender',
  'Cautious',
  'Neutral',
  'Resting',
  'Supported',
  'Steadying',
  'Settled',
  'Relieved',
  'Accepting',
  'Patient',
  'Calm',
  'Rested',
  'Grounded',
  'Hopeful',
  'Open',
  // 33–48 Active Growth
  'Curious',
  'Willing',
  'Engaged',
  'Encouraged',
  'Capable',
  'Focused',
  'Motivated',
  'Confident',
  'Energized',
  'Purposeful',
  'Creative',
  'Inspired',
  'Empowered',
  'Courageous',
  'Enthusiastic',
  'Flourishing',
  // 49–64 Peak Flow
  'Connected',
  'Supported',
  'Grateful',
  'Joyful',
  'Harmonious',
  'Vibrant',
  'Radiant',
  'Alive',
  'Free',
  'Luminous',
  'Fully Present',
  'Blissful',
  'Awestruck',
  'Transcendent',
  'At One',
  'Boundless',
]

export const EMOTIONAL_TIERS: readonly EmotionalTierContent[] = [
  {
    name: 'Challenge/Crisis',
    summary:
      'This tier holds the heaviest feelings, and naming them honestly is already a steady act; if things feel unmanageable, reaching out to someone you trust or a local helpline is a good and brave step.',
    dailyIntegration:
      'Today the adjustment lowers your baseline a little so the reading meets you where you are. Keep the day small and kind, and let that be enough.',
    recommendations: [
      'Breathe out slowly for a count of six, three times, before anything else.',
      'Tell one person you trust how today really is, even in a single line.',
      'Choose the smallest useful task and let everything else wait.',
      'Step outside for a few minutes of fresh air, or sit by an open window.',
    ],
    influenceByCategory: {
      Fire: 'A Fire archetype may want to push through by force, yet today its courage shows best as the willingness to slow down.',
      Air: 'An Air archetype meets heavy days by thinking them through, and gains most from writing the loop of thoughts down so it can rest.',
      Water:
        'A Water archetype feels this tier deeply and does well to let feelings move through gentle outlets such as journaling or quiet music.',
      Earth:
        'An Earth archetype steadies itself through routine, so a few simple, familiar tasks can serve as its handrail right now.',
    },
  },
  {
    name: 'Neutral/Recovery',
    summary:
      'This tier is a resting ground between storm and sunlight, where energy returns quietly and steadiness matters more than speed.',
    dailyIntegration:
      'Your baseline moves only slightly today, so keep a gentle pace. Treat recovery as real progress rather than as waiting.',
    recommendations: [
      'Keep a regular rhythm today: wake, eat and wind down at familiar times.',
      'Take a slow twenty-minute walk and notice what has changed around you.',
      'Write down one thing that felt a little easier than yesterday.',
      'Stretch gently for five minutes before bed.',
    ],
    influenceByCategory: {
      Fire: 'For a Fire archetype this tier is a bed of banked embers: the spark is there, and it grows best when it is not rushed.',
      Air: 'An Air archetype uses this tier to sort and simplify, letting one clear idea rise above the noise.',
      Water:
        'A Water archetype finds its level here and benefits from calm surroundings that let the surface grow still.',
      Earth:
        'An Earth archetype is at home in recovery, rebuilding steadily through patient, practical care.',
    },
  },
  {
    name: 'Active Growth',
    summary:
      'This tier carries rising energy and willingness, a time when effort feels rewarding and new steps come within reach.',
    dailyIntegration:
      'Today the adjustment lifts your baseline a little, so lean into one meaningful effort. Pair each push with a pause to keep the growth sustainable.',
    recommendations: [
      'Pick one goal for the day and take a concrete step toward it.',
      'Learn something small and new, such as a word, a recipe or a song.',
      'Offer encouragement to someone who is working hard on something.',
      'Note tonight what went well and what you would try differently.',
    ],
    influenceByCategory: {
      Fire: 'A Fire archetype blazes in this tier and shines brightest when it tends one chosen flame rather than lighting many.',
      Air: 'An Air archetype thrives here on conversation and fresh ideas, turning insight into plans that others can join.',
      Water:
        'A Water archetype grows through connection in this tier, letting empathy guide where its energy flows.',
      Earth:
        'An Earth archetype turns this momentum into something lasting, building habits and structures that will hold.',
    },
  },
  {
    name: 'Peak Flow',
    summary:
      'This tier holds the most expansive feelings, when joy, connection and ease arrive together and time seems to move lightly.',
    dailyIntegration:
      'Your baseline rises today to match this brightness. Enjoy it fully, share some of it, and remember that ordinary days carry their own value too.',
    recommendations: [
      'Share your good mood with someone through a call, a note or a small gift.',
      'Spend time in creative play with no goal in mind.',
      'Write down what made today feel this way, so you can find your way back.',
      'Take a slow, appreciative walk and savor whatever catches your eye.',
    ],
    influenceByCategory: {
      Fire: 'A Fire archetype radiates warmth in this tier, and its light stays steadiest when it rests between bursts.',
      Air: "An Air archetype feels boundless here and offers its gift by putting the day's vision into words for others.",
      Water:
        'A Water archetype flows freely in this tier, and its joy deepens when it is shared with the people nearby.',
      Earth:
        'An Earth archetype savors peak days through the senses, grounding the glow in good food, nature and presence.',
    },
  },
]
