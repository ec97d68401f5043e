// Number and date formatting for the screens, rounding by the domain's rules, and the journey's
// colour classes (spec 02 §4 display bands; the rules themselves live in domain/).
import { roundTo } from '@domain/numbers.ts'
import type { journeyScalarColor } from '@domain/scalar.ts'
import type { patternColor } from '@domain/trajectory.ts'
import type { TrajectoryPattern } from '@domain/vocabulary.ts'

/** A number to fixed decimals (rounded half away from zero, as the domain rounds) with a Unicode minus. */
export const fixed = (n: number, digits: number): string =>
  roundTo(n, digits).toFixed(digits).replace('-', '−')

/** '+0.034', '−0.012' or '0.000'. */
export function signed(n: number, digits: number): string {
  const text = roundTo(Math.abs(n), digits).toFixed(digits)
  if (Number(text) === 0) return text
  return `${n > 0 ? '+' : '−'}${text}`
}

/** How a frequency reads on screen and in toasts: up to 2 decimals, no trailing zeros ('432.5'). */
export const formatHz = (n: number): string => String(roundTo(n, 2))

/** '528 Hz', '432.5 Hz' (at most 2 decimals, none when whole). */
export const hz = (n: number): string => `${roundTo(n, 2)} Hz`

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
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, WHEN)
}

/** A clock time, e.g. '10:04 AM'. */
export function clock(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })
}

/** A short day label, e.g. 'Nov 21'. */
export function day(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(undefined, DAY)
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

export const PATTERN_LABEL: Record<TrajectoryPattern, string> = {
  ascending: 'Ascending',
  descending: 'Descending',
  cycling: 'Cycling',
  stable: 'Stable',
  'insufficient-data': 'Insufficient data',
}

export const PATTERN_ICON: Record<TrajectoryPattern, string> = {
  ascending: '↗',
  descending: '↘',
  cycling: '↻',
  stable: '→',
  'insufficient-data': '…',
}

export const PATTERN_MEANING: Record<TrajectoryPattern, string> = {
  ascending: 'Your readings have been rising, step by step.',
  descending: 'Your readings have been settling lower, step by step.',
  cycling: 'Your readings rise and fall in turn, like a tide.',
  stable: 'Your readings are holding close to one level.',
  'insufficient-data': 'Luna needs at least 3 readings to see a pattern.',
}

export const capitalize = (s: string): string => (s ? (s[0]?.toUpperCase() ?? '') + s.slice(1) : s)
