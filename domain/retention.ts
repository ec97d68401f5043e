// How long raw event rows are kept, and when a day's aggregates are frozen (docs/decisions/022).
// Pure: the minute cron (worker/scheduled.ts) and the rollup queries (worker/data/rollups.ts) call these.

export const DAY_MS = 86_400_000

/**
 * Raw Luna interactions, codon plays and the visit rows streaks do not need are kept this many
 * days: twice the longest window any figure reads (30 days), so that a rollup can be recomputed
 * from raw rows for a whole window after a rule is fixed.
 */
export const RETENTION_DAYS = 60

/**
 * A UTC day is closed, and its aggregates frozen, this many days after it: a visit is counted on
 * the visitor's own calendar day, which may be one day behind the UTC date (docs/rules/streaks.md).
 */
export const FREEZE_LAG_DAYS = 2

/** Days one cron run freezes at most (the first runs after a deployment catch up from the oldest). */
export const FREEZE_DAYS_PER_RUN = 7

/** Rows of each event table one cron run deletes at most. */
export const PRUNE_ROWS_PER_RUN = 1_000

/** Old visit days looked at by each run: the days that just fell out of the retention period. */
export const VISIT_PRUNE_BAND_DAYS = 7

/** The UTC day index of an instant. */
export const dayIndexOf = (ms: number): number => Math.floor(ms / DAY_MS)

/**
 * The days the next cron run freezes: from the day after the last frozen one (or from the oldest
 * day with data when none is frozen yet) to the last closed day, at most `perRun` of them; null
 * when there is nothing to freeze.
 */
export function daysToFreeze(
  lastFrozen: number | null,
  oldestData: number | null,
  today: number,
  perRun = FREEZE_DAYS_PER_RUN,
): { first: number; last: number } | null {
  const first = lastFrozen === null ? oldestData : lastFrozen + 1
  if (first === null) return null
  const last = Math.min(first + perRun - 1, today - FREEZE_LAG_DAYS)
  return first > last ? null : { first, last }
}

/**
 * The first day whose raw events are kept: the retention period back from today, but never a day
 * that is not frozen yet (its aggregates are made from those rows).
 */
export function keptFromDay(lastFrozen: number | null, today: number, days = RETENTION_DAYS): number {
  const byPeriod = today - days
  return lastFrozen === null ? Number.NEGATIVE_INFINITY : Math.min(byPeriod, lastFrozen + 1)
}

/**
 * The median of a multiset given as (value, weight): the same number as `median` of the expanded
 * list when the weights are counts (docs/rules/collective.md), which is how the frozen days' session
 * medians are kept. With shares (each network's sessions weighing one in all, docs/rules/
 * collective.md) it is the value at which half the weight is reached, or the mean of it and the
 * next value when half is reached exactly (within a rounding of 1e-9 of the total).
 */
export function weightedMedian(values: readonly { value: number; weight: number }[]): number | null {
  const sorted = values.filter((v) => v.weight > 0).sort((a, b) => a.value - b.value)
  const total = sorted.reduce((n, v) => n + v.weight, 0)
  if (total === 0) return null
  const half = total / 2
  const tolerance = total * 1e-9
  let seen = 0
  for (let i = 0; i < sorted.length; i++) {
    const v = sorted[i] as { value: number; weight: number }
    seen += v.weight
    if (seen >= half - tolerance) {
      const next = sorted[i + 1]
      return Math.abs(seen - half) <= tolerance && next ? (v.value + next.value) / 2 : v.value
    }
  }
  return sorted[sorted.length - 1]?.value ?? null
}
