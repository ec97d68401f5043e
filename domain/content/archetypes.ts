// The words of the 32 archetypes. Archetype k holds King Wen hexagrams 2k−1 and 2k; each
// character grows from that pair, retold as a modern, secular, reflective pattern. Codon pairs,
// hexagram numbers and primary elements are derived in ../archetypes.ts.
//
// Their numbers (scalar ξ and time-engine modifiers) are in archetype-numbers.ts.
import type { ArchetypeContent } from './types.ts'

export const ARCHETYPE_CONTENT: readonly ArchetypeContent[] = [
  {
    // 1, 2: The Creative / The Receptive
    id: 1,
    name: 'The Open Flame',
    description:
      'You carry both the urge to begin and the patience to let a beginning take shape. Ideas arrive in you like weather, and you understand that a good start needs soil as much as it needs a spark.',
    lunaInterpretation:
      'I sense a strong initiating current in you, and I sense it does its best work when you pause to let the world answer before you push again.',
    category: 'Fire',
    keywords: ['initiative', 'receptivity', 'beginnings', 'vision'],
    meaning:
      'This pattern is here to start things well, pairing a bold first move with the humility to listen to what that move sets in motion.',
    shadowAspect:
      'When the spark forgets the soil, you may start more than you can tend and end up scattered by your own enthusiasm.',
    solfeggio: [963, 528],
  },
  {
    // 3, 4: Difficulty at the Beginning / Youthful Folly
    id: 2,
    name: 'The Curious Apprentice',
    description:
      'You learn by stepping in before you feel ready, and your early muddle is often the rough draft of something good. You ask the questions others are too proud to ask, and you grow faster for it.',
    lunaInterpretation:
      'I sense you are standing in the untidy first chapter of something new. The tangle you feel is what learning looks like from the inside, not a sign that you chose wrongly.',
    category: 'Air',
    keywords: ['learning', 'curiosity', 'humility', 'beginnings'],
    meaning:
      'It turns the awkwardness of starting into a practice of learning, keeping you teachable while things are still tangled.',
    shadowAspect:
      'In a hurry to understand everything at once, you may ask the same question again and again without pausing long enough to hear the answer.',
    solfeggio: [417, 741],
  },
  {
    // 5, 6: Waiting / Conflict
    id: 3,
    name: 'The Patient Tide',
    description:
      'You know that some things cannot be hurried and that many quarrels soften when they are given time. You hold your ground without raising your voice, waiting for the moment when a conversation can actually be heard.',
    lunaInterpretation:
      'I sense you are holding something back until the timing feels right. That patience is a real strength, as long as it never hardens into silence.',
    category: 'Water',
    keywords: ['patience', 'timing', 'trust', 'diplomacy'],
    meaning: 'It teaches the art of timing: waiting without anxiety, and disagreeing without needing to win.',
    shadowAspect:
      'Waiting can slide quietly into avoidance, leaving a tension unspoken long after its moment has come and gone.',
    solfeggio: [396, 639],
  },
  {
    // 7, 8: The Army / Holding Together
    id: 4,
    name: 'The Circle Keeper',
    description:
      'You are the one who notices who is missing from the table and quietly sets another place. You bring order to shared efforts, not by giving commands but by helping everyone feel part of the same purpose.',
    lunaInterpretation:
      'I sense the people around you lean on your steadiness more than they say. I also sense it is time to let the circle hold you for a while.',
    category: 'Earth',
    keywords: ['belonging', 'loyalty', 'order', 'community'],
    meaning:
      'This pattern gathers people and effort around a common aim, so that no one has to carry the whole weight alone.',
    shadowAspect:
      'While keeping everyone together, you may forget that you are allowed to lean on the group you have gathered.',
    solfeggio: [639, 174],
  },
  {
    // 9, 10: The Taming Power of the Small / Treading
    id: 5,
    name: 'The Light-Footed Diplomat',
    description:
      'You move through delicate situations with tact, adjusting in small, precise ways instead of forcing big changes. Your influence is quiet and cumulative, like wind reshaping a dune one grain at a time.',
    lunaInterpretation:
      'I sense you are crossing some delicate ground right now, and I trust your light touch there more than any grand gesture.',
    category: 'Air',
    keywords: ['tact', 'courtesy', 'subtlety', 'restraint'],
    meaning: 'It shows how small, consistent gestures and careful conduct can shift what force never could.',
    shadowAspect:
      'Too much caution can keep you tiptoeing around something that deserves a plain, kind word.',
    solfeggio: [741, 285],
  },
  {
    // 11, 12: Peace / Standstill (the default archetype of guests)
    id: 6,
    name: 'The Tranquil Harbor',
    description:
      'You are a place where others can rest: steady when life flows easily, and steadier still when it stalls. You know that seasons of ease and seasons of pause both belong to a full life, and you greet each one with open hands.',
    lunaInterpretation:
      "Welcome, I'm glad you are here. I sense a calm harbor in you, wide enough to hold the easy days and the still ones alike.",
    category: 'Water',
    keywords: ['peace', 'welcome', 'balance', 'steadiness'],
    meaning:
      'It offers a calm center from which any season, flowing or stuck, can be met without hurry or alarm.',
    shadowAspect:
      'Loving calm as much as you do, you might smooth over a change that needs to happen and call the quiet peace.',
    solfeggio: [528, 639],
  },
  {
    // 13, 14: Fellowship with Men / Possession in Great Measure
    id: 7,
    name: 'The Generous Host',
    description:
      'You bring people together around a shared fire, and you are happiest when what you have is being enjoyed by many. Your warmth is open-handed: you measure your wealth by how many people it reaches.',
    lunaInterpretation:
      'I sense a generous brightness in you that grows the more you share it. Keep a little of that warmth for yourself, too.',
    category: 'Fire',
    keywords: ['fellowship', 'generosity', 'abundance', 'warmth'],
    meaning:
      'This pattern turns personal plenty, whether of time, skill or attention, into belonging that others can share.',
    shadowAspect:
      'Generosity can become a way of being needed, until you give so freely that you lose track of what you actually want.',
    solfeggio: [639, 963],
  },
  {
    // 15, 16: Modesty / Enthusiasm
    id: 8,
    name: 'The Quiet Drummer',
    description:
      'You keep a steady rhythm that lifts others without asking to be noticed. Your joy is real and catching, yet you never need the spotlight to feel it.',
    lunaInterpretation:
      'I sense a quiet enthusiasm in you, the kind that moves a room without raising its voice.',
    category: 'Earth',
    keywords: ['modesty', 'rhythm', 'joy', 'encouragement'],
    meaning:
      'It carries energy into the world in a grounded way, so that inspiration serves the group rather than the ego.',
    shadowAspect:
      'Staying modest can turn into shrinking, so that you hold back your own spark in case anyone thinks you are showing off.',
    solfeggio: [174, 417],
  },
  {
    // 17, 18: Following / Work on What Has Been Spoiled
    id: 9,
    name: 'The Gentle Mender',
    description:
      'You have a gift for adapting to what a situation asks and for quietly repairing what others left broken. You follow the current of a moment before trying to change it, which is why your repairs tend to last.',
    lunaInterpretation:
      'I sense you are ready to mend something old. You will do it best by first listening to how it came to break.',
    category: 'Water',
    keywords: ['repair', 'adaptability', 'renewal', 'listening'],
    meaning:
      'It restores what has gone stale or broken, in friendships, habits or shared spaces, by working with the grain of things.',
    shadowAspect: 'Always ready to fix, you may take on repairs that were never yours to make.',
    solfeggio: [285, 417],
  },
  {
    // 19, 20: Approach / Contemplation
    id: 10,
    name: 'The Clear-Eyed Sage',
    description:
      'You read patterns from a little distance and then step close with care, offering perspective when it is wanted. People can tell that you have truly looked at them before you speak.',
    lunaInterpretation:
      'I sense you are in a season of watching and noticing. What you see now will show you exactly where to step closer.',
    category: 'Air',
    keywords: ['perspective', 'observation', 'warmth', 'wisdom'],
    meaning:
      'This pattern pairs clear observation with a warm approach, so that insight arrives as an offering rather than a verdict.',
    shadowAspect:
      'Keeping to the lookout can hold you at a safe distance, watching life more than taking part in it.',
    solfeggio: [852, 741],
  },
  {
    // 21, 22: Biting Through / Grace
    id: 11,
    name: 'The Honest Artisan',
    description:
      'You cut through confusion with decisive honesty, and then you give what remains a careful, beautiful form. Truth and craft meet in you: you say what is so, and you say it well.',
    lunaInterpretation:
      'I sense a clean, decisive edge in you today. Let the grace you bring to how things look and feel soften it as it lands.',
    category: 'Fire',
    keywords: ['clarity', 'decisiveness', 'craft', 'beauty'],
    meaning:
      'It resolves what is stuck through directness, then shapes what follows with care and a good eye.',
    shadowAspect:
      'Sharp clarity can sound like judgment, and polish can become a way of hiding what is still unfinished.',
    solfeggio: [741, 528],
  },
  {
    // 23, 24: Splitting Apart / Return
    id: 12,
    name: 'The Returning Gardener',
    description:
      'You know how to let things fall away when their season ends, and how to begin again from what remains. Loss does not unsettle you for long, because you have watched green come back to bare ground many times.',
    lunaInterpretation:
      'I sense something in your life is clearing away, and beneath it I sense the first small shoot of a return.',
    category: 'Earth',
    keywords: ['release', 'cycles', 'resilience', 'return'],
    meaning:
      'It honors endings as the compost of beginnings, letting go cleanly and coming back to what is essential.',
    shadowAspect:
      'Trusting every ending to renew itself, you might skip the sadness that would help you truly let go.',
    solfeggio: [396, 174],
  },
  {
    // 25, 26: Innocence / The Taming Power of the Great
    id: 13,
    name: 'The Unscripted Pioneer',
    description:
      'You act from a clean, unrehearsed sincerity, and beneath it sits a deep reserve of strength you have built over years. Your spontaneity can be trusted because it is held by discipline.',
    lunaInterpretation:
      'I sense an honest, spontaneous energy in you today, backed by far more stored strength than you usually admit to.',
    category: 'Fire',
    keywords: ['sincerity', 'spontaneity', 'discipline', 'strength'],
    meaning: 'This pattern lets genuine impulses lead, while steady practice keeps their power useful.',
    shadowAspect:
      'When sincerity runs ahead of preparation, you may chase every fresh impulse and tire before the real work begins.',
    solfeggio: [963, 417],
  },
  {
    // 27, 28: The Corners of the Mouth / Preponderance of the Great
    id: 14,
    name: 'The Nourishing Pillar',
    description:
      'You make sure everyone is fed, with food, attention and encouragement alike, and you often carry more weight than anyone sees. Your strength lies in how you nourish; your growth lies in noticing when the beam is overloaded.',
    lunaInterpretation:
      'I sense you are holding up a great deal right now. Feeding yourself well, in every sense, is part of holding it well.',
    category: 'Earth',
    keywords: ['nourishment', 'care', 'responsibility', 'endurance'],
    meaning:
      'It sustains people and projects through what you feed them, choosing the words and habits that truly nourish.',
    shadowAspect: 'Carrying too much in silence, you can bend under a load you have never said out loud.',
    solfeggio: [285, 174],
  },
  {
    // 29, 30: The Abysmal / The Clinging
    id: 15,
    name: 'The Deepwater Lantern',
    description:
      'You have been through deep water and come out able to light the way for others. You hold depth and clarity together, feeling things fully while still seeing what is true.',
    lunaInterpretation:
      'I sense you have moved through strong currents and kept your light burning. That light is steadier than you think.',
    category: 'Water',
    keywords: ['depth', 'clarity', 'courage', 'devotion'],
    meaning:
      'It moves through difficulty with steady attention, and lets what was learned there become light for others.',
    shadowAspect:
      'So familiar with depths, you might dive into every difficulty alone when a shared light would make the way easier.',
    solfeggio: [852, 396],
  },
  {
    // 31, 32: Influence / Duration
    id: 16,
    name: 'The Constant Companion',
    description:
      'You are moved by people and you move them in return, and what begins as attraction in you tends to grow into something lasting. You believe a connection stays alive through small, steady renewals.',
    lunaInterpretation:
      'I sense a deep loyalty in the way you connect. The bonds you are tending now are the kind that can last.',
    category: 'Air',
    keywords: ['connection', 'commitment', 'constancy', 'tenderness'],
    meaning:
      'This pattern turns mutual influence into durable bonds by showing up, again and again, over time.',
    shadowAspect:
      'Valuing constancy, you may keep a routine going long after it has stopped serving the people inside it.',
    solfeggio: [639, 285],
  },
  {
    // 33, 34: Retreat / The Power of the Great
    id: 17,
    name: 'The Composed Strategist',
    description:
      'You have real strength, and you know that using it well sometimes means stepping back. You choose your moments, saving your energy for what truly matters instead of spending it on every challenge.',
    lunaInterpretation:
      'I sense great strength in you that has nothing to prove. Stepping back right now may be your most powerful move.',
    category: 'Earth',
    keywords: ['strength', 'discernment', 'composure', 'reserve'],
    meaning: 'It uses power wisely, knowing when to advance and when to withdraw with dignity.',
    shadowAspect:
      'Retreat can become a habit of distance, keeping your strength in reserve for a moment you never let arrive.',
    solfeggio: [174, 852],
  },
  {
    // 35, 36: Progress / Darkening of the Light
    id: 18,
    name: 'The Rising Ember',
    description:
      'You advance steadily, like morning light over a hill, and when circumstances dim you know how to keep your glow protected and inward. Your brightness does not depend on being seen.',
    lunaInterpretation:
      'I sense a light in you that keeps rising even when it has to travel quietly. Nothing about it has gone out.',
    category: 'Fire',
    keywords: ['progress', 'radiance', 'discretion', 'perseverance'],
    meaning:
      'This pattern keeps you moving through bright and dim seasons alike, sharing light openly where it is welcome and guarding it wisely where it is not.',
    shadowAspect:
      'When your light has to stay hidden for a while, you may start to believe it is gone and forget how far it has already carried you.',
    solfeggio: [963, 396],
  },
  {
    // 37, 38: The Family / Opposition
    id: 19,
    name: 'The Kind Translator',
    description:
      'You understand how households and teams really work, and you are skilled at bridging people who see the world differently. Where others find only opposition, you find the shared language underneath.',
    lunaInterpretation:
      'I sense you are standing between two points of view. I trust your gift for finding words that both sides can hear.',
    category: 'Air',
    keywords: ['family', 'communication', 'understanding', 'bridging'],
    meaning:
      'It keeps close bonds healthy by translating differences into understanding rather than distance.',
    shadowAspect: 'Always translating for others, you might soften your own view until it disappears.',
    solfeggio: [639, 741],
  },
  {
    // 39, 40: Obstruction / Deliverance
    id: 20,
    name: 'The Winding River',
    description:
      'You meet obstacles the way water meets stone: pausing, circling, and sooner or later finding the way through. When relief finally comes, you let it be clean and generous, forgiving quickly and moving on.',
    lunaInterpretation:
      'I sense you have been pressing against something that will not move. I sense, too, that a way around it is already forming.',
    category: 'Water',
    keywords: ['flexibility', 'forgiveness', 'resourcefulness', 'relief'],
    meaning:
      'This pattern finds the way through blockages with flexibility, and lets relief arrive without holding a grudge.',
    shadowAspect:
      'So practiced at going around obstacles, you may avoid the one honest conversation that would dissolve them.',
    solfeggio: [396, 285],
  },
  {
    // 41, 42: Decrease / Increase
    id: 21,
    name: 'The Thoughtful Steward',
    description:
      'You understand that less is sometimes more, and that trimming away excess is what makes room for real growth. You sense when a season calls for simplifying and when it calls for investing, and you give and receive in good measure.',
    lunaInterpretation:
      'I sense you are weighing what to release and what to invest in. Your instinct for the right measure is sound.',
    category: 'Earth',
    keywords: ['simplicity', 'generosity', 'measure', 'sufficiency'],
    meaning:
      'It tends energy, time and resources wisely, simplifying in order to make room for what genuinely enriches.',
    shadowAspect:
      'Trying to get the balance exactly right, you may keep recounting what you have and forget to enjoy it.',
    solfeggio: [285, 528],
  },
  {
    // 43, 44: Break-through / Coming to Meet
    id: 22,
    name: 'The Bold Herald',
    description:
      'You speak up when something has gone on too long, and you announce change with courage and fairness. You also meet the unexpected head-on, recognizing when a chance encounter matters more than it first appears.',
    lunaInterpretation:
      'I sense a breakthrough is close. Say what needs saying, then stay open to who or what arrives in answer.',
    category: 'Fire',
    keywords: ['breakthrough', 'courage', 'candor', 'encounter'],
    meaning:
      'This pattern brings hidden tensions into the open fairly, and greets new arrivals with both alertness and good faith.',
    shadowAspect:
      'Eager for resolution, you may press for a decision before everyone involved is ready to hear it.',
    solfeggio: [741, 963],
  },
  {
    // 45, 46: Gathering Together / Pushing Upward
    id: 23,
    name: 'The Upward Grove',
    description:
      'You draw people together around what matters and then grow alongside them, slowly and steadily, like a stand of young trees. Your progress is organic: rooted first, rising after.',
    lunaInterpretation:
      'I sense steady, upward growth in you and around you, happening at exactly the pace your roots can follow.',
    category: 'Earth',
    keywords: ['gathering', 'growth', 'rootedness', 'effort'],
    meaning: 'It grows communities and aims gradually, each step supported by the one beneath it.',
    shadowAspect:
      'Waiting to bring everyone along, you might hold your own growth back for longer than it needs.',
    solfeggio: [528, 174],
  },
  {
    // 47, 48: Oppression / The Well
    id: 24,
    name: 'The Hidden Spring',
    description:
      'You know what it is to feel hemmed in, and you have learned to draw on an inner source that no situation can drain. Others come to you to be refreshed, because you keep that water clear and the rope within reach.',
    lunaInterpretation:
      'I sense you may have felt boxed in lately. Your inner spring is still running, and it is there whenever you lower the bucket.',
    category: 'Water',
    keywords: ['replenishment', 'source', 'hope', 'sharing'],
    meaning:
      'This pattern keeps a deep, reliable source of meaning within reach, for you and for others, especially when circumstances feel tight.',
    shadowAspect:
      'When things feel tight, you may go quiet and wait it out alone, when naming the pressure aloud would bring support sooner.',
    solfeggio: [285, 852],
  },
  {
    // 49, 50: Revolution / The Caldron
    id: 25,
    name: 'The Kindled Alchemist',
    description:
      'You sense when an old way of doing things has run its course, and you are willing to let it change completely. Like a well-tended cooking pot, you hold the heat of change steady until something genuinely nourishing comes out of it.',
    lunaInterpretation:
      'I sense a real change brewing in you. Keep the fire even and trust the vessel you have built to hold it.',
    category: 'Fire',
    keywords: ['transformation', 'reinvention', 'vision', 'integrity'],
    meaning:
      'It guides change at the right moment and gives it a container strong enough to become lasting renewal.',
    shadowAspect: 'In love with transformation, you might tear down something that only needed adjusting.',
    solfeggio: [417, 528],
  },
  {
    // 51, 52: The Arousing / Keeping Still
    id: 26,
    name: 'The Unshaken Mountain',
    description:
      'Sudden news and sudden change pass through you, and you have a remarkable ability to return to stillness afterward. You can be startled without being shaken at the root.',
    lunaInterpretation:
      'I sense a jolt has moved through your days recently. I also sense a stillness in you that the jolt could not reach.',
    category: 'Earth',
    keywords: ['stillness', 'presence', 'groundedness', 'calm'],
    meaning:
      'This pattern meets surprises from a steady center, and finds in stillness the right moment to move.',
    shadowAspect: 'Prizing stillness, you might freeze when a situation is actually inviting you to move.',
    solfeggio: [174, 963],
  },
  {
    // 53, 54: Development / The Marrying Maiden
    id: 27,
    name: 'The Unhurried Voyager',
    description:
      'You grow by stages, and you respect the slow process that turns a beginning into a lasting home. When you step into arrangements you did not design, you bring grace and patience rather than resentment.',
    lunaInterpretation:
      'I sense you are in the middle of a slow unfolding. Each small step you take is quietly building something that fits you.',
    category: 'Air',
    keywords: ['development', 'adaptation', 'poise', 'stages'],
    meaning:
      'It carries you through transitions gradually and with dignity, honoring each stage instead of rushing to the last one.',
    shadowAspect:
      "Adapting gracefully to other people's plans, you might keep postponing what you truly want.",
    solfeggio: [417, 639],
  },
  {
    // 55, 56: Abundance / The Wanderer
    id: 28,
    name: 'The Noonday Wanderer',
    description:
      'You know how to celebrate a high point fully, and you also know how to travel light, at home wherever you happen to be. You carry brightness through unfamiliar places without needing to possess them.',
    lunaInterpretation:
      'I sense a full, bright moment around you. Enjoy it wholeheartedly, and carry its warmth lightly into whatever comes next.',
    category: 'Fire',
    keywords: ['abundance', 'adventure', 'openness', 'celebration'],
    meaning:
      'This pattern savors fullness without clinging to it, and meets the unfamiliar with curiosity and respect.',
    shadowAspect:
      'Always drawn toward the next horizon, you may leave a good place before it has a chance to become home.',
    solfeggio: [852, 963],
  },
  {
    // 57, 58: The Gentle / The Joyous
    id: 29,
    name: 'The Laughing Breeze',
    description:
      'Your influence is soft and persistent, like a breeze that slowly changes the feel of a room, and your joy is the kind that invites others in. You persuade through warmth, humor and steady kindness.',
    lunaInterpretation:
      'I sense a light, joyful current in you that reaches further than you realize. Keep it gentle, and keep it honest.',
    category: 'Air',
    keywords: ['joy', 'gentleness', 'persuasion', 'humor'],
    meaning: 'It changes things through gentle persistence and shared delight rather than pressure.',
    shadowAspect:
      'Wanting everyone to feel good, you might keep things light when a moment is asking for depth.',
    solfeggio: [639, 852],
  },
  {
    // 59, 60: Dispersion / Limitation
    id: 30,
    name: 'The Measured Current',
    description:
      'You can melt stiffness and division, helping frozen situations flow again, and you know that every flow needs banks to guide it. Your sense of healthy limits is what makes your openness feel safe to others.',
    lunaInterpretation:
      'I sense you are loosening something that had gone rigid. I also sense you know exactly where the gentle edges belong.',
    category: 'Water',
    keywords: ['boundaries', 'flow', 'moderation', 'release'],
    meaning: 'This pattern brings flow where things are stuck and sensible limits where things overflow.',
    shadowAspect:
      'Swinging between letting go and reining in, you may set rules for yourself that are tighter than anyone asked for.',
    solfeggio: [396, 741],
  },
  {
    // 61, 62: Inner Truth / Preponderance of the Small
    id: 31,
    name: 'The Truthful Wren',
    description:
      'Your influence rests on inner sincerity: people trust you because what you say and who you are match. You pay attention to small things done well, knowing that modest care often matters more than grand gestures.',
    lunaInterpretation:
      'I sense a quiet truthfulness in you that others can feel. Today, small and honest steps are exactly enough.',
    category: 'Air',
    keywords: ['truth', 'trust', 'attentiveness', 'detail'],
    meaning:
      'It builds trust from the inside out and honors the small details through which care becomes real.',
    shadowAspect:
      'Focused on getting the little things right, you may doubt yourself more than the situation calls for.',
    solfeggio: [852, 417],
  },
  {
    // 63, 64: After Completion / Before Completion
    id: 32,
    name: 'The Threshold Weaver',
    description:
      'You are at ease on thresholds, finishing one chapter while already sensing the outline of the next. You know that every completion is also a beginning, and you tend both with the same care.',
    lunaInterpretation:
      'I sense you are between an ending and a beginning. Honor what is complete, and let what is unfinished stay open a little longer.',
    category: 'Water',
    keywords: ['completion', 'transition', 'continuity', 'mindfulness'],
    meaning:
      'This pattern gives endings and beginnings equal attention, so that what is finished stays well and what comes next starts well.',
    shadowAspect:
      'Standing at a threshold, you may keep polishing what is already done, or rush what is not, instead of resting in between.',
    solfeggio: [963, 285],
  },
]
