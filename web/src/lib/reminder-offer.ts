// When the daily reminder is suggested (docs/decisions/020): once, after the check-in of the
// visitor's second day, never on a first visit, and never again once answered. Small on purpose:
// the compass imports it; the reminder's own code loads only when the suggestion shows.
import { KEYS, readJson, readRaw, writeJson, writeRaw } from '@/lib/storage.ts'

/** Remembers a day with a check-in (the last two distinct local days are kept). */
export function noteCheckInDay(localDate: string): void {
  const days = readJson<unknown>(KEYS.checkInDays)
  const known = Array.isArray(days) ? days.filter((d): d is string => typeof d === 'string') : []
  if (known.includes(localDate)) return
  writeJson(KEYS.checkInDays, [...known, localDate].sort().slice(-2))
}

/** Whether the check-in card offers the reminder today. */
export function reminderOfferDue(today: string): boolean {
  if (readRaw(KEYS.notificationsEnabled) === '1') return false
  const days = readJson<unknown>(KEYS.checkInDays)
  if (!Array.isArray(days) || days.length < 2 || !days.includes(today)) return false
  const suggested = readRaw(KEYS.reminderSuggested)
  return suggested === null || suggested === today
}

/** The suggestion was shown today (it stays for the day) or answered (it never comes back). */
export function markReminderOffer(today: string | 'done'): void {
  if (readRaw(KEYS.reminderSuggested) === 'done') return
  writeRaw(KEYS.reminderSuggested, today)
}
