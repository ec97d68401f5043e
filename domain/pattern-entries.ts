// The entries patterns are found in (docs/rules/patterns.md), from what is stored of a visitor: their
// check-ins and mood notes, the clarity they chose on the compass, and their profile, which gives
// each day its energy. The same function runs on the server (GET /api/patterns) for any visitor,
// a restored one on a new phone included.
import { addDays, isValidDate, parseTime } from './dates.ts'
import { dayInputOfRequest, drawDayCard } from './day-card.ts'
import type { EnergyLevel } from './day-tide.ts'
import type { PatternEntry } from './patterns.ts'
import type { BaselineSources } from './scalar.ts'
import { modelField } from './schumann-field.ts'
import { CLARITY_TYPES, type ClarityType } from './vocabulary.ts'

export interface StoredEntry {
  localDate: string
  localTime: string | null
  value: number
  /** When it was stored (ms since the epoch). */
  createdAt: number
}

export interface PatternSources {
  seed: string
  sources: BaselineSources
  checkIns: readonly StoredEntry[]
  moodNotes: readonly StoredEntry[]
  /** The clarity choices of the compass: what was chosen and when it was stored (ms). */
  clarityChoices: readonly { response: string | null; createdAt: number }[]
}

const MINUTE = 60_000

/**
 * The visitor's offset from UTC, in minutes, read from their own entries: the local day and time
 * they were said at against the instant they were stored (the median, to the nearest quarter hour).
 * Null without an entry that has its local time.
 */
export function offsetOfEntries(entries: readonly StoredEntry[]): number | null {
  const offsets = entries.flatMap((e) => {
    const minutes = e.localTime ? parseTime(e.localTime) : null
    if (minutes === null || !isValidDate(e.localDate)) return []
    const local = Date.parse(`${e.localDate}T00:00:00Z`) + minutes * MINUTE
    return [Math.round((local - e.createdAt) / (15 * MINUTE)) * 15]
  })
  if (offsets.length === 0) return null
  offsets.sort((a, b) => a - b)
  return offsets[Math.floor(offsets.length / 2)] ?? null
}

/**
 * The day's energy before anything was said that day: from the profile and the date alone. The
 * energy a reading shows also follows the day's feelings, so comparing feelings by it would find the
 * feelings themselves; this one cannot.
 */
export function energyBeforeFeelings(seed: string, sources: BaselineSources, localDate: string): EnergyLevel {
  const input = dayInputOfRequest({
    sources,
    checkIn: { baseline: null, value: null },
    localDate,
    localTime: '12:00',
    schumann: modelField(new Date(`${localDate}T12:00:00Z`)),
    history: { count: 0, sigma: 0 },
    seed,
  })
  return drawDayCard(input).centre.energy
}

const isClarity = (v: string | null): v is ClarityType =>
  v !== null && (CLARITY_TYPES as readonly string[]).includes(v)

/** The pattern entries of a visitor: each check-in and mood note, with its day's energy and clarity. */
export function patternEntriesOf(input: PatternSources): PatternEntry[] {
  const all = [...input.checkIns, ...input.moodNotes]
  const offset = offsetOfEntries(all) ?? 0
  // The local day of each choice, by the visitor's own offset; the latest choice of a day counts.
  const clarityByDay = new Map<string, ClarityType>()
  for (const choice of [...input.clarityChoices].sort((a, b) => a.createdAt - b.createdAt)) {
    if (!isClarity(choice.response)) continue
    const local = new Date(choice.createdAt + offset * MINUTE).toISOString().slice(0, 10)
    clarityByDay.set(local, choice.response)
  }
  const energyByDay = new Map<string, EnergyLevel>()
  const energyOf = (date: string) => {
    let energy = energyByDay.get(date)
    if (!energy) {
      energy = energyBeforeFeelings(input.seed, input.sources, date)
      energyByDay.set(date, energy)
    }
    return energy
  }
  return all
    .filter((e) => isValidDate(e.localDate) && Number.isFinite(e.value))
    .map((e) => ({
      localDate: e.localDate,
      localTime: e.localTime && parseTime(e.localTime) !== null ? e.localTime : null,
      value: e.value,
      energy: energyOf(e.localDate),
      clarity: clarityByDay.get(e.localDate) ?? null,
    }))
}

/** The first local day whose entries patterns read: a year back from `today`. */
export const patternsFrom = (today: string): string => addDays(today, -365)
