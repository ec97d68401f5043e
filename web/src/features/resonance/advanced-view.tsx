// The full Resonance Protocol (docs/rules/tuner.md): Find Resonance, Active Protocol and Browse Codons,
// the frequency tuner, and Luna beside them.
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState, Notice, PageHeader } from '@/components/ui/notice.tsx'
import { Tabs } from '@/components/ui/tabs.tsx'
import type { ResonanceSearch } from '@/features/resonance/api/resonance-search.ts'
import { ArchetypePicker } from '@/features/resonance/archetype-picker.tsx'
import { AudioSafety } from '@/features/resonance/audio-safety.tsx'
import { CodonGrid } from '@/features/resonance/codon-grid.tsx'
import { LunaColumn } from '@/features/resonance/luna-column.tsx'
import { MatchList } from '@/features/resonance/match-list.tsx'
import { ProtocolDetails } from '@/features/resonance/protocol-details.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import { FrequencyTuner } from '@/features/resonance/tuner/frequency-tuner.tsx'
import type { ProtocolCodon, ResonanceDay } from '@/features/resonance/types.ts'
import type { useCodonPlay } from '@/features/resonance/use-codon-play.ts'
import { richText } from '@/lib/rich-text.tsx'

type TabKey = 'find' | 'protocol' | 'browse'
// On a phone the three labels break onto two lines (the catalogue's <br>) so that all three tabs fit.
const twoLines = (label: string) => (
  <span className="leading-tight">{richText(label, { br: () => <br className="sm:hidden" /> })}</span>
)
const TAB_KEYS = ['find', 'protocol', 'browse'] as const

export function AdvancedView({
  search,
  player,
  day,
}: {
  search: ResonanceSearch
  player: ReturnType<typeof useCodonPlay>
  /** The visitor's day as the compass answers it, for Luna (null while it loads). */
  day: ResonanceDay | null
}) {
  const t = useResonanceText()
  const tabs = TAB_KEYS.map((key) => ({ key, label: twoLines(t(`resonance.tab.${key}`)) }))
  const [tab, setTab] = useState<TabKey>('find')
  const tunerHeading = useId()
  const selected = search.selected
  const choose = (c: ProtocolCodon) => {
    search.setSelected(c)
    setTab('protocol')
  }
  const openTuner = () => {
    const heading = document.getElementById(tunerHeading)
    heading?.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'start',
    })
    heading?.focus({ preventScroll: true })
  }

  return (
    <>
      <PageHeader title={t('resonance.title')} description={t('resonance.description')} />
      <div className="grid gap-6 pb-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <Tabs items={tabs} value={tab} onChange={setTab} label={t('resonance.title')}>
              {tab === 'find' ? (
                <div>
                  <ArchetypePicker search={search} findLabel={t('resonance.find')} />
                  {search.noMatch ? (
                    <div className="mt-5">
                      <Notice tone="warning" title={t('resonance.noMatch')}>
                        {search.noMatch}
                      </Notice>
                    </div>
                  ) : null}
                  {search.matches ? (
                    <MatchList
                      matches={search.matches}
                      selected={selected?.codon ?? null}
                      onSelect={choose}
                    />
                  ) : search.noMatch ? null : (
                    <p className="mt-5 text-sm text-muted">{t('resonance.findHint')}</p>
                  )}
                </div>
              ) : null}
              {tab === 'protocol' ? (
                selected ? (
                  <ProtocolDetails
                    codon={selected}
                    playing={player.playing}
                    onPlay={player.play}
                    onOpenTuner={openTuner}
                  />
                ) : (
                  <EmptyState
                    title={t('resonance.none.title')}
                    action={
                      <Button variant="secondary" onClick={() => setTab('find')}>
                        {t('resonance.none.action')}
                      </Button>
                    }
                  >
                    {t('resonance.none.body')}
                  </EmptyState>
                )
              ) : null}
              {tab === 'browse' ? <CodonGrid selected={selected?.codon ?? null} onSelect={choose} /> : null}
            </Tabs>
          </Card>
          <FrequencyTuner target={selected?.frequency ?? null} headingId={tunerHeading} />
          <AudioSafety />
        </div>
        <LunaColumn codons={search.matches ?? (selected ? [selected] : [])} day={day} />
      </div>
    </>
  )
}
