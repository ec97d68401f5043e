// A codon's words in another language (docs/decisions/057-content-languages.md), without the
// languages' files: the Worker reads every language's (codons-language.ts), the app loads only the
// one it speaks.

import type { Codon } from './codons.ts'
import type { CodonContentWords } from './content/types.ts'

/** A language's words for the codons. */
export interface CodonWords {
  content: CodonContentWords
  hexagramNames: readonly string[]
  aminoAcids: Readonly<Record<string, string>>
}

/** A codon in `words`: English where a word is missing (the content's test keeps none missing). */
export function codonIn(codon: Codon, words: CodonWords): Codon {
  const own = words.content[codon.codon]
  return {
    ...codon,
    name: words.hexagramNames[codon.hexagram - 1] ?? codon.name,
    aminoAcid: words.aminoAcids[codon.aminoAcid] ?? codon.aminoAcid,
    theme: own?.theme ?? codon.theme,
    affirmation: own?.affirmation ?? codon.affirmation,
    rituals: own?.rituals ?? codon.rituals,
    symbolicTag: own?.symbolicTag ?? codon.symbolicTag,
  }
}

/** Hexagram `n`'s name (1–64) in `words`, else English's. */
export const hexagramNameIn = (n: number, english: readonly string[], words?: CodonWords): string =>
  words?.hexagramNames[n - 1] ?? english[n - 1] ?? String(n)
