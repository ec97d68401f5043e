// The build-time PDFs (docs/ARCHITECTURE.md): real PDFs, more than one page, the known headings in
// their outline, the metadata, and the same bytes on every build.
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { CODEX } from '../../domain/content/codex.ts'
import { CODEX_DE } from '../../domain/content/de/codex.ts'
import { THEORY_DE } from '../../domain/content/de/theory.ts'
import { CODEX_ES } from '../../domain/content/es/codex.ts'
import { THEORY_ES } from '../../domain/content/es/theory.ts'
import { THEORY } from '../../domain/content/theory.ts'
import {
  buildPdf,
  PDF_LANGUAGES,
  PDF_NOTICE,
  PDF_SPECS,
  parseContentDate,
} from '../../scripts/pdf/documents.ts'
import { readOutlineTitles } from '../../scripts/pdf/outline.ts'
import type { PdfFonts } from '../../scripts/pdf/render.ts'
import { wrapText } from '../../scripts/pdf/wrap.ts'

// This file is type-checked with the Worker's types (no Node types): reach `fs` through
// `process.getBuiltinModule`, typed here by hand.
type ReadFile = (path: string) => Uint8Array
const { readFileSync } = process.getBuiltinModule('node:fs') as { readFileSync: ReadFile }
const root: string = process.cwd()
const font = (name: string) =>
  new Uint8Array(readFileSync(`${root}/node_modules/dejavu-fonts-ttf/ttf/${name}`))

let fonts: PdfFonts
beforeAll(() => {
  fonts = { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') }
})

const decode = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes)

// Each test renders a whole document (two at once for the byte check): about 2 s on a quiet core,
// over 5 s (vitest's default limit) while the browser tests share the machine.

describe.each([
  ['scalar-resonance-codex.pdf', CODEX, 'The Scalar Resonance Codex', 'The 64 codons and their hexagrams'],
  [
    'UBT.pdf',
    THEORY,
    'UBT: the Unified Baseline Theory (an experimental framework)',
    'The neutral line and the scalar codes',
  ],
] as const)('%s', { timeout: 30_000 }, (fileName, document, title, knownHeading) => {
  const spec = PDF_SPECS.find((s) => s.fileName === fileName)

  it('is a real, multi-page PDF with the document’s headings as bookmarks and its metadata', async () => {
    expect(spec?.document).toBe(document)
    if (!spec) return
    const bytes = await buildPdf(spec, fonts)
    expect(decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect(decode(bytes.slice(-6))).toContain('%%EOF')
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false })
    expect(pdf.getPageCount()).toBeGreaterThan(1)
    expect(pdf.getTitle()).toBe(title)
    expect(pdf.getAuthor()).toBe('Luna')
    expect(pdf.getCreationDate()?.toISOString()).toBe('2025-08-06T00:00:00.000Z')
    const outline = readOutlineTitles(pdf)
    expect(outline).toContain(knownHeading)
    expect(outline).toEqual(document.sections.map((s) => s.heading))
    // Fonts are embedded as subsets (a six-letter tag before the name), never referenced.
    expect(decode(bytes)).not.toMatch(/\/BaseFont\s*\/Helvetica/)
  })

  it('gives the same bytes on every build', async () => {
    if (!spec) return
    const [a, b] = await Promise.all([buildPdf(spec, fonts), buildPdf(spec, fonts)])
    expect(a.length).toBe(b.length)
    expect(a.every((byte, i) => byte === b[i])).toBe(true)
  })
})

// Each language's PDFs (docs/decisions/057): the language's text, titled and bookmarked by its own
// headings, the same edition date as English's, and a footer notice that fits its line.
describe.each([
  ['scalar-resonance-codex.es.pdf', CODEX_ES],
  ['UBT.es.pdf', THEORY_ES],
  ['scalar-resonance-codex.de.pdf', CODEX_DE],
  ['UBT.de.pdf', THEORY_DE],
] as const)('%s', { timeout: 30_000 }, (fileName, document) => {
  it('is the language’s document, bookmarked by its headings, dated as English’s', async () => {
    const spec = PDF_SPECS.find((s) => s.fileName === fileName)
    expect(spec?.document).toBe(document)
    if (!spec) return
    const pdf = await PDFDocument.load(await buildPdf(spec, fonts), { updateMetadata: false })
    expect(pdf.getPageCount()).toBeGreaterThan(1)
    expect(pdf.getTitle()).toBe(document.title)
    expect(pdf.getCreationDate()?.toISOString()).toBe('2025-08-06T00:00:00.000Z')
    expect(readOutlineTitles(pdf)).toEqual(document.sections.map((s) => s.heading))
  })
})

describe('pdf helpers', () => {
  it('names each language’s files, English’s as the spec does', () => {
    expect(PDF_SPECS.map((s) => s.fileName).sort()).toEqual([
      'UBT.de.pdf',
      'UBT.es.pdf',
      'UBT.pdf',
      'scalar-resonance-codex.de.pdf',
      'scalar-resonance-codex.es.pdf',
      'scalar-resonance-codex.pdf',
    ])
    for (const { notice } of Object.values(PDF_LANGUAGES)) expect(notice.length).toBeLessThan(80)
  })

  it('wraps words to the width and splits a word that cannot fit', () => {
    const measure = (t: string) => t.length
    expect(wrapText('one two three four', 9, measure)).toEqual(['one two', 'three', 'four'])
    expect(wrapText('abcdefghijkl', 5, measure)).toEqual(['abcde', 'fghij', 'kl'])
    expect(wrapText('  spaced   out  ', 20, measure)).toEqual(['spaced out'])
  })

  it('reads the edition date from the content and keeps the notice on one footer line', () => {
    expect(parseContentDate('August 6, 2025').toISOString()).toBe('2025-08-06T00:00:00.000Z')
    expect(() => parseContentDate('6 August 2025')).toThrow()
    expect(PDF_NOTICE).toContain('not medical')
    expect(PDF_NOTICE.length).toBeLessThan(80)
  })
})
