// The compass's greeting under its title, in one place: the screen (web/src/routes/compass.tsx) and the
// first frame painted before the app runs (web/src/features/compass/first-frame.ts) say the same words, from
// what this device keeps (docs/rules/daily-reading.md, "A return that is noticed").
import { addDays, daysBetween, formatWeekdayMonthDay, partOfDay } from './dates.ts'
import { feltWord } from './felt-word.ts'

const GREETINGS = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
  night: 'Hello',
} as const

export interface GreetingInput {
  name: string | null | undefined
  /** The device's local time 'HH:MM' and day 'YYYY-MM-DD', and the instant (for the date's words). */
  localTime: string
  today: string
  now: Date
  /** The last day before today the compass answered on this device, or null (a first day). */
  lastSeen: string | null
  /** The word of the latest feeling said yesterday on this device, or null. */
  yesterdayFeeling: string | null
}

/**
 * A first day: "Good morning, Ada. Here is how Wednesday, November 25 meets your baseline."
 * The next day: "Welcome back, Ada. Yesterday you felt weary; here is how today, Thursday,
 * November 26, meets your baseline." After a gap: "Welcome back, Ada. It has been 4 days; …".
 */
export function compassGreeting(input: GreetingInput): string {
  const name = input.name ? `, ${input.name}` : ''
  const day = formatWeekdayMonthDay(input.now)
  const { lastSeen, today } = input
  if (!lastSeen || lastSeen >= today)
    return `${GREETINGS[partOfDay(input.localTime)]}${name}. Here is how ${day} meets your baseline.`
  const since =
    lastSeen === addDays(today, -1)
      ? input.yesterdayFeeling
        ? `Yesterday you felt ${feltWord(input.yesterdayFeeling)}; here is`
        : 'Here is'
      : `It has been ${daysBetween(lastSeen, today)} days; here is`
  return `Welcome back${name}. ${since} how today, ${day}, meets your baseline.`
}
