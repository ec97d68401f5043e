// Today's figures at a glance (docs/decisions/008-admin-and-analytics.md summary). "Today" is the current UTC day.

import { stabilityColor } from '@domain/luna-engine.ts'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import type { Analytics } from '@/features/admin/api/admin.ts'
import { BAND_LABEL } from '@/features/admin/data-table.tsx'
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
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6">
      <Figure label="Total archetypes" hint="Chosen by established visitors, each network once per archetype">
        {formatNumber(summary.totalArchetypes)}
      </Figure>
      <Figure label="Active users today" hint="Established visitors seen since 00:00 UTC">
        {formatNumber(summary.todayActiveUsers)}
      </Figure>
      {/* A wave of new sessions shows here, apart: they count in no shared figure (docs/rules/collective.md). */}
      <Figure label="New visitors today" hint="Not established yet: in no shared figure">
        {formatNumber(summary.todayNewVisitors)}
      </Figure>
      <Figure label="Average scalar ξ today" hint="Journey readings today">
        {formatNumber(summary.todayAvgScalar, 3)}
      </Figure>
      <Figure label="Emotional readings today" hint="Check-ins since 00:00 UTC">
        {formatNumber(summary.todayEmotionalReadings)}
      </Figure>
      <Figure label="Luna stability today" hint="Average stability index, 0–100">
        <StabilityFigure value={summary.todayLunaStability} />
      </Figure>
    </dl>
  )
}

function StabilityFigure({ value }: { value: number | null }) {
  if (value === null) return '—'
  const band = stabilityColor(value)
  return (
    <span className="flex flex-wrap items-center gap-2">
      {formatNumber(value, 1)}
      <Badge tone={band}>
        <span data-band={band}>{BAND_LABEL[band]}</span>
      </Badge>
    </span>
  )
}
