// The entries as CSV (domain/entries-csv.ts): one row per check-in or note, quoted as RFC 4180 asks,
// and never a formula a spreadsheet would run.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CsvEntry, csvCell, ENTRIES_CSV_HEADER, entriesCsv } from '../../domain/entries-csv.ts'

const note = (over: Partial<CsvEntry>): CsvEntry => ({
  kind: 'mood-note',
  localDate: '2026-11-20',
  localTime: '19:05',
  value: 64,
  descriptor: 'Hopeful',
  words: null,
  createdAt: 0,
  ...over,
})

/** Reads a CSV back (RFC 4180), for the round trip. */
function parse(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += ch
  }
  return rows
}

describe('the entries as CSV', () => {
  it('has a header and one row per entry, oldest first, with energy and part of the day', () => {
    const csv = entriesCsv(
      [
        note({ localDate: '2026-11-21', localTime: '08:10', value: 40, descriptor: 'Tired', createdAt: 2 }),
        note({ kind: 'check-in', localTime: null, createdAt: 1 }),
      ],
      (date) => (date === '2026-11-21' ? 'low' : 'peak'),
    )
    expect(csv).toBe(
      `${ENTRIES_CSV_HEADER}\r\n2026-11-20,,64,Hopeful,,peak,,check-in\r\n2026-11-21,08:10,40,Tired,,low,morning,mood-note\r\n`,
    )
  })

  it('keeps any words whole through a round trip, and never as a formula', () => {
    fc.assert(
      fc.property(fc.string(), (words) => {
        const [, row] = parse(entriesCsv([note({ words })], () => 'moderate'))
        const cell = row?.[4] ?? ''
        const expected = /^[=+\-@\t\r]/.test(words) ? `'${words}` : words
        expect(cell).toBe(expected)
      }),
    )
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('a, b')).toBe('"a, b"')
    expect(csvCell(-3)).toBe('-3')
  })
})
