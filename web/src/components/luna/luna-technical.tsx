// The Technical Analysis panel of Luna's insight: the numbers behind the words.

import type { LunaInsight } from '@domain/luna.ts'
import { stabilityColor } from '@domain/luna-engine.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { fixed } from '@/lib/format.ts'

const STABILITY_LABEL = {
  green: 'steady',
  yellow: 'settling',
  orange: 'unsettled',
  red: 'turbulent',
} as const

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line/60 py-1.5 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right tabular-nums text-ink">{children}</dd>
    </div>
  )
}

function Flag({ on }: { on: boolean }) {
  return <Badge tone={on ? 'moon' : 'grey'}>{on ? 'Yes' : 'No'}</Badge>
}

export function LunaTechnical({ id, insight }: { id: string; insight: LunaInsight }) {
  const color = stabilityColor(insight.stabilityIndex)
  return (
    <div id={id} className="mt-3 rounded-xl border border-line bg-night/40 px-3 py-2 text-sm">
      <dl>
        <Row label="Scalar code">
          {insight.inputs.scalarCode} <span className="text-muted">(ξ&nbsp;{fixed(insight.scalar)})</span>
        </Row>
        <Row label="ΔUC (distance from 81)">{fixed(insight.flags.deltaUC)}</Row>
        <Row label="π-divergence">{fixed(insight.flags.superPiDivergence)}</Row>
        <Row label="Kerr enhancement">{fixed(insight.flags.kerrEnhancement)}</Row>
        <Row label="High ΔUC">
          <Flag on={insight.flags.highDeltaUC} />
        </Row>
        <Row label="π-stabilizing">
          <Flag on={insight.flags.piStabilizing} />
        </Row>
        <Row label="Near Kerr">
          <Flag on={insight.flags.nearKerr} />
        </Row>
        <Row label="Stability index">
          <Badge tone={color} className="tabular-nums">
            <span data-testid="stability-index" data-color={color}>
              {insight.stabilityIndex}
            </span>
            /100 · {STABILITY_LABEL[color]}
          </Badge>
        </Row>
      </dl>
      <p className="mt-2 text-xs text-muted">
        Symbolic measures of an experimental model, for reflection only.
      </p>
    </div>
  )
}
