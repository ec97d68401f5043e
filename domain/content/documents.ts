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
