// Luna's words: what she says in each insight state, the notes she prefixes when the field
// has changed (or not) since the last visit, the memory panel's insights and her reading of a
// birth scalar. Symbolic and reflective throughout; every suggestion is safe for anyone.
// Each state has 14 messages, true at any hour and at every energy the state can meet
// (docs/rules/one-voice.md): a visitor walks their own order of them one step a day, so no whole
// message comes back within 14 days. Each suggestion carries the parts of the day it suits.

import { suits } from '../suited.ts'
import type { LunaState } from '../vocabulary.ts'
import type { LunaStateContent } from './types.ts'

export const LUNA_CONTENT: Readonly<Record<LunaState, LunaStateContent>> = {
  // grounding / chaotic / threshold: the field is far from its centre, steady the person.
  high_deltaUC: {
    messages: [
      "The field is running far from its center today, so I'd begin with something simple: your feet, the floor, one slow breath.",
      "Things feel scattered on the surface today. You don't need to sort all of it, only to find the next steady step.",
      "You're standing at a threshold, and thresholds are noisy places. Let the noise pass through without asking it to make sense yet.",
      'When the reading swings this wide, I look for anchors rather than answers. What is one thing in your day that is reliably yours?',
      'A lot is moving at once. Whatever the pace, choose one anchor and come back to it whenever the day pulls at you.',
      'I notice a lot of pull away from your middle. Coming back to it can be as small as softening your shoulders.',
      'Your field is busy with many voices today. Listen for the one that sounds most like you, and follow only that.',
      'Thresholds ask for footing before speed. Check where you stand, then move at whatever pace the day allows.',
      'There is turbulence in the reading, and turbulence passes. Hold on to one simple routine while it does.',
      'When everything asks for attention at once, the kindest thing is to choose. One thing first; the rest can queue.',
      "Your center hasn't gone anywhere; it is just harder to hear today. A few slow breaths turn the noise down.",
      'The field is pulled in several directions today. Name the one that matters most and let it lead.',
      'Wide swings are part of crossing into something new. Keep one foot on familiar ground while you step.',
      "I sense a restless edge today. It doesn't need fixing, only a steady place to land now and then.",
    ],
    suggestions: [
      suits('any', 'Stand with both feet flat on the floor and take five slow breaths.'),
      suits('morning afternoon', 'Write down the three things that matter most and let the rest wait.'),
      suits('morning afternoon', 'Take a ten-minute walk and name five things you can see along the way.'),
      suits('any', 'Hold a warm drink in both hands and sip it slowly, away from any screen.'),
      suits('morning afternoon evening', 'Clear one small surface, such as a desk or a bedside table.'),
      suits('morning afternoon', 'Pick a single task and finish it before you open anything new.'),
      suits('night', 'Lie down, let your breath out slowly, and feel the bed hold your weight.'),
    ],
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
      'What felt tangled is straightening a little. Follow the thread you can see, and let the rest come to you.',
      'A pattern is surfacing in your field. Notice what keeps returning; it may be the answer you were looking for.',
      'Today has a clarifying quality, like water settling in a glass. Let things stand for a moment and they clear.',
      "Something in you already knows the next step. I'd give it a sentence of its own and see how it sounds.",
      "Form is gathering out of the noise. You don't have to finish anything today; noticing the shape is enough.",
      'The field is quieting into focus. One honest question, asked plainly, could bring the rest into view.',
      'I see edges becoming clearer, like a photograph developing. Let it take the time it takes.',
      'Your reading is crystallizing: scattered impressions are joining into one picture. Trust what you see in it.',
    ],
    suggestions: [
      suits('any', 'Finish the sentence "What I now know is…" in your journal.'),
      suits('morning afternoon', 'Sort one drawer or folder so that only what you use remains.'),
      suits('any', 'Sit quietly for five minutes and notice which thought keeps returning.'),
      suits(
        'morning afternoon evening',
        'Sketch a simple map of one decision: what you keep, what you change, what you release.',
      ),
      suits('evening', "Arrange the next day's plans and leave one hour deliberately unscheduled."),
      suits(
        'afternoon evening night',
        'Read back through a recent journal page and underline the line that still feels true.',
      ),
    ],
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
      'The field is humming with possibility. Pick the idea that makes you smile and let it lead.',
      'Momentum like this is a gift with a steering wheel. Decide where it goes before it decides for you.',
      'I sense a quick, bright current today. Ride it, and leave yourself a little room to breathe between waves.',
      "There is spark to spare in your reading. Share some of it; energy like this grows when it's passed on.",
      'Your field is turning fast, like a wheel finding its speed. One clear aim keeps it true.',
      "Today crackles a little. It's a good day to say yes to one thing and a gentle no to three others.",
      'The charge in this reading wants somewhere to go. Give it a shape, however small, and it will serve you.',
      'Speed and clarity can travel together today. Notice which of your ideas still feels right at a slower pace.',
    ],
    suggestions: [
      suits('any', 'Catch every idea that comes on a single list, then circle just one.'),
      suits('morning afternoon', 'Put on a song you love and move to it from the first note to the last.'),
      suits('morning afternoon', 'Take a brisk walk and let the final five minutes be slow.'),
      suits(
        'morning afternoon',
        'Work with full focus for twenty-five minutes, then stand up and stretch gently.',
      ),
      suits('morning afternoon', 'Send the one message you have been meaning to send.'),
      suits('evening night', 'Before you sleep, note what you started and what can wait.'),
      suits('evening night', 'Let a slow song bring your pace down before you rest.'),
    ],
  },

  // flowing / coherent / harmony: ease and coherence.
  balanced_flow: {
    messages: [
      'Your field feels coherent today, its parts moving together. Whatever pace the day asks, you can meet it without strain.',
      'This is a harmony reading. Nothing needs fixing, so notice what is already working and give it your attention.',
      'There is an ease in you today, like a river that has found its bed. Let the day carry some of the weight.',
      'When things line up like this, small kindnesses travel far. Who might you share a little of this calm with?',
      "I don't sense strain in your field today. Follow what feels natural and trust your own timing.",
      'Coherence is quiet and rarely announces itself. Take a moment to notice how it feels, so you can find your way back to it.',
      'Your parts are keeping time with each other today. Quiet or busy, the day fits you.',
      'I see a settled flow in your reading. Let things happen in their order, without hurrying them or holding them back.',
      "Harmony doesn't mean nothing happens; it means what happens fits. Today has that quality.",
      "Your field is even and whole today. It's a good day to do things the way you like them done.",
      'Things are moving together in you today, like friends walking in step. Enjoy the company of your own rhythm.',
      'This reading is balanced from edge to edge. Let that balance be the quiet background to whatever you do.',
      "There's a natural fit between you and the day. Lean on it; it will hold.",
      'I sense flow rather than force today. Let your own pace be the right one.',
    ],
    suggestions: [
      suits('morning afternoon', 'Take an unhurried walk with no destination in mind.'),
      suits('morning afternoon evening', 'Do one kind thing for someone without mentioning it.'),
      suits('any', 'Write three lines about what is going well and why.'),
      suits('afternoon evening', 'Listen to a favorite album from beginning to end.'),
      suits('morning afternoon evening', 'Prepare a simple meal slowly, paying attention to each step.'),
      suits('morning afternoon', 'Spend ten minutes outdoors simply watching the sky or the trees.'),
      suits('evening night', 'Turn the lights down and listen to the quiet for a few minutes.'),
    ],
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
      'Your field is clear and lit from within today. Notice what looks simple from up here.',
      'A steady brightness runs through your reading. Let it warm the people near you as well as you.',
      'From a clear height, what matters stands out. Name one thing that does, and keep it close.',
      'Your reading shines without flickering today. Trust the calm confidence that comes with it.',
      'This is a lantern kind of day: bright enough to see by, steady enough to carry.',
      'The view is wide from where your field sits today. Let it remind you how much room you have.',
      "I see light and balance together in this reading. It's a good day to be generous with both.",
      'High and steady is a rare pairing. Savor it, and let it set the tone for the quieter days that follow.',
    ],
    suggestions: [
      suits('any', 'Write down a long-range hope and one small step toward it.'),
      suits('morning afternoon evening', 'Tell someone specifically what you appreciate about them.'),
      suits('morning', 'Spend a few quiet minutes on gratitude before you begin.'),
      suits(
        'morning afternoon evening',
        'Step outside or stand by an open window and take three slow, full breaths.',
      ),
      suits(
        'morning afternoon evening',
        'Begin a sketch, a verse or a melody and leave it unfinished on purpose.',
      ),
      suits('evening night', "Note the day's reading in your journal so you can remember how this felt."),
      suits('night', 'Name three things you are grateful for as you settle down to sleep.'),
    ],
  },

  // stabilizing / rooted / foundation: a low reading, roots, rest, basics.
  low_scalar_grounding: {
    messages: [
      'Your reading sits close to the ground today, and I take that as an invitation to rest in your roots. Rest is part of the work.',
      'This is a foundation day. Simple things, done gently, count for more than grand plans.',
      "A low reading isn't a setback; it's the soil. What you tend quietly now is what grows later.",
      "I'd keep things close and steady today. Stay near what is familiar and let that be enough.",
      'Your field is gathering itself inward. Take the simple path and let your roots do their quiet work.',
      "There's strength in being rooted. You don't have to reach for anything today; just stand where you are.",
      'Roots grow in the dark and in the quiet. Whatever today holds, you are allowed to move slowly through it.',
      'Your field is asking for shelter more than speed. Let the people and places that hold you do their part.',
      'A rooted day is a day for being held: by a chair, a meal, a familiar voice. Let yourself be held.',
      'Nothing needs proving today. Let your feet, your breath and your plain kindness to yourself be enough.',
      'The reading rests low and close, like earth after rain. Soft days like this are where strength quietly returns.',
      "I'd treat today as a day for tending rather than building. Small care counts fully.",
      'Your field has settled into its foundations. That is a place to rest, not a place to be stuck.',
      'Steady ground is under you even when the day feels heavy. Lean on it, and let it take some of the weight.',
    ],
    suggestions: [
      suits('morning afternoon evening', 'Tidy one small space slowly and with care.'),
      suits('any', 'Sit with your back against something solid and breathe slowly for a few minutes.'),
      suits('afternoon evening', 'Trade an hour of screen time for a book and an early night.'),
      suits('morning afternoon', 'Walk somewhere familiar and notice the ground under your feet.'),
      suits('any', 'Write down three things that reliably support you.'),
      suits('morning afternoon', 'Water a plant, or spend a few minutes somewhere green.'),
      suits('night', 'Let sleep come first; everything else can wait until you wake.'),
    ],
  },
}

export const BIRTH_SCALAR_READINGS: Readonly<Record<'early' | 'middle' | 'late', string>> = {
  early:
    'Your birth scalar comes from the first third of the year, while the number is still close to its 81 starting point. I read it as a seed resonance: quiet, patient and full of beginnings. Your strength shows in how you start things and how you hold steady while they grow.',
  middle:
    'Your birth scalar sits in the middle third of the year, where the number has climbed into the heart of its range. I see a resonance of fullness and connection, at home in the busy center of things. You are a natural bridge between the quiet of beginnings and the clarity of endings.',
  late: 'Your birth scalar comes from the last third of the year, near the top of its rise toward 81.8. It carries a harvest quality: gathered, reflective and good at seeing what truly matters. That sense of completion helps you let go gracefully of whatever is finished.',
}

// Luna's transition notes and her memory's words live in content/luna-notes.ts and
// content/memory-texts.ts, so a screen that shows the day's insight does not load every message.
export { TRANSITION_NOTES } from './luna-notes.ts'
export { MEMORY_TEXTS } from './memory-texts.ts'
