// A generated profile in a language Luna speaks (docs/decisions/057-content-languages.md): its
// codon's words (name, theme, affirmation, rituals) and Luna's reading of the birth season from
// domain/content/<locale>/; the numbers, ids and tags as English has them. The Worker says it; the
// app says a kept profile the same way from the codon (web/src/features/profile/profile-words.ts).

import { birthSeason } from './birth-season.ts'
import { CODON_WORDS } from './codons-language.ts'
import { BIRTH_SCALAR_READINGS_DE } from './content/de/luna.ts'
import { BIRTH_SCALAR_READINGS_ES } from './content/es/luna.ts'
import type { Locale } from './locale.ts'
import type { GeneratedProfile } from './profile.ts'

const BIRTH_READINGS: Readonly<
  Partial<Record<Locale, Readonly<Record<'early' | 'middle' | 'late', string>>>>
> = { es: BIRTH_SCALAR_READINGS_ES, de: BIRTH_SCALAR_READINGS_DE }

/** `profile` (as domain/profile.ts draws it, in English) with its words in `locale`. */
export function profileIn(profile: GeneratedProfile, locale: Locale): GeneratedProfile {
  const words = CODON_WORDS[locale]
  const reading = BIRTH_READINGS[locale]
  if (!words || !reading) return profile
  const own = words.content[profile.primary_codon]
  const name = words.hexagramNames[profile.hexagram - 1] ?? profile.codon_name
  const theme = own?.theme ?? profile.theme
  return {
    ...profile,
    codon_name: name,
    theme,
    affirmation: own?.affirmation ?? profile.affirmation,
    rituals: own ? [...own.rituals] : profile.rituals,
    resonance_profile: `${profile.primary_codon} · ${name} · ${theme}`,
    luna_analysis: reading[birthSeason(profile.birth_date)],
  }
}
