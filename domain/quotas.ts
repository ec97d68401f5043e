// What one session may keep (docs/decisions/014): saved readings by count and by size, and the
// event rows a day. A write past a quota is refused with a sentence; nothing stored is dropped.

/** Saved readings one session may keep (compass, check-in and lock readings together). */
export const MAX_SAVED_READINGS = 1_000
/** Their total size in UTF-8 bytes (data, tags and notes as stored): 4 MB. */
export const MAX_SAVED_READING_BYTES = 4 * 1024 * 1024
/** Rows a session may add a day (UTC) to each event table. */
export const MAX_DAILY_EVENTS = {
  lunaInteractions: 500,
  trajectoryPoints: 500,
  codonInteractions: 500,
  /** A feeling logged every half hour of a waking day, and more. */
  moodNotes: 48,
} as const

export type DailyEventTable = keyof typeof MAX_DAILY_EVENTS

/** What a day's quota counts, in the visitor's words (the 409's sentence). */
export const QUOTA_WORDS: Record<DailyEventTable, string> = {
  lunaInteractions: 'Luna insights',
  trajectoryPoints: 'journey points',
  codonInteractions: 'codon plays',
  moodNotes: 'feelings',
}

export const QUOTA_SENTENCES = {
  readings: `You have saved ${MAX_SAVED_READINGS.toLocaleString('en-US')} readings, the most one browser can keep. Delete some older readings in Profile → Read to save new ones.`,
  readingBytes: `Your saved readings have reached ${MAX_SAVED_READING_BYTES / 1024 / 1024} MB, the most one browser can keep. Delete some older readings in Profile → Read to save new ones.`,
  daily: (what: string) =>
    `Luna has recorded as many ${what} as one browser can in a day. Everything so far is kept; please come back tomorrow.`,
} as const
