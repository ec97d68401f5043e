// Renders one long document (domain/content/documents.ts) as a PDF: a title page with contents,
// headings, wrapped paragraphs, bullets, a running header, page numbers and the 'experimental,
// not medical' line on every page, bookmarks and metadata. Pure: the same document, fonts and
// options give the same bytes (no clock, no randomness: pdf-lib's font-subset tag uses a fixed
// seed).
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import type { LongDocument, TextSection } from '../../domain/content/documents.ts'
import { addOutline, type OutlineEntry } from './outline.ts'
import { wrapText } from './wrap.ts'

export interface PdfFonts {
  /** DejaVu Sans: covers ξ, π, ×, ÷ and curly quotes. */
  regular: Uint8Array
  bold: Uint8Array
}

export interface PdfOptions {
  author: string
  /** Written into the metadata as both creation and modification date. */
  date: Date
  /** The date as readers see it on the title page, e.g. 'August 6, 2025'. */
  dateText: string
  /** Printed at the foot of every page. */
  notice: string
  subject: string
  keywords: readonly string[]
  /** Fills `{email}`; without one the text names the operator's contact address. */
  email: string | null
  /** The frame's and the title page's own words, in the document's language. */
  words: PdfWords
}

/** The words a PDF prints around its text, in its language (scripts/pdf/documents.ts). */
export interface PdfWords {
  /** The document's language, as the PDF's metadata says it ('en-US', 'de'). */
  language: string
  contents: string
  page: (n: number, total: number) => string
  by: (author: string, date: string) => string
  /** What `{email}` says where no address is configured. */
  noEmail: string
}

const PAGE = { width: 612, height: 792 } // US Letter
const MARGIN = { x: 72, top: 72, bottom: 76 }
const COLUMN = PAGE.width - 2 * MARGIN.x
const INK = rgb(0.11, 0.12, 0.18)
const MUTED = rgb(0.36, 0.38, 0.46)
const ACCENT = rgb(0.55, 0.38, 0.05)
const BODY = { size: 11, leading: 16 }
const HEADING = { size: 15, leading: 20, before: 18, after: 6 }
const BULLET_INDENT = 16

interface Cursor {
  page: PDFPage
  y: number
}

export async function renderPdf(
  source: LongDocument,
  fonts: PdfFonts,
  options: PdfOptions,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(fontkit)
  const regular = await doc.embedFont(fonts.regular, { subset: true })
  const bold = await doc.embedFont(fonts.bold, { subset: true })
  const fill = (text: string) => text.replaceAll('{email}', options.email ?? options.words.noEmail)

  const titlePage = doc.addPage([PAGE.width, PAGE.height])
  const outline: OutlineEntry[] = []
  const contents: { heading: string; pageIndex: number }[] = []
  let cursor: Cursor = newBodyPage(doc)

  const ensure = (height: number) => {
    if (cursor.y - height < MARGIN.bottom) cursor = newBodyPage(doc)
  }
  const drawLines = (
    lines: readonly string[],
    font: PDFFont,
    size: number,
    leading: number,
    x: number,
    color = INK,
  ) => {
    for (const line of lines) {
      ensure(leading)
      cursor.page.drawText(line, { x, y: cursor.y - size, size, font, color })
      cursor.y -= leading
    }
  }

  for (const section of source.sections) {
    const headingLines = wrapText(fill(section.heading), COLUMN, (t) =>
      bold.widthOfTextAtSize(t, HEADING.size),
    )
    // Keep a heading with at least two lines of what follows it.
    ensure(HEADING.before + headingLines.length * HEADING.leading + HEADING.after + 2 * BODY.leading)
    if (cursor.y < PAGE.height - MARGIN.top) cursor.y -= HEADING.before
    outline.push({ title: fill(section.heading), page: cursor.page.ref, top: cursor.y + 4 })
    contents.push({ heading: fill(section.heading), pageIndex: doc.getPageIndices().length - 1 })
    drawLines(headingLines, bold, HEADING.size, HEADING.leading, MARGIN.x)
    cursor.y -= HEADING.after
    drawSectionBody(section)
  }

  function drawSectionBody(section: TextSection) {
    const measure = (t: string) => regular.widthOfTextAtSize(t, BODY.size)
    for (const paragraph of section.paragraphs) {
      drawLines(wrapText(fill(paragraph), COLUMN, measure), regular, BODY.size, BODY.leading, MARGIN.x)
      cursor.y -= 8
    }
    for (const bullet of section.bullets ?? []) {
      const lines = wrapText(fill(bullet), COLUMN - BULLET_INDENT, measure)
      ensure(BODY.leading)
      cursor.page.drawText('•', {
        x: MARGIN.x + 3,
        y: cursor.y - BODY.size,
        size: BODY.size,
        font: regular,
        color: ACCENT,
      })
      drawLines(lines, regular, BODY.size, BODY.leading, MARGIN.x + BULLET_INDENT)
      cursor.y -= 4
    }
  }

  drawTitlePage(titlePage, source, { regular, bold }, options, contents)
  const pages = doc.getPages()
  for (const [i, page] of pages.entries()) {
    drawFrame(page, i, pages.length, i === 0 ? null : source.title, regular, options)
  }
  addOutline(doc, outline)

  doc.setTitle(source.title, { showInWindowTitleBar: true })
  doc.setAuthor(options.author)
  doc.setSubject(options.subject)
  doc.setKeywords([...options.keywords])
  doc.setCreator(options.author)
  doc.setProducer('Luna build (pdf-lib)')
  doc.setCreationDate(options.date)
  doc.setModificationDate(options.date)
  doc.setLanguage(options.words.language)
  return doc.save({ useObjectStreams: true })
}

function newBodyPage(doc: PDFDocument): Cursor {
  const page = doc.addPage([PAGE.width, PAGE.height])
  return { page, y: PAGE.height - MARGIN.top }
}

/** Running header (body pages), the notice line and 'Page N of M' (every page). */
function drawFrame(
  page: PDFPage,
  index: number,
  total: number,
  header: string | null,
  font: PDFFont,
  { notice, words }: Pick<PdfOptions, 'notice' | 'words'>,
) {
  const size = 8.5
  if (header) {
    const text = header.length > 90 ? `${header.slice(0, 87)}…` : header
    page.drawText(text, { x: MARGIN.x, y: PAGE.height - 44, size, font, color: MUTED })
    page.drawLine({
      start: { x: MARGIN.x, y: PAGE.height - 50 },
      end: { x: PAGE.width - MARGIN.x, y: PAGE.height - 50 },
      thickness: 0.5,
      color: MUTED,
    })
  }
  page.drawLine({
    start: { x: MARGIN.x, y: 54 },
    end: { x: PAGE.width - MARGIN.x, y: 54 },
    thickness: 0.5,
    color: MUTED,
  })
  page.drawText(notice, { x: MARGIN.x, y: 40, size, font, color: MUTED })
  const number = words.page(index + 1, total)
  page.drawText(number, {
    x: PAGE.width - MARGIN.x - font.widthOfTextAtSize(number, size),
    y: 40,
    size,
    font,
    color: MUTED,
  })
}

function drawTitlePage(
  page: PDFPage,
  source: LongDocument,
  fonts: { regular: PDFFont; bold: PDFFont },
  options: PdfOptions,
  contents: readonly { heading: string; pageIndex: number }[],
) {
  const { regular, bold } = fonts
  let y = PAGE.height - 110
  page.drawText('LUNA', { x: MARGIN.x, y, size: 12, font: bold, color: ACCENT })
  y -= 46
  for (const line of wrapText(source.title, COLUMN, (t) => bold.widthOfTextAtSize(t, 26))) {
    page.drawText(line, { x: MARGIN.x, y, size: 26, font: bold, color: INK })
    y -= 34
  }
  y -= 6
  for (const line of wrapText(source.subtitle ?? '', COLUMN, (t) => regular.widthOfTextAtSize(t, 13))) {
    page.drawText(line, { x: MARGIN.x, y, size: 13, font: regular, color: MUTED })
    y -= 19
  }
  y -= 14
  page.drawText(options.words.by(options.author, options.dateText), {
    x: MARGIN.x,
    y,
    size: 11,
    font: regular,
    color: INK,
  })
  y -= 30
  const noticeLines = wrapText(options.notice, COLUMN - 24, (t) => regular.widthOfTextAtSize(t, 10.5))
  const boxHeight = noticeLines.length * 15 + 16
  page.drawRectangle({
    x: MARGIN.x,
    y: y - boxHeight + 12,
    width: COLUMN,
    height: boxHeight,
    borderColor: ACCENT,
    borderWidth: 0.8,
  })
  for (const line of noticeLines) {
    page.drawText(line, { x: MARGIN.x + 12, y: y - 6, size: 10.5, font: regular, color: INK })
    y -= 15
  }
  y -= 40
  page.drawText(options.words.contents, { x: MARGIN.x, y, size: 13, font: bold, color: INK })
  y -= 22
  for (const entry of contents) {
    if (y < MARGIN.bottom + 10) break
    const number = String(entry.pageIndex + 1)
    const width = COLUMN - 40
    const [first] = wrapText(entry.heading, width, (t) => regular.widthOfTextAtSize(t, 10.5))
    page.drawText(first ?? '', { x: MARGIN.x, y, size: 10.5, font: regular, color: INK })
    page.drawText(number, {
      x: PAGE.width - MARGIN.x - regular.widthOfTextAtSize(number, 10.5),
      y,
      size: 10.5,
      font: regular,
      color: MUTED,
    })
    y -= 17
  }
}
