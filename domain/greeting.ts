// The compass's greeting under its title, in one place: the screen (web/src/routes/compass.tsx) and the
// first frame painted before the app runs (web/src/features/compass/first-frame.ts) say the same words, from
// what this device keeps (docs/rules/daily-reading.md, "A return that is noticed"), in the language
// spoken: its messages are the first frame's catalogue's.
import { addDays, daysBetween, partOfDay } from './dates.ts'

/** The greeting's messages in the first frame's catalogue (domain/messages/<locale>/frame.json). */
export type GreetingKey =
  | 'greeting.morning'
  | 'greeting.afternoon'
  | 'greeting.evening'
  | 'greeting.night'
  | 'greeting.first'
  | 'greeting.back'
  | 'greeting.yesterday'
  | 'greeting.gap'

/** The greeting's words in one language (web/src/lib/frame-words.ts, `greetingWords`). */
export interface GreetingWords {
  /** A message of the first frame's catalogue, its plain placeholders filled. */
  say: (key: GreetingKey, values?: Record<string, string>) => string
  /** The day in words, as the language writes it ('Thursday, November 26'). */
  day: (now: Date) => string
  /**
   * Yesterday's feeling (a descriptor) as the word its `greeting.yesterday` names, where the language
   * can say it: without it (or its word), a return the next day is welcomed without naming the feeling.
   */
  felt?: (descriptor: string, value: number | null) => string | undefined
}

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
  /** Its slider value (0–100), which names its word in every language (domain/emotion.ts), when kept. */
  yesterdayValue?: number | null
}

/**
 * A first day: "Good morning, Ada. Here is how Wednesday, November 25 meets your baseline."
 * The next day: "Welcome back, Ada. Yesterday you felt weary; here is how today, Thursday,
 * November 26, meets your baseline." After a gap: "Welcome back, Ada. It has been 4 days; …".
 */
export function compassGreeting(input: GreetingInput, words: GreetingWords): string {
  const { say } = words
  const name = input.name ? `, ${input.name}` : ''
  const day = words.day(input.now)
  const { lastSeen, today } = input
  if (!lastSeen || lastSeen >= today)
    return say('greeting.first', { greeting: say(`greeting.${partOfDay(input.localTime)}`), name, day })
  if (lastSeen !== addDays(today, -1))
    return say('greeting.gap', { name, day, days: String(daysBetween(lastSeen, today)) })
  const feeling = input.yesterdayFeeling
    ? words.felt?.(input.yesterdayFeeling, input.yesterdayValue ?? null)
    : undefined
  return feeling ? say('greeting.yesterday', { name, day, feeling }) : say('greeting.back', { name, day })
}
