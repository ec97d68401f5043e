// /privacy, /terms, /disclaimer (docs/ARCHITECTURE.md): dated August 6, 2025, for adults 18 and older,
// with a back link to /compass and the legal contact address. The privacy page carries the
// export and erase controls (docs/decisions/002-sessions-privacy-and-recovery.md).

import { formatDate, parseWordedDate } from '@domain/dates.ts'
import { Link } from 'react-router'
import { MyDataControls } from '@/components/privacy/my-data-controls.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Contents, DocumentSections } from '@/features/content/document-view.tsx'
import { useDocumentsText } from '@/features/content/documents-text.ts'
import { EmailLink } from '@/features/content/email-text.tsx'
import { ENGLISH_LEGAL, type LegalDoc, useLegal } from '@/features/content/legal-words.ts'
import { richText } from '@/lib/rich-text.tsx'

export type { LegalDoc }

/** The privacy page shows the data controls right after this section (English's heading). */
const CONTROLS_AFTER = 'Export and erasure'

/** 'August 6, 2025' → '2025-08-06' for <time dateTime>. */
function isoDate(text: string): string | undefined {
  const date = parseWordedDate(text)
  return date ? formatDate(date) : undefined
}

function BackLink() {
  const t = useDocumentsText()
  return (
    <Link to="/compass" className="inline-flex min-h-10 items-center font-medium">
      <span aria-hidden="true">←&nbsp;</span>
      {t('documents.back')}
    </Link>
  )
}

export default function LegalPage({ doc }: { doc: LegalDoc }) {
  const t = useDocumentsText()
  const legal = useLegal()
  const document = legal.documents[doc]
  // The sections' anchors and the controls' place are English's, the same in every language.
  const english = ENGLISH_LEGAL.documents[doc].sections.map((s) => s.heading)
  const split = doc === 'privacy' ? english.indexOf(CONTROLS_AFTER) + 1 : 0
  const before = split > 0 ? document.sections.slice(0, split) : document.sections
  const after = split > 0 ? document.sections.slice(split) : []
  return (
    <article className="pb-8" aria-labelledby="legal-title">
      <BackLink />
      <header className="mt-2 mb-6">
        <h1 id="legal-title" className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {document.title}
        </h1>
        {document.subtitle ? <p className="mt-2 max-w-prose text-muted">{document.subtitle}</p> : null}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {document.updated ? (
            <span>
              {richText(t('documents.updated', { date: document.updated }), {
                date: (words) => <time dateTime={isoDate(ENGLISH_LEGAL.updated)}>{words}</time>,
              })}
            </span>
          ) : null}
          <span>{t('documents.adults')}</span>
        </p>
        {doc === 'privacy' ? (
          <p className="mt-3">
            <a href="#data-controls" className="inline-flex min-h-10 items-center font-medium">
              {t('documents.dataControls')}
              <span aria-hidden="true">&nbsp;↓</span>
            </a>
          </p>
        ) : null}
      </header>
      <div className="mb-6">
        <Contents document={document} idPrefix={doc} label={t('documents.contents')} anchors={english} />
      </div>
      <Card>
        <DocumentSections sections={before} idPrefix={doc} anchors={english.slice(0, before.length)} />
        {split > 0 ? (
          <div id="data-controls" className="my-8 scroll-mt-24">
            <MyDataControls />
          </div>
        ) : null}
        {after.length > 0 ? (
          <DocumentSections sections={after} idPrefix={doc} anchors={english.slice(split)} />
        ) : null}
        <p className="mt-8 border-t border-line pt-4 text-sm text-muted">
          {richText(t('documents.questions', { email: '' }), { email: () => <EmailLink /> })}
        </p>
      </Card>
      <p className="mt-6">
        <BackLink />
      </p>
    </article>
  )
}
