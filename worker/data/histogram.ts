// Histograms of session medians (value → how many sessions had it): what the shards' parts of the
// shared figures are added as (docs/decisions/041). A session lives in one shard, so its median is
// whole there; histograms add by value, and their median is the median of all the sessions.
import { weightedMedian } from '../../domain/retention.ts'

export type Histogram = Map<number, number>

export function addToHistogram(histogram: Histogram, value: number, weight: number) {
  histogram.set(value, (histogram.get(value) ?? 0) + weight)
}

/** The median of the sessions a histogram counts (null without any). */
export const medianOf = (histogram: Histogram): number | null =>
  weightedMedian([...histogram].map(([value, weight]) => ({ value, weight })))
