// The visitor's entries as a spreadsheet (docs/rules/patterns.md, "Yours to keep"): one row per
// check-in or mood note, with the day's energy before anything was said and the part of the day,
// the same values the patterns compare.
import { type PartOfDay, parseTime, partOfDay } from './dates.ts'
import type { EnergyLevel } from './day-tide.ts'

export interface CsvEntry {
  kind: 'check-in' | 'mood-note'
  localDate: string
  localTime: string | null
  value: number
  descriptor: string
  words: string | null
  /** When it was stored (ms), which orders entries of one day without their local time. */
  createdAt: number
}

export const ENTRIES_CSV_HEADER = 'date,time,value,descriptor,words,energy,part_of_day,kind'

/**
 * A CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled; a
 * cell a spreadsheet would read as a formula (=, +, -, @ first) is kept as text with a leading '.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The entries as CSV, oldest first, with a header row; lines end in CRLF. */
export function entriesCsv(
  entries: readonly CsvEntry[],
  energyOf: (localDate: string) => EnergyLevel,
): string {
  const rows = [...entries]
    .sort((a, b) => a.localDate.localeCompare(b.localDate) || a.createdAt - b.createdAt)
    .map((e) => {
      const time = e.localTime && parseTime(e.localTime) !== null ? e.localTime : null
      const part: PartOfDay | null = time ? partOfDay(time) : null
      return [e.localDate, time, e.value, e.descriptor, e.words, energyOf(e.localDate), part, e.kind]
        .map(csvCell)
        .join(',')
    })
  return `${[ENTRIES_CSV_HEADER, ...rows].join('\r\n')}\r\n`
}
