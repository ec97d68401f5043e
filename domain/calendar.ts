// The month view's grid (docs/rules/trajectory.md): a month's days in rows of seven, each row starting
// on the day the visitor's week starts (`firstDayOfWeek`, domain/locale.ts).
import { addDays, weekdayOf } from './dates.ts'

/** A day of the week as ISO 8601 numbers it: 1 is Monday, 7 is Sunday (Intl's weekInfo too). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

/** The seven days of a calendar row, from `firstDay` on. */
export function weekRow(firstDay: IsoWeekday): IsoWeekday[] {
  return Array.from({ length: 7 }, (_, i) => (((firstDay - 1 + i) % 7) + 1) as IsoWeekday)
}

/** A date's ISO weekday. */
export const isoWeekdayOf = (date: string): IsoWeekday => (((weekdayOf(date) + 6) % 7) + 1) as IsoWeekday

/**
 * A month 'YYYY-MM' as calendar cells in rows of seven starting on `firstDay`: its dates in order,
 * null for the cells before its 1st and after its last.
 */
export function calendarCells(month: string, firstDay: IsoWeekday): (string | null)[] {
  const first = `${month}-01`
  const lead = (isoWeekdayOf(first) - firstDay + 7) % 7
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let d = first; d.startsWith(month); d = addDays(d, 1)) cells.push(d)
  while (cells.length % 7 !== 0) cells.push(null)
  return cells
}
