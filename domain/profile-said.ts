// A generated profile said with a language's words (docs/decisions/057-content-languages.md): a
// profile is drawn from its primary codon and its birth date alone (profile.ts), so its words are the
// codon's (name, theme, affirmation, rituals) and Luna's reading of the birth season, in the words
// given; the numbers, ids and tags stay as drawn. The Worker gives every language's words
// (profile-language.ts); the app gives the one it loaded (web/src/features/profile/profile-words.ts).

import { birthSeason } from './birth-season.ts'
import type { CodonWords } from './codon-words.ts'
import type { GeneratedProfile } from './profile.ts'

export type BirthReadings = Readonly<Record<'early' | 'middle' | 'late', string>>

/** `profile` with its words from `codonWords` and `birthReadings` (as drawn where either is missing). */
export function profileSaid(
  profile: GeneratedProfile,
  codonWords: CodonWords | undefined,
  birthReadings: BirthReadings | undefined,
): GeneratedProfile {
  const own = codonWords?.content[profile.primary_codon]
  const name = codonWords?.hexagramNames[profile.hexagram - 1] ?? profile.codon_name
  const theme = own?.theme ?? profile.theme
  return {
    ...profile,
    codon_name: name,
    theme,
    affirmation: own?.affirmation ?? profile.affirmation,
    rituals: own ? [...own.rituals] : profile.rituals,
    resonance_profile: codonWords
      ? `${profile.primary_codon} · ${name} · ${theme}`
      : profile.resonance_profile,
    luna_analysis:
      birthReadings && profile.birth_date
        ? birthReadings[birthSeason(profile.birth_date)]
        : profile.luna_analysis,
  }
}
