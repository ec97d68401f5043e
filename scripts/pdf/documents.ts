// The two PDFs the app serves (docs/ARCHITECTURE.md): the codex and the UBT theory, built from the
// project's own texts. Pure: fonts in, bytes out.
import { CODEX } from '../../domain/content/codex.ts'
import type { LongDocument } from '../../domain/content/documents.ts'
import { LEGAL_UPDATED } from '../../domain/content/legal.ts'
import { THEORY } from '../../domain/content/theory.ts'
import { parseWordedDate } from '../../domain/dates.ts'
import { type PdfFonts, renderPdf } from './render.ts'

export const PDF_NOTICE = 'Experimental and reflective, not medical advice. For adults 18 and older.'

export interface PdfSpec {
  /** Served at the site root under this name. */
  fileName: 'scalar-resonance-codex.pdf' | 'UBT.pdf'
  document: LongDocument
  subject: string
  keywords: readonly string[]
}

export const PDF_SPECS: readonly PdfSpec[] = [
  {
    fileName: 'scalar-resonance-codex.pdf',
    document: CODEX,
    subject: 'A guide to the symbols behind Luna: scalar ξ, the 32 archetypes and the 64 codons.',
    keywords: ['Luna', 'scalar', 'archetypes', 'codons', 'I Ching'],
  },
  {
    fileName: 'UBT.pdf',
    document: THEORY,
    subject: 'The symbolic model behind Luna’s six states and her stability index.',
    keywords: ['Luna', 'UBT', 'stability index', 'experimental'],
  },
]

/** 'August 6, 2025' → that day at 00:00 UTC. */
export function parseContentDate(text: string): Date {
  const date = parseWordedDate(text)
  if (!date) throw new Error(`not a content date: ${text}`)
  return new Date(Date.UTC(date.year, date.month - 1, date.day))
}

/**
 * The edition date of a document: its own 'Last updated' date, else the date of the product's
 * texts (the legal pages' date). Taken from the content, never from the clock, so that two
 * builds of the same texts give the same bytes.
 */
export function editionDateText(document: LongDocument): string {
  return document.updated ?? LEGAL_UPDATED
}

export async function buildPdf(spec: PdfSpec, fonts: PdfFonts): Promise<Uint8Array> {
  const dateText = editionDateText(spec.document)
  return renderPdf(spec.document, fonts, {
    author: 'Luna',
    date: parseContentDate(dateText),
    dateText,
    notice: PDF_NOTICE,
    subject: spec.subject,
    keywords: spec.keywords,
    email: null,
  })
}

export async function buildAllPdfs(
  fonts: PdfFonts,
): Promise<{ fileName: PdfSpec['fileName']; bytes: Uint8Array }[]> {
  return Promise.all(
    PDF_SPECS.map(async (spec) => ({ fileName: spec.fileName, bytes: await buildPdf(spec, fonts) })),
  )
}
