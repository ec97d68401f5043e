// The Today card's line for the hour, and the room it keeps (docs/rules/one-voice.md): the longest
// lines the card can show for the hour, invisible, in one grid cell with the line shown, so the room
// is the tallest line's at any width and the line can change (a kept reading replaced by the
// server's answer, a new phase) with nothing below it moving. Used by the card's one description
// (today-card-view.ts), which React and the first frame's painter both draw.
import { HOUR_LINES } from '@domain/content/hour-words.ts'
import { longestOf } from '@/lib/room.ts'

/** The room's classes. */
export const HOUR_SLOT = 'mt-3 grid'
/**
 * The classes every line in the room shares (each also sits in the room's one grid cell:
 * `col-start-1 row-start-1`, as components/ui/steady-text.tsx draws it); the shown line adds
 * `HOUR_LINE_SHOWN`.
 */
export const HOUR_LINE = 'rounded-xl border border-line px-3 py-2'
export const HOUR_LINE_SHOWN = 'bg-surface-2 text-ink'
/** The lines that hold the room, each drawn invisible and hidden from assistive technology. */
export const HOUR_ROOM_LINES = longestOf(HOUR_LINES, 4)
