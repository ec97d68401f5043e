// Number formatting of the compass: fixed decimals, an explicit sign for deltas, Unicode minus.
import type { BaselineSource } from '@domain/scalar.ts'

export const fixed = (n: number, digits = 3): string => n.toFixed(digits).replace('-', '−')

/** '+0.034', '−0.012' or '0.000'. */
export function signed(n: number, digits = 3): string {
  const text = Math.abs(n).toFixed(digits)
  if (Number(text) === 0) return text
  return `${n > 0 ? '+' : '−'}${text}`
}

export const capitalize = (s: string): string => (s ? s[0]?.toUpperCase() + s.slice(1) : s)

/** Where the personal baseline came from, in plain words (spec 01 §4 order of preference). */
export const BASELINE_SOURCE_LABELS: Record<BaselineSource, string> = {
  emotional: "Today's check-in",
  combined: 'Birth scalar and archetype (70% / 30%)',
  computed: 'Birth scalar and archetype (70% / 30%)',
  archetype: "Your archetype's scalar",
  default: 'The neutral default (81.5)',
}

/** Colour classes for compassScalarColor (spec 01 §9: orange, green, blue). */
export const SCALAR_TEXT: Record<'orange' | 'green' | 'blue', string> = {
  orange: 'text-orange-300',
  green: 'text-green-300',
  blue: 'text-sky-300',
}
export const SCALAR_BG: Record<'orange' | 'green' | 'blue', string> = {
  orange: 'bg-orange-300',
  green: 'bg-green-300',
  blue: 'bg-sky-300',
}
