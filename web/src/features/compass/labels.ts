// The compass's words and colours for its figures.

import type { BaselineSource } from '@domain/scalar.ts'
import { DEFAULT_BASELINE } from '@domain/vocabulary.ts'

/** Where the personal baseline came from, in plain words (docs/rules/compass.md order of preference). */
export const BASELINE_SOURCE_LABELS: Record<BaselineSource, string> = {
  emotional: "Today's check-in",
  combined: 'Birth scalar and archetype (70% / 30%)',
  computed: 'Birth scalar and archetype (70% / 30%)',
  archetype: "Your archetype's scalar",
  default: `The neutral default (${DEFAULT_BASELINE})`,
}

/** Colour classes for compassScalarColor (docs/rules/compass.md: orange, green, blue). */
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
