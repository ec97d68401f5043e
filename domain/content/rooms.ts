// The room the compass's changing lines keep (docs/decisions/030-answers-change-the-compass-in-place.md):
// the longest of the alignment messages and of the intentions, as they are written in
// content/hour-advice.ts and content/day-words.ts. A line keeps the room of the longest, so a new
// answer changes it in place. Copied here, a test holds them to those lists, so that the compass's
// cold load carries two sentences rather than every sentence of the day.

/** The longest alignment messages (any part of the day's name, the longest advice). */
export const ALIGNMENT_MESSAGE_ROOM: readonly string[] = [
  'This afternoon, the hour runs brighter than the day: good for company or a small plan, then an easy close.',
]

/** The longest intentions. */
export const INTENTION_ROOM: readonly string[] = [
  'Today, I give my extra spark to one thing that matters and let the rest wait its turn.',
  'Today, I move slowly, tend what is close to me and trust that gentle is enough.',
]
