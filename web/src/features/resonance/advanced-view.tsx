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
import { FrequencyTuner } from '@/features/resonance/tuner/frequency-tuner.tsx'
import type { ProtocolCodon, ResonanceDay } from '@/features/resonance/types.ts'
import type { useCodonPlay } from '@/features/resonance/use-codon-play.ts'

type TabKey = 'find' | 'protocol' | 'browse'
// On a phone the three labels break onto two lines so that all three tabs fit.
const twoLines = (first: string, second: string) => (
  <span className="leading-tight">
    {first} <br className="sm:hidden" />
    {second}
  </span>
)
const TABS = [
  { key: 'find', label: twoLines('Find', 'Resonance') },
  { key: 'protocol', label: twoLines('Active', 'Protocol') },
  { key: 'browse', label: twoLines('Browse', 'Codons') },
] as const

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
      <PageHeader
        title="Resonance Protocol"
        description="Match your archetype to its codons, listen to their tones, and tune a frequency of your own."
      />
      <div className="grid gap-6 pb-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Card>
            <Tabs items={TABS} value={tab} onChange={setTab} label="Resonance Protocol">
              {tab === 'find' ? (
                <div>
                  <ArchetypePicker search={search} findLabel="Find Resonance" />
                  {search.noMatch ? (
                    <div className="mt-5">
                      <Notice tone="warning" title="No Direct Match">
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
                    <p className="mt-5 text-sm text-muted">
                      Choose your archetype and Luna will find the codons that resonate with it: its own pair,
                      and the codons nearest its scalar.
                    </p>
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
                    title="No Protocol Selected"
                    action={
                      <Button variant="secondary" onClick={() => setTab('find')}>
                        Go to Find Resonance
                      </Button>
                    }
                  >
                    Find your resonance in the first tab, or browse the codons, to open a protocol here.
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
