// The codons' words in the language spoken (docs/decisions/057-content-languages.md), for screens that
// name a codon or a hexagram without asking the API (the archetype's details): each language's words
// a chunk of their own, loaded when shown.

import { type CodonWords, codonIn, hexagramNameIn } from '@domain/codon-words.ts'
import type { Codon } from '@domain/codons.ts'
import { HEXAGRAM_NAMES } from '@domain/content/iching.ts'
import { contentWords } from '@/lib/content-words.ts'

/** The codons' words in the language spoken (undefined: English's). */
export const useCodonWords = contentWords<CodonWords>({
  es: () =>
    import('@domain/content/es/codons.ts').then((m) => ({
      content: m.CODON_CONTENT_ES,
      hexagramNames: m.HEXAGRAM_NAMES_ES,
      aminoAcids: m.AMINO_ACID_LABELS_ES,
    })),
  de: () =>
    import('@domain/content/de/codons.ts').then((m) => ({
      content: m.CODON_CONTENT_DE,
      hexagramNames: m.HEXAGRAM_NAMES_DE,
      aminoAcids: m.AMINO_ACID_LABELS_DE,
    })),
})

/** A codon and a hexagram's name in the language spoken. */
export function useCodonNames(): {
  codon: (codon: Codon) => Codon
  hexagram: (n: number) => string
} {
  const words = useCodonWords()
  return {
    codon: (codon) => (words ? codonIn(codon, words) : codon),
    hexagram: (n) => hexagramNameIn(n, HEXAGRAM_NAMES, words),
  }
}
