// The visitor's calendar day: a `localDate` they send is accepted when within one day of the
// server's UTC date (docs/ARCHITECTURE.md); otherwise (a wrong clock) the UTC date is used.
import { daysBetween, utcDateOf } from '../domain/dates.ts'

export function acceptLocalDate(given: string | undefined, now: Date): string {
  const utc = utcDateOf(now)
  return given && Math.abs(daysBetween(utc, given)) <= 1 ? given : utc
}
