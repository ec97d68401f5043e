// The words of the 64 codons, keyed by RNA triplet and listed in hexagram order.
// Each entry is a modern, secular reading of its hexagram's traditional situation
// (see docs/rules/codons.md for the mapping). Derived fields live in ../codons.ts.
import type { CodonContent } from './types.ts'

export const CODON_CONTENT: Readonly<Record<string, CodonContent>> = {
  // 1 The Creative: sustained, originating strength.
  UUU: {
    theme: 'Creative force in motion',
    affirmation: 'I begin what matters to me and keep it moving with steady, renewable energy.',
    rituals: [
      'Write one sentence naming the thing you most want to set in motion today.',
      'Take a brisk ten-minute walk and let each stride stand for a decision already made.',
      'Sit tall for five minutes, breathing slowly, and feel your spine lengthen on every inhale.',
    ],
    symbolicTag: 'Open Sky',
    tags: ['initiative', 'leadership', 'creativity', 'momentum'],
    frequency: 963,
  },
  // 2 The Receptive: yielding devotion, the ground that lets things grow.
  AAA: {
    theme: 'Receptive strength of the ground',
    affirmation: 'I let what is offered to me take root before I decide how to respond.',
    rituals: [
      'Sit or lie comfortably for ten minutes and notice every place where your body is supported.',
      'Listen to a friend for ten minutes and offer only questions, no advice.',
      'Water a plant or tend a patch of soil slowly, giving it your full attention.',
    ],
    symbolicTag: 'Fertile Field',
    tags: ['grounding', 'receptivity', 'patience', 'service'],
    frequency: 432,
  },
  // 3 Difficulty at the Beginning: the tangle of a first sprouting.
  CAC: {
    theme: 'Order from early chaos',
    affirmation: 'I meet the untidiness of a new start with patience and one small step at a time.',
    rituals: [
      'List everything that feels tangled about a new venture, then circle only the very first step.',
      'Clear one small surface in your home and keep it clear for the rest of the day.',
      'Ask one person for a specific piece of help you have been putting off requesting.',
    ],
    symbolicTag: 'Sprouting Seed',
    tags: ['initiative', 'perseverance', 'growth', 'beginnings'],
    frequency: 417,
  },
  // 4 Youthful Folly: the inexperienced mind that seeks a teacher.
  GAG: {
    theme: "A beginner's open mind",
    affirmation: 'I approach what I do not yet know with humility and honest curiosity.',
    rituals: [
      'Learn one new word or fact and explain it aloud to yourself in the plainest terms you can.',
      'Write down a question you have been too proud to ask, then ask it today.',
      'Spend fifteen minutes reading about a subject you know almost nothing about.',
    ],
    symbolicTag: 'Blank Page',
    tags: ['learning', 'curiosity', 'humility'],
    frequency: 516,
  },
  // 5 Waiting: clouds gathering before rain; nourishment while things ripen.
  UCC: {
    theme: 'Patient trust in timing',
    affirmation: 'I wait with calm confidence and look after myself while things ripen.',
    rituals: [
      'Make yourself a warm drink and enjoy it slowly without checking your phone.',
      'Set a timer for ten minutes and sit quietly, letting impatience rise and pass on its own.',
      'Write down what you are waiting for and one thing you can enjoy in the meantime.',
    ],
    symbolicTag: 'Gathering Clouds',
    tags: ['patience', 'trust', 'peace', 'timing'],
    frequency: 456,
  },
  // 6 Conflict: opposing pulls; stopping halfway and seeking fair judgement.
  GGU: {
    theme: 'Meeting disagreement wisely',
    affirmation: 'I can hold my ground and still look for the place where we meet.',
    rituals: [
      "Write out a current disagreement from the other person's point of view, in their own words.",
      'Take three slow breaths before replying to any message that stirs you up today.',
      'Walk for ten minutes and decide, by the end, which part of a dispute is truly worth pursuing.',
    ],
    symbolicTag: 'Crossed Currents',
    tags: ['communication', 'clarity', 'discernment', 'boundaries'],
    frequency: 741,
  },
  // 7 The Army: organised, disciplined effort under steady guidance.
  GAA: {
    theme: 'Disciplined shared effort',
    affirmation: 'I bring order and purpose to shared work without needing to force anything.',
    rituals: [
      'Write a simple plan for a shared task that names who does which part.',
      'Spend ten minutes on something you promised someone else before starting anything of your own.',
      'Stand with your feet planted for five minutes, breathing slowly, and feel steady and upright.',
    ],
    symbolicTag: 'Marching Line',
    tags: ['leadership', 'discipline', 'service', 'organization'],
    frequency: 480,
  },
  // 8 Holding Together: joining with others around a trusted centre.
  AAC: {
    theme: 'Belonging and mutual support',
    affirmation: 'I draw close to people who share my values and let them draw close to me.',
    rituals: [
      'Send a warm message to someone you have not spoken with in a while.',
      'Write down three people you can rely on and what each of them brings to your life.',
      'Share a cup of tea or a short walk with a neighbor, friend or colleague.',
    ],
    symbolicTag: 'Kindred Circle',
    tags: ['connection', 'community', 'loyalty', 'service'],
    frequency: 639,
  },
  // 9 The Taming Power of the Small: gentle restraint; small influence that adds up.
  UCU: {
    theme: 'Small, gentle influence',
    affirmation: 'I make a real difference through small, steady and gentle actions.',
    rituals: [
      'Tidy a single drawer completely and enjoy how satisfying a little order feels.',
      'Write one kind, specific sentence of encouragement and send it to someone.',
      'Breathe slowly for five minutes, counting four on the way in and six on the way out.',
    ],
    symbolicTag: 'Light Rein',
    tags: ['gentleness', 'restraint', 'growth', 'patience'],
    frequency: 444,
  },
  // 10 Treading: stepping carefully, with good conduct, on delicate ground.
  UGU: {
    theme: 'Careful steps, courteous conduct',
    affirmation: 'I move through delicate situations with courtesy and a clear sense of my footing.',
    rituals: [
      'Take a slow ten-minute walk and pay close attention to where each foot lands.',
      'Before a sensitive conversation, write down the one thing you most want to say respectfully.',
      'Notice one moment today when you could choose courtesy over being right, and choose it.',
    ],
    symbolicTag: "Tiger's Tail",
    tags: ['conduct', 'awareness', 'courtesy', 'stability'],
    frequency: 492,
  },
  // 11 Peace: heaven and earth in communion; a season of ease.
  UCA: {
    theme: 'Heaven and earth in harmony',
    affirmation: 'I welcome this season of ease and share its good freely with the people around me.',
    rituals: [
      'Sit by an open window or outdoors for ten minutes and simply enjoy the calm.',
      'Invite someone to share a simple meal or an unhurried walk with you.',
      'Write three things that are going well right now and what helped each of them happen.',
    ],
    symbolicTag: 'Meeting Sky',
    tags: ['peace', 'harmony', 'gratitude', 'abundance'],
    frequency: 963,
  },
  // 12 Standstill: heaven and earth apart; keeping integrity while things stall.
  AGU: {
    theme: 'Integrity through stagnation',
    affirmation: 'When things stall, I stay true to my values and let the tide turn in its own time.',
    rituals: [
      'Write down one principle you will keep however slowly things seem to move.',
      'Step back from one draining situation today and give that energy to something quieter.',
      'Stretch gently for ten minutes and notice where you have been holding tightness.',
    ],
    symbolicTag: 'Closed Gate',
    tags: ['integrity', 'patience', 'stability', 'withdrawal'],
    frequency: 396,
  },
  // 13 Fellowship with Men: community formed in the open, around a shared aim.
  CUU: {
    theme: 'Open fellowship with others',
    affirmation: 'I find common purpose with others in the open, with nothing hidden.',
    rituals: [
      'Start a friendly conversation with someone outside your usual circle.',
      'Write down one aim you share with others and one way you will contribute to it this week.',
      'Share a piece of music you love with a friend and tell them what it means to you.',
    ],
    symbolicTag: 'Shared Fire',
    tags: ['community', 'communication', 'openness', 'connection'],
    frequency: 639,
  },
  // 14 Possession in Great Measure: plenty held with modesty and used well.
  UUG: {
    theme: 'Generous use of plenty',
    affirmation: 'I hold what I have with gratitude and let it serve more than just me.',
    rituals: [
      'List ten things you already have that make your life richer.',
      'Give something useful away today: an object, an hour of your time or a skill.',
      'Sit somewhere bright for five minutes and consider what you are in a position to share.',
    ],
    symbolicTag: 'Open Hand',
    tags: ['abundance', 'generosity', 'gratitude', 'clarity'],
    frequency: 528,
  },
  // 15 Modesty: the mountain beneath the earth; strength that evens things out.
  ACA: {
    theme: 'Quiet strength of modesty',
    affirmation: 'I carry my gifts lightly and let fairness guide what I give and take.',
    rituals: [
      'Do one helpful task today without mentioning it to anyone.',
      'Write one thing you are good at and one thing you are still learning, side by side.',
      'Spend ten minutes in conversation letting the other person choose where it goes.',
    ],
    symbolicTag: 'Low Mountain',
    tags: ['humility', 'balance', 'grounding', 'service'],
    frequency: 432,
  },
  // 16 Enthusiasm: thunder rising from the earth; energy that rallies others.
  AGA: {
    theme: 'Enthusiasm that rallies others',
    affirmation: 'My genuine enthusiasm gives shape to plans and invites others to join in.',
    rituals: [
      'Play an uplifting song and move freely, at your own pace, for its full length.',
      'Tell someone about a plan that excites you and ask how it looks from where they stand.',
      'Write the first three steps of something you feel eager to start.',
    ],
    symbolicTag: 'Rolling Drum',
    tags: ['joy', 'inspiration', 'initiative', 'music'],
    frequency: 504,
  },
  // 17 Following: adapting to the time; leading by first being willing to follow.
  CGC: {
    theme: 'Adapting to the moment',
    affirmation: 'I follow what is right for this moment and rest when the day is done.',
    rituals: [
      'Let someone else choose the plan for one shared activity today and join in fully.',
      'Notice what the day is asking of you and drop one task that no longer fits.',
      'Wind down at dusk with ten minutes of quiet music and no screens.',
    ],
    symbolicTag: 'Yielding Reed',
    tags: ['adaptability', 'flow', 'trust', 'rest'],
    frequency: 417,
  },
  // 18 Work on What Has Been Spoiled: repairing what neglect has let decay.
  GCG: {
    theme: 'Repairing what was neglected',
    affirmation: 'I patiently repair what has been neglected, beginning with what is within reach.',
    rituals: [
      'Mend, fix or clean one object you have been ignoring for a while.',
      'Write down one inherited habit you would like to change and the smallest first step.',
      'Spend fifteen minutes clearing a cluttered corner, one item at a time.',
    ],
    symbolicTag: 'Mended Vessel',
    tags: ['healing', 'repair', 'renewal', 'responsibility'],
    frequency: 528,
  },
  // 19 Approach: spring drawing near; warm, encouraging advance.
  UAA: {
    theme: 'The warmth of approaching growth',
    affirmation: 'I welcome the good that is coming toward me and meet it with warmth.',
    rituals: [
      'Offer encouragement to someone who is just starting out at something you know well.',
      'Write down one opportunity that is drawing closer and how you would like to greet it.',
      'Take a ten-minute walk and notice every sign of new growth along the way.',
    ],
    symbolicTag: 'Early Spring',
    tags: ['growth', 'encouragement', 'warmth', 'opportunity'],
    frequency: 468,
  },
  // 20 Contemplation: the view from the tower; seeing and being seen.
  AAU: {
    theme: 'Seeing from a wider view',
    affirmation: 'I pause, observe carefully and let what I see shape what I do next.',
    rituals: [
      'Sit somewhere with a wide view for ten minutes and simply watch what moves.',
      'Journal about one situation as if you were a calm observer looking on from above.',
      'Close your eyes for five minutes and listen to the sounds around you without naming them.',
    ],
    symbolicTag: 'Watchtower',
    tags: ['wisdom', 'observation', 'perspective', 'stillness'],
    frequency: 852,
  },
  // 21 Biting Through: removing the obstacle that keeps things apart.
  CGG: {
    theme: 'Cutting through obstacles',
    affirmation: 'I name what stands in the way and deal with it clearly and fairly.',
    rituals: [
      'Pick one obstacle you keep avoiding and take a single decisive action on it.',
      'Write the facts of a tricky situation in short, plain sentences without any blame.',
      'Say no kindly to one request that does not fit your priorities.',
    ],
    symbolicTag: 'Clean Cut',
    tags: ['clarity', 'decisiveness', 'fairness', 'transformation'],
    frequency: 741,
  },
  // 22 Grace: beauty as adornment of substance, not a substitute for it.
  CCG: {
    theme: 'Beauty with simple substance',
    affirmation: 'I appreciate beauty and let it express what is genuine in me.',
    rituals: [
      'Arrange one small corner of your space so that it pleases your eye.',
      'Describe something beautiful you saw today in three plain sentences.',
      'Dress or groom with care today as a small act of respect for yourself.',
    ],
    symbolicTag: 'Polished Stone',
    tags: ['beauty', 'expression', 'simplicity', 'clarity'],
    frequency: 504,
  },
  // 23 Splitting Apart: what has run its course falls away; the base is kept safe.
  AAG: {
    theme: 'Letting endings fall away',
    affirmation: 'I let what is ending fall away and look after the foundation that remains.',
    rituals: [
      'Choose five things in your home that no longer serve you and set them aside to pass on.',
      'Write about one ending you are living through and what stays solid beneath it.',
      'Lie down for ten minutes and let the floor or bed carry your full weight.',
    ],
    symbolicTag: 'Falling Leaves',
    tags: ['release', 'acceptance', 'grounding', 'endings'],
    frequency: 396,
  },
  // 24 Return: the turning point; light coming back after the darkest day.
  CAA: {
    theme: 'The turning point of renewal',
    affirmation: 'I return to what matters to me, gently and without hurry.',
    rituals: [
      'Return to a practice you once loved and give it ten minutes today.',
      'Rest quietly for five minutes and let yourself begin again from exactly here.',
      'Write one sentence about what you are coming back to and why it feels right.',
    ],
    symbolicTag: 'Returning Light',
    tags: ['renewal', 'healing', 'return', 'rest'],
    frequency: 417,
  },
  // 25 Innocence: acting without ulterior motive; meeting the unexpected.
  CGU: {
    theme: 'Acting without hidden motive',
    affirmation: 'I act from honest intention and let the unexpected teach me.',
    rituals: [
      'Do one kind thing today without expecting thanks in return.',
      'Notice a moment of surprise today and write down how you met it.',
      'Spend ten minutes doodling, humming or playing with no goal at all.',
    ],
    symbolicTag: 'Unmarked Snow',
    tags: ['sincerity', 'spontaneity', 'intuition', 'trust'],
    frequency: 852,
  },
  // 26 The Taming Power of the Great: gathering and holding strength in reserve.
  UCG: {
    theme: 'Strength held in reserve',
    affirmation: 'I hold my energy in reserve and build it into something that lasts.',
    rituals: [
      'Read ten pages of a book that carries wisdom from an earlier time.',
      'Postpone one impulse purchase or hasty reply and watch what happens to the urge.',
      'Write down a long-term aim and the small daily habit that quietly builds toward it.',
    ],
    symbolicTag: 'Great Storehouse',
    tags: ['restraint', 'wisdom', 'stability', 'reserve'],
    frequency: 456,
  },
  // 27 The Corners of the Mouth: care in what we take in and what we give out.
  CAG: {
    theme: 'Mindful nourishment and words',
    affirmation: 'I choose with care what I take in and what I speak out.',
    rituals: [
      'Eat one meal today with full attention, noticing flavor, texture and temperature.',
      'Before speaking in a tense moment, pause for one full breath.',
      'Choose one thing to read, watch or listen to today purely because it nourishes you.',
    ],
    symbolicTag: 'Nourishing Cup',
    tags: ['nourishment', 'mindfulness', 'communication', 'care'],
    frequency: 444,
  },
  // 28 Preponderance of the Great: the ridgepole that sags under too much weight.
  GUC: {
    theme: 'Bearing a heavy load',
    affirmation: 'I notice when a load has grown too heavy and I shift it with calm resolve.',
    rituals: [
      'List everything you are carrying right now and mark one thing to hand on or set down.',
      'Ask for help with one task that is stretching you too far.',
      'Ease your shoulders and upper back with ten minutes of gentle stretching.',
    ],
    symbolicTag: 'Bending Beam',
    tags: ['resilience', 'transformation', 'balance', 'courage'],
    frequency: 480,
  },
  // 29 The Abysmal: danger met by flowing on, as water keeps its course.
  GAC: {
    theme: 'Flowing on through difficulty',
    affirmation: 'I keep moving like water, steady and true to my course, through what feels hard.',
    rituals: [
      'Breathe slowly for five minutes, picturing water finding its way around stones.',
      'Write down one thing that feels hard right now and one small step that keeps you moving.',
      'Do a familiar daily task with full attention and let its rhythm anchor you.',
    ],
    symbolicTag: 'Deep Water',
    tags: ['flow', 'courage', 'resilience', 'persistence'],
    frequency: 432,
  },
  // 30 The Clinging: fire whose brightness depends on what it rests upon.
  CUG: {
    theme: 'Light that needs its fuel',
    affirmation: 'I let my light rest on what truly sustains it.',
    rituals: [
      'Sit in natural daylight for five minutes and reflect on what feeds your energy.',
      'Write down the people, places and habits your clarity depends on.',
      'Spend ten minutes learning from someone whose way of thinking you admire.',
    ],
    symbolicTag: 'Steady Flame',
    tags: ['clarity', 'illumination', 'devotion', 'awareness'],
    frequency: 504,
  },
  // 31 Influence: mutual attraction; openness that lets another in.
  AUC: {
    theme: 'Mutual attraction and openness',
    affirmation: 'I stay open and receptive, and real connection finds its way to me.',
    rituals: [
      'Listen fully to one person today and reflect back what you heard before responding.',
      'Write about someone who has influenced you quietly and what you learned from them.',
      'Offer a sincere compliment without wanting anything in return.',
    ],
    symbolicTag: 'Still Lake',
    tags: ['connection', 'receptivity', 'communication', 'attraction'],
    frequency: 639,
  },
  // 32 Duration: lasting commitment that renews itself by moving.
  GUA: {
    theme: 'The staying power of commitment',
    affirmation: 'I stay true to my direction while letting my methods change.',
    rituals: [
      'Keep one small daily habit going today, even if only for five minutes.',
      'Write down a commitment you keep and one fresh way to renew it.',
      'Take a walk you often take and notice what has changed along the route.',
    ],
    symbolicTag: 'Evergreen',
    tags: ['stability', 'commitment', 'consistency', 'endurance'],
    frequency: 432,
  },
  // 33 Retreat: stepping back in good time, with dignity.
  AUU: {
    theme: 'A wise and timely retreat',
    affirmation: 'I step back in good time and keep my dignity and my calm.',
    rituals: [
      'Leave one conversation or online thread early and spend the time in quiet instead.',
      'Find a quiet room and sit in stillness for ten minutes.',
      'Write down what you are stepping back from and what you protect by doing so.',
    ],
    symbolicTag: 'Mountain Refuge',
    tags: ['withdrawal', 'boundaries', 'peace', 'discernment'],
    frequency: 396,
  },
  // 34 The Power of the Great: great strength that stays with what is right.
  UUA: {
    theme: 'Strength guided by fairness',
    affirmation: 'I use my strength in ways that are fair and considerate.',
    rituals: [
      'Tidy one room briskly for fifteen minutes and enjoy your own energy.',
      'Before pushing for something, ask yourself whether it is fair to everyone involved.',
      'Write about a time your strength helped someone and how that felt.',
    ],
    symbolicTag: 'Great Strength',
    tags: ['strength', 'leadership', 'integrity', 'fairness'],
    frequency: 492,
  },
  // 35 Progress: the sun rising over the earth; clear, recognised advance.
  AGG: {
    theme: 'Rising like the morning',
    affirmation: 'I move forward steadily, and my clarity grows with every step.',
    rituals: [
      'Write down three pieces of progress you made this week, however small.',
      'Share the credit for a recent success with someone who helped you.',
      'Begin your day with five minutes of gentle stretching and one clear intention.',
    ],
    symbolicTag: 'Sunrise',
    tags: ['progress', 'clarity', 'recognition', 'growth'],
    frequency: 516,
  },
  // 36 Darkening of the Light: keeping the inner light safe in dim times.
  CCA: {
    theme: 'Inner light in dim times',
    affirmation: 'I keep my inner light safe and quiet when the world around me feels dim.',
    rituals: [
      'Write one thing you believe in that no circumstance can take from you.',
      'Sit in a softly lit room for ten minutes and let your breathing slow.',
      'Do something kind for yourself today that no one else needs to know about.',
    ],
    symbolicTag: 'Hidden Lantern',
    tags: ['resilience', 'intuition', 'discretion', 'perseverance'],
    frequency: 852,
  },
  // 37 The Family: the household held together by warmth and reliability.
  CCU: {
    theme: 'Warmth of the household',
    affirmation: 'I bring warmth and reliability to the people I call home.',
    rituals: [
      'Share a simple meal with people you live with or care about, phones put away.',
      'Tidy a shared space at home for ten minutes as a quiet gift to everyone.',
      'Write a note of appreciation to a family member or close friend.',
    ],
    symbolicTag: 'Hearth',
    tags: ['family', 'belonging', 'care', 'service'],
    frequency: 639,
  },
  // 38 Opposition: fire rising, lake sinking; cooperation across difference.
  UGG: {
    theme: 'Common ground in difference',
    affirmation: 'I respect our differences and look for small ways to work together.',
    rituals: [
      'Write down one view you disagree with and one point in it you can respect.',
      'Team up with someone very different from you on a small, practical task.',
      'Listen for ten minutes to music from a tradition or genre unfamiliar to you.',
    ],
    symbolicTag: 'Two Shores',
    tags: ['perspective', 'communication', 'acceptance', 'diversity'],
    frequency: 516,
  },
  // 39 Obstruction: water on the mountain; pausing, turning inward, seeking counsel.
  ACC: {
    theme: 'Pausing before an obstacle',
    affirmation: 'When the way is blocked, I pause, look inward and seek good counsel.',
    rituals: [
      'Write about an obstacle and ask what it might be showing you.',
      'Talk your situation through for ten minutes with someone you trust.',
      'Walk slowly around the block and imagine another route to the same goal.',
    ],
    symbolicTag: 'Mountain Pass',
    tags: ['reflection', 'patience', 'perseverance', 'wisdom'],
    frequency: 456,
  },
  // 40 Deliverance: the thunderstorm that clears the air; tension released.
  GGA: {
    theme: 'Release after tension',
    affirmation: 'I let tension go and forgive easily as things loosen.',
    rituals: [
      'Breathe in for a count of four and out for a count of eight, ten times, letting your shoulders drop.',
      'Forgive one small wrong today, in your heart or in words.',
      'Finish a task you have been dreading as quickly and simply as you can.',
    ],
    symbolicTag: 'Thaw',
    tags: ['release', 'forgiveness', 'relief', 'healing'],
    frequency: 396,
  },
  // 41 Decrease: giving up the surplus so that what matters is strengthened.
  UAG: {
    theme: 'Simplifying to what matters',
    affirmation: 'I let go of the surplus so that what matters has room to breathe.',
    rituals: [
      'Unsubscribe from one list or feed that takes more attention than it gives.',
      'Clear your desk of everything you will not need today.',
      'Spend ten minutes breathing quietly with no background noise.',
    ],
    symbolicTag: 'Quiet Pruning',
    tags: ['simplicity', 'release', 'focus', 'clarity'],
    frequency: 396,
  },
  // 42 Increase: wind and thunder strengthening each other; gain through giving.
  CAU: {
    theme: 'Growth through giving',
    affirmation: 'As I give generously, I grow in ways I did not expect.',
    rituals: [
      'Help someone with a task today, fully and cheerfully.',
      'Write down a quality you admire in someone else and one way to grow it in yourself.',
      'Learn something new for fifteen minutes and then pass it on to someone.',
    ],
    symbolicTag: 'Spring Rain',
    tags: ['growth', 'generosity', 'learning', 'abundance'],
    frequency: 528,
  },
  // 43 Break-through: resolute, truthful action that ends a long strain.
  UUC: {
    theme: 'A resolute breakthrough',
    affirmation: 'I speak the truth calmly and take a decisive step forward.',
    rituals: [
      'Write down the decision you have been circling and commit to it in one sentence.',
      'Share one honest, kind truth with someone who needs to hear it.',
      'Remove one habit or object that has quietly been in your way.',
    ],
    symbolicTag: 'Bursting Dam',
    tags: ['decisiveness', 'honesty', 'breakthrough', 'transformation'],
    frequency: 741,
  },
  // 44 Coming to Meet: an unexpected influence arrives; meet it with discernment.
  GUU: {
    theme: 'Meeting unexpected influences',
    affirmation: 'I meet new influences with open eyes and a clear sense of who I am.',
    rituals: [
      'Notice one new influence in your life and write whether it fits your values.',
      'Talk with someone you meet by chance today and really listen to them.',
      'Before agreeing to anything new, pause for three breaths and check in with yourself.',
    ],
    symbolicTag: 'Chance Encounter',
    tags: ['discernment', 'awareness', 'encounter', 'intuition'],
    frequency: 852,
  },
  // 45 Gathering Together: people assembling around a shared centre.
  AGC: {
    theme: 'Gathering around shared purpose',
    affirmation: 'I help bring people together around what we all care about.',
    rituals: [
      'Organize a small get-together, a call or a walk with friends.',
      'Write a list of the shared values that hold one of your communities together.',
      'Bring a small contribution to a group you belong to, such as a snack, a tool or an idea.',
    ],
    symbolicTag: 'Meeting Place',
    tags: ['community', 'unity', 'gathering', 'service'],
    frequency: 963,
  },
  // 46 Pushing Upward: the tree growing up from the earth, patiently.
  GCA: {
    theme: 'Steady upward growth',
    affirmation: 'I grow upward step by step, with effort that is steady and sure.',
    rituals: [
      'Take a walk that includes a gentle slope or a few stairs, at an easy pace.',
      'Write down the next step toward a goal and complete it today.',
      'Seek out someone more experienced than you and ask them one good question.',
    ],
    symbolicTag: 'Rising Sapling',
    tags: ['growth', 'effort', 'ambition', 'progress'],
    frequency: 468,
  },
  // 47 Oppression: the lake without water; exhaustion met with inner resolve.
  GGC: {
    theme: 'Inner resolve when drained',
    affirmation: 'When I feel hemmed in, I keep faith with myself and save my words for what matters.',
    rituals: [
      'Write down what is draining you and one thing that still gives you strength.',
      'Rest for ten minutes without trying to fix anything at all.',
      'Let a hard day be hard, and plan one gentle, kind thing for your evening.',
    ],
    symbolicTag: 'Dry Lakebed',
    tags: ['resilience', 'endurance', 'acceptance', 'peace'],
    frequency: 396,
  },
  // 48 The Well: the shared, unchanging source that must be kept clear.
  GCC: {
    theme: 'Drawing from the deep source',
    affirmation: 'I return to my deepest source and share what I draw from it.',
    rituals: [
      'Journal for ten minutes about what never seems to run dry in you.',
      'Offer your time or knowledge to someone who could use it today.',
      'Pour a glass of water and drink it slowly, giving it your whole attention.',
    ],
    symbolicTag: 'Deep Well',
    tags: ['nourishment', 'source', 'service', 'wisdom'],
    frequency: 432,
  },
  // 49 Revolution: change that comes when its time is ripe, like moulting.
  CUC: {
    theme: 'Timely and necessary change',
    affirmation: 'I welcome change when its time has come and guide it with care.',
    rituals: [
      'Write down one part of your life that has outgrown its form and how it could change.',
      'Rearrange a room or workspace to reflect who you are now.',
      'Mark a small personal transition with a quiet moment of reflection.',
    ],
    symbolicTag: 'Shedding Skin',
    tags: ['transformation', 'change', 'renewal', 'timing'],
    frequency: 417,
  },
  // 50 The Caldron: the vessel where raw things are transformed into nourishment.
  GUG: {
    theme: 'Turning the raw into nourishment',
    affirmation: 'I turn raw experience into something that nourishes me and others.',
    rituals: [
      'Cook a simple dish slowly, paying attention to each ingredient.',
      'Write what a recent experience taught you and how you will put it to use.',
      'Refresh one small tradition that gives your days meaning.',
    ],
    symbolicTag: 'Bronze Vessel',
    tags: ['transformation', 'nourishment', 'refinement', 'culture'],
    frequency: 528,
  },
  // 51 The Arousing: the thunderclap that startles and then awakens.
  CGA: {
    theme: 'A jolt that awakens',
    affirmation: 'When something shakes me, I steady myself and notice what it is waking up in me.',
    rituals: [
      'After any surprise today, take five slow breaths before acting.',
      'Write about a recent jolt and what it made you notice.',
      'Stand with your feet firmly on the floor and breathe slowly until you feel settled.',
    ],
    symbolicTag: 'Thunderclap',
    tags: ['awakening', 'courage', 'composure', 'transformation'],
    frequency: 741,
  },
  // 52 Keeping Still: the mountain at rest; stillness of body and thought.
  ACG: {
    theme: 'The stillness of mountains',
    affirmation: 'I rest my mind in stillness and act only when the moment is ripe.',
    rituals: [
      'Sit completely still for ten minutes and let thoughts come and go.',
      'Turn off notifications for an hour and notice the quiet they leave behind.',
      'Do one task at a time today, pausing fully before starting the next.',
    ],
    symbolicTag: 'Quiet Summit',
    tags: ['stillness', 'peace', 'grounding', 'meditation'],
    frequency: 852,
  },
  // 53 Development: the tree on the mountain, growing slowly and surely.
  ACU: {
    theme: 'Gradual, steady development',
    affirmation: 'I grow gradually and trust the slow, steady way good things develop.',
    rituals: [
      'Look at one slow-growing project and write down a small sign of progress.',
      'Plant a seed or repot a plant and note a date to check on it again.',
      'Write a short letter to yourself to open one year from now.',
    ],
    symbolicTag: 'Mountain Tree',
    tags: ['growth', 'patience', 'stability', 'gradualness'],
    frequency: 468,
  },
  // 54 The Marrying Maiden: entering a relationship with tact and an eye on the end.
  UGA: {
    theme: 'Honoring roles in relationships',
    affirmation: 'I enter relationships with clear eyes, tact and respect for what is fitting.',
    rituals: [
      'Write about one relationship you are part of and the role you play in it.',
      'Picture where a commitment you are considering might lead in a year, and note what you see.',
      'Show respect today for someone whose role is very different from yours.',
    ],
    symbolicTag: 'Quiet Vow',
    tags: ['relationships', 'tact', 'foresight', 'communication'],
    frequency: 639,
  },
  // 55 Abundance: the sun at noon; fullness to be enjoyed while it lasts.
  CUA: {
    theme: 'Fullness at its peak',
    affirmation: 'I enjoy this moment of fullness without worrying about when it will pass.',
    rituals: [
      'Write down everything that feels full and rich in your life right now.',
      'Celebrate a recent achievement with someone, even in a small way.',
      'Spend ten minutes outdoors in daylight, enjoying being exactly where you are.',
    ],
    symbolicTag: 'Midday Sun',
    tags: ['abundance', 'celebration', 'fullness', 'joy'],
    frequency: 528,
  },
  // 56 The Wanderer: the traveller who stays courteous and travels light.
  AUG: {
    theme: "The traveler's grace",
    affirmation: 'Wherever I am, I move with courtesy, lightness and care.',
    rituals: [
      'Walk a route you have never taken before and notice three new details.',
      'Pack a small bag with only what you truly need for a day out.',
      'Be an especially considerate guest, customer or passenger today.',
    ],
    symbolicTag: 'Wayfarer',
    tags: ['adventure', 'adaptability', 'curiosity', 'learning'],
    frequency: 456,
  },
  // 57 The Gentle: the wind that penetrates by being soft and constant.
  GCU: {
    theme: 'Gentle, penetrating persistence',
    affirmation: 'I influence gently and consistently, like wind bending tall grass.',
    rituals: [
      'Repeat one small kind gesture toward the same person at different times of the day.',
      'Open a window and breathe the fresh air slowly for five minutes.',
      'Return to an unfinished task for ten unhurried minutes.',
    ],
    symbolicTag: 'Soft Wind',
    tags: ['gentleness', 'persistence', 'influence', 'communication'],
    frequency: 444,
  },
  // 58 The Joyous: the lake that delights; joy shared and multiplied.
  UGC: {
    theme: 'Shared joy and delight',
    affirmation: 'I let joy move through me and share it freely.',
    rituals: [
      'Share a funny story or a happy memory with a friend.',
      'Sing or hum along to a favorite song from start to finish.',
      'Write down five things that made you smile this week.',
    ],
    symbolicTag: 'Bright Lake',
    tags: ['joy', 'delight', 'communication', 'connection'],
    frequency: 639,
  },
  // 59 Dispersion: wind over water, dissolving what has hardened and divided.
  GAU: {
    theme: 'Dissolving what divides',
    affirmation: 'I let rigidity melt away and reconnect with what unites us.',
    rituals: [
      'Write down an old grudge, then tear up the page and recycle it.',
      'Join a shared activity such as a community event, choir or group class.',
      'Play calm music and let your breathing slow down for ten minutes.',
    ],
    symbolicTag: 'Melting Ice',
    tags: ['release', 'unity', 'flow', 'openness'],
    frequency: 963,
  },
  // 60 Limitation: measured limits that give shape, neither too loose nor too harsh.
  UAC: {
    theme: 'Wise and kind limits',
    affirmation: 'I set clear, kind limits that give my energy its shape.',
    rituals: [
      'Set a gentle time limit on one activity today and honor it.',
      'Write down three boundaries that support you and one you would like to add.',
      "Plan tomorrow's time in a few simple blocks on a single sheet of paper.",
    ],
    symbolicTag: 'Riverbank',
    tags: ['boundaries', 'balance', 'structure', 'stability'],
    frequency: 480,
  },
  // 61 Inner Truth: sincerity at the centre that reaches others.
  UAU: {
    theme: 'Sincerity that reaches others',
    affirmation: 'I speak from the center of my truth, and others can feel it.',
    rituals: [
      'Write one honest sentence about how you truly feel today.',
      'Listen to someone with an open mind and without judgment for ten minutes.',
      'Sit quietly with a hand resting on your chest and breathe slowly for five minutes.',
    ],
    symbolicTag: 'Inner Compass',
    tags: ['truth', 'sincerity', 'intuition', 'empathy'],
    frequency: 852,
  },
  // 62 Preponderance of the Small: the bird that should fly low; care in small matters.
  AUA: {
    theme: 'Care in small things',
    affirmation: 'I attend to the small details today and keep close to the ground.',
    rituals: [
      'Finish three small tasks you have been putting off.',
      'Choose modesty over ambition in one decision today.',
      'Take a slow walk and focus on tiny details: a leaf, a stone, a crack in the pavement.',
    ],
    symbolicTag: 'Low Flight',
    tags: ['detail', 'humility', 'care', 'grounding'],
    frequency: 492,
  },
  // 63 After Completion: everything in place; stay attentive so it stays so.
  CCC: {
    theme: 'Tending what is complete',
    affirmation: 'I honor what is finished and stay attentive so that it stays well.',
    rituals: [
      'Review a finished project and note one thing that needs looking after.',
      'Thank someone who helped you bring something to completion.',
      'Tidy up after a task today as carefully as you began it.',
    ],
    symbolicTag: 'Full Circle',
    tags: ['completion', 'vigilance', 'maintenance', 'stability'],
    frequency: 963,
  },
  // 64 Before Completion: the crossing not yet finished; careful, hopeful transition.
  GGG: {
    theme: 'On the verge of completion',
    affirmation: 'I move carefully toward completion and trust the transition I am in.',
    rituals: [
      'Write the remaining steps of an unfinished goal in the order you will take them.',
      'Take a gentle walk and picture each step as progress toward the far shore.',
      'Spend five minutes imagining the finished result, then take one careful step toward it.',
    ],
    symbolicTag: 'River Crossing',
    tags: ['transition', 'initiative', 'hope', 'caution'],
    frequency: 417,
  },
}
