// Resonance Protocol (docs/rules/tuner.md): the full three-tab screen in advanced mode, a reduced
// 'Find Your Resonance' screen in simple mode; both share the search, the selection and the tuner.
import { useCompass } from '@/features/compass/use-compass.ts'
import { AdvancedView } from '@/features/resonance/advanced-view.tsx'
import { useResonanceSearch } from '@/features/resonance/api/resonance-search.ts'
import { SimpleView } from '@/features/resonance/simple-view.tsx'
import type { ResonanceDay } from '@/features/resonance/types.ts'
import { useCodonPlay } from '@/features/resonance/use-codon-play.ts'
import { QueryProvider } from '@/lib/query.tsx'
import { useViewMode } from '@/lib/view-mode.tsx'

function ResonanceScreen() {
  const { mode } = useViewMode()
  const search = useResonanceSearch()
  const player = useCodonPlay()
  const day = useResonanceDay(mode === 'advanced')
  return mode === 'advanced' ? (
    <AdvancedView search={search} player={player} day={day} />
  ) : (
    <SimpleView search={search} player={player} />
  )
}

/** The visitor's day as the compass answers it: Luna speaks here as she does on the compass. */
function useResonanceDay(enabled: boolean): ResonanceDay | null {
  const reading = useCompass(enabled).data
  return reading
    ? {
        date: reading.dailyReading.date,
        luna: reading.dailyReading.luna,
        currentAlignment: reading.scalarAlignment.currentAlignment,
        windowPhase: reading.dailyGuidance.timePhase,
        baseline: reading.scalarAlignment.personalBaseline,
      }
    : null
}

export default function ResonancePage() {
  return (
    <QueryProvider>
      <ResonanceScreen />
    </QueryProvider>
  )
}
