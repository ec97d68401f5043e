// Luna's words: what she says in each insight state, the notes she prefixes when the field
// has changed (or not) since the last visit, the memory panel's insights and her reading of a
// birth scalar. Symbolic and reflective throughout; every suggestion is safe for anyone.

import type { LunaState } from '../vocabulary.ts'
import type { LunaStateContent, MemoryTexts, TransitionNotes } from './types.ts'

export const LUNA_CONTENT: Readonly<Record<LunaState, LunaStateContent>> = {
  // grounding / chaotic / threshold: the field is far from its centre, steady the person.
  high_deltaUC: {
    messages: [
      "The field is running far from its center today, so I'd like us to begin with something simple: your feet, the floor, one slow breath.",
      "Things feel scattered on the surface today. You don't need to sort all of it, only to find the next steady step.",
      "You're standing at a threshold, and thresholds are noisy places. Let the noise pass through without asking it to make sense yet.",
      'When the reading swings this wide, I look for anchors rather than answers. What is one thing in your day that is reliably yours?',
      'Much is moving at once. Treat today as a day for holding the handrail, not for rebuilding the staircase.',
      'I notice a lot of pull away from your middle. Coming back to it can be as small as softening your shoulders.',
    ],
    suggestions: [
      'Stand with both feet flat on the floor and take five slow breaths.',
      'Write down the three things that matter most today and let the rest wait.',
      'Take a ten-minute walk and name five things you can see along the way.',
      'Hold a warm drink in both hands and sip it slowly, away from any screen.',
      'Clear one small surface at home, such as a desk or a bedside table.',
      'Pick a single task and finish it before you open anything new.',
    ],
    enhanced: {
      insight:
        'Your reading sits well away from the 81 center, which shows a field pulled in several directions at once.',
      guidance:
        'Choose steadiness over speed today: fewer decisions, simpler plans and one grounding habit you repeat.',
      archetype: 'The Keeper of the Threshold',
    },
  },

  // clarifying / crystallizing / emergence: things are settling into form.
  pi_stabilizing: {
    messages: [
      "Something that was loose is beginning to take shape. I can see the outline before the detail, and that's exactly the right order.",
      "Your field is settling like snow after wind. Give it a little quiet and you'll see the pattern underneath.",
      'This is an emergence day: an idea, a choice or a feeling is ready to be named. Try saying it plainly, even if only to yourself.',
      'Clarity rarely arrives all at once. Today it is coming in layers, and each layer is worth writing down.',
      "I sense things finding their form. You needn't force the last piece; it will fit when it is ready.",
      'The reading is close to a clean ratio today, like a string coming into tune. Listen for what sounds right to you.',
    ],
    suggestions: [
      'Finish the sentence "What I now know is…" in your journal.',
      'Sort one drawer or folder so that only what you use remains.',
      'Sit quietly for five minutes and notice which thought keeps returning.',
      'Sketch a simple map of one decision: what you keep, what you change, what you release.',
      "Arrange tomorrow's plans and leave one hour deliberately unscheduled.",
      'Read back through a recent journal page and underline the line that still feels true.',
    ],
    enhanced: {
      insight:
        'Your reading is settling toward a steady ratio, which shows scattered impressions crystallizing into a clearer form.',
      guidance:
        'Name what is emerging in one plain sentence and let that sentence guide your next small choice.',
      archetype: 'The Forming Crystal',
    },
  },

  // dynamic / electric / acceleration: fast, charged momentum.
  kerr_spinning: {
    messages: [
      "There's real momentum in your field today, quick and bright. Let's give it a direction so it carries you rather than spins you.",
      'I can feel the charge in this reading. Ideas may arrive faster than you can catch them, so keep a notebook close.',
      'Acceleration is exciting, and it is also a good reason to check your footing. Move quickly, but choose where you step.',
      'Your energy is spinning outward today. Pour it into one thing you care about and watch how far it travels.',
      'This is an electric kind of day. Enjoy the spark, and remember that pauses belong to every good rhythm.',
      "Everything seems to be speeding up at once. You're allowed to set the pace instead of matching it.",
    ],
    suggestions: [
      'Catch every idea that comes today on a single list, then circle just one.',
      'Put on a song you love and move to it from the first note to the last.',
      'Take a brisk walk and let the final five minutes be slow.',
      'Work with full focus for twenty-five minutes, then stand up and stretch gently.',
      'Send the one message you have been meaning to send.',
      'Before bed, note what you started today and what can wait until tomorrow.',
    ],
    enhanced: {
      insight:
        'Your reading shows a fast, charged spin in the field, with momentum building quicker than usual.',
      guidance: 'Channel the charge into one chosen aim and build in short pauses so the pace stays yours.',
      archetype: 'The Lightning Wheel',
    },
  },

  // flowing / coherent / harmony: ease and coherence.
  balanced_flow: {
    messages: [
      "Your field feels coherent today, its parts moving together. I'd simply enjoy it and let things be easy.",
      'This is a harmony reading. Nothing needs fixing, so notice what is already working and give it your attention.',
      'There is an ease in you today, like a river that has found its bed. Let the day carry some of the weight.',
      'When things line up like this, small kindnesses travel far. Who might you share a little of this calm with?',
      "I don't sense strain in your field today. Follow what feels natural and trust your own timing.",
      'Coherence is quiet and rarely announces itself. Take a moment to notice how it feels, so you can find your way back to it.',
    ],
    suggestions: [
      'Take an unhurried walk with no destination in mind.',
      'Do one kind thing for someone without mentioning it.',
      'Write three lines about what is going well and why.',
      'Listen to a favorite album from beginning to end.',
      'Prepare a simple meal slowly, paying attention to each step.',
      'Spend ten minutes outdoors simply watching the sky or the trees.',
    ],
    enhanced: {
      insight:
        'Your reading rests near its center with little strain, which shows a coherent field whose parts move together.',
      guidance:
        'Keep to your natural rhythm and spend this ease on something you care about, without pushing for more.',
      archetype: 'The Open River',
    },
  },

  // elevated / luminous / peak: a high, steady reading.
  high_scalar_stable: {
    messages: [
      "Your reading is high and steady today, a clear bright note. It's a good moment to look further ahead than usual.",
      'There is a luminous quality to your field today. Let it light up something you have been putting off looking at.',
      'Peaks are for looking out from. Take in the view of your life today, then choose one thing to carry back down.',
      "I see a lot of light in this reading, and it's holding steady. Share some of it; brightness grows when it is passed on.",
      "You're at a high point that isn't wobbling. Use it to set an intention you'll be glad to return to on ordinary days.",
      'Elevation is a gift, and a passing one, which is part of its beauty. Enjoy it fully without needing it to last.',
    ],
    suggestions: [
      'Write down a long-range hope and one small step toward it.',
      'Tell someone specifically what you appreciate about them.',
      'Spend a few quiet minutes on gratitude before the day begins.',
      'Step outside or stand by an open window and take three slow, full breaths.',
      'Begin a sketch, a verse or a melody and leave it unfinished on purpose.',
      "Note today's reading in your journal so you can remember how this felt.",
    ],
    enhanced: {
      insight:
        'Your reading is high and holding steady, which shows an elevated, luminous field with room to see far.',
      guidance:
        'Use this clear view to set one meaningful intention, then write it where you will see it on quieter days.',
      archetype: 'The Summit Lantern',
    },
  },

  // stabilizing / rooted / foundation: a low reading, roots, rest, basics.
  low_scalar_grounding: {
    messages: [
      'Your reading is lower today, and I take that as an invitation to go down into your roots. Rest is part of the work.',
      'This is a foundation day. A good meal, an early night and a tidy corner count for more than grand plans.',
      "A low reading isn't a setback; it's the soil. What you tend quietly now is what grows later.",
      "I'd keep things close and steady today. Stay near what is familiar and let that be enough.",
      'Your field is gathering itself inward. Slow down, take the simple path and let your roots do their quiet work.',
      "There's strength in being rooted. You don't have to reach for anything today; just stand where you are.",
    ],
    suggestions: [
      'Make your bed or tidy one room slowly and with care.',
      'Sit with your back against something solid and breathe slowly for a few minutes.',
      'Trade an hour of screen time tonight for a book and an early night.',
      'Walk somewhere familiar and notice the ground under your feet.',
      'Write down three things that reliably support you.',
      'Water a plant, or spend a few minutes in a garden or park.',
    ],
    enhanced: {
      insight:
        'Your reading sits low and steady, which shows a field drawing inward to rebuild its foundation.',
      guidance: 'Keep today simple and close to the basics, and treat rest and routine as real progress.',
      archetype: 'The Deep Root',
    },
  },
}

export const TRANSITION_NOTES: TransitionNotes = {
  consistent: [
    'Your field remains consistent with your last visit, steady and recognizable.',
    'The field remains consistent since we last met, so we can build on the same ground.',
    'I notice your field remains consistent, holding the same note as before.',
    'Your field remains consistent today, a quiet kind of reliability.',
  ],
  shifted: 'I sense something has shifted since your last visit.',
  pairs: {
    'chaotic->coherent': 'The turbulence of your last visit has settled, and your field now moves as one.',
    'threshold->flowing':
      'Last time you stood at a threshold; today you have stepped through, and things are flowing.',
    'chaotic->crystallizing': 'What felt scattered last time is now taking a clear shape.',
    'electric->coherent': 'The charged speed of your last visit has eased into a calmer, steadier rhythm.',
    'rooted->luminous': 'You were resting in your roots last time, and now your field has risen into light.',
  },
}

export const MEMORY_TEXTS: MemoryTexts = {
  intent: {
    clarity:
      'You have come looking for clarity {n} times; it may help to write down the question that sits beneath all the others.',
    growth:
      'Growth has been your intention {n} times now, which tells me you are ready to keep stretching, gently and at your own pace.',
    healing:
      'You have arrived with healing in mind {n} times, so I would honor that by making room for rest and kindness toward yourself.',
    harmony:
      'Harmony has drawn you here {n} times; balance between your inner and outer life clearly matters to you.',
    generic:
      'You have returned with the same intention {n} times, and that steadiness of purpose is worth noticing.',
  },
  page: {
    compass: 'You have opened the Daily Compass {n} times, so a short check-in seems to suit your rhythm.',
    resonance:
      'You have explored the resonance page {n} times; the codons and their tones seem to speak to you.',
    profile:
      'You have visited your profile {n} times, returning to the question of who you are and how you are changing.',
    calculator:
      'You have used the Scalar Time Calculator {n} times, curious about how the hours and places shape your day.',
  },
  consistency: {
    remarkable:
      'You have come back more than three days in a row, and that kind of steady attention is remarkable.',
    developing:
      'You are building a rhythm of returning, and each visit makes the pattern in your readings easier to see.',
    beginning:
      'Our journey together is just beginning; come back whenever it feels right and we will watch the pattern form.',
  },
  trend: {
    ascending:
      'Your scalar has been rising across your recent readings, a gradual climb toward more expansive days.',
    descending:
      'Your scalar has been easing downward lately, a natural season of drawing inward and tending your roots.',
    stable:
      'Your scalar has held steady across your recent readings, a reliable center you can always return to.',
  },
  /** The same, for readings that lie within a day: they speak of the readings, never of a season. */
  trendWithinDay: {
    ascending: 'Your last readings rose {span}; a few days of readings will show whether the climb holds.',
    descending: 'Your last readings eased lower {span}; a few days of readings will show whether it lasts.',
    stable: 'Your last readings held steady {span}; a few days of readings will show your deeper rhythm.',
  },
  growth:
    'Across {n} interactions you have built a real practice of reflection, and your readings now tell a story that is yours.',
}

export const BIRTH_SCALAR_READINGS: Readonly<Record<'early' | 'middle' | 'late', string>> = {
  early:
    'Your birth scalar comes from the first third of the year, while the number is still close to its 81 starting point. I read it as a seed resonance: quiet, patient and full of beginnings. Your strength shows in how you start things and how you hold steady while they grow.',
  middle:
    'Your birth scalar sits in the middle third of the year, where the number has climbed into the heart of its range. I see a resonance of fullness and connection, at home in the busy center of things. You are a natural bridge between the quiet of beginnings and the clarity of endings.',
  late: 'Your birth scalar comes from the last third of the year, near the top of its rise toward 81.8. It carries a harvest quality: gathered, reflective and good at seeing what truly matters. That sense of completion helps you let go gracefully of whatever is finished.',
}
