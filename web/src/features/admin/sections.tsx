// The dashboard's four sections (docs/decisions/008-admin-and-analytics.md): archetype distribution, recent activity, Luna
// quality by page and emotional patterns, each a chart or a table (or both) with an empty state.
import { type ReactNode, useId, useMemo } from 'react'
import { useArchetypeName } from '@/components/quiz/quiz-text.ts'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/notice.tsx'
import { useAdminText } from '@/features/admin/admin-text.ts'
import type { Analytics } from '@/features/admin/api/admin.ts'
import { ChartFrame } from '@/features/admin/chart-frame.tsx'
import { DataTable, StabilityBadge } from '@/features/admin/data-table.tsx'
import { formatNumber, formatWeekDay } from '@/lib/format.ts'

function Section({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <Card aria-labelledby={id} className="min-w-0">
      <CardTitle id={id}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      {children}
    </Card>
  )
}

/**
 * Rows with their archetype named in the language spoken: the analytics name them by English's names,
 * or "Unknown" for a name that is not one of the 32 (worker/data/analytics.ts).
 */
function useNamedRows<R extends { archetypeName: string }>(rows: readonly R[]): R[] {
  const t = useAdminText()
  const name = useArchetypeName()
  const unknown = t('admin.col.archetype.unknown')
  return useMemo(
    () =>
      rows.map((r) => ({
        ...r,
        archetypeName: r.archetypeName === 'Unknown' ? unknown : name(r.archetypeName),
      })),
    [rows, name, unknown],
  )
}

export function DistributionSection({ rows: stored }: { rows: Analytics['archetypeDistribution'] }) {
  const t = useAdminText()
  const rows = useNamedRows(stored)
  return (
    <Section title={t('admin.dist.title')} description={t('admin.dist.body')}>
      {rows.length === 0 ? (
        <div className="mt-4">
          <EmptyState title={t('admin.dist.empty')}>{t('admin.dist.empty.body')}</EmptyState>
        </div>
      ) : (
        <>
          <ChartFrame label={t('admin.dist.chart')} chart={{ kind: 'distribution', rows }} />
          <DataTable
            label={t('admin.dist.table')}
            rows={rows}
            rowKey={(r) => r.archetypeName}
            columns={[
              { header: t('admin.col.archetype'), cell: (r) => r.archetypeName },
              { header: t('admin.col.users'), numeric: true, cell: (r) => formatNumber(r.userCount) },
              { header: t('admin.col.birth'), numeric: true, cell: (r) => formatNumber(r.avgBirthScalar, 3) },
              {
                header: t('admin.col.combined'),
                numeric: true,
                cell: (r) => formatNumber(r.avgCombinedBaseline, 3),
              },
            ]}
          />
        </>
      )}
    </Section>
  )
}

export function ActivitySection({ rows }: { rows: Analytics['recentActivity'] }) {
  const t = useAdminText()
  const quiet = rows.every((r) => r.activeUsers === 0 && r.totalActivities === 0)
  return (
    <Section title={t('admin.act.title')} description={t('admin.act.body', { days: rows.length })}>
      {quiet ? (
        <div className="mt-4">
          <EmptyState title={t('admin.act.empty')}>{t('admin.act.empty.body')}</EmptyState>
        </div>
      ) : (
        <ChartFrame label={t('admin.act.chart')} chart={{ kind: 'activity', rows }} />
      )}
      <DataTable
        label={t('admin.act.table')}
        rows={[...rows].reverse()}
        rowKey={(r) => r.date}
        columns={[
          { header: t('admin.col.day'), cell: (r) => <time dateTime={r.date}>{formatWeekDay(r.date)}</time> },
          { header: t('admin.col.active'), numeric: true, cell: (r) => formatNumber(r.activeUsers) },
          { header: t('admin.col.new'), numeric: true, cell: (r) => formatNumber(r.newVisitors) },
          { header: t('admin.col.activities'), numeric: true, cell: (r) => formatNumber(r.totalActivities) },
          { header: t('admin.col.avg'), numeric: true, cell: (r) => formatNumber(r.avgScalar, 3) },
        ]}
      />
    </Section>
  )
}

export function QualitySection({ rows }: { rows: Analytics['lunaQuality'] }) {
  const t = useAdminText()
  return (
    <Section title={t('admin.q.title')} description={t('admin.q.body')}>
      {rows.length === 0 ? (
        <div className="mt-4">
          <EmptyState title={t('admin.q.empty')} />
        </div>
      ) : (
        <DataTable
          label={t('admin.q.table')}
          rows={rows}
          rowKey={(r) => r.page}
          columns={[
            { header: t('admin.col.page'), cell: (r) => r.page },
            { header: t('admin.col.interactions'), numeric: true, cell: (r) => formatNumber(r.interactions) },
            {
              header: t('admin.col.average'),
              numeric: true,
              cell: (r) => <StabilityBadge value={r.avgStability} />,
            },
            {
              header: t('admin.col.min'),
              numeric: true,
              cell: (r) => <StabilityBadge value={r.minStability} />,
            },
            {
              header: t('admin.col.max'),
              numeric: true,
              cell: (r) => <StabilityBadge value={r.maxStability} />,
            },
          ]}
        />
      )}
    </Section>
  )
}

export function EmotionSection({ rows: stored }: { rows: Analytics['emotionalPatterns'] }) {
  const t = useAdminText()
  const rows = useNamedRows(stored)
  return (
    <Section title={t('admin.emo.title')} description={t('admin.emo.body')}>
      {rows.length === 0 ? (
        <div className="mt-4">
          <EmptyState title={t('admin.emo.empty')} />
        </div>
      ) : (
        <DataTable
          label={t('admin.emo.table')}
          minWidth="min-w-[22rem]"
          rows={rows}
          rowKey={(r) => r.archetypeName}
          columns={[
            { header: t('admin.col.archetype'), cell: (r) => r.archetypeName },
            { header: t('admin.col.checkins'), numeric: true, cell: (r) => formatNumber(r.readingCount) },
            {
              header: t('admin.col.state'),
              numeric: true,
              cell: (r) => formatNumber(r.avgEmotionalState, 1),
            },
          ]}
        />
      )}
    </Section>
  )
}
