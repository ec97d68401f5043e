// PDF bookmarks (the outline a reader shows beside the pages), written with pdf-lib's low-level
// objects since it has no high-level outline API. Titles are UTF-16 so ξ and π survive.
import {
  PDFDict,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  type PDFRef,
  PDFString,
} from 'pdf-lib'

export interface OutlineEntry {
  title: string
  page: PDFRef
  /** Top of the heading on its page, in PDF points from the bottom. */
  top: number
}

/** Adds a flat outline (one entry per section) and asks readers to open it. */
export function addOutline(doc: PDFDocument, entries: readonly OutlineEntry[]): void {
  if (entries.length === 0) return
  const { context } = doc
  const root = context.nextRef()
  const refs = entries.map(() => context.nextRef())
  entries.forEach((entry, i) => {
    const item = context.obj({})
    item.set(PDFName.of('Title'), PDFHexString.fromText(entry.title))
    item.set(PDFName.of('Parent'), root)
    item.set(
      PDFName.of('Dest'),
      context.obj([entry.page, PDFName.of('XYZ'), PDFNull, PDFNumber.of(Math.round(entry.top)), PDFNull]),
    )
    const prev = refs[i - 1]
    const next = refs[i + 1]
    if (prev) item.set(PDFName.of('Prev'), prev)
    if (next) item.set(PDFName.of('Next'), next)
    const ref = refs[i]
    if (ref) context.assign(ref, item)
  })
  const first = refs[0]
  const last = refs[refs.length - 1]
  if (!first || !last) return
  const outlines = context.obj({})
  outlines.set(PDFName.of('Type'), PDFName.of('Outlines'))
  outlines.set(PDFName.of('First'), first)
  outlines.set(PDFName.of('Last'), last)
  outlines.set(PDFName.of('Count'), PDFNumber.of(entries.length))
  context.assign(root, outlines)
  doc.catalog.set(PDFName.of('Outlines'), root)
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'))
}

/** Reads the titles of a document's top-level outline, in order (used by the tests). */
export function readOutlineTitles(doc: PDFDocument): string[] {
  const outlines = doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)
  const titles: string[] = []
  let item = outlines?.lookupMaybe(PDFName.of('First'), PDFDict)
  const seen = new Set<PDFDict>()
  while (item && !seen.has(item)) {
    seen.add(item)
    const title = item.lookupMaybe(PDFName.of('Title'), PDFString, PDFHexString)
    if (title) titles.push(title.decodeText())
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict)
  }
  return titles
}
