// Retention and freezing rules (docs/decisions/022): which days the cron freezes, from which day raw
// events are kept, and the median of a histogram.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { median } from '../../domain/collective.ts'
import {
  daysToFreeze,
  FREEZE_LAG_DAYS,
  keptFromDay,
  RETENTION_DAYS,
  weightedMedian,
} from '../../domain/retention.ts'

describe('freezing', () => {
  it('starts at the oldest day with data, stops at the last closed day, a few days a run', () => {
    expect(daysToFreeze(null, 100, 120, 7)).toEqual({ first: 100, last: 106 })
    expect(daysToFreeze(106, 100, 120, 7)).toEqual({ first: 107, last: 113 })
    expect(daysToFreeze(113, 100, 120, 7)).toEqual({ first: 114, last: 120 - FREEZE_LAG_DAYS })
    expect(daysToFreeze(120 - FREEZE_LAG_DAYS, 100, 120, 7)).toBeNull()
    expect(daysToFreeze(null, null, 120, 7)).toBeNull()
    // Data only from yesterday on: nothing is closed yet.
    expect(daysToFreeze(null, 119, 120, 7)).toBeNull()
  })

  it('runs repeated until nothing is left freeze every closed day exactly once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 10 }),
        (oldest, ago, perRun) => {
          const today = oldest + ago
          const frozen: number[] = []
          let last: number | null = null
          for (;;) {
            const range = daysToFreeze(last, oldest, today, perRun)
            if (!range) break
            expect(range.last - range.first + 1).toBeLessThanOrEqual(perRun)
            for (let d = range.first; d <= range.last; d++) frozen.push(d)
            last = range.last
          }
          const closed = Math.max(0, today - FREEZE_LAG_DAYS - oldest + 1)
          expect(frozen).toEqual(Array.from({ length: closed }, (_, i) => oldest + i))
        },
      ),
    )
  })
})

describe('retention', () => {
  it('keeps the retention period, and every day not frozen yet', () => {
    expect(keptFromDay(null, 1000)).toBe(Number.NEGATIVE_INFINITY)
    expect(keptFromDay(998, 1000)).toBe(1000 - RETENTION_DAYS)
    // The cron fell behind: a day not frozen keeps its raw rows whatever its age.
    expect(keptFromDay(900, 1000)).toBe(901)
    expect(RETENTION_DAYS).toBeGreaterThan(30)
  })
})

describe('the median of a histogram', () => {
  it('equals the median of the expanded values', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            value: fc.integer({ min: 80_000, max: 83_000 }).map((n) => n / 1000),
            weight: fc.integer({ min: 0, max: 5 }),
          }),
        ),
        (histogram) => {
          const expanded = histogram.flatMap((h) => Array.from({ length: h.weight }, () => h.value))
          expect(weightedMedian(histogram)).toBe(median(expanded))
        },
      ),
    )
  })
})
