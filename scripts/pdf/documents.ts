// The PDFs the app serves (docs/ARCHITECTURE.md): the codex and the UBT theory in each language Luna
// speaks, built from the project's own texts (domain/content/ and domain/content/<locale>/). Pure:
// fonts in, bytes out.
import { CODEX } from '../../domain/content/codex.ts'
import { CODEX_DE } from '../../domain/content/de/codex.ts'
import { LEGAL_UPDATED_DE } from '../../domain/content/de/legal.ts'
import { THEORY_DE } from '../../domain/content/de/theory.ts'
import { type LongDocument, type PdfBase, pdfFileName } from '../../domain/content/documents.ts'
import { CODEX_ES } from '../../domain/content/es/codex.ts'
import { LEGAL_UPDATED_ES } from '../../domain/content/es/legal.ts'
import { THEORY_ES } from '../../domain/content/es/theory.ts'
import { LEGAL_UPDATED } from '../../domain/content/legal.ts'
import { THEORY } from '../../domain/content/theory.ts'
import { parseWordedDate } from '../../domain/dates.ts'
import { type PdfFonts, type PdfWords, renderPdf } from './render.ts'

export const PDF_NOTICE = 'Experimental and reflective, not medical advice. For adults 18 and older.'

type PdfLanguage = 'en' | 'es' | 'de'

/** Each language's words around the text, and the edition's date as it writes it. */
export const PDF_LANGUAGES: Readonly<
  Record<PdfLanguage, { words: PdfWords; notice: string; updated: string }>
> = {
  en: {
    words: {
      language: 'en-US',
      contents: 'Contents',
      page: (n, total) => `Page ${n} of ${total}`,
      by: (author, date) => `By ${author} · ${date}`,
      noEmail: 'the contact address given by the operator',
    },
    notice: PDF_NOTICE,
    updated: LEGAL_UPDATED,
  },
  es: {
    words: {
      language: 'es',
      contents: 'Contenido',
      page: (n, total) => `Página ${n} de ${total}`,
      by: (author, date) => `Por ${author} · ${date}`,
      noEmail: 'la dirección de contacto que indique quien opera el servicio',
    },
    notice: 'Experimental y de reflexión, no es consejo médico. Para mayores de 18 años.',
    updated: LEGAL_UPDATED_ES,
  },
  de: {
    words: {
      language: 'de',
      contents: 'Inhalt',
      page: (n, total) => `Seite ${n} von ${total}`,
      by: (author, date) => `Von ${author} · ${date}`,
      noEmail: 'die Kontaktadresse, die der Betreiber angibt',
    },
    notice: 'Experimentell, zur Besinnung, keine medizinische Beratung. Ab 18 Jahren.',
    updated: LEGAL_UPDATED_DE,
  },
}

export interface PdfSpec {
  /** Served at the site root under this name (domain/content/documents.ts pdfFileName). */
  fileName: string
  base: PdfBase
  language: PdfLanguage
  document: LongDocument
  subject: string
  keywords: readonly string[]
}

const DOCUMENTS: Readonly<
  Record<
    PdfBase,
    Readonly<Record<PdfLanguage, { document: LongDocument; subject: string; keywords: string[] }>>
  >
> = {
  codex: {
    en: {
      document: CODEX,
      subject: 'A guide to the symbols behind Luna: scalar ξ, the 32 archetypes and the 64 codons.',
      keywords: ['Luna', 'scalar', 'archetypes', 'codons', 'I Ching'],
    },
    es: {
      document: CODEX_ES,
      subject: 'Una guía de los símbolos de Luna: el escalar ξ, los 32 arquetipos y los 64 codones.',
      keywords: ['Luna', 'escalar', 'arquetipos', 'codones', 'I Ching'],
    },
    de: {
      document: CODEX_DE,
      subject: 'Ein Leitfaden zu den Symbolen hinter Luna: Skalar ξ, die 32 Archetypen und die 64 Codons.',
      keywords: ['Luna', 'Skalar', 'Archetypen', 'Codons', 'I Ging'],
    },
  },
  theory: {
    en: {
      document: THEORY,
      subject: 'The symbolic model behind Luna’s six states and her stability index.',
      keywords: ['Luna', 'UBT', 'stability index', 'experimental'],
    },
    es: {
      document: THEORY_ES,
      subject: 'El modelo simbólico detrás de los seis estados de Luna y su índice de estabilidad.',
      keywords: ['Luna', 'UBT', 'índice de estabilidad', 'experimental'],
    },
    de: {
      document: THEORY_DE,
      subject: 'Das symbolische Modell hinter Lunas sechs Zuständen und ihrem Stabilitätsindex.',
      keywords: ['Luna', 'UBT', 'Stabilitätsindex', 'experimentell'],
    },
  },
}

export const PDF_SPECS: readonly PdfSpec[] = (['codex', 'theory'] as const).flatMap((base) =>
  (['en', 'es', 'de'] as const).map((language) => ({
    fileName: pdfFileName(base, language),
    base,
    language,
    ...DOCUMENTS[base][language],
  })),
)

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
  const language = PDF_LANGUAGES[spec.language]
  // The edition is English's date (its words parse); each language prints it in its own words.
  const english = DOCUMENTS[spec.base].en.document
  const dateText =
    spec.language === 'en' ? editionDateText(spec.document) : (spec.document.updated ?? language.updated)
  return renderPdf(spec.document, fonts, {
    author: 'Luna',
    date: parseContentDate(editionDateText(english)),
    dateText,
    notice: language.notice,
    words: language.words,
    subject: spec.subject,
    keywords: spec.keywords,
    email: null,
  })
}

export async function buildAllPdfs(fonts: PdfFonts): Promise<{ fileName: string; bytes: Uint8Array }[]> {
  return Promise.all(
    PDF_SPECS.map(async (spec) => ({ fileName: spec.fileName, bytes: await buildPdf(spec, fonts) })),
  )
}
