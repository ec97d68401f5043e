// What Luna hears in a person's own words (docs/rules/one-voice.md, "Luna hears what was written"):
// plain themes recognised in the words of a check-in's or a mood note's note, in English, Spanish
// and German, and her answer to each. The patterns are matched on the words lower-cased with their
// accents removed ("murió" → "murio", "müde" → "mude"), whole words only. Plain, kind and safe for
// anyone; grief gets a human line, never homework; nothing here is clinical advice.
import type { Theme } from '../heard-model.ts'
import { type Suited, suits } from '../suited.ts'

/* @__NO_SIDE_EFFECTS__ */
const words = (...patterns: string[]) => new RegExp(`\\b(?:${patterns.join('|')})\\b`)

/** Each theme's words. A pattern is a regular expression over the normalised words. */
export const THEME_WORDS: Readonly<Record<Theme, RegExp>> = {
  crisis: words(
    'suicid\\w*',
    'kill (?:my ?self|me)',
    'end (?:it all|my life|it)',
    "(?:don'?t|do not|dont) want to (?:live|be alive|be here|wake up)",
    'no reason to (?:live|go on)',
    'better off dead',
    'want(?:ed)? to die',
    'self[- ]?harm\\w*',
    'hurt(?:ing)? my ?self',
    'cut(?:ting)? my ?self',
    "can'?t go on",
    'cannot go on',
    // Spanish
    'quiero morir\\w*',
    'no quiero vivir',
    'matarme',
    'quitarme la vida',
    'hacerme dano',
    // German
    'selbstmord\\w*',
    'umbringen',
    'nicht mehr leben',
    'sterben will',
    'will sterben',
  ),
  grief: words(
    'died',
    'dies',
    'dying',
    'death',
    'passed away',
    'passed on',
    'funeral',
    'grie(?:f|ving|ve)',
    'mourn\\w*',
    'bereave\\w*',
    'lost (?:a|my|our|his|her|their) (?:\\w+ )?(?:patient|mum|mom|mother|dad|father|friend|baby|child|son|daughter|husband|wife|partner|brother|sister|grandma|grandpa|grandmother|grandfather|nan|dog|cat|pet)',
    'lost (?:him|her|them)',
    'miss (?:him|her|them) so',
    'put (?:him|her|my \\w+) down',
    // Spanish
    'murio',
    'fallecio',
    'funeral',
    'duelo',
    'perdi a',
    'luto',
    // German
    'gestorben',
    'verstorben',
    'beerdigung',
    'trauer\\w*',
  ),
  illness: words(
    'sick',
    'ill',
    'unwell',
    'flu',
    'covid',
    'fever',
    'migraine',
    'headache',
    'in pain',
    'hospital',
    'diagnos\\w*',
    // Spanish
    'enferm\\w*',
    'fiebre',
    'dolor',
    'hospital',
    // German
    'krank\\w*',
    'fieber',
    'schmerz\\w*',
    'krankenhaus',
  ),
  conflict: words(
    'argu(?:e|ed|ing|ment)s?',
    'fight',
    'fought',
    'row(?:ed)?',
    'yell(?:ed|ing)?',
    'shout(?:ed|ing)?',
    '(?:angry|mad|furious) (?:at|with)',
    'conflict',
    'broke up',
    'break ?up',
    'falling out',
    // Spanish
    'discusion',
    'pelea\\w*',
    'pelee',
    'discuti\\w*',
    // German
    'streit\\w*',
    'gestritten',
  ),
  exhaustion: words(
    'exhausted',
    'tired',
    'worn out',
    'drained',
    'knackered',
    'shattered',
    'burn(?:ed|t) out',
    'burnout',
    'no sleep',
    "(?:didn'?t|did not|couldn'?t|could not) sleep",
    'sleepless',
    'long (?:day|shift|week|night)',
    'double shift',
    'night shift',
    'code blue',
    // Spanish
    'agotad[oa]',
    'cansad[oa]',
    'reventad[oa]',
    'turno',
    // German
    'erschopft',
    'mude',
    'kaputt',
    'schicht',
  ),
  worry: words(
    'worr(?:y|ied|ying)',
    'anxious',
    'anxiety',
    'nervous',
    'scared',
    'afraid',
    'frightened',
    'fear',
    'stress(?:ed)?',
    'panic\\w*',
    'deadline',
    'interview',
    'exam',
    'results',
    // Spanish
    'preocupad[oa]',
    'ansiedad',
    'nervios[oa]',
    'miedo',
    'estres',
    // German
    'sorgen?',
    'besorgt',
    'angst',
    'nervos',
    'stress',
  ),
  loneliness: words(
    'lonely',
    'alone',
    'isolated',
    'no one',
    'nobody',
    'on my own',
    // Spanish
    '(?:me siento|estoy) sol[oa]',
    'soledad',
    // German
    'einsam\\w*',
    'allein',
  ),
  pride: words(
    'proud',
    'passed (?:my|the)',
    'promoted',
    'got the job',
    'achieved',
    'did it',
    'finished (?:my|the)',
    // Spanish
    'orgullos[oa]',
    'logre',
    'aprobe',
    // German
    'stolz',
    'geschafft',
    'bestanden',
  ),
  gratitude: words(
    'grateful',
    'thankful',
    'thanks?',
    'blessed',
    'appreciat\\w*',
    // Spanish
    'agradecid[oa]',
    'gracias',
    // German
    'dankbar',
    'danke',
  ),
  joy: words(
    'happy',
    'joy\\w*',
    'great day',
    'wonderful',
    'excited',
    'amazing',
    'lovely',
    'celebrat\\w*',
    'laugh(?:ed|ing)?',
    'fun',
    // Spanish
    'feliz',
    'alegr\\w*',
    'contento',
    'contenta',
    // German
    'glucklich',
    'freude',
    'froh',
  ),
  love: words(
    'love[ds]?',
    'hug(?:s|ged)?',
    'my (?:family|partner|kids|children|friends)',
    'date night',
    'together',
    // Spanish
    'amor',
    'familia',
    'abrazo',
    // German
    'liebe',
    'familie',
    'umarmung',
  ),
}

/** Words that say the person is going to bed now (after a night shift, or simply tired out). */
export const BEDTIME_WORDS: RegExp = words(
  '(?:to|my|in) bed',
  'bed ?time',
  '(?:going|go|off) to sleep',
  'get some sleep',
  'need (?:some )?sleep',
  'time to sleep',
  'nap',
  'turning in',
  'after (?:my|the|a) (?:night )?shift',
  'home from (?:my|the|a) (?:night )?shift',
  'off shift',
  'shift is over',
  // Spanish
  'a la cama',
  'a dormir',
  'me voy a dormir',
  // German
  'ins bett',
  'schlafen gehen',
  'nach der (?:nacht)?schicht',
)

/**
 * Luna's answer to each theme, several each, walked in the visitor's own order (never the same
 * two days running). Tagged with the parts of the day they suit, like every suggestion.
 */
export const THEME_ANSWERS: Readonly<Record<Theme, readonly Suited[]>> = {
  crisis: [
    suits(
      'any',
      'Thank you for telling me. You do not have to carry this alone: please reach out now to someone you trust or to a helpline; one near you is listed on this page. If you are in danger, call your local emergency number.',
    ),
    suits(
      'any',
      'I am really glad you said it. What you are feeling matters, and right now the most important thing is to talk to a person: someone you trust, or a helpline listed on this page. If you might act on these thoughts, call your local emergency number now.',
    ),
  ],
  grief: [
    suits(
      'any',
      'I am so sorry. Losing someone you cared for is heavy, and there is nothing you need to do with it right now. Let it be as sad as it is.',
    ),
    suits(
      'any',
      'That is a real loss. Grief is what care turns into when someone is gone; be as gentle with yourself as you would be with a friend.',
    ),
    suits(
      'any',
      'I am sorry for your loss. You do not have to make sense of it yet. Let the people around you be kind to you.',
    ),
    suits(
      'any',
      'Some days carry more than anyone should have to. I am here with you in it, and nothing more is asked of you.',
    ),
  ],
  illness: [
    suits(
      'any',
      'Being unwell takes real energy. Let rest be the main thing, and ask for help with the rest.',
    ),
    suits(
      'any',
      'I am sorry you are not feeling well. Your body is busy mending: give it water, warmth and as much rest as it asks for.',
    ),
    suits(
      'any',
      'Feeling ill makes everything harder. Nothing else has to be done well while you recover; looking after yourself is enough.',
    ),
  ],
  conflict: [
    suits(
      'any',
      'That sounds hard. A clash stays in the body for a while; let your breath slow down before you decide what to say next, if anything.',
    ),
    suits(
      'any',
      'Conflict with someone who matters shakes the whole day. You do not have to settle it right now; give the feelings a little time first.',
    ),
    suits(
      'any',
      'I hear that it went badly. Being upset afterward is normal. When you are ready, one honest sentence will do more than a long reply.',
    ),
  ],
  exhaustion: [
    suits(
      'morning afternoon evening',
      'That was a lot to carry. Your body has done its part; let rest come first and let everything else wait its turn.',
    ),
    suits(
      'morning afternoon evening',
      'Being this tired after all that is simply human. Eat something warm, drink some water and let yourself stop.',
    ),
    suits(
      'any',
      'You have given a great deal. Sleep well when you can: the rest of the world can wait until you wake.',
    ),
    suits('night', 'You have done enough. Let the lights go down and let sleep take it from here.'),
  ],
  worry: [
    suits(
      'any',
      'It makes sense to feel uneasy about that. Write the worry down in one line; on paper it usually looks smaller than it feels.',
    ),
    suits(
      'any',
      'Worry is trying to keep you safe. Name the one part that is in your hands, and let the rest sit outside the door for now.',
    ),
    suits(
      'morning afternoon',
      'Uncertainty is tiring. Pick the next small, concrete step, do only that, and let the bigger question wait.',
    ),
    suits(
      'evening night',
      'Worries grow louder late in the day. Put this one on paper so it can wait until you are rested, when it will look more its real size.',
    ),
  ],
  loneliness: [
    suits(
      'morning afternoon evening',
      'Feeling alone is hard. A short message to someone you like, even just hello, can open a door.',
    ),
    suits(
      'any',
      'I am glad you told me. Loneliness says more about the moment than about you; you are worth reaching toward.',
    ),
    suits(
      'night',
      'Late hours can make being alone feel bigger. Keep something kind near you, a voice, a song, a light, and when you wake, reach out to one person.',
    ),
  ],
  pride: [
    suits('any', 'Well done. Let yourself feel proud for a moment before the next thing asks for you.'),
    suits('any', 'That is worth celebrating. Say it out loud, to yourself or to someone who will cheer.'),
    suits('any', 'You did that. Let it count: write it down, so a harder day can remember it.'),
  ],
  gratitude: [
    suits(
      'any',
      'Gratitude like that is worth keeping. If you can, tell the person: it will mean something to them too.',
    ),
    suits('any', 'What a good thing to notice. Hold on to it for a breath longer; it is yours to keep.'),
    suits('any', 'Thank you for sharing that. Noticing what helps is how we find our way back to it.'),
  ],
  joy: [
    suits('any', 'That is lovely to hear. Let it last a moment longer: notice where you feel it.'),
    suits('any', 'I am glad. Good moments grow when they are shared, so tell someone about it.'),
    suits('any', 'What a good thing. No need to do anything with it; just enjoy it while it is here.'),
  ],
  love: [
    suits('any', 'It sounds like people matter to you today, and that you matter to them. Hold on to that.'),
    suits('any', 'Closeness like that is worth noticing. Let it be the thing you remember about today.'),
    suits('any', 'That warmth is real. Say thank you to someone who is part of it.'),
  ],
}
