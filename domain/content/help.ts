// The help guide at /help: four tabs of plain text, and one sentence per alignment zone that the
// page completes with the visitor's own thresholds.
import type { AlignmentZone } from '../vocabulary.ts'
import type { TextSection } from './documents.ts'

export type HelpTabKey = 'basics' | 'pages' | 'luna' | 'science'

export interface HelpTab {
  label: 'Basics' | 'Pages' | 'Luna' | 'Science'
  sections: readonly TextSection[]
}

/** A tab in another language (domain/content/<locale>/help.ts): its label is that language's. */
export interface HelpTabWords {
  label: string
  sections: readonly TextSection[]
}

const BASICS: readonly TextSection[] = [
  {
    heading: 'What scalar ξ is',
    paragraphs: [
      'Scalar ξ (the Greek letter xi) is your personal resonance number: one figure, usually a little above 81, that Luna uses as the anchor for your day. The neutral reference point is 81, and most people’s baseline lands close to 81.5. Everything the app shows is about small movements around your own number, usually a few hundredths and rarely more than a few tenths.',
      'The number is symbolic. It does not measure your body, your mood or your mind, and a higher value is not better than a lower one. Think of it as the key a piece of music is written in: it tells you where home is, so that the day’s changes have something to be compared with.',
    ],
  },
  {
    heading: 'How your baseline is made',
    paragraphs: [
      'At onboarding you give your name and birth date and answer five short questions. Your answers choose one of 32 archetypes, and every archetype carries a scalar of its own between 81.10 and 81.98. Your birth date gives a second number, the birth scalar. The two are blended, with your birth date weighing more.',
      'On the compass the baseline is picked in this order: today’s check-in baseline if you made one today, then your combined baseline, then one rebuilt from your birth and archetype scalars, and finally 81.5 when nothing is known yet.',
    ],
    bullets: [
      'Birth scalar = 81 + (day of year ÷ 365.25) × 0.8 + (year mod 100) × 0.001, rounded to three decimals, with 1 January as day 1.',
      'Baseline = 0.7 × birth scalar + 0.3 × archetype scalar, rounded to three decimals.',
      'Example: someone born on 15 March 1990 (day 74) has a birth scalar of 81 + 0.162 + 0.090 = 81.252. With an archetype scalar of 81.60, the baseline is 0.7 × 81.252 + 0.3 × 81.60 = 81.356.',
      'With no birth date the app uses 81.5. ‘Skip for now’ on the welcome screen gives you a guest profile with exactly that baseline, 81.500 (no birth date, archetype 6), on every screen, until you take the quiz.',
    ],
  },
  {
    heading: 'The daily check-in',
    paragraphs: [
      'Once a day the compass asks how you are arriving. You move a slider from 0 to 100, and it walks through 64 words for feeling, from heavy to bright, in four tiers of sixteen: Challenge/Crisis, Neutral/Recovery, Active Growth and Peak Flow. Each position also points to one of the 64 codons.',
      'Your answer nudges the baseline for that day only, by at most 0.1 up or down; the middle of the slider changes nothing. The adjustment ends at local midnight, and the prompt shows how long it has left (for example ‘expires in 3h 12m’). You can check in once each day (a new day opens at your local midnight), log how you feel in a mood note at any time, and skipping is always fine. There are no right answers: a low day is information, never a mark against you.',
    ],
  },
  {
    heading: 'Streaks',
    paragraphs: [
      'A streak counts the calendar days, in your own time zone, on which you opened the app. It stays alive through yesterday, so a visit this morning keeps it going even if your last one was late the night before. The streak card shows your current streak, your longest one and your total days.',
      'Its label grows with you: ‘Begin your journey’ before the first day, ‘Getting started’ from one day, ‘Building momentum’ from three and ‘On fire! Week+ streak’ from seven. A broken streak is simply a fresh start; none of your history is lost.',
    ],
  },
  {
    heading: 'Saving readings',
    paragraphs: [
      'The save card on the compass keeps a snapshot of the moment: your current scalar, the time phase, the energy level and Luna’s words. Add tags, typed with commas between them or picked from quick tags such as peaceful, foggy or breakthrough, and a note if you like, then save. Check-ins and the frequencies you lock in the generator are kept the same way.',
      'Everything you keep appears in the Read tab of your profile, where each entry can be opened or deleted. Notes are for you alone: they are never shown to anyone else and never appear in the operator’s statistics.',
    ],
  },
  {
    heading: 'Simple and Advanced modes',
    paragraphs: [
      'Simple mode is where everyone starts. The navigation holds Compass, Profile, Help and Codex, and some screens show a lighter version of themselves. Advanced mode adds Resonance and Time (the time calculator) to the navigation and opens the fuller views with their technical details.',
      'Switch with the Simple/Advanced toggle in the navigation bar whenever you like; the app remembers your choice on this browser. Nothing is locked away: every page can be reached in either mode.',
    ],
  },
  {
    heading: 'Your session and recovery code',
    paragraphs: [
      'There are no accounts and no passwords. On your first visit the browser creates an anonymous session id, starting with luna_, that ties your readings together. The profile screen shows it as a recovery code: keep a copy somewhere safe and paste it into Restore on another browser to bring your data along.',
      'Treat the code like a house key, because anyone who holds it can read that session’s data. Private windows and some browsers clear stored data after a while, so the code is also your way back. The Privacy page explains what is kept, where, and how to export or erase it.',
    ],
  },
]

const PAGES: readonly TextSection[] = [
  {
    heading: 'Compass',
    paragraphs: [
      'The compass (at / and /compass) is your daily home. The alignment panel at the top compares your current scalar with your baseline: it shows both numbers, the difference between them (delta) and that difference as a percentage, your zone, a short message and a marker on a bar that sits in the middle when you are exactly on your baseline. Below it, daily guidance names the time phase, a primary focus, an energy level and a few suggestions for the day.',
      'If the compass cannot reach the server it says so and offers Retry Connection. Without a profile it sends you to onboarding first.',
    ],
    bullets: [
      'Planetary context: the Schumann resonance figure with its amplitude and quality, and the cosmic weather drawn from the planetary K-index.',
      'Suggested codons: the three codons whose scalar lies nearest your current one, each with its theme, affirmation and tone.',
      'Clarity type: mental, emotional, physical or spiritual, to color the guidance line; the choice is remembered.',
      'Luna: her insight card, her memory panel and a share card that copies or shares a summary of the reading.',
      'Cards for your streak, for saving the reading and for the scalar breakdown, your history once you have more than five readings, statistics gathered across all visitors, and the daily check-in.',
    ],
  },
  {
    heading: 'Resonance',
    paragraphs: [
      'Resonance (in the navigation in Advanced mode, reachable at /resonance in either) pairs an archetype with codons. The full view has three tabs. Find Resonance lets you choose an archetype and lists the codons that match it; Active Protocol shows the one you picked with its theme, affirmation, rituals and tone; Browse Codons lays out the codons as a grid you can select from.',
      'In Simple mode the page is titled ‘Find Your Resonance’ and keeps just one archetype picker, a Find button and the result, with a button that plays its tone for three seconds.',
    ],
  },
  {
    heading: 'Profile',
    paragraphs: [
      'Your profile (/profile) holds everything personal, in four tabs. It is also where you find your recovery code, the Restore field for a code from another browser, and the buttons to export or erase your data.',
    ],
    bullets: [
      'Profile: your name, birth date, gematria (the letters of your name added up, a = 1 to z = 26), archetype card, affirmation with tags, suggested rituals and Luna’s reading of your profile. ‘Generate New Profile’ returns to the form, and ‘Fix Birth Scalar’ appears if your birth scalar is missing. The frequency generator plays a gentle sine tone from 1 to 2000 Hz (128 Hz to start), with step buttons, presets at 128, 432, 528 and 639 Hz, a volume slider starting at 30%, and ‘Lock this frequency’ to keep a tone with an optional note.',
      'Journey: ‘Your Scalar Journey’, with an editable display name, your current and baseline ξ, the number of sessions and your average alignment. Evolution Analysis describes the pattern (ascending, descending, cycling or stable) once there are three readings, and Recent History lists the last ten.',
      'Read: your saved readings with a count badge. Rows expand to show the full reading; each shows up to three tags and a ‘+N’ for the rest, and can be deleted. Your last eight locked frequencies are listed too.',
      'Codons: the library of all 64 codons, with a search box, a filter by element (All, Fire, Air, Water, Earth), a ‘Showing N of M codons’ line and a play button on every card. One tone plays at a time.',
    ],
  },
  {
    heading: 'Time calculator',
    paragraphs: [
      'The Scalar Time Calculator (Time, in Advanced mode) answers a what-if: what would your scalar be at another date, time and place? Choose a date and a time, your archetype (required), an elevation (detected, or typed in meters; left empty it counts as sea level), an awareness level from 0 to 1, and a location. Location can be automatic (your browser asks your permission first), manual (country, time zone and city) or one of ten symbolic places. The baseline comes from your profile and can be edited to three decimals.',
      'The result shows computed ξ, the window phase, the alignment status, a sentence on the symbolic effect of the location and three suggested actions chosen by phase and by awareness band (clouded, normal, heightened or peak). With the Luna switch on, she adds her reading. The same inputs always give the same answer, and computed ξ never strays more than 1.0 from the baseline.',
    ],
  },
  {
    heading: 'Onboarding and the archetype test',
    paragraphs: [
      'Onboarding walks through five steps: welcome, name, birth date, the five-question quiz and a closing screen with ‘Enter the Compass’. The reveal after the quiz shows your archetype’s name, description, element, scalar and keywords, with a word from Luna.',
      'The footer links to the quiz and to a retake. The archetype test page (/archetype-test) shows your current archetype and how it feeds your baseline, and can hand it to the time calculator with ‘Apply to Time Calculator’. ‘Retake Quiz’ clears the stored result and starts again.',
    ],
  },
  {
    heading: 'Help',
    paragraphs: [
      'This guide (/help) has four tabs: Basics for the ideas, Pages for each screen, Luna for the guide and her states, and Science for an honest account of what is measured and what is symbol. The alignment zones are explained here with your own thresholds filled in.',
    ],
  },
  {
    heading: 'Codex',
    paragraphs: [
      'The codex page (/codex) holds The Scalar Resonance Codex, a readable guide to the symbolic system, and a shorter reference page about Luna. Both long texts can be downloaded: the codex as /scalar-resonance-codex.pdf and the theory behind Luna’s states as /UBT.pdf.',
    ],
  },
  {
    heading: 'Support',
    paragraphs: [
      'The support page (/support) shows two cards, one for each of the two people behind Luna. Each opens an external payment page in a new tab. Support is voluntary, it is not a tax-deductible donation, and it unlocks nothing: the app works the same for everyone. A link leads back to the start.',
    ],
  },
  {
    heading: 'Privacy',
    paragraphs: [
      'The privacy page (/privacy) says plainly what is stored on the server and in your browser, which outside services are involved and for what, and how long things are kept. It carries the same two buttons as your profile: download everything as a JSON file, or erase it all at once. The Terms (/terms) and the Disclaimer (/disclaimer) sit beside it, and all three link back to the compass.',
    ],
  },
]

const LUNA: readonly TextSection[] = [
  {
    heading: 'Who Luna is',
    paragraphs: [
      'Luna is the guide who speaks in your readings. She is a voice, not a person, and not a counselor or a doctor. Her words are written in advance: fixed rules pick one of six states from your scalar, the window phase and the day’s planetary figures, and she speaks from that state’s messages. Nothing you type is sent to a chatbot.',
      'She speaks in the first person and keeps it short: a mood and a tone, a message, sometimes a suggestion. Take what helps and leave the rest.',
    ],
  },
  {
    heading: 'Her six states',
    paragraphs: [
      'Each reading puts Luna in one of six states. Each state has conditions; when several fit, the state that meets the most conditions wins, and balanced flow is the fallback when none fits. The card shows the mood and tone, and the footer shows the tag.',
    ],
    bullets: [
      'high_deltaUC: tone grounding, mood chaotic, tag threshold. The reading sits far from the neutral line, and Luna helps you find your feet.',
      'pi_stabilizing: tone clarifying, mood crystallizing, tag emergence. Things are settling into a clearer shape.',
      'kerr_spinning: tone dynamic, mood electric, tag acceleration. The moment carries a lot of momentum; she suggests steering gently.',
      'balanced_flow: tone flowing, mood coherent, tag harmony. Nothing pulls hard in any direction.',
      'high_scalar_stable: tone elevated, mood luminous, tag peak. A high scalar that is also steady.',
      'low_scalar_grounding: tone stabilizing, mood rooted, tag foundation. A low scalar, read as a time for roots rather than reach.',
    ],
  },
  {
    heading: 'Notes between visits',
    paragraphs: [
      'Luna remembers the tag and scalar of your previous reading on this browser. When both are the same, she opens with a note that the field remains consistent. When the tag has changed she says so, with a note of her own for some changes, such as from chaotic to coherent or from rooted to luminous, and otherwise a simple remark that something has shifted since your last visit.',
    ],
  },
  {
    heading: 'The insight card',
    paragraphs: [
      'The card shows Luna’s avatar, her mood and tone, the message and, when there is one, a suggestion. Technical Analysis opens the figures behind the reading: deltaUC, the π-divergence, the Kerr enhancement, the three flags and the stability index. The footer carries the tag and the time of the reading.',
    ],
  },
  {
    heading: 'The memory panel',
    paragraphs: [
      'Luna’s Memory gathers patterns from your past interactions and shows up to three insights, the most confident first, each with a confidence percentage and a badge (green above 80%, yellow above 60%, gray otherwise). A counter shows how many interactions she has seen. Cards appear only once there is something to say.',
    ],
    bullets: [
      'A frequent intention, once one of clarity, growth, healing or harmony has come up at least three times.',
      'A favorite page, once one page has at least five visits.',
      'Consistency, from ten interactions, described as beginning, developing or remarkable according to your streak.',
      'The direction of your scalar over time: ascending, descending or stable.',
      'Growth, a note of recognition from twenty interactions.',
    ],
  },
  {
    heading: 'The stability index in words',
    paragraphs: [
      'The stability index is a score from 0 to 100 that sums up how settled a reading is. It starts at 100 and loses points for distance from the neutral line, for π-divergence and for Kerr enhancement away from 1. Green from 75 reads as steady, yellow from 50 as lightly stirred, orange from 25 as unsettled, and red below that as a lot in motion.',
      'It describes the reading, not you. A low score is an invitation to slow down and is never a warning. The formula is set out in the UBT document on the codex page.',
    ],
  },
]

const SCIENCE: readonly TextSection[] = [
  {
    heading: 'What is measured',
    paragraphs: [
      'Two figures on the compass refer to real, measured things in the physical world. The Schumann resonances are natural electromagnetic waves in the space between the Earth’s surface and the ionosphere, kept ringing mostly by lightning around the globe; their lowest mode sits near 7.83 Hz. The planetary K-index is a scale from 0 to 9 of how disturbed the Earth’s magnetic field is over each three-hour period, published by the Space Weather Prediction Center of the US National Oceanic and Atmospheric Administration (NOAA).',
      'Luna has no instruments of its own. The server reads NOAA’s public K-index feed, keeps it for ten minutes, and sorts it into quiet (0 to 3), active (4 and 5), storm (6 and 7) and severe (8 and 9). The Schumann figure is an estimate around 7.83 Hz shaped by that index; when the feed cannot be reached the app relies on its own model alone, and the source line says which one you are seeing.',
    ],
  },
  {
    heading: 'What is symbolic',
    paragraphs: [
      'Scalar ξ, your baseline, the zones, the window phases and Luna’s states are symbols. They follow clear, repeatable rules, so the same inputs always give the same number, but the rules are a framework for reflection and not a measurement of anything in you.',
      'The 64 codons are real: they are the three-letter words of the genetic code, and each is listed with the amino acid it stands for. Their pairing with the 64 hexagrams of the I Ching is a symbolic correspondence that rests on counting (both sets have 64 members built from six two-way choices) and carries no biological meaning. The tones attached to codons and archetypes follow traditional associations, not evidence.',
    ],
  },
  {
    heading: 'What the link between them is',
    paragraphs: [
      'The compass lets the K-index and the Schumann estimate nudge your current scalar a little. That is a storytelling choice: it lets the day’s sky color the reading. There is no established evidence that either figure affects how people think, feel or behave, and the app does not suggest otherwise.',
    ],
  },
  {
    heading: 'How to hold it',
    paragraphs: [
      'Luna is experimental and reflective. It is a mirror for noticing your days, not medical, psychological, scientific or financial advice, and it cannot diagnose, predict or treat anything. If a reading ever feels heavier than a prompt for reflection should, set it aside. For anything about your health, speak with a qualified professional.',
    ],
  },
]

/** The help guide's four tabs, in display order. */
export const HELP_TABS: Readonly<Record<HelpTabKey, HelpTab>> = {
  basics: { label: 'Basics', sections: BASICS },
  pages: { label: 'Pages', sections: PAGES },
  luna: { label: 'Luna', sections: LUNA },
  science: { label: 'Science', sections: SCIENCE },
}

/** One sentence per zone; the page adds the visitor's own thresholds after it. */
export const ZONE_HELP: Readonly<Record<AlignmentZone, string>> = {
  aligned:
    'Aligned means your current scalar sits within 0.02 of your baseline, so the day is close to your own center.',
  elevated:
    'Elevated means your current scalar is above your baseline by at least 0.02 but short of your extreme threshold, a lifted day to use gently.',
  grounded:
    'Grounded means your current scalar is below your baseline by at least 0.02 but short of your extreme threshold, a quieter day suited to steady things.',
  opposed:
    'Opposed means your current scalar has moved past your extreme threshold in either direction, shown as expanded above and contracted below, a day to take slowly and notice.',
}
