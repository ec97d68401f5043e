// Calendar dates as the product uses them: 'YYYY-MM-DD' strings of a local day, 'HH:MM' times.

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/
const DAY_MS = 86_400_000

export interface CalendarDate {
  year: number
  month: number
  day: number
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** Parses a real calendar date 'YYYY-MM-DD' (rejects 2023-02-29, 2024-13-01…); null otherwise. */
export function parseDate(text: string): CalendarDate | null {
  const m = DATE_RE.exec(text)
  if (!m) return null
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  if (month < 1 || month > 12 || day < 1) return null
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
  if (day > days) return null
  return { year, month, day }
}

export function isValidDate(text: string): boolean {
  return parseDate(text) !== null
}

/** Minutes after midnight of 'HH:MM'; null when not a valid 24-hour time. */
export function parseTime(text: string): number | null {
  const m = TIME_RE.exec(text)
  return m ? Number(m[1]) * 60 + Number(m[2]) : null
}

/** Minutes in a calendar day: times of day run from 0 to MINUTES_PER_DAY − 1. */
export const MINUTES_PER_DAY = 24 * 60

/** 'HH:MM' of a count of minutes after midnight (0–1439): the inverse of parseTime. */
export function formatTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/** Day of the year, 1 January = 1. */
export function dayOfYear(date: CalendarDate): number {
  return Math.round((Date.UTC(date.year, date.month - 1, date.day) - Date.UTC(date.year, 0, 1)) / DAY_MS) + 1
}

export function formatDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
}

/** The local calendar day of an instant, as seen by the runtime's time zone. */
export function localDateOf(instant: Date): string {
  return formatDate({ year: instant.getFullYear(), month: instant.getMonth() + 1, day: instant.getDate() })
}

/** The UTC calendar day of an instant. */
export function utcDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10)
}

/** 'HH:MM' of an instant in the runtime's local time zone. */
export function localTimeOf(instant: Date): string {
  return `${String(instant.getHours()).padStart(2, '0')}:${String(instant.getMinutes()).padStart(2, '0')}`
}

/** Days from a to b (b − a) for two 'YYYY-MM-DD' dates. */
export function daysBetween(a: string, b: string): number {
  const da = parseDate(a)
  const db = parseDate(b)
  if (!da || !db) throw new Error('daysBetween needs two valid dates')
  return Math.round(
    (Date.UTC(db.year, db.month - 1, db.day) - Date.UTC(da.year, da.month - 1, da.day)) / DAY_MS,
  )
}

export function addDays(date: string, days: number): string {
  const d = parseDate(date)
  if (!d) throw new Error('addDays needs a valid date')
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day) + days * DAY_MS)
  return utcDateOf(t)
}

/** The day of the week of a 'YYYY-MM-DD' date: 0 Sunday … 6 Saturday (the calendar's, no time zone). */
export function weekdayOf(date: string): number {
  const d = parseDate(date)
  if (!d) throw new Error('weekdayOf needs a valid date')
  // setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999.
  const t = new Date(0)
  t.setUTCFullYear(d.year, d.month - 1, d.day)
  return t.getUTCDay()
}

/** Whole years between a birth date and a day (both 'YYYY-MM-DD'). */
export function ageOn(birthDate: string, today: string): number {
  const b = parseDate(birthDate)
  const t = parseDate(today)
  if (!b || !t) throw new Error('ageOn needs two valid dates')
  const hadBirthday = t.month > b.month || (t.month === b.month && t.day >= b.day)
  return t.year - b.year - (hadBirthday ? 0 : 1)
}

/** The earliest birth date the product accepts (docs/decisions/007-derived-rules.md). */
export const MIN_BIRTH_DATE = '1900-01-01'
/** Luna is for adults: the age a visitor must have reached (docs/decisions/007-derived-rules.md). */
export const ADULT_AGE = 18

/** Why a typed birth date cannot be used; null when it can. */
export type BirthDateProblem = 'required' | 'invalid' | 'too-early' | 'future' | 'minor'

/**
 * The birth-date rules of every form (docs/ARCHITECTURE.md; docs/decisions/007-derived-rules.md), in the order they are
 * checked: something is entered, it is a real calendar date 'YYYY-MM-DD', from 1900-01-01, not
 * after `today` (the visitor's local day), and the visitor is 18 or older on `today`.
 */
export function checkBirthDate(text: string, today: string): BirthDateProblem | null {
  if (!text.trim()) return 'required'
  if (!isValidDate(text)) return 'invalid'
  if (text < MIN_BIRTH_DATE) return 'too-early'
  if (text > today) return 'future'
  if (ageOn(text, today) < ADULT_AGE) return 'minor'
  return null
}

/** Milliseconds from `now` to the next local midnight. */
export function msUntilLocalMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1)
  return midnight.getTime() - now.getTime()
}

/** The spec's countdown text: 'expires in Xh Ym'. */
export function formatExpiry(ms: number): string {
  const { hours, minutes } = expiryParts(ms)
  return `expires in ${hours}h ${minutes}m`
}

/** The hours and minutes left of `ms`, the minutes rounded up (formatExpiry's, for the catalogues' words). */
export function expiryParts(ms: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.ceil(ms / 60_000))
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

export type PartOfDay = 'morning' | 'afternoon' | 'evening' | 'night'

/** Part of the day of 'HH:MM': 05:00–11:59 morning, 12:00–16:59 afternoon, 17:00–20:59 evening, else night. */
export function partOfDay(time: string): PartOfDay {
  const minutes = parseTime(time)
  if (minutes === null) throw new Error('partOfDay needs a valid time')
  const hour = Math.floor(minutes / 60)
  if (hour >= 5 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 17) return 'afternoon'
  if (hour >= 17 && hour < 21) return 'evening'
  return 'night'
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/**
 * An instant's local weekday in English ('Saturday'), as the API's records carry it (a check-in's
 * `context.dayOfWeek`), whatever language the screen speaks.
 */
export const weekdayOfInstant = (instant: Date): (typeof WEEKDAY_NAMES)[number] =>
  WEEKDAY_NAMES[instant.getDay()] ?? 'Sunday'
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

// The app speaks US English, with a 12-hour clock. These give what `Intl.DateTimeFormat('en-US')`
// gives for { weekday: 'long', month: 'long', day: 'numeric' } and { hour: 'numeric', minute:
// '2-digit' }, without it: the first `Intl` date format on a page costs about 40 ms of start-up
// (docs/decisions/010).

/** A date as the product's texts write it, 'August 6, 2025'; null when it is not one. */
export function parseWordedDate(text: string): CalendarDate | null {
  const m = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim())
  const month = m ? MONTH_NAMES.indexOf((m[1] ?? '') as (typeof MONTH_NAMES)[number]) + 1 : 0
  if (!m || month === 0) return null
  return parseDate(`${m[3]}-${String(month).padStart(2, '0')}-${(m[2] ?? '').padStart(2, '0')}`)
}

/** An instant's local day in words, e.g. 'Monday, November 23'. */
export function formatWeekdayMonthDay(instant: Date): string {
  return `${WEEKDAY_NAMES[instant.getDay()]}, ${MONTH_NAMES[instant.getMonth()]} ${instant.getDate()}`
}

/** An instant's local clock time, e.g. '6:05 PM'. */
export function formatClockTime(instant: Date): string {
  const h = instant.getHours()
  const m = String(instant.getMinutes()).padStart(2, '0')
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'}`
}

/** An instant's local weekday and clock time, e.g. 'Tuesday 6:05 PM'. */
export function formatWeekdayClockTime(instant: Date): string {
  return `${WEEKDAY_NAMES[instant.getDay()]} ${formatClockTime(instant)}`
}

/** Keys under which a free-form object may carry a birth date (any case, `_` or `-` between words). */
const BIRTH_DATE_KEY = /^(birth[_-]?date|date[_-]?of[_-]?birth|dob|birthday)$/i

/**
 * Where a free-form object the server stores (readingData, profileData…) carries a minor's birth
 * date (docs/rules/archetype-record.md: Luna is for adults): the path of the first such value, else null. A
 * value is a birth date when its key says so and it is a real date 'YYYY-MM-DD' (a time after it is
 * ignored). `today` is the latest local day anywhere (the server's UTC day plus one). The guest's
 * placeholder, a birth date of today (within a day), is not a birth date and passes.
 */
export function minorBirthDateIn(value: unknown, today: string, path = '', depth = 0): string | null {
  if (depth > 8 || value === null || typeof value !== 'object') return null
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>)
  for (const [key, v] of entries) {
    const here = path ? `${path}.${key}` : key
    if (typeof v === 'string' && BIRTH_DATE_KEY.test(key)) {
      const date = v.trim().slice(0, 10)
      const placeholder = isValidDate(date) && Math.abs(daysBetween(date, today)) <= 2
      if (isValidDate(date) && !placeholder && ageOn(date, today) < ADULT_AGE) return here
    }
    const inner = minorBirthDateIn(v, today, here, depth + 1)
    if (inner) return inner
  }
  return null
}
