// Luna beside the protocol: her insight on this moment's reading, the share card and her memory.

import { clarityGuidance } from '@domain/clarity.ts'
import type { LunaInsight } from '@domain/luna.ts'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { LunaInsightCard } from '@/components/luna/luna-insight-card.tsx'
import { LunaMemoryPanel } from '@/components/luna/luna-memory-panel.tsx'
import { ShareCard } from '@/components/luna/share-card.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { momentReading } from '@/features/resonance/reading.ts'
import type { ProtocolCodon } from '@/features/resonance/types.ts'
import { clarityTypeAtom } from '@/lib/clarity.ts'
import { schumannHz, useSchumann } from '@/lib/queries/schumann.ts'

export function LunaColumn({ codons }: { codons: readonly ProtocolCodon[] }) {
  const [reading] = useState(momentReading)
  const [insight, setInsight] = useState<LunaInsight | null>(null)
  const schumann = useSchumann()
  const clarity = useAtomValue(clarityTypeAtom)
  return (
    <aside aria-label="Luna" className="space-y-6">
      {schumann.isPending ? (
        <Card className="flex min-h-72 items-center justify-center">
          <Spinner label="Luna is reading your field" />
        </Card>
      ) : (
        <LunaInsightCard
          page="resonance"
          scalar={reading.scalar}
          windowPhase={reading.windowPhase}
          schumannHz={schumannHz(schumann.data)}
          onInsight={setInsight}
        />
      )}
      {insight ? (
        <ShareCard
          scalarValue={reading.scalar}
          windowPhase={reading.windowPhase}
          lunaMessage={insight.message}
          clarityType={clarity ? clarity[0]?.toUpperCase() + clarity.slice(1) : null}
          clarityGuidance={clarity ? clarityGuidance(clarity, reading.scalar) : null}
          resonantCodons={codons.slice(0, 2).map((c) => ({ codon: c.codon, name: c.name, theme: c.theme }))}
          personalBaseline={reading.baseline}
          currentAlignment={reading.scalar}
        />
      ) : null}
      <LunaMemoryPanel />
    </aside>
  )
}
