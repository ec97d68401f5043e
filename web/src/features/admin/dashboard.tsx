// The unlocked dashboard: the analytics, refetched every 30 seconds (docs/decisions/008-admin-and-analytics.md), with loading,
// error and retry states. A 401 (session ended or forged cookie) locks the gate again.

import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useAdminText } from '@/features/admin/admin-text.ts'
import { analyticsQuery, isUnauthorized, logout } from '@/features/admin/api/admin.ts'
import {
  ActivitySection,
  DistributionSection,
  EmotionSection,
  QualitySection,
} from '@/features/admin/sections.tsx'
import { Summary } from '@/features/admin/summary.tsx'
import { sessionEnded } from '@/features/admin/use-admin-gate.ts'
import { formatClockSeconds, formatLongDay } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'
import { toast } from '@/lib/toast.ts'

export function Dashboard({
  onLocked,
  focusOnMount,
}: {
  onLocked: (notice: string | null) => void
  focusOnMount: boolean
}) {
  const t = useAdminText()
  const query = useQuery(analyticsQuery)
  const [leaving, setLeaving] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dashboard first appears.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [])

  useEffect(() => {
    if (isUnauthorized(query.error)) onLocked(sessionEnded())
  }, [query.error, onLocked])

  const signOut = async () => {
    setLeaving(true)
    try {
      await logout()
      toast({ title: t('admin.dash.loggedOut'), description: t('admin.dash.loggedOut.body') })
    } catch {
      // The cookie is session-only and the server session times out: lock the screen anyway.
      toast({ title: t('admin.dash.loggedOut'), description: t('admin.dash.loggedOut.offline') })
    }
    onLocked(null)
  }

  const data = query.data
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
            {t('admin.dash.title')}
          </h2>
          {data ? (
            <p className="mt-1 text-sm text-muted">
              {data.dataStartDate
                ? richText(t('admin.dash.since', { day: formatLongDay(data.dataStartDate) }), {
                    day: (words) => <span className="tabular-nums text-ink">{words}</span>,
                  })
                : t('admin.dash.noData')}
              {' · '}
              {richText(t('admin.dash.generated', { time: formatClockSeconds(data.generatedAt) }), {
                time: (words) => (
                  <time dateTime={data.generatedAt} className="tabular-nums text-ink">
                    {words}
                  </time>
                ),
              })}
              {' · '}
              {t('admin.dash.refreshes')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* Visual only: a live region here would announce every 30-second refresh. */}
          <span
            aria-hidden="true"
            className={`size-4 rounded-full border-2 border-line border-t-moon ${query.isFetching && data ? 'animate-spin' : 'invisible'}`}
          />
          {/* Never disabled while fetching: a focused button that becomes disabled drops the focus. */}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('admin.dash.refresh')}
          </Button>
          <Button
            variant="ghost"
            className="border border-line"
            onClick={() => void signOut()}
            disabled={leaving}
          >
            {leaving ? t('admin.dash.loggingOut') : t('admin.dash.logout')}
          </Button>
        </div>
      </div>

      {!data && query.isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label={t('admin.dash.loading')} />
        </div>
      ) : null}

      {!data && query.isError && !isUnauthorized(query.error) ? (
        <LoadError
          title={t('admin.dash.failed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        >
          {t('admin.dash.failed.body')}
        </LoadError>
      ) : null}

      {data && query.isError && !isUnauthorized(query.error) ? (
        <Notice tone="warning" title={t('admin.dash.failed')}>
          {t('admin.dash.stale', {
            time: formatClockSeconds(data.generatedAt),
            refresh: t('admin.dash.refresh'),
          })}
        </Notice>
      ) : null}

      {data ? (
        <>
          <section aria-labelledby="analytics-today">
            <h2 id="analytics-today" className="mb-3 text-lg font-semibold text-ink">
              {t('admin.dash.today')}
            </h2>
            <Summary summary={data.summary} />
          </section>
          <DistributionSection rows={data.archetypeDistribution} />
          <ActivitySection rows={data.recentActivity} />
          <QualitySection rows={data.lunaQuality} />
          <EmotionSection rows={data.emotionalPatterns} />
        </>
      ) : null}
    </div>
  )
}
