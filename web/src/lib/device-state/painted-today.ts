// Today's card as the first frame of a cold load painted it (features/compass/today-now.ts), for
// the compass screen's first render to draw the same card until the server's answer replaces it
// (docs/decisions/027-today-computed-on-a-cold-load.md). The page's inline first-frame script and
// the app are two separate bundles, each with its own copy of this module, so the card is handed
// over on the page's global object (docs/decisions/031-today-card-in-the-first-frame.md).
import type { KeptDay } from '@/lib/device-state/kept-reading.ts'

const KEY = '__lunaPaintedToday'

interface Painted {
  date: string
  day: KeptDay
}

const holder = globalThis as typeof globalThis & { [KEY]?: Painted }

export function setPaintedToday(date: string, day: KeptDay): void {
  holder[KEY] = { date, day }
}

/** The card painted for `date` on this page load, or null. */
export function paintedToday(date: string): KeptDay | null {
  const painted = holder[KEY]
  return painted?.date === date ? painted.day : null
}
