// The generated profile said in the language spoken (docs/decisions/057-content-languages.md). A
// profile is drawn from its primary codon and its birth date alone (domain/profile.ts), so the
// screen says the codon's words (name, theme, affirmation, rituals) and Luna's reading of the birth
// season from the language's content, whatever language the profile was generated in; the numbers
// and the ids stay as kept.

import { birthSeason } from '@domain/birth-season.ts'
import { useCodonWords } from '@/lib/codon-words.ts'
import { contentWords } from '@/lib/content-words.ts'
import type { GeneratedProfile } from '@/lib/queries/profile.ts'

type BirthReadings = Readonly<Record<'early' | 'middle' | 'late', string>>

const useBirthReadings = contentWords<BirthReadings>({
  es: () => import('@domain/content/es/luna.ts').then((m) => m.BIRTH_SCALAR_READINGS_ES),
  de: () => import('@domain/content/de/luna.ts').then((m) => m.BIRTH_SCALAR_READINGS_DE),
})

/** The profile with its words in the language spoken (as kept where that language is English). */
export function useProfileSaid(profile: GeneratedProfile): GeneratedProfile {
  const codonWords = useCodonWords()
  const readings = useBirthReadings()
  const own = profile.primary_codon ? codonWords?.content[profile.primary_codon] : undefined
  const name = profile.hexagram ? codonWords?.hexagramNames[profile.hexagram - 1] : undefined
  return {
    ...profile,
    codon_name: name ?? profile.codon_name,
    theme: own?.theme ?? profile.theme,
    affirmation: own?.affirmation ?? profile.affirmation,
    rituals: own ? [...own.rituals] : profile.rituals,
    luna_analysis:
      readings && profile.birth_date ? readings[birthSeason(profile.birth_date)] : profile.luna_analysis,
  }
}
