// Luna beside the protocol: her insight of the visitor's day (the compass's own, so the two pages
// speak with one voice: docs/rules/one-voice.md), the share card and her memory.

import type { LunaInsight } from '@domain/luna.ts'
import { useAtomValue } from 'jotai'
import { useMemo, useState } from 'react'
import { LunaInsightCard } from '@/components/luna/luna-insight-card.tsx'
import { LunaMemoryPanel } from '@/components/luna/luna-memory-panel.tsx'
import { ShareCard } from '@/components/luna/share-card.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import type { ProtocolCodon, ResonanceDay } from '@/features/resonance/types.ts'
import { clarityTypeAtom } from '@/lib/clarity.ts'
import { useClarityLine } from '@/lib/clarity-lines.tsx'
import { useClarityText } from '@/lib/clarity-text.ts'

export function LunaColumn({ codons, day }: { codons: readonly ProtocolCodon[]; day: ResonanceDay | null }) {
  const t = useResonanceText()
  const [insight, setInsight] = useState<LunaInsight | null>(null)
  const clarity = useAtomValue(clarityTypeAtom)
  const clarityText = useClarityText()
  const clarityLine = useClarityLine(clarity, day?.currentAlignment ?? 0)
  // One object for as long as the day's answer is the same: the card makes its insight once per day.
  const date = day?.date
  const luna = day?.luna
  const daily = useMemo(() => (date && luna ? { date, luna } : null), [date, luna])
  return (
    <aside aria-label="Luna" className="space-y-6">
      {daily ? (
        <LunaInsightCard page="resonance" daily={daily} onInsight={setInsight} />
      ) : (
        <Card className="flex min-h-72 items-center justify-center">
          <Spinner label={t('resonance.luna.loading')} />
        </Card>
      )}
      {insight && day ? (
        <ShareCard
          scalarValue={day.currentAlignment}
          windowPhase={day.windowPhase}
          lunaMessage={insight.message}
          clarityLabel={clarity ? clarityText(`clarity.of.${clarity}`) : null}
          clarityGuidance={clarityLine}
          resonantCodons={codons.slice(0, 2).map((c) => ({ codon: c.codon, name: c.name, theme: c.theme }))}
          personalBaseline={day.baseline}
          currentAlignment={day.currentAlignment}
        />
      ) : null}
      <LunaMemoryPanel />
    </aside>
  )
}
