// Collective statistics shown on the compass (spec 01 §9). See docs/rules/collective.md.
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
