// What the profile's history lists show (docs/ARCHITECTURE.md, docs/rules/README.md): the journey's last 10 readings,
// the last 8 frequency locks, and at most 3 tags per card with a '+N' count.

/** The journey's Recent History shows this many readings, newest first. */
export const JOURNEY_HISTORY_LIMIT = 10
/** The profile shows this many of the latest frequency locks. */
export const RECENT_LOCKS_LIMIT = 8
/** Cards show at most this many tags, then a '+N' count. */
export const MAX_VISIBLE_TAGS = 3

/** A day of the journey: its last reading, and how many it had (docs/rules/trajectory.md). */
export interface JourneyDay<T> {
  localDate: string
  last: T
  readings: number
}

/**
 * The journey's Recent History: one row a day, newest first (its last reading, and how many that day
 * had), the last `limit` days; reloads of a day never add a row.
 */
export function journeyDays<T extends { localDate: string }>(
  oldestFirst: readonly T[],
  limit = JOURNEY_HISTORY_LIMIT,
): JourneyDay<T>[] {
  const days: JourneyDay<T>[] = []
  for (const point of oldestFirst) {
    const day = days.at(-1)
    if (day?.localDate === point.localDate) {
      day.last = point
      day.readings++
    } else days.push({ localDate: point.localDate, last: point, readings: 1 })
  }
  return days.slice(-limit).reverse()
}

/** The last `limit` points of a history kept oldest → newest, newest first. */
export function recentHistory<T>(oldestFirst: readonly T[], limit = JOURNEY_HISTORY_LIMIT): T[] {
  return oldestFirst.slice(-limit).reverse()
}

interface Timed {
  readingType: string
  timestamp: string
}

/** The latest `limit` readings of type frequency-lock, newest first, whatever the input order. */
export function recentFrequencyLocks<R extends Timed>(
  readings: readonly R[],
  limit = RECENT_LOCKS_LIMIT,
): R[] {
  return readings
    .filter((r) => r.readingType === 'frequency-lock')
    .map((r, i) => ({ r, i, t: Date.parse(r.timestamp) }))
    .sort((a, b) => (b.t || 0) - (a.t || 0) || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.r)
}

/** The tags of a saved reading: its comma-separated text split, trimmed, empties and repeats dropped. */
export function parseUserTags(text: string | null | undefined): string[] {
  if (!text) return []
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of text.split(',')) {
    const tag = raw.trim()
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase())
      out.push(tag)
    }
  }
  return out
}

/** The tags a card shows and how many more there are (the '+N'; 0 when none are hidden). */
export function visibleTags<T>(tags: readonly T[], max = MAX_VISIBLE_TAGS): { shown: T[]; hidden: number } {
  return { shown: tags.slice(0, max), hidden: Math.max(0, tags.length - max) }
}
