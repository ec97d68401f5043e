// The day's reading this device keeps, as the first frame of a returning visit paints it before
// the app's code runs (docs/decisions/023-first-frame-on-return.md): the compass's last answer of
// the day, or, on the day's first open, the day computed ahead on an earlier visit by the domain's
// own function (docs/decisions/026-days-computed-ahead.md).
// Pure: it reads through the function it is given, so the inline first-frame script (built from
// web/src/first-frame.ts) and the tests in Node use the same rules and the same key names.
import type { DailyReading } from '@domain/daily-reading.ts'
import { addDays, isValidDate, MINUTES_PER_DAY, parseTime, partOfDay } from '@domain/dates.ts'
import { type DayCardTexts, dayCardTextsOf, parseDayCardTexts } from '@domain/day-card-texts.ts'
import { computedInEnglish, contentLocale, DEFAULT_LOCALE, type Locale } from '@domain/locale.ts'
import { feelingOn, heardAll, parseKeptFeelings } from '@/lib/device-state/last-feeling.ts'
import { KEYS } from '@/lib/storage.ts'

/**
 * What the compass's Today card shows (a subset of the answer's `dailyReading`), as drawn for one
 * part of the day: its words suit that part (docs/rules/one-voice.md).
 */
export interface KeptDay extends DayCardTexts {
  /** The hour against the day: "This evening runs quieter than your radiant day, …". */
  hourLine: string
  /** The Moon's phase that day, by name; null in a reading kept before it was named. */
  moon: string | null
}

/** The Today card of a day reading (an answer's `dailyReading`, or one computed on the device). */
export function cardOf(d: DailyReading): KeptDay {
  return { ...dayCardTextsOf(d), hourLine: d.now.line, moon: d.moon.name }
}

/** What the compass's greeting knows of a return (domain/greeting.ts). */
export interface Return {
  /** The last day before today the compass answered on this device, or null. */
  lastSeen: string | null
  /** The word of the latest feeling said yesterday on this device, or null. */
  yesterdayFeeling: string | null
  /** Its slider value, which names its word in every language. */
  yesterdayValue: number | null
}

export interface KeptReading {
  /** The visitor's name as the compass greets them (luna_archetype_data's userName), or null. */
  name: string | null
  /** How the compass greets them: a first day, or a return. */
  back: Return
  day: KeptDay
  /** The visitor chose the full view (luna_view_mode): the bar shows its switch on. */
  advanced: boolean
  /** The theme the visitor chose (luna_theme), or null to follow the system: the bar's button. */
  theme: 'light' | 'dark' | null
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0

function parse(raw: string | null): unknown {
  if (raw === null) return null
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return null
  }
}

const field = (v: unknown, key: string): unknown =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined

/** The profile keys whose values the compass reads (profile.ts, hasAnyProfile). */
const PROFILE_KEYS = [
  KEYS.archetypeData,
  KEYS.onboardingComplete,
  KEYS.userProfile,
  KEYS.personalProfile,
] as const

/** The format of the days computed ahead; a day of another format is computed again. */
const DAYS_AHEAD_FORMAT = 4

/**
 * What a day computed ahead was computed from: the stored profile (with the archetype id kept on
 * its own, which the compass request falls back on), the session id and the seed a restore kept for
 * it, as stored, and the format.
 * A day computed from other values (a new birth date, a check-in's baseline, another session) is
 * not shown.
 */
export function daysAheadInputs(read: (key: string) => string | null): string {
  return JSON.stringify([
    DAYS_AHEAD_FORMAT,
    ...[...PROFILE_KEYS, KEYS.archetype, KEYS.sessionId, KEYS.readingSeed, KEYS.lastFeeling].map((key) =>
      read(key),
    ),
  ])
}

/**
 * The card through a day: each entry is the minute of the day (0–1439) from which a card holds, the
 * first at minute 0, in order. The card changes with the part of the day and with the hour's line.
 */
export type CardChanges = [minute: number, card: KeptDay][]

/** A day's reading computed ahead on this device (features/compass/api/days-ahead.ts). */
export interface DayAhead {
  changes: CardChanges
}

export interface DaysAhead {
  /** daysAheadInputs when they were computed. */
  inputs: string
  days: Record<string, DayAhead>
}

/** The minute of the day of a local time 'HH:MM' (0–1439; 0 when malformed). */
export const minuteOfDay = (localTime: string): number => parseTime(localTime) ?? 0

/** Well-formed card changes: a list starting at minute 0, minutes rising within the day, each card whole. */
function cardChangesOf(v: unknown): CardChanges | null {
  if (!Array.isArray(v) || v.length === 0) return null
  const out: CardChanges = []
  let last = -1
  for (const entry of v) {
    if (!Array.isArray(entry) || entry.length !== 2) return null
    const [minute, card] = entry as unknown[]
    if (
      typeof minute !== 'number' ||
      !Number.isInteger(minute) ||
      minute <= last ||
      minute >= MINUTES_PER_DAY
    )
      return null
    const day = keptDayOf(card)
    if (!day) return null
    out.push([minute, day])
    last = minute
  }
  return out[0]?.[0] === 0 ? out : null
}

/** The card that holds at `minute`. */
export function cardAt(changes: CardChanges, minute: number): KeptDay | null {
  let card: KeptDay | null = null
  for (const [from, day] of changes) {
    if (from > minute) break
    card = day
  }
  return card
}

/** A stored day computed ahead, when well formed. */
export function dayAheadOf(d: unknown): DayAhead | null {
  const changes = cardChangesOf(field(d, 'changes'))
  return changes ? { changes } : null
}

function keptDayOf(d: unknown): KeptDay | null {
  const texts = parseDayCardTexts(d)
  // An answer's reading names the hour's line in `now`, a kept card at its top.
  const line = field(d, 'hourLine') ?? field(field(d, 'now'), 'line')
  // An answer's reading names the Moon as an object ({ name, … }), a kept card as its name.
  const moon = field(d, 'moon')
  const moonName = isText(moon) ? moon : field(moon, 'name')
  if (!texts || !isText(line)) return null
  return { ...texts, hourLine: line, moon: isText(moonName) ? moonName : null }
}

/** Today's reading from the last answer, when it is from today and has its alignment. */
function dayOfLastAnswer(
  read: (key: string) => string | null,
  today: string,
  localTime: string,
  locale: Locale,
): KeptDay | null {
  const stored = parse(read(KEYS.compassLast))
  if (field(stored, 'date') !== today || !hourStillHolds(field(stored, 'time'), localTime)) return null
  // Said in the language spoken (an answer kept before languages is English's).
  if ((field(stored, 'lang') ?? DEFAULT_LOCALE) !== contentLocale(locale)) return null
  // Not one that has not heard a feeling said on this device since it was asked (one kept offline).
  if (!heardAll(field(stored, 'heard'), parseKeptFeelings(parse(read(KEYS.lastFeeling))), today)) return null
  const answer = field(stored, 'answer')
  // The app shows a kept answer only when it has its alignment (features/compass/api/compass.ts).
  if (!field(answer, 'scalarAlignment')) return null
  return keptDayOf(field(answer, 'dailyReading'))
}

/**
 * Whether an answer asked for at `askedAt` ('HH:MM', the local time it was asked for) can still speak
 * for the hour at `localTime`: both in the same part of the day, whose words the whole answer suits
 * (its headline, its lists, "This morning…"). An answer kept without its time cannot.
 */
export function hourStillHolds(askedAt: unknown, localTime: string): boolean {
  if (!isText(askedAt) || parseTime(askedAt) === null || parseTime(localTime) === null) return false
  return partOfDay(askedAt) === partOfDay(localTime)
}

/**
 * Today's reading computed ahead, when it was computed from the profile and session stored now
 * and the visitor has not checked in today (a check-in changes the day's reading; the server
 * holds it).
 */
function dayComputedAhead(
  read: (key: string) => string | null,
  today: string,
  localTime: string,
): KeptDay | null {
  if (!mayComputeToday(read, today)) return null
  const ahead = parse(read(KEYS.daysAhead))
  if (field(ahead, 'inputs') !== daysAheadInputs(read)) return null
  const day = dayAheadOf(field(field(ahead, 'days'), today))
  return day ? cardAt(day.changes, minuteOfDay(localTime)) : null
}

/**
 * Today's reading kept on this device, or null: the day's last answer from the server
 * (`compassLast`), else the day computed ahead on an earlier visit (`daysAhead`) when it still fits
 * the stored profile. Null when neither is there for `today` (the device's own calendar day,
 * 'YYYY-MM-DD'), when they are malformed, or when the visitor has none of the profile keys that
 * lead `/` to the compass (profile.ts, hasAnyProfile). `localTime` ('HH:MM') picks the card of a
 * day computed ahead; the last answer is kept only while it was asked for in the same part of the
 * day (hourStillHolds), so its words never speak for another part, and only in the language it was
 * said in (`locale`, the language spoken): a day computed on this device is in English's words, so
 * only a visitor reading English sees one (docs/decisions/058-reading-languages.md).
 */
export function keptReadingOf(
  read: (key: string) => string | null,
  today: string,
  localTime = '12:00',
  locale: Locale = DEFAULT_LOCALE,
): KeptReading | null {
  if (!hasProfileIn(read)) return null
  const day =
    dayOfLastAnswer(read, today, localTime, locale) ??
    (computedInEnglish(locale) ? dayComputedAhead(read, today, localTime) : null)
  return day ? readingWith(read, day, today) : null
}

function hasProfileIn(read: (key: string) => string | null): boolean {
  return PROFILE_KEYS.some((key) => {
    const v = parse(read(key))
    return v !== null && typeof v === 'object'
  })
}

/**
 * The visitor's return as this device knows it on `today`: the last earlier day its compass
 * answered (the day of the kept answer, or the one before it that the answer replaced), and the
 * latest feeling said yesterday.
 */
export function returnOf(read: (key: string) => string | null, today: string): Return {
  const last = parse(read(KEYS.compassLast))
  const date = field(last, 'date')
  const previous = field(last, 'previousDate')
  const seen = isText(date) && date < today ? date : isText(previous) ? previous : null
  const feeling = feelingOn(parseKeptFeelings(parse(read(KEYS.lastFeeling))), addDays(today, -1))
  return {
    lastSeen: seen !== null && isValidDate(seen) && seen < today ? seen : null,
    yesterdayFeeling: feeling?.descriptor ?? null,
    yesterdayValue: feeling?.value ?? null,
  }
}

/** A day's card with the visitor's name, view mode and theme, as the first frame paints it. */
export function readingWith(read: (key: string) => string | null, day: KeptDay, today: string): KeptReading {
  const name = field(parse(read(KEYS.archetypeData)), 'userName')
  const theme = read(KEYS.theme)
  return {
    name: isText(name) ? name : null,
    back: returnOf(read, today),
    day,
    advanced: read(KEYS.viewMode) === 'advanced',
    theme: theme === 'light' || theme === 'dark' ? theme : null,
  }
}

/**
 * Whether today's card can be computed on this device when nothing is kept for today
 * (features/compass/today-now.ts): the visitor has a profile and a session id (which seeds the
 * day's picks) and has not checked in today on this device (the server holds a check-in, and it
 * changes the day's reading).
 */
export function mayComputeToday(read: (key: string) => string | null, today: string): boolean {
  const checkInDays = parse(read(KEYS.checkInDays))
  if (Array.isArray(checkInDays) && checkInDays.includes(today)) return false
  // A feeling said today moves the day's words; the server's answer holds it.
  if (feelingOn(parseKeptFeelings(parse(read(KEYS.lastFeeling))), today)) return false
  return isText(read(KEYS.sessionId)) && hasProfileIn(read)
}
