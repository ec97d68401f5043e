// Today's figures at a glance (docs/decisions/008-admin-and-analytics.md summary). "Today" is the current UTC day.

import { stabilityColor } from '@domain/luna-engine.ts'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { useAdminText } from '@/features/admin/admin-text.ts'
import type { Analytics } from '@/features/admin/api/admin.ts'
import { formatNumber } from '@/lib/format.ts'

function Figure({ label, hint, children }: { label: string; hint: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2/60 p-3 sm:p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">{children}</dd>
      <dd className="mt-1 text-xs text-muted">{hint}</dd>
    </div>
  )
}

export function Summary({ summary }: { summary: Analytics['summary'] }) {
  const t = useAdminText()
  return (
    <dl className="figures gap-3">
      <Figure label={t('admin.sum.archetypes')} hint={t('admin.sum.archetypes.hint')}>
        {formatNumber(summary.totalArchetypes)}
      </Figure>
      <Figure label={t('admin.sum.active')} hint={t('admin.sum.active.hint')}>
        {formatNumber(summary.todayActiveUsers)}
      </Figure>
      {/* A wave of new sessions shows here, apart: they count in no shared figure (docs/rules/collective.md). */}
      <Figure label={t('admin.sum.new')} hint={t('admin.sum.new.hint')}>
        {formatNumber(summary.todayNewVisitors)}
      </Figure>
      <Figure label={t('admin.sum.scalar')} hint={t('admin.sum.scalar.hint')}>
        {formatNumber(summary.todayAvgScalar, 3)}
      </Figure>
      <Figure label={t('admin.sum.emotional')} hint={t('admin.sum.emotional.hint')}>
        {formatNumber(summary.todayEmotionalReadings)}
      </Figure>
      <Figure label={t('admin.sum.stability')} hint={t('admin.sum.stability.hint')}>
        <StabilityFigure value={summary.todayLunaStability} />
      </Figure>
    </dl>
  )
}

function StabilityFigure({ value }: { value: number | null }) {
  const t = useAdminText()
  if (value === null) return '—'
  const band = stabilityColor(value)
  return (
    <span className="flex flex-wrap items-center gap-2">
      {formatNumber(value, 1)}
      <Badge tone={band}>
        <span data-band={band}>{t(`admin.band.${band}`)}</span>
      </Badge>
    </span>
  )
}
