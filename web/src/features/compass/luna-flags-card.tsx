// Luna flags on the compass (docs/rules/luna.md): highDeltaUC, piStabilizing, nearKerr and their
// numbers, with the stability index and the enhanced insight. They are the flags of the day's
// reading (docs/rules/daily-reading.md): the same scalar, phase and Schumann frequency, and the
// same state, as Luna's card above, computed on the device by the domain's own functions.

import { STATUS_MEANINGS } from '@domain/content/hour-words.ts'
import { enhancedInsightOf } from '@domain/luna.ts'
import { computeLunaFlags, stabilityColor, stabilityIndex } from '@domain/luna-engine.ts'
import type { AlignmentStatus } from '@domain/vocabulary.ts'
import { useId, useMemo } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { capitalize, fixed } from '@/lib/format.ts'

/** What each technical number means, in one line (docs/rules/luna.md). */
const GLOSSARY = [
  ['ΔUC', 'how far the day’s reading sits from the neutral 81, with the phase’s unrest; high from 0.15'],
  ['π-divergence', 'how far it sits from a crest of the π-cycle: 0 on a crest, 1 in a trough'],
  ['Kerr', 'how fast the field “spins”: 1 at rest, near Kerr from 1.2'],
] as const

const FLAGS = [
  { key: 'highDeltaUC', label: 'High ΔUC', on: 'Far from the 81 center', off: 'Close to the 81 center' },
  {
    key: 'piStabilizing',
    label: 'π-stabilizing',
    on: 'Settling into the π-cycle',
    off: 'Between crests of the π-cycle',
  },
  { key: 'nearKerr', label: 'Near Kerr', on: 'The field is spinning fast', off: 'The field turns gently' },
] as const

export function LunaFlagsCard({ reading }: { reading: CompassReading }) {
  const titleId = useId()
  const day = reading.dailyReading.luna
  const data = useMemo(() => {
    const flags = computeLunaFlags(day.scalar, day.windowPhase, day.schumannHz)
    return { flags, stabilityIndex: stabilityIndex(flags), enhancedInsight: enhancedInsightOf(day.state) }
  }, [day.scalar, day.windowPhase, day.schumannHz, day.state])
  return (
    <Card aria-labelledby={titleId} data-testid="luna-flags">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        Luna flags
      </h2>
      <p className="mt-1 text-sm text-muted">
        Technical analysis of Luna’s reading of your day (ξ{' '}
        <span className="tabular-nums">{fixed(day.scalar)}</span>
        ).
      </p>
      <div className="mt-3 min-h-40">
        {
          <>
            <ul className="space-y-2">
              {FLAGS.map((f) => {
                const on = data.flags[f.key]
                return (
                  <li key={f.key} className="flex items-center justify-between gap-3">
                    <span className="text-ink">
                      {f.label}
                      <span className="block text-xs text-muted">{on ? f.on : f.off}</span>
                    </span>
                    <Badge tone={on ? 'moon' : 'grey'}>{on ? 'On' : 'Off'}</Badge>
                  </li>
                )
              })}
            </ul>
            <dl className="mt-3 figures gap-2 border-t border-line pt-3 text-sm">
              <div>
                <dt className="text-xs text-muted">ΔUC</dt>
                <dd className="tabular-nums text-ink">{fixed(data.flags.deltaUC)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">π-divergence</dt>
                <dd className="tabular-nums text-ink">{fixed(data.flags.superPiDivergence)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Kerr</dt>
                <dd className="tabular-nums text-ink">{fixed(data.flags.kerrEnhancement)}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm">
              <span className="text-muted">Stability index </span>
              <Badge tone={stabilityColor(data.stabilityIndex)} className="tabular-nums">
                {data.stabilityIndex}/100
              </Badge>
            </p>
            {/* The hour in the zone's own words first, then Luna's reading of the day around it: the
                card never speaks of a centre the zone beside it contradicts (docs/rules/daily-reading.md). */}
            <p className="mt-3 text-sm text-ink" data-testid="flags-zone">
              This hour you are {capitalize(reading.scalarAlignment.alignmentZone)}:{' '}
              {STATUS_MEANINGS[reading.scalarAlignment.alignmentStatus as AlignmentStatus] ?? ''}. Across the
              whole day, Luna reads it this way:
            </p>
            <p className="mt-1 text-sm text-ink">{data.enhancedInsight.insight}</p>
            <p className="mt-1 text-sm text-muted">{data.enhancedInsight.guidance}</p>
            <dl className="mt-3 space-y-1 border-t border-line pt-3 text-xs text-muted">
              {GLOSSARY.map(([term, meaning]) => (
                <div key={term}>
                  <dt className="inline font-semibold text-ink">{term}: </dt>
                  <dd className="inline">{meaning}</dd>
                </div>
              ))}
            </dl>
          </>
        }
      </div>
    </Card>
  )
}
