// Shapes of the long-form texts (help, codex, theory, legal). Plain text only: no markdown and
// no HTML. The one placeholder allowed is `{email}`, the legal contact address, filled in when
// a page or PDF is rendered.

/** One titled part of a long text: paragraphs first, then an optional bullet list. */
export interface TextSection {
  heading: string
  paragraphs: readonly string[]
  bullets?: readonly string[]
}

/** A whole page or PDF: the codex, the theory, a legal page, the reference page. */
export interface LongDocument {
  title: string
  subtitle?: string
  /** The date shown as 'Last updated', written out, e.g. 'August 6, 2025'. */
  updated?: string
  sections: readonly TextSection[]
}

/** The documents built into PDFs: the codex and the theory. */
export type PdfBase = 'codex' | 'theory'

const PDF_NAMES: Readonly<Record<PdfBase, string>> = { codex: 'scalar-resonance-codex', theory: 'UBT' }

/**
 * A PDF's file name at the site root, in a language: English's as the spec names them
 * ('/scalar-resonance-codex.pdf', '/UBT.pdf'), another language's with its code ('/UBT.de.pdf').
 */
export function pdfFileName(base: PdfBase, locale: string): string {
  return locale === 'es' || locale === 'de' ? `${PDF_NAMES[base]}.${locale}.pdf` : `${PDF_NAMES[base]}.pdf`
}
