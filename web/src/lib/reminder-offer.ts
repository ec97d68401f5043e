// When the daily reminder is suggested (docs/decisions/020): once, after the check-in of the
// visitor's second day, never on a first visit, and never again once answered. Small on purpose:
// the compass imports it; the reminder's own code loads only when the suggestion shows.
import { deviceStore, storedJson, storedText } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

/** luna_notifications_enabled: the spec's "notifications enabled", '1' while a reminder is set here. */
export const notificationsEnabledAtom = storedText(KEYS.notificationsEnabled, {
  accept: (raw): raw is '1' => raw === '1',
})

/** luna_checkin_days: the last two distinct local days with a check-in. */
const checkInDaysAtom = storedJson(KEYS.checkInDays, (days) =>
  Array.isArray(days) ? days.filter((d): d is string => typeof d === 'string') : null,
)

/** luna_reminder_suggested: the day the reminder was first suggested, or 'done' once answered. */
const reminderSuggestedAtom = storedText(KEYS.reminderSuggested)

/** Remembers a day with a check-in (the last two distinct local days are kept). */
export function noteCheckInDay(localDate: string): void {
  const known = deviceStore.get(checkInDaysAtom) ?? []
  if (known.includes(localDate)) return
  deviceStore.set(checkInDaysAtom, [...known, localDate].sort().slice(-2))
}

/** Whether this browser made a check-in on the local day `date` (the last two days it knows). */
export function checkedInHereOn(date: string): boolean {
  return (deviceStore.get(checkInDaysAtom) ?? []).includes(date)
}

/** Whether the check-in card offers the reminder today. */
export function reminderOfferDue(today: string): boolean {
  if (deviceStore.get(notificationsEnabledAtom) === '1') return false
  const days = deviceStore.get(checkInDaysAtom)
  if (!days || days.length < 2 || !days.includes(today)) return false
  const suggested = deviceStore.get(reminderSuggestedAtom)
  return suggested === null || suggested === today
}

/** The suggestion was shown today (it stays for the day) or answered (it never comes back). */
export function markReminderOffer(today: string | 'done'): void {
  if (deviceStore.get(reminderSuggestedAtom) === 'done') return
  deviceStore.set(reminderSuggestedAtom, today)
}
