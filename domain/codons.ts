// The 64 codons: every RNA triplet once, its amino acid by the standard genetic code,
// mapped one-to-one onto the 64 hexagrams. Derivations here; words in content/codons.ts.
import { codonScalar, hexagramOfTriplet } from './codon-numbers.ts'
import { CODON_CONTENT } from './content/codons.ts'
import { aminoAcidOf, type Base, TRIPLETS } from './content/genetic-code.ts'
import type { CodonFrequency } from './content/types.ts'

export { codonScalar, hexagramOfTriplet, tripletOfHexagram } from './codon-numbers.ts'

export type EntropyRegime = 'Standard' | 'Observer-Activated' | 'Curvature-Enhanced' | 'High-Spin'

export interface Codon {
  codon: string
  aminoAcid: string
  hexagram: number
  name: string
  scalar: number
  theme: string
  affirmation: string
  frequency: CodonFrequency
  rituals: readonly string[]
  symbolicTag: string
  tags: readonly string[]
  observerActivated: boolean
  entropyRegime: EntropyRegime
}

/** The wobble (third) base sets the entropy regime: 16 codons each. */
const REGIME_BY_THIRD_BASE: Record<Base, EntropyRegime> = {
  U: 'Standard',
  C: 'Curvature-Enhanced',
  A: 'High-Spin',
  G: 'Observer-Activated',
}

function buildCodon(triplet: string): Codon {
  const content = CODON_CONTENT[triplet]
  if (!content) throw new Error(`no content for codon ${triplet}`)
  const hexagram = hexagramOfTriplet(triplet)
  const regime = REGIME_BY_THIRD_BASE[triplet[2] as Base]
  return {
    codon: triplet,
    aminoAcid: aminoAcidOf(triplet),
    hexagram: hexagram.number,
    name: hexagram.name,
    scalar: codonScalar(hexagram.number),
    ...content,
    observerActivated: regime === 'Observer-Activated',
    entropyRegime: regime,
  }
}

/** All 64 codons, ordered by hexagram number. */
export const CODONS: readonly Codon[] = TRIPLETS.map(buildCodon).sort((a, b) => a.hexagram - b.hexagram)

const BY_TRIPLET = new Map(CODONS.map((c) => [c.codon, c]))
const BY_HEXAGRAM = new Map(CODONS.map((c) => [c.hexagram, c]))

export function findCodon(triplet: string): Codon | undefined {
  return BY_TRIPLET.get(triplet.toUpperCase())
}

export function codonByHexagram(hexagram: number): Codon | undefined {
  return BY_HEXAGRAM.get(hexagram)
}
