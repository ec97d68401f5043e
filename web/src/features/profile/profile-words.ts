// The generated profile said in the language spoken (docs/decisions/057-content-languages.md): kept
// as drawn (English), said with the loaded language's codon words and Luna's reading of the birth
// season (domain/profile-said.ts), whatever language the profile was generated in.

import { type BirthReadings, profileSaid } from '@domain/profile-said.ts'
import { useCodonWords } from '@/lib/codon-words.ts'
import { contentWords } from '@/lib/content-words.ts'
import type { GeneratedProfile } from '@/lib/queries/profile.ts'

const useBirthReadings = contentWords<BirthReadings>({
  es: () => import('@domain/content/es/luna.ts').then((m) => m.BIRTH_SCALAR_READINGS_ES),
  de: () => import('@domain/content/de/luna.ts').then((m) => m.BIRTH_SCALAR_READINGS_DE),
})

/** The profile with its words in the language spoken (as kept where that language is English). */
export function useProfileSaid(profile: GeneratedProfile): GeneratedProfile {
  return profileSaid(profile, useCodonWords(), useBirthReadings())
}
