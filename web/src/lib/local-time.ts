// The visitor's own calendar day and clock, for the API's localDate/localTime fields.
import { localDateOf, localTimeOf } from '@domain/dates.ts'

export const todayLocal = (): string => localDateOf(new Date())
export const nowLocalTime = (): string => localTimeOf(new Date())
/** Local calendar day of an ISO instant. */
export const localDayOfInstant = (iso: string | null | undefined): string | null =>
  iso ? localDateOf(new Date(iso)) : null
/** The next local midnight after `now`, as an ISO instant: when the next check-in opens. */
export const nextLocalMidnight = (now = new Date()): string =>
  new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString()
