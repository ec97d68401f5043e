// The dashboard's four sections (docs/decisions/008-admin-and-analytics.md): archetype distribution, recent activity, Luna
// quality by page and emotional patterns, each a chart or a table (or both) with an empty state.
import { type ReactNode, useId } from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/notice.tsx'
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

export function DistributionSection({ rows }: { rows: Analytics['archetypeDistribution'] }) {
  return (
    <Section
      title="Archetype distribution"
      description="Each visitor counted once, under their latest quiz result. Averages are scalar ξ."
    >
      {rows.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No archetype results yet">
            Results appear here once visitors finish the archetype quiz.
          </EmptyState>
        </div>
      ) : (
        <>
          <ChartFrame
            label="Bar chart of users per archetype. The table below lists the same figures."
            chart={{ kind: 'distribution', rows }}
          />
          <DataTable
            label="Archetype distribution table"
            rows={rows}
            rowKey={(r) => r.archetypeName}
            columns={[
              { header: 'Archetype', cell: (r) => r.archetypeName },
              { header: 'Users', numeric: true, cell: (r) => formatNumber(r.userCount) },
              { header: 'Avg birth ξ', numeric: true, cell: (r) => formatNumber(r.avgBirthScalar, 3) },
              {
                header: 'Avg combined baseline ξ',
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
  const quiet = rows.every((r) => r.activeUsers === 0 && r.totalActivities === 0)
  return (
    <Section
      title="Recent activity"
      description={`The last ${rows.length} days (UTC): visitors active each day and everything they did.`}
    >
      {quiet ? (
        <div className="mt-4">
          <EmptyState title="No activity in these days">
            Visits, readings, check-ins and Luna insights will show here.
          </EmptyState>
        </div>
      ) : (
        <ChartFrame
          label="Chart of activities and active users per day. The table below lists the same figures."
          chart={{ kind: 'activity', rows }}
        />
      )}
      <DataTable
        label="Recent activity table"
        rows={[...rows].reverse()}
        rowKey={(r) => r.date}
        columns={[
          { header: 'Day (UTC)', cell: (r) => <time dateTime={r.date}>{formatWeekDay(r.date)}</time> },
          { header: 'Active users', numeric: true, cell: (r) => formatNumber(r.activeUsers) },
          { header: 'New visitors', numeric: true, cell: (r) => formatNumber(r.newVisitors) },
          { header: 'Activities', numeric: true, cell: (r) => formatNumber(r.totalActivities) },
          { header: 'Avg ξ', numeric: true, cell: (r) => formatNumber(r.avgScalar, 3) },
        ]}
      />
    </Section>
  )
}

export function QualitySection({ rows }: { rows: Analytics['lunaQuality'] }) {
  return (
    <Section
      title="Luna quality by page"
      description="Stability index of Luna's insights over the last 30 days: 75+ green, 50+ yellow, 25+ orange, below 25 red."
    >
      {rows.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No Luna insights in the last 30 days" />
        </div>
      ) : (
        <DataTable
          label="Luna quality by page table"
          rows={rows}
          rowKey={(r) => r.page}
          columns={[
            { header: 'Page', cell: (r) => r.page },
            { header: 'Interactions', numeric: true, cell: (r) => formatNumber(r.interactions) },
            { header: 'Average', numeric: true, cell: (r) => <StabilityBadge value={r.avgStability} /> },
            { header: 'Min', numeric: true, cell: (r) => <StabilityBadge value={r.minStability} /> },
            { header: 'Max', numeric: true, cell: (r) => <StabilityBadge value={r.maxStability} /> },
          ]}
        />
      )}
    </Section>
  )
}

export function EmotionSection({ rows }: { rows: Analytics['emotionalPatterns'] }) {
  return (
    <Section
      title="Emotional patterns"
      description="Check-ins per archetype, all time, with the average emotional state (0–100)."
    >
      {rows.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No emotional check-ins yet" />
        </div>
      ) : (
        <DataTable
          label="Emotional patterns table"
          minWidth="min-w-[22rem]"
          rows={rows}
          rowKey={(r) => r.archetypeName}
          columns={[
            { header: 'Archetype', cell: (r) => r.archetypeName },
            { header: 'Check-ins', numeric: true, cell: (r) => formatNumber(r.readingCount) },
            { header: 'Average state', numeric: true, cell: (r) => formatNumber(r.avgEmotionalState, 1) },
          ]}
        />
      )}
    </Section>
  )
}
