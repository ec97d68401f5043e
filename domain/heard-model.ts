// What Luna heard today, as a shape (docs/rules/one-voice.md): the day's entries, the themes their
// words can carry and what they weigh. Apart from heard.ts and content/themes.ts, whose word lists
// the first frame's card and the compass screen never need: day-card.ts and patterns.ts read only this.

/** The themes, heaviest first: the answer speaks to the first one found. */
export const THEMES = [
  'crisis',
  'grief',
  'illness',
  'conflict',
  'exhaustion',
  'worry',
  'loneliness',
  'pride',
  'gratitude',
  'joy',
  'love',
] as const
export type Theme = (typeof THEMES)[number]

/** Themes that weigh on a day: they hold its energy down and keep Luna gentle. */
export const HEAVY_THEMES: readonly Theme[] = [
  'crisis',
  'grief',
  'illness',
  'conflict',
  'exhaustion',
  'worry',
  'loneliness',
]

/** Themes whose day needs no homework from Luna at all: only a human line. */
export const TENDER_THEMES: readonly Theme[] = ['crisis', 'grief']

/** One thing the visitor said: a check-in or a mood note, with its words when it has some. */
export interface Entry {
  /** The slider's value, 0–100. */
  value: number
  /** The note's words; null for a check-in or a note without words. */
  words: string | null
  /** When it was said, ms since the epoch. */
  at: number
  /** Its local time 'HH:MM', when known: its answer suits that part of the day. */
  localTime?: string | null
}

export interface Heard {
  /** The latest entry of the day, or null when nothing was said. */
  latest: Entry | null
  /** Every theme in the day's words, heaviest first. */
  themes: Theme[]
  /** A heavy theme was heard (it holds the day's energy down and keeps Luna gentle), or a light one. */
  weight: 'heavy' | 'light' | null
  /** Grief or a crisis: Luna gives a human line and no homework. */
  tender: boolean
  /** An entry's slider word or words point to a crisis: the helpline shows, once. */
  crisis: boolean
  /** The person said they are going to bed, within the last four hours. */
  restNow: boolean
}

export const NOTHING_HEARD: Heard = Object.freeze({
  latest: null,
  themes: [],
  weight: null,
  tender: false,
  crisis: false,
  restNow: false,
})
