// The codons' tags said in the language spoken (docs/decisions/057-content-languages.md): a tag stays
// English's key (the element filter and the API match it); the screen names it with the language's
// word from domain/content/<locale>/tags.ts, each language a chunk of its own.

import type { CodonTagWords } from '@domain/content/types.ts'
import { useCallback } from 'react'
import { contentWords } from '@/lib/content-words.ts'

const useTagWords = contentWords<CodonTagWords>({
  es: () => import('@domain/content/es/tags.ts').then((m) => m.CODON_TAGS_ES),
  de: () => import('@domain/content/de/tags.ts').then((m) => m.CODON_TAGS_DE),
})

/** A codon tag's word in the language spoken (the tag itself where English is spoken). */
export function useSayTag(): (tag: string) => string {
  const words = useTagWords()
  return useCallback((tag: string) => words?.[tag] ?? tag, [words])
}
