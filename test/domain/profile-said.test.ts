// A generated profile said with a language's words (domain/profile-said.ts): only its words change,
// from the codon's and Luna's words of that language; without words it stays as drawn.
import { describe, expect, it } from 'vitest'
import { CODON_WORDS } from '../../domain/codons-language.ts'
import { BIRTH_SCALAR_READINGS_ES } from '../../domain/content/es/luna.ts'
import { generateProfile } from '../../domain/profile.ts'
import { profileSaid } from '../../domain/profile-said.ts'

describe('a profile said in a language', () => {
  const drawn = generateProfile('Ada Lovelace', '1990-06-15')

  it('stays as drawn without a language’s words', () => {
    expect(profileSaid(drawn, undefined, undefined)).toEqual(drawn)
  })

  it('takes the codon’s and Luna’s words, and keeps every number, id and tag', () => {
    const words = CODON_WORDS.es
    const said = profileSaid(drawn, words, BIRTH_SCALAR_READINGS_ES)
    const own = words?.content[drawn.primary_codon]
    expect(said.affirmation).toBe(own?.affirmation)
    expect(said.rituals).toEqual(own?.rituals)
    expect(said.codon_name).toBe(words?.hexagramNames[drawn.hexagram - 1])
    expect(said.luna_analysis).toBe(BIRTH_SCALAR_READINGS_ES.middle)
    expect(said.resonance_profile).toBe(`${drawn.primary_codon} · ${said.codon_name} · ${said.theme}`)
    for (const key of [
      'name',
      'birth_date',
      'gematria',
      'scalar_ξ',
      'primary_codon',
      'hexagram',
      'tags',
      'frequency',
    ] as const)
      expect(said[key], key).toEqual(drawn[key])
  })
})
