// The parts the shards' shared figures are added as (docs/decisions/041). Histograms of session
// medians (value → how many sessions had it): a session lives in one shard, so its median is whole
// there; histograms add by value, and their median is the median of all the sessions. And Luna's
// quality per page: interactions and the session medians' count and sum add, least and greatest
// compare.
import { weightedMedian } from '../../domain/retention.ts'

export type Histogram = Map<number, number>

export function addToHistogram(histogram: Histogram, value: number, weight: number) {
  histogram.set(value, (histogram.get(value) ?? 0) + weight)
}

/** The median of the sessions a histogram counts (null without any). */
export const medianOf = (histogram: Histogram): number | null =>
  weightedMedian([...histogram].map(([value, weight]) => ({ value, weight })))

/** Luna quality of a page: interactions, and its session medians' count, sum, least and greatest. */
export interface PagePart {
  interactions: number
  k: number
  total: number | null
  lo: number | null
  hi: number | null
}

const present = (v: unknown): v is number | string => v !== null && v !== undefined

/** Adds a row (as D1 answers it) into the part kept under `key`. */
export function addPagePart<K>(parts: Map<K, PagePart>, key: K, row: Record<keyof PagePart, unknown>) {
  const p = parts.get(key) ?? { interactions: 0, k: 0, total: null, lo: null, hi: null }
  p.interactions += Number(row.interactions ?? 0)
  p.k += Number(row.k ?? 0)
  if (present(row.total)) p.total = (p.total ?? 0) + Number(row.total)
  if (present(row.lo)) p.lo = p.lo === null ? Number(row.lo) : Math.min(p.lo, Number(row.lo))
  if (present(row.hi)) p.hi = p.hi === null ? Number(row.hi) : Math.max(p.hi, Number(row.hi))
  parts.set(key, p)
}
