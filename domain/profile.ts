// The resonance profile of POST /api/generate-profile: gematria, birth scalar, primary codon
// (docs/rules/profile.md).

import { birthSeason } from './birth-season.ts'
import { findCodon } from './codons.ts'
import { BIRTH_SCALAR_READINGS } from './content/luna.ts'
import { gematria, primaryCodonOf } from './gematria.ts'
import { computeBirthScalar } from './scalar.ts'

export { birthSeason } from './birth-season.ts'
export { gematria, PRIMARY_CODONS, primaryCodonOf } from './gematria.ts'

export interface GeneratedProfile {
  name: string
  birth_date: string
  gematria: number
  scalar_ξ: number
  primary_codon: string
  baseline_codon: string
  codon_name: string
  hexagram: number
  theme: string
  affirmation: string
  tags: string[]
  rituals: string[]
  frequency: number
  resonance_profile: string
  luna_analysis: string
}

export function generateProfile(name: string, birthDate: string): GeneratedProfile {
  const value = gematria(name)
  const scalar = computeBirthScalar(birthDate)
  const primary = primaryCodonOf(value)
  const codon = findCodon(primary)
  if (!codon) throw new Error(`primary codon ${primary} missing`)
  return {
    name,
    birth_date: birthDate,
    gematria: value,
    scalar_ξ: scalar,
    primary_codon: primary,
    baseline_codon: primary,
    codon_name: codon.name,
    hexagram: codon.hexagram,
    theme: codon.theme,
    affirmation: codon.affirmation,
    tags: [...codon.tags],
    rituals: [...codon.rituals],
    frequency: codon.frequency,
    resonance_profile: `${codon.codon} · ${codon.name} · ${codon.theme}`,
    luna_analysis: BIRTH_SCALAR_READINGS[birthSeason(birthDate)],
  }
}
