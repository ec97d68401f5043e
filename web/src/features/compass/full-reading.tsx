// The full presentation's extra cards (Advanced mode): planetary context, suggested codons, the
// scalar breakdown, the historical panel, collective statistics, Luna flags, Luna's memory and
// the share card. Loaded only when the visitor opens the full view.

import type { ClarityType } from '@domain/vocabulary.ts'
import { useId } from 'react'
import { LunaMemoryPanel } from '@/components/luna/luna-memory-panel.tsx'
import { ShareCard } from '@/components/luna/share-card.tsx'
import { Button } from '@/components/ui/button.tsx'
import { CodonsCard } from '@/features/compass/codons-card.tsx'
import { CollectiveStats } from '@/features/compass/collective-stats.tsx'
import { HistoricalPanel } from '@/features/compass/historical-panel.tsx'
import { LunaFlagsCard } from '@/features/compass/luna-flags-card.tsx'
import { PlanetaryCard } from '@/features/compass/planetary-card.tsx'
import { useReadingText } from '@/features/compass/reading-text.ts'
import { ScalarBreakdown } from '@/features/compass/scalar-breakdown.tsx'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { focusOnArrival, useArrivalFocus } from '@/lib/arrival-focus.ts'
import { useClarityLine } from '@/lib/clarity-lines.tsx'
import { useClarityText } from '@/lib/clarity-text.ts'
import { useViewMode } from '@/lib/view-mode.tsx'

export default function FullReading({
  reading,
  clarity,
  lunaMessage,
}: {
  reading: CompassReading
  clarity: ClarityType | null
  lunaMessage: string
}) {
  const current = reading.scalarAlignment.currentAlignment
  const clarityText = useClarityText()
  const clarityLine = useClarityLine(clarity, current)
  const titleId = useId()
  const t = useReadingText()
  const { setMode } = useViewMode()
  useArrivalFocus('full-reading', titleId)
  return (
    <section aria-labelledby={titleId} className="space-y-4" data-testid="full-reading">
      <div className="flex flex-wrap items-center justify-between gap-2 pt-2">
        <h2 id={titleId} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
          {t('reading.title')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-10"
          onClick={() => {
            focusOnArrival('simple-reading')
            setMode('simple')
          }}
        >
          {t('reading.back')}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <PlanetaryCard planetary={reading.planetaryContext} />
        <CodonsCard codons={reading.suggestedCodons} />
        <ScalarBreakdown breakdown={reading.scalarBreakdown} />
        <div className="space-y-4">
          <HistoricalPanel alignment={reading.scalarAlignment} />
          <LunaFlagsCard reading={reading} />
        </div>
        <CollectiveStats />
        <LunaMemoryPanel />
        <div className="md:col-span-2">
          <ShareCard
            scalarValue={current}
            windowPhase={reading.dailyGuidance.timePhase}
            lunaMessage={lunaMessage}
            clarityLabel={clarity ? clarityText(`clarity.of.${clarity}`) : null}
            clarityGuidance={clarityLine}
            resonantCodons={reading.suggestedCodons}
            personalBaseline={reading.scalarAlignment.personalBaseline}
            currentAlignment={current}
          />
        </div>
      </div>
    </section>
  )
}
