// The calculator's places (and its window phases' descriptions) in the language spoken (docs/decisions/057-content-languages.md): the
// symbolic places' words (domain/content/<locale>/places.ts, each language a chunk of its own), the
// countries named by the browser's Intl.DisplayNames from their codes, and what a location is
// called on screen. A location keeps English's label for the API (docs/rules/time-engine.md); the
// screen names it from its mode, country, time zone, city and place instead.

import { COUNTRIES } from '@domain/content/countries.ts'
import { type PlaceWords, SYMBOLIC_LOCATIONS } from '@domain/content/places.ts'
import type { Locale } from '@domain/locale.ts'
import type { WindowPhase } from '@domain/vocabulary.ts'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import {
  type ChosenLocation,
  deviceLocation,
  formatUtcOffset,
} from '@/features/calculator/chosen-location.ts'
import { contentWords } from '@/lib/content-words.ts'
import { formatLocale, useSpokenLocale } from '@/lib/i18n.ts'

const usePlaceWords = contentWords<readonly PlaceWords[]>({
  es: () => import('@domain/content/es/places.ts').then((m) => m.SYMBOLIC_LOCATIONS_ES),
  de: () => import('@domain/content/de/places.ts').then((m) => m.SYMBOLIC_LOCATIONS_DE),
})

/** The window phases' descriptions in the language spoken (undefined: English's, domain/content/guidance.ts). */
export const usePhaseWords = contentWords<Readonly<Record<WindowPhase, { description: string }>>>({
  es: () => import('@domain/content/es/guidance.ts').then((m) => m.TIME_PHASE_CONTENT_ES),
  de: () => import('@domain/content/de/guidance.ts').then((m) => m.TIME_PHASE_CONTENT_DE),
})

export interface ShownPlace extends PlaceWords {
  id: string
}

export interface LocationWords {
  /** The ten symbolic places, English's order, in the language spoken. */
  places: readonly ShownPlace[]
  /** A country's name in the language spoken, by its code. */
  countryName: (code: string) => string
  /** What the screen calls a location: on its own, or inside a sentence (`inline`). */
  label: (location: ChosenLocation, inline?: 'inline') => string
}

const countryNames = new Map<Locale, (code: string) => string>()

/** English's names as the list writes them; other languages' from Intl (English's where it has none). */
function countryNamer(locale: Locale): (code: string) => string {
  let namer = countryNames.get(locale)
  if (!namer) {
    const english = (code: string) => COUNTRIES.find((c) => c.code === code)?.name ?? code
    let names: Intl.DisplayNames | null = null
    if (locale === 'es' || locale === 'de')
      try {
        names = new Intl.DisplayNames([formatLocale()], { type: 'region', fallback: 'none' })
      } catch {
        names = null
      }
    namer = names ? (code: string) => names.of(code) ?? english(code) : english
    countryNames.set(locale, namer)
  }
  return namer
}

export function useLocationWords(): LocationWords {
  const t = useCalculatorText()
  const locale = useSpokenLocale()
  const own = usePlaceWords()
  const places: ShownPlace[] = SYMBOLIC_LOCATIONS.map((place, i) => {
    const words = own?.[i] ?? place
    return { id: place.id, name: words.name, region: words.region, effect: words.effect }
  })
  const countryName = countryNamer(locale)
  const label = (location: ChosenLocation, inline?: 'inline'): string => {
    switch (location.mode) {
      case 'global':
        return t('calc.location.global')
      case 'symbolic':
        return places.find((p) => p.id === location.symbolicId)?.name ?? location.label
      case 'auto': {
        const offset = location.utcOffsetMinutes ?? 0
        return location.label === deviceLocation(offset).label
          ? t(inline ? 'calc.location.device.inline' : 'calc.location.device', {
              offset: formatUtcOffset(offset),
            })
          : location.label
      }
      case 'manual': {
        const country = COUNTRIES.find((c) => c.name === location.country)
        if (!country || !location.timezone) return location.label
        const values = { country: countryName(country.code), zone: location.timezone }
        return location.city
          ? t('calc.location.manualCity', { ...values, city: location.city })
          : t('calc.location.manualPlace', values)
      }
    }
  }
  return { places, countryName, label }
}
