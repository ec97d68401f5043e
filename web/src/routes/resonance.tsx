// Resonance Protocol (docs/rules/tuner.md): the full three-tab screen in advanced mode, a reduced
// 'Find Your Resonance' screen in simple mode; both share the search, the selection and the tuner.
import { AdvancedView } from '@/features/resonance/advanced-view.tsx'
import { useResonanceSearch } from '@/features/resonance/api/resonance-search.ts'
import { SimpleView } from '@/features/resonance/simple-view.tsx'
import { useCodonPlay } from '@/features/resonance/use-codon-play.ts'
import { QueryProvider } from '@/lib/query.tsx'
import { useViewMode } from '@/lib/view-mode.tsx'

function ResonanceScreen() {
  const { mode } = useViewMode()
  const search = useResonanceSearch()
  const player = useCodonPlay()
  return mode === 'advanced' ? (
    <AdvancedView search={search} player={player} />
  ) : (
    <SimpleView search={search} player={player} />
  )
}

export default function ResonancePage() {
  return (
    <QueryProvider>
      <ResonanceScreen />
    </QueryProvider>
  )
}
