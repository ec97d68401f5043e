// The compass's words and colours for its figures.

import type { BaselineSource } from '@domain/scalar.ts'
import { DEFAULT_BASELINE } from '@domain/vocabulary.ts'
import type { CompassText } from '@/features/compass/compass-text.ts'
import { fixed } from '@/lib/format.ts'

/**
 * Where the personal baseline came from, in plain words (docs/rules/compass.md order of preference);
 * a guest's combined baseline is the guest default.
 */
export function baselineSourceLabel(source: BaselineSource, guest: boolean, t: CompassText): string {
  if (guest && source === 'combined') return t('compass.source.guest')
  switch (source) {
    case 'emotional':
      return t('compass.source.emotional')
    case 'archetype':
      return t('compass.source.archetype')
    case 'default':
      return t('compass.source.default', { value: fixed(DEFAULT_BASELINE, 1) })
    default:
      return t('compass.source.combined')
  }
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
