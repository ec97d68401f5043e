// The codex page: The Scalar Resonance Codex (also built into /scalar-resonance-codex.pdf) and the
// shorter reference page about Luna. The page adds the links.
import type { LongDocument } from './documents.ts'

export const CODEX: LongDocument = {
  title: 'The Scalar Resonance Codex',
  subtitle:
    'A guide to the symbols behind Luna: scalar ξ, the 32 archetypes, the 64 codons, and how to read them.',
  sections: [
    {
      heading: 'How to use this codex',
      paragraphs: [
        'Luna is built on a small symbolic system. A personal number, scalar ξ, gives each person a center. Thirty-two archetypes describe ways of meeting life. Sixty-four codons, each paired with a hexagram of the I Ching, offer themes, affirmations and simple practices. Everything else in the app, from the compass to the time calculator, is a way of looking at these pieces together.',
        'This codex explains how the pieces fit. It is meant to be read slowly and used lightly. The system is experimental and reflective: its numbers follow clear rules, but they describe a way of paying attention, not facts about your body or your future.',
      ],
    },
    {
      heading: 'Scalar ξ and your baseline',
      paragraphs: [
        'Scalar ξ lives on a narrow scale around 81, the neutral reference. Your baseline is your own resting point on that scale, and for most people it sits near 81.5. It is made from two parts. The birth scalar places your birthday on the year: 81, plus 0.8 times the share of the year that had passed on your birth date (day of year divided by 365.25), plus a thousandth for each year of the century you were born in (year mod 100). The archetype scalar is the number of the archetype your quiz answers chose, somewhere between 81.10 and 81.98.',
        'The baseline blends them: seventy parts birth scalar to thirty parts archetype scalar, rounded to three decimals. A person born on 15 March 1990 has a birth scalar of 81.252; with an archetype at 81.60 the baseline comes to 81.356. The birth date carries more weight because it never changes, while a quiz can be retaken as you change.',
        'On top of the baseline, two things move day to day. The daily check-in can shift it by up to a tenth for that day only. And the current scalar, read from the time of day, the season and the planetary figures, drifts above and below it. Reading Luna is mostly a matter of watching that drift with curiosity.',
      ],
    },
    {
      heading: 'The 32 archetypes',
      paragraphs: [
        'The quiz asks five questions with four answers each. Every answer votes for eight of the 32 archetypes; the archetype with the most votes is yours, and a tie goes to the lower number. No archetype is better than another. Each is a portrait of a way of moving through the world, with a description, Luna’s interpretation, keywords, a meaning, a shadow aspect (the same strength when it is overused) and two solfeggio tones.',
        'The archetypes are gathered in four elemental categories of eight. The category describes temperament, and the codon library uses the same four words as filters:',
      ],
      bullets: [
        'Fire: transformation, leadership, initiative and clarity. Archetypes that start things and light the way.',
        'Air: wisdom, communication, growth and learning. Archetypes that think, connect and carry ideas.',
        'Water: healing, intuition, flow and peace. Archetypes that feel, tend and adapt.',
        'Earth: grounding, stability, abundance and service. Archetypes that build, keep and provide.',
        'Each archetype also holds one pair of hexagrams from the King Wen sequence: archetype k holds hexagrams 2k - 1 and 2k, and so two codons. Archetype 1 holds The Creative and The Receptive (UUU and AAA); archetype 32 closes the sequence with After Completion and Before Completion (CCC and GGG), an ending that leaves the door open.',
        'The element label printed on an archetype card comes from the two trigrams of its first hexagram, in the eight-fold language of the I Ching (Heaven, Metal, Fire, Wood, Air, Water, Mountain, Earth). It adds a second layer of imagery to the category and is not the same thing.',
        'Two small modifiers, entropy and curvature, let the time calculator tilt a reading slightly toward an archetype’s character. They stay within about a tenth of 1, and archetypes 7 and 32 sit exactly at 1.',
      ],
    },
    {
      heading: 'The 64 codons and their hexagrams',
      paragraphs: [
        'In living cells, the genetic code is written in four bases, and RNA spells them A, U, C and G. Three bases make a codon, which gives 4 × 4 × 4 = 64 codons. The I Ching also has 64 figures: hexagrams of six lines, each line broken or unbroken. Luna pairs the two sets with one simple rule, so that every codon has exactly one hexagram and every hexagram one codon.',
        'Each base becomes two lines of the hexagram. The first base of the codon draws the bottom two lines, the second base the middle two, the third base the top two, always reading upward. The lower three lines then form one trigram and the upper three another, and the traditional King Wen chart names the hexagram made by that pair.',
      ],
      bullets: [
        'A: broken, broken.',
        'U: unbroken, unbroken.',
        'C: unbroken, then broken.',
        'G: broken, then unbroken.',
        'Worked example, CAC: C gives unbroken and broken at the bottom, A gives two broken lines in the middle, C gives unbroken and broken at the top. From the bottom the lines read unbroken, broken, broken, broken, unbroken, broken. The lower trigram is Thunder and the upper is Water, and Water over Thunder is hexagram 3, Difficulty at the Beginning.',
        'Complementary bases (A with U, C with G) give opposite lines, so complementary codons give mirror hexagrams: UUU is six unbroken lines, The Creative, and AAA is six broken lines, The Receptive.',
        'Each codon also keeps its real amino acid from the standard genetic code. The three stop codons, UAA, UAG and UGA, fall on Approach, Decrease and The Marrying Maiden, and AUG, the codon that begins most proteins, falls on The Wanderer.',
        'Codon scalars climb evenly with the hexagram number: 80.800 for hexagram 1, a step of 0.025 each time, up to 82.375 for hexagram 64. The compass suggests the three codons whose scalar lies nearest your current one.',
        'The third base sets the entropy regime, sixteen codons each: U Standard, C Curvature-Enhanced, A High-Spin and G Observer-Activated. Observer-Activated codons are read as ones that respond to attention: they reward noticing.',
      ],
    },
    {
      heading: 'The three window phases',
      paragraphs: [
        'A window is a moment in time seen through the calculator or the compass. The time engine starts from your baseline and adds small, fixed contributions from the hour of the day, the day of the year, your awareness level, elevation, your archetype’s modifiers and, for a real location, its time zone. The result, computed ξ, always stays within 1.0 of the baseline, and the same inputs always give the same number.',
        'The gap between computed ξ and the baseline names the phase of the window:',
      ],
      bullets: [
        'Echo Chamber, when the gap is smaller than 0.05 either way. The moment repeats your own tone back to you: a good time to consolidate, tidy and finish.',
        'Resonance Ascendancy, when computed ξ is at least 0.05 above the baseline. The moment lifts: a good time to begin, reach out or create.',
        'Volatility Field, when computed ξ is at least 0.05 below the baseline. The moment stirs: a good time to move slowly, keep plans simple and rest your attention.',
        'Within each phase, suggested actions change with your awareness level: clouded (0 to 0.3), normal (0.4 to 0.6), heightened (0.7 to 0.9) and peak (1.0).',
      ],
    },
    {
      heading: 'Alignment zones',
      paragraphs: [
        'The compass compares your current scalar with your baseline. The difference is the delta, and the zone depends on how large it is compared with your own usual range. Your range is measured as the spread (standard deviation) of your own readings once you have five of them; before that the app assumes 0.15. The extreme threshold is twice that spread, and never less than 0.1.',
      ],
      bullets: [
        'Aligned: the delta is smaller than 0.02 either way. You are at your center.',
        'Elevated: the delta is positive, from 0.02 up to the extreme threshold. A lifted, outward day.',
        'Grounded: the delta is negative, from -0.02 down to the extreme threshold. A quieter, inward day.',
        'Opposed: the delta reaches the extreme threshold or beyond. Above the baseline the status reads expanded; below it, contracted.',
        'Example: with the starting spread of 0.15 the extreme threshold is 0.30, so a current scalar 0.12 above the baseline reads as elevated. Someone whose readings vary very little might have a threshold of 0.10, and the same 0.12 would read as opposed and expanded for them.',
        'The marker on the alignment bar sits at the center when the delta is zero and reaches either end at the extreme threshold.',
      ],
    },
    {
      heading: 'The emotional check-in tiers',
      paragraphs: [
        'The check-in slider runs through 64 words for feeling, in rising order, and each position corresponds to one of the 64 codons. The words fall into four tiers of sixteen, each covering roughly a quarter of the slider. The word Supported appears twice, at positions 22 and 50, because being held by others belongs both to recovery and to flow.',
        'Your answer moves the day’s baseline a little: lower answers lower it, higher answers raise it, by at most 0.1, and the change expires at local midnight. The tier shapes what Luna offers next: a one-line summary, a way to live with the day’s adjustment, four gentle suggestions, and a note on how each elemental kind of archetype tends to meet that tier.',
      ],
      bullets: [
        'Challenge/Crisis (1 to 16): heavy, hard or raw days, best met with rest, the company of people you trust and the smallest kind acts.',
        'Neutral/Recovery (17 to 32): steadying days after effort, when routine, gentle movement and a little patience help you regain your footing.',
        'Active Growth (33 to 48): engaged, curious days, good for learning something, making something and finishing one thing well.',
        'Peak Flow (49 to 64): bright, open days, worth sharing with others and worth pausing in, so the brightness is noticed.',
      ],
    },
    {
      heading: 'Frequencies and safe listening',
      paragraphs: [
        'Tones give the symbols a sound. Every codon carries one frequency from a fixed list between 396 and 963 Hz, and every archetype carries two from the solfeggio scale (174, 285, 396, 417, 528, 639, 741, 852 and 963 Hz). The app treats 528 Hz as its reference tone. The frequency generator on your profile plays any sine tone from 1 to 2000 Hz, with presets at 128, 432, 528 and 639 Hz, and you can lock a frequency to keep it with a note.',
        'A locked frequency can be matched to codons: directly, when a codon’s tone lies within 50 Hz; by harmony, when twice, three or four times your frequency lands within 10 Hz (a primary match) or 30 Hz (a secondary one) of a codon’s tone; or by number, when the digits of the frequency, added together and folded into 1 to 64, point to a hexagram whose codon tone shares the frequency’s digital root. A frequency that meets none of these is called unique.',
        'These tones follow traditional associations. They are a way of marking a moment with sound, not a treatment for anything. Listen with care:',
      ],
      bullets: [
        'Start quiet. The generator begins at 30% volume; with headphones, go lower still.',
        'Keep sessions short. Library tones play for three seconds, and longer listening is rarely needed.',
        'Below about 20 Hz a tone cannot be heard as such, so the generator plays it as a binaural beat: two close tones, one in each ear, best heard through headphones at a low volume. Do not turn the volume up to chase a tone you cannot hear.',
        'High tones, toward 2000 Hz, can feel sharp. Lower the volume or choose another tone.',
        'Stop at once if you feel any discomfort, ringing, dizziness or a headache.',
        'Do not listen while driving or doing anything that needs your full attention.',
        'If you have epilepsy or a hearing condition, take extra care and ask your doctor if you are unsure.',
      ],
    },
    {
      heading: 'Bringing it into the day',
      paragraphs: [
        'A good way to use the codex is to choose one thread and follow it for a week. Read the two hexagrams of your archetype and the themes of their codons. Each morning, glance at the compass, note your zone and window phase, and pick one of the suggested rituals: a few slow breaths, a short walk, a page of journaling, a tidy drawer, a song played quietly. Save a reading when something stands out, and look back at the Read tab on the seventh day.',
        'What you notice matters more than what the numbers say. If a reading rings true, keep it; if it does not, let it pass. The codex offers a vocabulary for your days, never a rule for living them.',
      ],
    },
  ],
}

export const REFERENCE: LongDocument = {
  title: 'About Luna',
  subtitle: 'What Luna is, who it is for, and how to read it.',
  sections: [
    {
      heading: 'What Luna is',
      paragraphs: [
        'Luna is a small daily companion for reflection. It gives you a personal resonance number, scalar ξ, shows how each day moves around it, and offers a guide named Luna who puts the reading into words. Around that sit 32 archetypes, 64 codons paired with the hexagrams of the I Ching, and a set of tones to listen to.',
        'It is experimental and symbolic. The numbers follow fixed, documented rules, and the meaning you find in them is yours to make.',
      ],
    },
    {
      heading: 'Who it is for',
      paragraphs: [
        'Luna is for adults aged 18 and older who enjoy symbolic systems, journaling and small rituals, and who want a few quiet minutes a day to check in with themselves. It needs no account and asks only for a name and a birth date.',
        'It is not for anyone looking for a diagnosis, a prediction or a decision made for them. If you are going through something hard, a trusted person or a qualified professional will serve you far better than any reading.',
      ],
    },
    {
      heading: 'How to read it',
      paragraphs: [
        'Start with the compass. Look at your zone first (aligned, elevated, grounded or opposed), then the window phase, then Luna’s message. Choose one suggestion that fits the day and leave the others. Check in when you want to, save a reading when something feels worth keeping, and every so often read your history as you would an old notebook.',
        'Small numbers are normal. Differences of a few hundredths are the usual texture of the scale, and no zone is good or bad.',
      ],
    },
    {
      heading: 'Going deeper',
      paragraphs: [
        'The Scalar Resonance Codex explains the whole symbolic system: the baseline, the archetypes, how a codon becomes a hexagram, the phases, the zones and the tones. UBT, the Unified Baseline Theory, describes the metaphor behind Luna’s six states and her stability index. Both are available to read here and to download as PDF files, and the help guide covers every screen.',
      ],
    },
  ],
}
