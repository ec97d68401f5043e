// Today's card as the first frame of a cold load painted it (features/compass/today-now.ts), for
// the compass screen's first render to draw the same card until the server's answer replaces it
// (docs/decisions/027-today-computed-on-a-cold-load.md). It imports none of the rules; the build
// puts it in the `today-rules` chunk with the card's code (docs/decisions/028-today-in-one-round.md),
// which the compass screen imports for its own cards anyway.
import type { KeptDay } from '@/lib/device-state/kept-reading.ts'

let painted: { date: string; day: KeptDay } | null = null

export function setPaintedToday(date: string, day: KeptDay): void {
  painted = { date, day }
}

/** The card painted for `date` on this page load, or null. */
export function paintedToday(date: string): KeptDay | null {
  return painted?.date === date ? painted.day : null
}
