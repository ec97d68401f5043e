// Collective statistics shown on the compass (docs/rules/collective.md).
import { addDays } from './dates.ts'
import { weightedMedian } from './retention.ts'
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
  /** The network the session was made from (its hashed /24 or /48); absent: its own. */
  network?: string
}

/** How many sessions of a network had a median on a day (a frozen day's row, or a shard's part). */
export interface NetworkMedian {
  day: number
  network: string
  median: number
  sessions: number
}

/**
 * Each network one voice a day (docs/rules/collective.md): a network's session medians of a day
 * weigh 1 / (its sessions with a median that day) each, so its sessions weigh one in all. Rows of
 * one network may come from several shards: they are added first, so the shares are exact however
 * the sessions are spread. Answers, per day, the histogram value → weight.
 */
export function networkShares(rows: Iterable<NetworkMedian>): Map<number, Map<number, number>> {
  const list = [...rows]
  const totals = new Map<string, number>()
  for (const r of list) {
    const key = `${r.day}\n${r.network}`
    totals.set(key, (totals.get(key) ?? 0) + r.sessions)
  }
  const days = new Map<number, Map<number, number>>()
  for (const r of list) {
    const total = totals.get(`${r.day}\n${r.network}`) ?? 1
    const histogram = days.get(r.day) ?? new Map<number, number>()
    histogram.set(r.median, (histogram.get(r.median) ?? 0) + r.sessions / total)
    days.set(r.day, histogram)
  }
  return days
}

/**
 * The top intents' counts (docs/rules/collective.md): each network counts once a day for each
 * intent its sessions chose, however many of them chose it. Rows: distinct (day, network, intent).
 */
export function intentVoices(
  rows: Iterable<{ day: number; network: string; intent: string }>,
): Map<string, number> {
  const seen = new Set<string>()
  const counts = new Map<string, number>()
  for (const r of rows) {
    const key = `${r.day}\n${r.network}\n${r.intent}`
    if (seen.has(key)) continue
    seen.add(key)
    counts.set(r.intent, (counts.get(r.intent) ?? 0) + 1)
  }
  return counts
}

const medianOfHistograms = (histograms: Iterable<Map<number, number>>): number | null => {
  const all: { value: number; weight: number }[] = []
  for (const h of histograms) for (const [value, weight] of h) all.push({ value, weight })
  return weightedMedian(all)
}

/**
 * The collective centre (docs/rules/collective.md): each session weighs once per day, by its
 * median for that day, and each network's sessions together weigh one that day; the centre is the
 * weighted median of those session-day medians, overall and per day. Many posts from one session,
 * or many sessions of one network posting one extreme value, barely move it.
 */
export function collectiveCentres(activities: readonly Activity[]): {
  overall: number | null
  byDay: Map<number, number>
} {
  const bySessionDay = new Map<string, { day: number; network: string; scalars: number[] }>()
  for (const a of activities) {
    const key = `${a.sessionId}\n${a.day}`
    const entry = bySessionDay.get(key) ?? { day: a.day, network: a.network ?? a.sessionId, scalars: [] }
    entry.scalars.push(a.scalar)
    bySessionDay.set(key, entry)
  }
  const shares = networkShares(
    [...bySessionDay.values()].map((e) => ({
      day: e.day,
      network: e.network,
      median: median(e.scalars) ?? 0,
      sessions: 1,
    })),
  )
  return {
    overall: medianOfHistograms(shares.values()),
    byDay: new Map([...shares].map(([d, h]) => [d, medianOfHistograms([h]) ?? 0])),
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
