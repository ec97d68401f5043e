// The month view's grid (domain/calendar.ts) and where a visitor's week starts (domain/locale.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { calendarCells, type IsoWeekday, isoWeekdayOf, weekRow } from '../../domain/calendar.ts'
import { firstDayOfWeek, ownTag } from '../../domain/locale.ts'

describe('calendarCells', () => {
  it('starts November 2026 (a Sunday the 1st) where the week starts', () => {
    const monday = calendarCells('2026-11', 1)
    expect(monday.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01'])
    const sunday = calendarCells('2026-11', 7)
    expect(sunday.slice(0, 7)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ])
    expect(sunday.at(-1)).toBe(null)
    expect(sunday.filter(Boolean)).toHaveLength(30)
  })

  it('puts every day of any month under its own weekday, in whole rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 7 }),
        (year, m, first) => {
          const month = `${year}-${String(m).padStart(2, '0')}`
          const firstDay = first as IsoWeekday
          const cells = calendarCells(month, firstDay)
          const row = weekRow(firstDay)
          expect(cells.length % 7).toBe(0)
          expect(cells.slice(0, 7).some(Boolean)).toBe(true)
          expect(cells.slice(-7).some(Boolean)).toBe(true)
          cells.forEach((date, i) => {
            if (date) expect(isoWeekdayOf(date)).toBe(row[i % 7])
          })
          const dates = cells.filter((d): d is string => d !== null)
          expect(dates[0]).toBe(`${month}-01`)
          expect(dates.every((d) => d.startsWith(month))).toBe(true)
        },
      ),
    )
  })
})

describe('weekRow', () => {
  it('lists the seven days from the first', () => {
    expect(weekRow(1)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(weekRow(7)).toEqual([7, 1, 2, 3, 4, 5, 6])
    expect(weekRow(6)).toEqual([6, 7, 1, 2, 3, 4, 5])
  })
})

describe('firstDayOfWeek', () => {
  it('follows the first browser language in the language spoken, else the language itself', () => {
    expect(firstDayOfWeek('en', ['en-US'])).toBe(7)
    expect(firstDayOfWeek('en', ['en-GB', 'en-US'])).toBe(1)
    expect(firstDayOfWeek('en', ['de-DE', 'en-GB'])).toBe(1)
    expect(firstDayOfWeek('en', ['de-DE'])).toBe(7)
    expect(firstDayOfWeek('en', [])).toBe(7)
    expect(firstDayOfWeek('de', ['en-US'])).toBe(1)
    expect(firstDayOfWeek('de', ['de-AT'])).toBe(1)
    expect(firstDayOfWeek('es', ['es-ES'])).toBe(1)
    expect(firstDayOfWeek('es', ['es-MX'])).toBe(7)
    expect(firstDayOfWeek('en-XA', ['en-GB'])).toBe(1)
  })

  it('reads the region from the first browser language in the language spoken', () => {
    expect(ownTag('en', ['de-DE', 'en-GB', 'en-US'])).toBe('en-GB')
    expect(ownTag('en-XA', ['EN-au'])).toBe('EN-au')
    expect(ownTag('de', ['en-US'])).toBeUndefined()
  })

  it('survives a malformed browser language', () => {
    expect(firstDayOfWeek('de', ['de-!!'])).toBe(1)
  })
})
