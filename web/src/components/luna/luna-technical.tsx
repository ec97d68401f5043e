// The Technical Analysis panel of Luna's insight: the numbers behind the words.

import type { LunaInsight } from '@domain/luna.ts'
import { stabilityColor } from '@domain/luna-engine.ts'
import { useLunaMoreText } from '@/components/luna/luna-more-text.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { fixed } from '@/lib/format.ts'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-line/60 py-1.5 last:border-b-0">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right tabular-nums text-ink">{children}</dd>
    </div>
  )
}

function Flag({ on }: { on: boolean }) {
  const t = useLunaMoreText()
  return <Badge tone={on ? 'moon' : 'grey'}>{on ? t('luna.tech.yes') : t('luna.tech.no')}</Badge>
}

export function LunaTechnical({ id, insight }: { id: string; insight: LunaInsight }) {
  const color = stabilityColor(insight.stabilityIndex)
  const t = useLunaMoreText()
  return (
    <div id={id} className="mt-3 rounded-xl border border-line bg-night/40 px-3 py-2 text-sm">
      <dl>
        <Row label={t('luna.tech.code')}>
          {insight.inputs.scalarCode} <span className="text-muted">(ξ&nbsp;{fixed(insight.scalar)})</span>
        </Row>
        <Row label={t('luna.tech.deltaUC')}>{fixed(insight.flags.deltaUC)}</Row>
        <Row label={t('luna.tech.divergence')}>{fixed(insight.flags.superPiDivergence)}</Row>
        <Row label={t('luna.tech.kerr')}>{fixed(insight.flags.kerrEnhancement)}</Row>
        <Row label={t('luna.tech.highDeltaUC')}>
          <Flag on={insight.flags.highDeltaUC} />
        </Row>
        <Row label={t('luna.tech.piStabilizing')}>
          <Flag on={insight.flags.piStabilizing} />
        </Row>
        <Row label={t('luna.tech.nearKerr')}>
          <Flag on={insight.flags.nearKerr} />
        </Row>
        <Row label={t('luna.tech.stability')}>
          <Badge tone={color} className="tabular-nums">
            <span data-testid="stability-index" data-color={color}>
              {insight.stabilityIndex}
            </span>
            /100 · {t(`luna.tech.stability.${color}`)}
          </Badge>
        </Row>
      </dl>
      <p className="mt-2 text-xs text-muted">{t('luna.tech.note')}</p>
    </div>
  )
}
