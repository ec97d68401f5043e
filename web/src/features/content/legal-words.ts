// The legal pages in the language spoken (docs/decisions/057-content-languages.md): the privacy policy,
// the terms and the disclaimer of domain/content/<locale>/legal.ts, each language's a chunk of its own.
import type { LongDocument } from '@domain/content/documents.ts'
import { DISCLAIMER, LEGAL_UPDATED, PRIVACY, TERMS } from '@domain/content/legal.ts'
import { contentWords } from '@/lib/content-words.ts'

export type LegalDoc = 'privacy' | 'terms' | 'disclaimer'

export interface LegalWords {
  documents: Readonly<Record<LegalDoc, LongDocument>>
  /** The date of every legal page ('August 6, 2025'), as the language writes it. */
  updated: string
}

export const ENGLISH_LEGAL: LegalWords = {
  documents: { privacy: PRIVACY, terms: TERMS, disclaimer: DISCLAIMER },
  updated: LEGAL_UPDATED,
}

const useLegalWords = contentWords<LegalWords>({
  es: () =>
    import('@domain/content/es/legal.ts').then((m) => ({
      documents: { privacy: m.PRIVACY_ES, terms: m.TERMS_ES, disclaimer: m.DISCLAIMER_ES },
      updated: m.LEGAL_UPDATED_ES,
    })),
  de: () =>
    import('@domain/content/de/legal.ts').then((m) => ({
      documents: { privacy: m.PRIVACY_DE, terms: m.TERMS_DE, disclaimer: m.DISCLAIMER_DE },
      updated: m.LEGAL_UPDATED_DE,
    })),
})

/** The legal pages' words in the language spoken. */
export const useLegal = (): LegalWords => useLegalWords() ?? ENGLISH_LEGAL
