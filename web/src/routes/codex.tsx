// /codex (docs/ARCHITECTURE.md): The Scalar Resonance Codex, the UBT theory and the reference page about
// Luna, with the two PDFs built from the same texts.

import { CODEX, REFERENCE } from '@domain/content/codex.ts'
import type { LongDocument } from '@domain/content/documents.ts'
import { THEORY } from '@domain/content/theory.ts'
import { useState } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { PageHeader } from '@/components/ui/notice.tsx'
import { Tabs } from '@/components/ui/tabs.tsx'
import { Contents, DocumentSections } from '@/features/content/document-view.tsx'
import { PdfLink } from '@/features/content/pdf-downloads.tsx'

type CodexTab = 'codex' | 'theory' | 'about'

const TABS: readonly {
  key: CodexTab
  label: string
  document: LongDocument
  pdf: 'codex' | 'theory' | null
}[] = [
  { key: 'codex', label: 'Codex', document: CODEX, pdf: 'codex' },
  { key: 'theory', label: 'Theory (UBT)', document: THEORY, pdf: 'theory' },
  { key: 'about', label: 'About Luna', document: REFERENCE, pdf: null },
]

export default function CodexPage() {
  const [tab, setTab] = useState<CodexTab>('codex')
  const current = TABS.find((t) => t.key === tab) ?? TABS[0]
  if (!current) return null
  return (
    <div className="pb-8">
      <PageHeader
        title="Codex"
        description="The symbolic system behind Luna, the theory behind her states, and a short page about what Luna is. Read them here or download them as PDF files."
      />
      <Card aria-labelledby="codex-downloads" className="mb-6">
        <h2 id="codex-downloads" className="text-lg font-semibold text-ink">
          Downloads
        </h2>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <PdfLink which="codex" />
          <PdfLink which="theory" />
        </div>
      </Card>
      <Tabs items={TABS} value={tab} onChange={setTab} label="Codex documents">
        <Card aria-labelledby={`doc-${current.key}`}>
          <h2 id={`doc-${current.key}`} className="text-2xl font-semibold tracking-tight text-ink">
            {current.document.title}
          </h2>
          {current.document.subtitle ? (
            <p className="mt-2 max-w-prose text-muted">{current.document.subtitle}</p>
          ) : null}
          <div className="mt-5">
            <Contents document={current.document} idPrefix={current.key} />
          </div>
          <div className="mt-8">
            <DocumentSections sections={current.document.sections} level={3} idPrefix={current.key} />
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
