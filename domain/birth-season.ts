// Which third of the year a birth date falls in: Luna reads a profile's birth scalar by it
// (docs/rules/profile.md). Apart from profile.ts, so that a screen saying that reading does not load
// the codons.
import { dayOfYear, parseDate } from './dates.ts'

/** Which third of the year a birth date falls in (the birth scalar rises through the year). */
export function birthSeason(birthDate: string): 'early' | 'middle' | 'late' {
  const date = parseDate(birthDate)
  const part = date ? dayOfYear(date) / 366 : 0.5
  if (part < 1 / 3) return 'early'
  if (part < 2 / 3) return 'middle'
  return 'late'
}
