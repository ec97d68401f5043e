// A long text of domain/content (documents.ts) as readable HTML: headings in order, paragraphs,
// bullet lists, the {email} placeholder filled, and an optional list of contents.
import type { LongDocument, TextSection } from '@domain/content/documents.ts'
import { withEmail } from '@/features/content/email-text.tsx'

export function sectionId(prefix: string, heading: string): string {
  const slug = heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${prefix}-${slug}`
}

/**
 * The anchor of section `index`: from English's heading when the text is a translation
 * (`anchors`, English's headings in the same order), so that a link to a section finds it in every
 * language.
 */
const anchorOf = (idPrefix: string, heading: string, index: number, anchors?: readonly string[]) =>
  sectionId(idPrefix, anchors?.[index] ?? heading)

export function DocumentSections({
  sections,
  level = 2,
  idPrefix,
  anchors,
}: {
  sections: readonly TextSection[]
  level?: 2 | 3
  idPrefix: string
  /** English's headings of these sections, in order, when they are a translation's. */
  anchors?: readonly string[]
}) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-8">
      {sections.map((section, i) => (
        <section
          key={section.heading}
          aria-labelledby={anchorOf(idPrefix, section.heading, i, anchors)}
          className="scroll-mt-24"
        >
          <Heading
            id={anchorOf(idPrefix, section.heading, i, anchors)}
            className={`${level === 2 ? 'text-xl' : 'text-lg'} scroll-mt-24 font-semibold text-ink`}
          >
            {section.heading}
          </Heading>
          <div className="mt-3 max-w-prose space-y-3 leading-relaxed text-ink/90">
            {section.paragraphs.map((p) => (
              <p key={p}>{withEmail(p)}</p>
            ))}
          </div>
          {section.bullets ? (
            <ul className="mt-3 max-w-prose list-disc space-y-2 pl-6 leading-relaxed text-ink/90 marker:text-moon narrow:pl-4">
              {section.bullets.map((b) => (
                <li key={b}>{withEmail(b)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  )
}

/** 'On this page': links to each section of a document. */
export function Contents({
  document,
  idPrefix,
  label = 'On this page',
  anchors,
}: {
  document: LongDocument
  idPrefix: string
  label?: string
  /** English's headings, in order, when the document is a translation. */
  anchors?: readonly string[]
}) {
  return (
    <nav
      aria-label={`${label}: ${document.title}`}
      className="rounded-2xl border border-line bg-surface-2/60 p-4"
    >
      <p className="text-sm font-semibold text-ink">{label}</p>
      <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {document.sections.map((s, i) => (
          <li key={s.heading}>
            <a
              href={`#${anchorOf(idPrefix, s.heading, i, anchors)}`}
              className="inline-flex min-h-10 items-center py-1 underline-offset-4 hover:underline sm:min-h-8"
            >
              {s.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
