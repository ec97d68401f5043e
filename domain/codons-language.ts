// The codon library in a language Luna speaks (docs/decisions/057-content-languages.md): the words
// of domain/codons.ts's CODONS (name, amino acid, theme, affirmation, rituals, symbolic tag) from
// domain/content/<locale>/codons.ts; every id, number, tag and frequency as English has them.

import { type CodonWords, codonIn } from './codon-words.ts'
import { CODONS, type Codon } from './codons.ts'
import { AMINO_ACID_LABELS_DE, CODON_CONTENT_DE, HEXAGRAM_NAMES_DE } from './content/de/codons.ts'
import { AMINO_ACID_LABELS_ES, CODON_CONTENT_ES, HEXAGRAM_NAMES_ES } from './content/es/codons.ts'
import { type Locale, PSEUDO_LOCALE } from './locale.ts'

export type { CodonWords }

/** The languages whose codon words are written (English's are domain/content/codons.ts). */
export const CODON_WORDS: Readonly<Partial<Record<Locale, CodonWords>>> = {
  es: { content: CODON_CONTENT_ES, hexagramNames: HEXAGRAM_NAMES_ES, aminoAcids: AMINO_ACID_LABELS_ES },
  de: { content: CODON_CONTENT_DE, hexagramNames: HEXAGRAM_NAMES_DE, aminoAcids: AMINO_ACID_LABELS_DE },
}

const made = new Map<Locale, readonly Codon[]>()

/** The 64 codons in hexagram order, their words in `locale` (English's for English and the pseudo-language). */
export function codonsIn(locale: Locale): readonly Codon[] {
  const words = locale === PSEUDO_LOCALE ? undefined : CODON_WORDS[locale]
  if (!words) return CODONS
  let codons = made.get(locale)
  if (!codons) {
    codons = CODONS.map((c) => codonIn(c, words))
    made.set(locale, codons)
  }
  return codons
}
