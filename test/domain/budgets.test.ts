// The rules for many cheap identities (domain/budgets.ts): who is established, the sliding window,
// the failing days of a reminder.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DAILY_BYTES_PER_NETWORK,
  failingDaysAfter,
  isEstablished,
  REMINDER_FAILING_DAYS_DROPPED,
  slidingCount,
  windowOf,
} from '../../domain/budgets.ts'
import { DAY_MS } from '../../domain/retention.ts'

describe('established visitors', () => {
  it('are first seen a day before and active on two days', () => {
    const now = Date.UTC(2026, 10, 28, 12)
    expect(isEstablished({ createdAt: now - DAY_MS, activeDays: 2 }, now)).toBe(true)
    expect(isEstablished({ createdAt: now - DAY_MS + 1, activeDays: 2 }, now)).toBe(false)
    expect(isEstablished({ createdAt: now - 30 * DAY_MS, activeDays: 1 }, now)).toBe(false)
  })

  it('stay established as time goes on', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(1e10),
        (at, days, later) => {
          const s = { createdAt: at, activeDays: days }
          if (isEstablished(s, at + DAY_MS)) expect(isEstablished(s, at + DAY_MS + later)).toBe(true)
        },
      ),
    )
  })
})

describe('the sliding window', () => {
  it('never lets a limit through twice across a boundary', () => {
    // Whatever passed in the last minute, what passes now keeps the estimate at or under the cap.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (previous, elapsed) => {
          const cap = 100
          let current = 0
          while (slidingCount(previous, current + 1, elapsed) <= cap) current++
          // Over the sliding minute, at most the cap plus the part of the last minute that slid out.
          expect(current + previous * (1 - elapsed)).toBeLessThanOrEqual(cap)
        },
      ),
    )
    expect(windowOf(Date.UTC(2026, 0, 1, 0, 1, 30))).toEqual({
      slot: Date.UTC(2026, 0, 1, 0, 1) / 60_000,
      elapsed: 0.5,
    })
  })

  it('bounds a thousand networks to a tenth of a 10 GB database a day', () => {
    expect(1_000 * DAILY_BYTES_PER_NETWORK).toBeLessThanOrEqual(10e9 / 10)
  })
})

describe('failing reminder days', () => {
  it('count days in a row, once a day, and restart after a gap', () => {
    expect(failingDaysAfter(0, null, 10)).toBe(1)
    expect(failingDaysAfter(1, 10, 10)).toBe(1)
    expect(failingDaysAfter(1, 10, 11)).toBe(2)
    expect(failingDaysAfter(2, 11, 12)).toBe(REMINDER_FAILING_DAYS_DROPPED)
    expect(failingDaysAfter(2, 10, 12)).toBe(1)
  })
})
