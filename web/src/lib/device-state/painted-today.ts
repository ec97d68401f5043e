// Today's card as the first frame of a cold load painted it (features/compass/today-now.ts), for
// the compass screen's first render to draw the same card until the server's answer replaces it
// (docs/decisions/027-today-computed-on-a-cold-load.md). A module of its own, so that the screen
// does not load the day's rules to read it.
import type { KeptDay } from '@/lib/device-state/kept-reading.ts'

let painted: { date: string; day: KeptDay } | null = null

export function setPaintedToday(date: string, day: KeptDay): void {
  painted = { date, day }
}

/** The card painted for `date` on this page load, or null. */
export function paintedToday(date: string): KeptDay | null {
  return painted?.date === date ? painted.day : null
}
