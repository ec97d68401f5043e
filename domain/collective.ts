// Collective statistics shown on the compass (docs/rules/collective.md).
import { addDays } from './dates.ts'
import { DEFAULT_BASELINE } from './vocabulary.ts'

export interface ScalarStats {
  totalActivities: number
  averageScalar: number
  topIntents: { intent: string; count: number }[]
  sustainedDays: number
}

export const COLLECTIVE_ELEVATION_DEVIATION = 0.2
export const COLLECTIVE_MIN_ACTIVITIES = 5
export const BASELINE_DRIFT = 0.1
export const SUSTAINED_DAYS = 14
/** Activities in this many past days make up the collective statistics. */
export const COLLECTIVE_WINDOW_DAYS = 30

/** The median: the middle value, or the mean of the two middle ones; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = (sorted.length - 1) / 2
  return ((sorted[Math.floor(mid)] ?? 0) + (sorted[Math.ceil(mid)] ?? 0)) / 2
}

export interface Activity {
  sessionId: string
  /** UTC day index (epoch ms / 86,400,000, floored). */
  day: number
  scalar: number
}

/**
 * The collective centre (docs/rules/collective.md): each session weighs once per day, by its
 * median for that day; the centre is the median of those session-day medians, overall and per day.
 * Many posts from one session, or many sessions posting one extreme value, barely move it.
 */
export function collectiveCentres(activities: readonly Activity[]): {
  overall: number | null
  byDay: Map<number, number>
} {
  const bySessionDay = new Map<string, { day: number; scalars: number[] }>()
  for (const a of activities) {
    const key = `${a.sessionId}\n${a.day}`
    const entry = bySessionDay.get(key) ?? { day: a.day, scalars: [] }
    entry.scalars.push(a.scalar)
    bySessionDay.set(key, entry)
  }
  const sessionDays = [...bySessionDay.values()].map((e) => ({ day: e.day, m: median(e.scalars) ?? 0 }))
  const days = new Map<number, number[]>()
  for (const sd of sessionDays) days.set(sd.day, [...(days.get(sd.day) ?? []), sd.m])
  return {
    overall: median(sessionDays.map((sd) => sd.m)),
    byDay: new Map([...days].map(([d, ms]) => [d, median(ms) ?? 0])),
  }
}

/**
 * Collective elevation shows when the average deviates more than 0.2 from 81.5 with more than 5
 * activities; baseline drift is flagged above 0.1; 'sustained' from 14 days.
 */
export function collectiveSignals(stats: ScalarStats) {
  const deviation = stats.averageScalar - DEFAULT_BASELINE
  return {
    deviation,
    elevation:
      stats.totalActivities > COLLECTIVE_MIN_ACTIVITIES &&
      Math.abs(deviation) > COLLECTIVE_ELEVATION_DEVIATION,
    drift: stats.totalActivities > 0 && Math.abs(deviation) > BASELINE_DRIFT,
    sustained: stats.sustainedDays >= SUSTAINED_DAYS,
  }
}

/**
 * sustainedDays: the number of consecutive calendar days, ending with the latest day that has
 * activity, whose daily average drifted more than 0.1 from 81.5 on the same side as that day's.
 * A day without activity ends the run. `days` are daily averages, newest first.
 */
export function sustainedDriftDays(days: readonly { date: string; average: number }[]): number {
  const first = days[0]
  if (!first) return 0
  const side = Math.sign(first.average - DEFAULT_BASELINE)
  let count = 0
  let expected = first.date
  for (const d of days) {
    const dev = d.average - DEFAULT_BASELINE
    if (d.date !== expected || Math.abs(dev) <= BASELINE_DRIFT || Math.sign(dev) !== side) break
    count++
    expected = addDays(d.date, -1)
  }
  return count
}
