// Number and date formatting for the screens, rounding by the domain's rules, and the journey's
// colour classes (docs/rules/device-state.md display bands; the rules themselves live in domain/).
import { roundTo } from '@domain/numbers.ts'
import type { journeyScalarColor } from '@domain/scalar.ts'
import type { patternColor } from '@domain/trajectory.ts'
import type { TrajectoryPattern } from '@domain/vocabulary.ts'
import { formatLocale, visitorLocale } from '@/lib/i18n.ts'

/**
 * A number to fixed decimals (rounded half away from zero, as the domain rounds) with a Unicode minus,
 * and the decimal comma where the language spoken writes one ("81,387"; docs/decisions/056-languages.md).
 */
export const fixed = (n: number, digits = 3): string =>
  decimalMark(roundTo(n, digits).toFixed(digits).replace('-', '−'))

/** Whether the language spoken writes a decimal comma (Spanish, German): typed numbers may use one too. */
export const writesDecimalComma = (): boolean => formatLocale() !== 'en-US'

/** A number written with a point ('81.387') in the language spoken: the decimal comma in Spanish and German. */
export function decimalMark(text: string): string {
  return formatLocale() === 'en-US' ? text : text.replace('.', ',')
}

/** '+0.034', '−0.012' or '0.000' (the decimal comma where the language spoken writes one). */
export function signed(n: number, digits = 3): string {
  const digitsText = roundTo(Math.abs(n), digits).toFixed(digits)
  const text = decimalMark(digitsText)
  if (Number(digitsText) === 0) return text
  return `${n > 0 ? '+' : '−'}${text}`
}

/**
 * How a frequency reads on screen and in toasts: up to 2 decimals, no trailing zeros ('432.5'), with
 * the decimal comma where the language spoken writes one ('432,5').
 */
export const formatHz = (n: number): string => decimalMark(String(roundTo(n, 2)))

/** '528 Hz', '432.5 Hz' (at most 2 decimals, none when whole), never split across two lines. */
export const hz = (n: number): string => `${formatHz(n)}\u00a0Hz`

/** '7.83 Hz': a measured frequency with its 2 decimals always shown, never split across two lines. */
export const hzFixed = (n: number): string => `${fixed(n, 2)}\u00a0Hz`

/** '-33.87, 151.21': a place's latitude and longitude to 2 decimals. */
export const coordinates = (latitude: number, longitude: number): string =>
  `${latitude.toFixed(2)}, ${longitude.toFixed(2)}`

/** '312 KB' or '2.4 MB' for a size in bytes; null when there is none. */
export function formatFileSize(bytes: number | undefined): string | null {
  if (!bytes || !Number.isFinite(bytes)) return null
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

const WHEN: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}
const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' }

/** A stored instant in the visitor's own time zone, e.g. 'Nov 21, 2026, 10:04 AM'. */
export function when(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(visitorLocale(), WHEN)
}

/** A clock time, e.g. '10:04 AM'. */
export function clock(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleTimeString(visitorLocale(), { hour: 'numeric', minute: '2-digit' })
}

/** A short day label, e.g. 'Nov 21'. */
export function day(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(visitorLocale(), DAY)
}

/** 'compass-reading' → 'Compass reading'. */
export function contextLabel(context: string): string {
  const words = context.replace(/[-_]+/g, ' ').trim()
  return words ? words[0]?.toUpperCase() + words.slice(1) : 'Reading'
}

/** Text colours of journeyScalarColor, each AA on the card surfaces. */
export const SCALAR_TEXT: Record<ReturnType<typeof journeyScalarColor>, string> = {
  red: 'text-red-300',
  orange: 'text-orange-300',
  yellow: 'text-yellow-200',
  blue: 'text-sky-300',
  green: 'text-green-300',
}

/** Text colours of patternColor. */
export const PATTERN_TEXT: Record<ReturnType<typeof patternColor>, string> = {
  green: 'text-green-300',
  red: 'text-red-300',
  blue: 'text-sky-300',
  purple: 'text-violet',
}

export const PATTERN_ICON: Record<TrajectoryPattern, string> = {
  ascending: '↗',
  descending: '↘',
  cycling: '↻',
  stable: '→',
  'insufficient-data': '…',
}

export const capitalize = (s: string): string => (s ? (s[0]?.toUpperCase() ?? '') + s.slice(1) : s)

// ------------------------------------------------------------------------------------------
// Calendar days and times of day

/** 'Mar 21, 2025' for '2025-03-21', read as a calendar day (no time zone shift). */
export function formatCalendarDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(visitorLocale(), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
}

/** 'November 28, 2026': today on the visitor's calendar. */
export const todayLong = (now = new Date()): string =>
  now.toLocaleDateString(formatLocale(), { year: 'numeric', month: 'long', day: 'numeric' })

/** 'November 2026' for the month '2026-11'. */
export const formatMonth = (month: string): string =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString(formatLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/** 'June 15, 1990' for '1990-06-15', read as a calendar day (no time zone shift). */
export function formatLongDate(date: string | null): string {
  if (date === null) return ''
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(formatLocale(), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}

/** '2:30 PM' (or '14:30', by the visitor's locale) for the time of day '14:30'. */
export function formatTimeOfDay(time: string): string {
  const [h, m] = time.split(':').map(Number)
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time
  return new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString(visitorLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })
}

// ------------------------------------------------------------------------------------------
// The admin dashboard: its days are UTC days, formatted in UTC; the generation time is shown on
// the viewer's own clock.

export const EMPTY = '—'

const numberFormats = new Map<string, Intl.NumberFormat>()

/** A number with a fixed count of decimals, or '—' when there is none, in the language's conventions. */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY
  const locale = formatLocale()
  let f = numberFormats.get(`${locale}|${decimals}`)
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    numberFormats.set(`${locale}|${decimals}`, f)
  }
  return f.format(value)
}

// Made on first use, not when this module loads: a page's first Intl.DateTimeFormat costs 70–150 ms
// of main thread in Chromium (its locale and time-zone data), and every screen imports this
// module while only the admin dashboard uses these (docs/profiling-journal.md, "The web app's main thread").
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>()
  return () => {
    const locale = formatLocale()
    let f = made.get(locale)
    if (!f) {
      f = new Intl.DateTimeFormat(locale, options)
      made.set(locale, f)
    }
    return f
  }
}
const weekdayShortFormat = lazyFormat({ timeZone: 'UTC', weekday: 'short' })
const weekdayNarrowFormat = lazyFormat({ timeZone: 'UTC', weekday: 'narrow' })
// 2024-01-01 was a Monday: the ISO weekday d falls on January d of that year.
const onWeekday = (isoWeekday: number) => new Date(Date.UTC(2024, 0, isoWeekday))

/** 'Mon', 'lun', 'Mo.': a weekday (ISO, 1 Monday … 7 Sunday) as a calendar's column reads it. */
export const weekdayShort = (isoWeekday: number): string => weekdayShortFormat().format(onWeekday(isoWeekday))

/** 'M', 'L', 'M': the same, in one letter, for a narrow calendar. */
export const weekdayNarrow = (isoWeekday: number): string =>
  weekdayNarrowFormat().format(onWeekday(isoWeekday))

const longUtcDay = lazyFormat({ timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })
const shortUtcDay = lazyFormat({ timeZone: 'UTC', month: 'short', day: 'numeric' })
const weekUtcDay = lazyFormat({ timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' })
const clockSeconds = lazyFormat({ hour: 'numeric', minute: '2-digit', second: '2-digit' })

function utcDay(date: string): Date | null {
  const d = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? null : d
}

/** 'June 3, 2026' for a UTC day 'YYYY-MM-DD'. */
export function formatLongDay(date: string | null): string {
  const d = date ? utcDay(date) : null
  return d ? longUtcDay().format(d) : EMPTY
}

/** 'Jun 3' for a UTC day (chart axes). */
export function formatShortDay(date: string): string {
  const d = utcDay(date)
  return d ? shortUtcDay().format(d) : date
}

/** 'Wed, Jun 3' for a UTC day (table rows). */
export function formatWeekDay(date: string): string {
  const d = utcDay(date)
  return d ? weekUtcDay().format(d) : date
}

/** The time of an ISO instant on the viewer's clock with seconds, e.g. '2:05:09 PM'. */
export function formatClockSeconds(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? EMPTY : clockSeconds().format(d)
}
