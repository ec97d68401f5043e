// A generated profile in a language Luna speaks (docs/decisions/057-content-languages.md): said with
// that language's codon words and Luna's reading of the birth season (profile-said.ts).

import { CODON_WORDS } from './codons-language.ts'
import { BIRTH_SCALAR_READINGS_DE } from './content/de/luna.ts'
import { BIRTH_SCALAR_READINGS_ES } from './content/es/luna.ts'
import type { Locale } from './locale.ts'
import type { GeneratedProfile } from './profile.ts'
import { type BirthReadings, profileSaid } from './profile-said.ts'

const BIRTH_READINGS: Readonly<Partial<Record<Locale, BirthReadings>>> = {
  es: BIRTH_SCALAR_READINGS_ES,
  de: BIRTH_SCALAR_READINGS_DE,
}

/** `profile` (as domain/profile.ts draws it, in English) with its words in `locale`. */
export function profileIn(profile: GeneratedProfile, locale: Locale): GeneratedProfile {
  const words = CODON_WORDS[locale]
  const readings = BIRTH_READINGS[locale]
  return words && readings ? profileSaid(profile, words, readings) : profile
}
