// /codex (docs/ARCHITECTURE.md): The Scalar Resonance Codex, the UBT theory and the reference page about
// Luna, with the two PDFs built from the same texts; the documents in the language spoken.

import { useState } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { PageHeader } from '@/components/ui/notice.tsx'
import { Tabs } from '@/components/ui/tabs.tsx'
import { type CodexWords, ENGLISH_CODEX, useCodex } from '@/features/content/codex-words.ts'
import { Contents, DocumentSections } from '@/features/content/document-view.tsx'
import { useDocumentsText } from '@/features/content/documents-text.ts'
import { PdfLink } from '@/features/content/pdf-downloads.tsx'

type CodexTab = keyof CodexWords

const TABS: readonly { key: CodexTab; pdf: 'codex' | 'theory' | null }[] = [
  { key: 'codex', pdf: 'codex' },
  { key: 'theory', pdf: 'theory' },
  { key: 'about', pdf: null },
]

export default function CodexPage() {
  const t = useDocumentsText()
  const documents = useCodex()
  const [tab, setTab] = useState<CodexTab>('codex')
  const current = TABS.find((x) => x.key === tab) ?? TABS[0]
  if (!current) return null
  const document = documents[current.key]
  // The sections' anchors are English's in every language.
  const anchors = ENGLISH_CODEX[current.key].sections.map((s) => s.heading)
  const items = TABS.map((x) => ({ key: x.key, label: t(`documents.codex.tab.${x.key}`) }))
  return (
    <div className="pb-8">
      <PageHeader title={t('documents.codex.title')} description={t('documents.codex.description')} />
      <Card aria-labelledby="codex-downloads" className="mb-6">
        <h2 id="codex-downloads" className="text-lg font-semibold text-ink">
          {t('documents.codex.downloads')}
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <PdfLink which="codex" />
          <PdfLink which="theory" />
        </div>
      </Card>
      <Tabs items={items} value={tab} onChange={setTab} label={t('documents.codex.tabs')}>
        <Card aria-labelledby={`doc-${current.key}`}>
          <h2 id={`doc-${current.key}`} className="text-2xl font-semibold tracking-tight text-ink">
            {document.title}
          </h2>
          {document.subtitle ? <p className="mt-2 max-w-prose text-muted">{document.subtitle}</p> : null}
          <div className="mt-5">
            <Contents
              document={document}
              idPrefix={current.key}
              label={t('documents.contents')}
              anchors={anchors}
            />
          </div>
          <div className="mt-8">
            <DocumentSections
              sections={document.sections}
              level={3}
              idPrefix={current.key}
              anchors={anchors}
            />
          </div>
          {current.pdf ? (
            <div className="mt-8 max-w-md">
              <PdfLink which={current.pdf} />
            </div>
          ) : null}
        </Card>
      </Tabs>
    </div>
  )
}
