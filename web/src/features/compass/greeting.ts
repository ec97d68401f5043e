// The compass's greeting under its title, in one place: the screen (routes/compass.tsx) and the
// first frame painted before the app runs (features/compass/first-frame.ts) say the same words.
import { formatWeekdayMonthDay, partOfDay } from '@domain/dates.ts'

const GREETINGS = {
  morning: 'Good morning',
  afternoon: 'Good afternoon',
  evening: 'Good evening',
  night: 'Hello',
} as const

/** "Good morning, Ada. Here is how Wednesday, November 25 meets your baseline." */
export function compassGreeting(name: string | null | undefined, localTime: string, now: Date): string {
  const greeting = GREETINGS[partOfDay(localTime)]
  return `${greeting}${name ? `, ${name}` : ''}. Here is how ${formatWeekdayMonthDay(now)} meets your baseline.`
}
