// /help (README.md): the guide in four tabs (Basics, Pages, Luna, Science) and the four
// alignment zones with the visitor's own thresholds.

import { HELP_TABS, type HelpTabKey } from '@domain/content/help.ts'
import { useState } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { PageHeader } from '@/components/ui/notice.tsx'
import { Tabs } from '@/components/ui/tabs.tsx'
import { DocumentSections } from '@/features/content/document-view.tsx'
import { ZoneThresholds } from '@/features/content/zone-thresholds.tsx'
import { QueryProvider } from '@/lib/query.tsx'

const TAB_KEYS = Object.keys(HELP_TABS) as HelpTabKey[]
const ITEMS = TAB_KEYS.map((key) => ({ key, label: HELP_TABS[key].label }))

export default function HelpPage() {
  const [tab, setTab] = useState<HelpTabKey>('basics')
  return (
    <QueryProvider>
      <div className="space-y-6 pb-8">
        <PageHeader
          title="Help"
          description="How Luna works, what each screen does, who Luna is, and what is measured and what is symbol."
        />
        <Tabs items={ITEMS} value={tab} onChange={setTab} label="Help topics">
          <Card aria-label={`${HELP_TABS[tab].label} help`}>
            <DocumentSections sections={HELP_TABS[tab].sections} idPrefix={`help-${tab}`} />
          </Card>
        </Tabs>
        <ZoneThresholds />
      </div>
    </QueryProvider>
  )
}
