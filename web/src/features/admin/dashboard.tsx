// The unlocked dashboard: the analytics, refetched every 30 seconds (docs/decisions/008-admin-and-analytics.md), with loading,
// error and retry states. A 401 (session ended or forged cookie) locks the gate again.

import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { analyticsQuery, isUnauthorized, logout } from '@/features/admin/api/admin.ts'
import {
  ActivitySection,
  DistributionSection,
  EmotionSection,
  QualitySection,
} from '@/features/admin/sections.tsx'
import { Summary } from '@/features/admin/summary.tsx'
import { SESSION_ENDED } from '@/features/admin/use-admin-gate.ts'
import { formatClockSeconds, formatLongDay } from '@/lib/format.ts'
import { toast } from '@/lib/toast.ts'

export function Dashboard({
  onLocked,
  focusOnMount,
}: {
  onLocked: (notice: string | null) => void
  focusOnMount: boolean
}) {
  const query = useQuery(analyticsQuery)
  const [leaving, setLeaving] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dashboard first appears.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus()
  }, [])

  useEffect(() => {
    if (isUnauthorized(query.error)) onLocked(SESSION_ENDED)
  }, [query.error, onLocked])

  const signOut = async () => {
    setLeaving(true)
    try {
      await logout()
      toast({ title: 'Logged Out', description: 'The analytics dashboard is locked again.' })
    } catch {
      // The cookie is session-only and the server session times out: lock the screen anyway.
      toast({
        title: 'Logged Out',
        description: 'The server could not be reached; your admin session ends when it times out.',
      })
    }
    onLocked(null)
  }

  const data = query.data
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-ink outline-none">
            Dashboard
          </h2>
          {data ? (
            <p className="mt-1 text-sm text-muted">
              {data.dataStartDate ? (
                <>
                  Data since{' '}
                  <span className="tabular-nums text-ink">{formatLongDay(data.dataStartDate)}</span>
                </>
              ) : (
                'No data yet'
              )}
              {' · '}
              Generated at{' '}
              <time dateTime={data.generatedAt} className="tabular-nums text-ink">
                {formatClockSeconds(data.generatedAt)}
              </time>
              {' · '}
              Refreshes every 30 seconds
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2">
          {/* Visual only: a live region here would announce every 30-second refresh. */}
          <span
            aria-hidden="true"
            className={`size-4 rounded-full border-2 border-line border-t-moon ${query.isFetching && data ? 'animate-spin' : 'invisible'}`}
          />
          {/* Never disabled while fetching: a focused button that becomes disabled drops the focus. */}
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Refresh
          </Button>
          <Button
            variant="ghost"
            className="border border-line"
            onClick={() => void signOut()}
            disabled={leaving}
          >
            {leaving ? 'Logging out…' : 'Log out'}
          </Button>
        </div>
      </div>

      {!data && query.isPending ? (
        <div className="flex min-h-[40vh] items-center justify-center">
          <Spinner label="Loading analytics" />
        </div>
      ) : null}

      {!data && query.isError && !isUnauthorized(query.error) ? (
        <LoadError
          title="Failed to load analytics data"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        >
          The figures could not be loaded just now. Check your connection, then try again.
        </LoadError>
      ) : null}

      {data && query.isError && !isUnauthorized(query.error) ? (
        <Notice tone="warning" title="Failed to load analytics data">
          The latest refresh failed; these figures are from {formatClockSeconds(data.generatedAt)}. The next
          try is automatic, or use Refresh.
        </Notice>
      ) : null}

      {data ? (
        <>
          <section aria-labelledby="analytics-today">
            <h2 id="analytics-today" className="mb-3 text-lg font-semibold text-ink">
              Today (UTC)
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
