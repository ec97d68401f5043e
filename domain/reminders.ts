// The daily reminder (docs/rules/reminders.md, docs/decisions/020): when it is due in the visitor's
// own time zone, and what it says. Pure: the Worker's cron and the web app both call these.
import { addDays, parseTime } from './dates.ts'
import { seededRandom } from './numbers.ts'

/** The time offered before the visitor picks one: a calm morning hour. */
export const DEFAULT_REMINDER_TIME = '08:30'

/**
 * A reminder the cron reaches later than this after its time (an outage, a backlog) is not sent
 * that day: a morning nudge at noon is noise. The next day's is scheduled instead.
 */
export const REMINDER_LATE_LIMIT_MS = 2 * 60 * 60 * 1000

/** The page a reminder opens. */
export const REMINDER_URL = '/compass'

/** The notification's tag: a new reminder replaces yesterday's unread one instead of stacking. */
export const REMINDER_TAG = 'luna-daily'

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** True for an IANA time zone name the runtime knows ('Europe/Berlin', 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}

interface WallClock {
  date: string
  time: string
  /** The wall clock read as if it were UTC, in ms: compares with Date.UTC values. */
  asUtc: number
}

/** The calendar day and 'HH:MM' an instant shows on a clock in `timeZone`. */
export function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {}
  for (const p of formatterFor(timeZone).formatToParts(new Date(instant))) parts[p.type] = p.value
  const date = `${parts.year}-${parts.month}-${parts.day}`
  const time = `${parts.hour}:${parts.minute}`
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return { date, time, asUtc: asUtc + (instant % 1000) }
}

/** The zone's offset from UTC at an instant, in ms (east positive). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone).asUtc - instant
}

/**
 * The instant at which the clock in `timeZone` reads `time` on `date`. A time the clock skips (the
 * spring-forward gap) is taken as the same distance past the jump, e.g. 02:30 → 03:30; a time the
 * clock shows twice (the autumn fall-back) is its first showing.
 */
export function instantOf(date: string, time: string, timeZone: string): number {
  const minutes = parseTime(time)
  const [y, m, d] = date.split('-').map(Number)
  if (minutes === null || y === undefined || m === undefined || d === undefined)
    throw new Error('instantOf needs a date and an HH:MM time')
  const naive = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60)
  const halfDay = 12 * 60 * 60 * 1000
  const before = naive - offsetAt(naive - halfDay, timeZone)
  const after = naive - offsetAt(naive + halfDay, timeZone)
  const shows = [before, after].filter((t) => wallClock(t, timeZone).asUtc === naive).sort((a, b) => a - b)
  // In a gap neither candidate shows the time; the one with the earlier offset lands past the jump.
  return shows[0] ?? before
}

/** The first instant after `after` at which the visitor's reminder is due. */
export function nextReminderAt(time: string, timeZone: string, after: number): number {
  const today = wallClock(after, timeZone).date
  for (const offset of [-1, 0, 1, 2]) {
    const at = instantOf(addDays(today, offset), time, timeZone)
    if (at > after) return at
  }
  throw new Error('no next reminder time')
}

/**
 * The streak day that opening the compass today makes, when it continues a streak (2 or more);
 * null when today would start a new one. From the visit days (the session's own calendar days).
 */
export function streakDayToday(visitDates: readonly string[], today: string): number | null {
  const days = new Set(visitDates)
  let run = days.has(today) ? 1 : 0
  let day = addDays(today, -1)
  while (days.has(day)) {
    run++
    day = addDays(day, -1)
  }
  const streakDay = days.has(today) ? run : run + 1
  return streakDay >= 2 ? streakDay : null
}

export type ReminderMessage = {
  title: string
  body: string
  url: string
  tag: string
}

const STREAK_LINES = [
  'Day {n} of your streak. Today’s reading is ready when you are.',
  'Day {n}: your compass has today’s reading waiting. A minute is enough.',
  'Day {n} of showing up for yourself. Come and see what today holds.',
] as const

const PLAIN_LINES = [
  'Today’s reading is ready when you are. A minute with your compass is enough.',
  'A new day, a new reading. Come and see where you stand today.',
  'Your compass has today’s reading waiting. Take a breath and have a look.',
] as const

/**
 * The reminder in Luna's voice: names the streak day when there is one. The line is picked by the
 * date, so a visitor hears a different one from day to day.
 */
export function reminderMessage(input: { streakDay: number | null; today: string }): ReminderMessage {
  const random = seededRandom(`reminder:${input.today}`)
  const lines = input.streakDay ? STREAK_LINES : PLAIN_LINES
  const line = lines[Math.floor(random() * lines.length)] ?? lines[0]
  return {
    title: 'Luna',
    body: line.replace('{n}', String(input.streakDay ?? '')),
    url: REMINDER_URL,
    tag: REMINDER_TAG,
  }
}

/** Whether a reminder due at `dueAt` is still worth sending at `now`. */
export function isStillTimely(dueAt: number, now: number): boolean {
  return now - dueAt <= REMINDER_LATE_LIMIT_MS
}

/**
 * The push services browsers subscribe with (Chrome/Edge/Android: FCM; Firefox: Mozilla autopush;
 * Windows: WNS; Safari and iOS: Apple). The Worker sends only to these, so a subscription cannot
 * make it post to an arbitrary address.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const

/** True for an https endpoint on a known push service (the host or one of its subdomains). */
export function isKnownPushService(endpoint: string): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false
  const host = url.hostname.toLowerCase()
  return PUSH_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))
}

// Control characters in a link (built from a string: matching them is the point).
const UNSAFE_IN_LINK =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u001F\u007F]/

/** Where a reminder's tap opens when its link is not a page of this site. */
export const REMINDER_FALLBACK_PATH = '/compass'

/**
 * The page a notification's link may open (docs/decisions/036): a path of this site only. A
 * backslash (`/\evil.example` is `//evil.example` to a browser), a control character, a
 * protocol-relative or absolute link elsewhere: the compass instead.
 */
export function notificationPath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.includes('\\') || UNSAFE_IN_LINK.test(url))
    return REMINDER_FALLBACK_PATH
  let parsed: URL
  try {
    parsed = new URL(url, origin)
  } catch {
    return REMINDER_FALLBACK_PATH
  }
  if (parsed.origin !== new URL(origin).origin) return REMINDER_FALLBACK_PATH
  return `${parsed.pathname}${parsed.search}${parsed.hash}`
}
