// Visits the network dropped wait in the outbox and are recorded when it returns, one a day, of
// yesterday or today, so a day the app was opened offline still counts for the streak
// (web/src/lib/queries/visits.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/dates.ts'
import { KEPT_VISIT_DAYS, visitTooOld } from '../../web/src/lib/queries/visits.ts'

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10)

describe('visitTooOld', () => {
  it('keeps yesterday’s and today’s visits, and drops older ones', () => {
    expect(KEPT_VISIT_DAYS).toBe(2)
    expect(visitTooOld(day(10), day(10))).toBe(false)
    expect(visitTooOld(day(9), day(10))).toBe(false)
    expect(visitTooOld(day(8), day(10))).toBe(true)
  })

  it('keeps exactly KEPT_VISIT_DAYS days up to today', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 30 }), (today, back) => {
        expect(visitTooOld(addDays(day(today), -back), day(today))).toBe(back >= KEPT_VISIT_DAYS)
      }),
    )
  })
})
