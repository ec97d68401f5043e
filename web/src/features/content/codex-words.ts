// The codex's three documents in the language spoken (docs/decisions/057-content-languages.md): the
// codex, the reference page and the theory of domain/content/<locale>/{codex,theory}.ts, each
// language's a chunk of its own. The PDFs are English's for now, and their links say so.
import { CODEX, REFERENCE } from '@domain/content/codex.ts'
import type { LongDocument } from '@domain/content/documents.ts'
import { THEORY } from '@domain/content/theory.ts'
import { contentWords } from '@/lib/content-words.ts'

export interface CodexWords {
  codex: LongDocument
  theory: LongDocument
  about: LongDocument
}

export const ENGLISH_CODEX: CodexWords = { codex: CODEX, theory: THEORY, about: REFERENCE }

const useCodexWords = contentWords<CodexWords>({
  es: () =>
    Promise.all([import('@domain/content/es/codex.ts'), import('@domain/content/es/theory.ts')]).then(
      ([c, t]) => ({ codex: c.CODEX_ES, theory: t.THEORY_ES, about: c.REFERENCE_ES }),
    ),
  de: () =>
    Promise.all([import('@domain/content/de/codex.ts'), import('@domain/content/de/theory.ts')]).then(
      ([c, t]) => ({ codex: c.CODEX_DE, theory: t.THEORY_DE, about: c.REFERENCE_DE }),
    ),
})

/** The codex's documents in the language spoken. */
export const useCodex = (): CodexWords => useCodexWords() ?? ENGLISH_CODEX
