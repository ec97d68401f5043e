// /help (README.md): the guide in four tabs (Basics, Pages, Luna, Science) and the four
// alignment zones with the visitor's own thresholds, in the language spoken.

import { HELP_TABS, type HelpTabKey } from '@domain/content/help.ts'
import { useState } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { PageHeader } from '@/components/ui/notice.tsx'
import { Tabs } from '@/components/ui/tabs.tsx'
import { DocumentSections } from '@/features/content/document-view.tsx'
import { useHelpText } from '@/features/content/help-text.ts'
import { useHelp } from '@/features/content/help-words.ts'
import { ZoneThresholds } from '@/features/content/zone-thresholds.tsx'
import { QueryProvider } from '@/lib/query.tsx'

const TAB_KEYS = Object.keys(HELP_TABS) as HelpTabKey[]

export default function HelpPage() {
  const t = useHelpText()
  const help = useHelp()
  const [tab, setTab] = useState<HelpTabKey>('basics')
  const items = TAB_KEYS.map((key) => ({ key, label: help.tabs[key].label }))
  return (
    <QueryProvider>
      <div className="space-y-6 pb-8">
        <PageHeader title={t('help.title')} description={t('help.description')} />
        <Tabs items={items} value={tab} onChange={setTab} label={t('help.topics')}>
          <Card aria-label={t('help.tab', { label: help.tabs[tab].label })}>
            <DocumentSections
              sections={help.tabs[tab].sections}
              idPrefix={`help-${tab}`}
              anchors={HELP_TABS[tab].sections.map((s) => s.heading)}
            />
          </Card>
        </Tabs>
        <ZoneThresholds zoneHelp={help.zones} />
      </div>
    </QueryProvider>
  )
}
