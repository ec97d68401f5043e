// The Moon's phase on a calendar day (docs/rules/daily-reading.md): computed, no network. Luna is
// named for it, and the day's words follow its cycle (domain/day-tide.ts). A mean synodic month
// from a known new moon is within about half a day of the true phase, close enough for words that
// name one of eight phases.
import { parseDate } from './dates.ts'

/** The mean synodic month, in days. */
export const SYNODIC_MONTH_DAYS = 29.530588853

/** A new moon: 6 January 2000, 18:14 UTC. */
const NEW_MOON_MS = Date.UTC(2000, 0, 6, 18, 14)
const DAY_MS = 86_400_000

export const MOON_PHASES = [
  'New moon',
  'Waxing crescent',
  'First quarter',
  'Waxing gibbous',
  'Full moon',
  'Waning gibbous',
  'Last quarter',
  'Waning crescent',
] as const
export type MoonPhaseName = (typeof MOON_PHASES)[number]

export interface MoonPhase {
  /** Where in its cycle the Moon is: 0 new, 0.25 first quarter, 0.5 full, 0.75 last quarter. */
  fraction: number
  name: MoonPhaseName
  /** The lit share of the disc, 0–1. */
  illumination: number
}

/** The phase at an instant. */
export function moonPhaseAt(instantMs: number): MoonPhase {
  const days = (instantMs - NEW_MOON_MS) / DAY_MS
  const cycles = days / SYNODIC_MONTH_DAYS
  const fraction = cycles - Math.floor(cycles)
  // Eight phases, each centred on its own point of the cycle (new moon around 0, full around 0.5).
  const name = MOON_PHASES[Math.floor(fraction * 8 + 0.5) % 8] as MoonPhaseName
  return {
    // Rounded to 3 decimals, the cycle's last moments (0.9995 and on) are its start again, never 1.
    fraction: (Math.round(fraction * 1000) / 1000) % 1,
    name,
    illumination: Math.round(((1 - Math.cos(2 * Math.PI * fraction)) / 2) * 100) / 100,
  }
}

/** The phase of a calendar day 'YYYY-MM-DD' (at 12:00 UTC, the same for every visitor that day); null when not a date. */
export function moonPhaseOn(date: string): MoonPhase | null {
  const d = parseDate(date)
  return d ? moonPhaseAt(Date.UTC(d.year, d.month - 1, d.day, 12)) : null
}
