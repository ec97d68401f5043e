// The English date and time words the compass shows (domain/dates.ts), which must read exactly as
// the browser's own 'en-US' formatting does.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatClockTime,
  formatWeekdayClockTime,
  formatWeekdayMonthDay,
  parseWordedDate,
  utcDateOf,
  weekdayOf,
  weekdayOfInstant,
} from '../../domain/dates.ts'

describe('date and time in words', () => {
  it('reads like the examples', () => {
    expect(formatWeekdayMonthDay(new Date(2026, 10, 23, 18, 5))).toBe('Monday, November 23')
    expect(formatClockTime(new Date(2026, 10, 23, 18, 5))).toBe('6:05 PM')
    expect(formatClockTime(new Date(2026, 10, 23, 0, 0))).toBe('12:00 AM')
    expect(formatClockTime(new Date(2026, 10, 23, 12, 30))).toBe('12:30 PM')
    expect(formatWeekdayClockTime(new Date(2026, 1, 29 - 1, 9, 7))).toBe('Saturday 9:07 AM')
  })

  it("matches Intl's 'en-US' output for any instant", () => {
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' })
    const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long' })
    const clean = (s: string) => s.replace(/\u202f/g, ' ')
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1970, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (d) => {
          expect(formatWeekdayMonthDay(d)).toBe(day.format(d))
          expect(formatClockTime(d)).toBe(clean(clock.format(d)))
          expect(formatWeekdayClockTime(d)).toBe(`${weekday.format(d)} ${clean(clock.format(d))}`)
          // The API's records carry the weekday in English, whatever the screen's language.
          expect(weekdayOfInstant(d)).toBe(weekday.format(d))
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('dates as the texts write them', () => {
  it("reads 'August 6, 2025' and refuses what is not a real worded date", () => {
    expect(parseWordedDate('August 6, 2025')).toEqual({ year: 2025, month: 8, day: 6 })
    expect(parseWordedDate(' February 29, 2024 ')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseWordedDate('February 29, 2025')).toBeNull()
    expect(parseWordedDate('Augst 6, 2025')).toBeNull()
    expect(parseWordedDate('2025-08-06')).toBeNull()
  })

  it('reads back every date it is given in words', () => {
    const words = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          expect(parseWordedDate(words.format(d))).toEqual({
            year: d.getUTCFullYear(),
            month: d.getUTCMonth() + 1,
            day: d.getUTCDate(),
          })
        },
      ),
    )
  })
})

describe('the day of the week of a date', () => {
  it('is the calendar’s, whatever the clock: 2026-11-29 is a Sunday, 2024-02-29 a Thursday', () => {
    expect(weekdayOf('2026-11-29')).toBe(0)
    expect(weekdayOf('2024-02-29')).toBe(4)
    expect(() => weekdayOf('2026-02-30')).toThrow()
  })

  it('agrees with the day of the week of that date at noon UTC, for any date', () => {
    // Days since 1970 from 0001-01-01 to 9999-12-31.
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (day) => {
        const noon = new Date(day * 86_400_000 + 43_200_000)
        expect(weekdayOf(utcDateOf(noon))).toBe(noon.getUTCDay())
      }),
    )
  })
})
