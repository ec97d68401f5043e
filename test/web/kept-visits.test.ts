// Visits the network dropped are kept on the device, one a day, and recorded when it returns, so
// a day the app was opened offline still counts for the streak (web/src/lib/queries/visits.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { KEPT_VISIT_DAYS, type KeptVisit, keepVisit } from '../../web/src/lib/queries/visits.ts'

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10)

describe('keepVisit', () => {
  it('keeps the first page of a day, and one visit a day', () => {
    const kept = keepVisit([], { page: 'compass', localDate: day(0) })
    expect(keepVisit(kept, { page: 'help', localDate: day(0) })).toEqual([
      { page: 'compass', localDate: day(0) },
    ])
  })

  it('keeps the latest days in order, at most KEPT_VISIT_DAYS, whatever order they come in', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 60 }), (days) => {
        let kept: KeptVisit[] = []
        for (const d of days) kept = keepVisit(kept, { page: 'compass', localDate: day(d) })
        const dates = kept.map((v) => v.localDate)
        expect(new Set(dates).size).toBe(dates.length)
        expect([...dates].sort()).toEqual(dates)
        expect(dates.length).toBe(Math.min(KEPT_VISIT_DAYS, new Set(days).size))
        const newest = [...new Set(days)]
          .sort((a, b) => a - b)
          .slice(-KEPT_VISIT_DAYS)
          .map(day)
        expect(dates).toEqual(newest)
      }),
    )
  })
})
