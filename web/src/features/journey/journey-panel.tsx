// The profile's Journey tab (docs/rules/trajectory.md 'User trajectory panel'): the month view of the
// visitor's days first, then 'Your Scalar Journey' with the display name, four figures, the scalar
// history chart, 'Evolution Analysis' and 'Recent History'; 'Start Your Journey' while there is no
// trajectory. 'Current ξ' is the compass's value now (POST /api/resonance-compass, the compass's own
// query, refreshed every 5 minutes while the page is visible); offline it is the last journey point,
// and the panel says so.

import { journeyScalarColor } from '@domain/scalar.ts'
import { JOURNEY_FALLBACK_SCALAR } from '@domain/vocabulary.ts'
import { lazy, Suspense, useId } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { EmptyState } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { DisplayName } from '@/features/journey/display-name.tsx'
import { EvolutionAnalysis } from '@/features/journey/evolution-analysis.tsx'
import { HistorySummary } from '@/features/journey/history-summary.tsx'
import { useJourneyText } from '@/features/journey/journey-text.ts'
import { MonthView } from '@/features/journey/month-view.tsx'
import { PatternsView } from '@/features/journey/patterns-view.tsx'
import { RecentHistory } from '@/features/journey/recent-history.tsx'
import { identityOf, isGuest } from '@/lib/device-state/profile.ts'
import { useDevice } from '@/lib/device-state/store.ts'
import { fixed, SCALAR_TEXT } from '@/lib/format.ts'
import { FetchError, type Trajectory, useTrajectory } from '@/lib/queries/journey.ts'
import { richText } from '@/lib/rich-text.tsx'

const JourneyChart = lazy(() => import('@/features/journey/journey-chart.tsx'))

/** The compass's value now, as the route reads it from the compass's query (docs/decisions/045). */
export interface CompassNow {
  /** The server's current alignment; null while it is asked for, or when it cannot be reached. */
  currentAlignment: number | null
  /** Offline (the answer computed on the device) or the request failed. */
  unreachable: boolean
}

export function JourneyPanel({ compassNow }: { compassNow: CompassNow }) {
  return (
    <div className="grid min-w-0 gap-4">
      <MonthView />
      <PatternsView />
      <ScalarJourney compassNow={compassNow} />
    </div>
  )
}

function ScalarJourney({ compassNow }: { compassNow: CompassNow }) {
  const t = useJourneyText()
  const TITLE = t('journey.title')
  const trajectory = useTrajectory()
  const titleId = useId()

  if (trajectory.isPending) {
    return (
      <Card aria-labelledby={titleId} aria-busy="true">
        <CardTitle id={titleId}>{TITLE}</CardTitle>
        <div className="flex h-72 items-center justify-center">
          <Spinner label={t('journey.loading')} />
        </div>
      </Card>
    )
  }

  // A failed first fetch (a failed refetch keeps showing the journey already loaded).
  if (trajectory.data === undefined) {
    const detail = trajectory.error instanceof FetchError ? trajectory.error.detail : null
    return (
      <Card aria-labelledby={titleId}>
        <CardTitle id={titleId}>{TITLE}</CardTitle>
        <div className="mt-4">
          <LoadError
            title={t('journey.error.title')}
            onRetry={() => void trajectory.refetch()}
            retrying={trajectory.isFetching}
          >
            {detail ?? t('journey.error.body')}
          </LoadError>
        </div>
      </Card>
    )
  }

  if (trajectory.data === null) {
    return (
      <Card aria-labelledby={titleId}>
        <CardTitle id={titleId}>{TITLE}</CardTitle>
        <div className="mt-4">
          <EmptyState
            title={t('journey.start.title')}
            action={
              <Link to="/compass" className={buttonClass('primary', 'md')}>
                {t('journey.start.action')}
              </Link>
            }
          >
            <p className="mx-auto max-w-prose">{t('journey.start.body')}</p>
          </EmptyState>
        </div>
      </Card>
    )
  }

  return <Journey trajectory={trajectory.data} titleId={titleId} compassNow={compassNow} />
}

function Journey({
  trajectory,
  titleId,
  compassNow,
}: {
  trajectory: Trajectory
  titleId: string
  compassNow: CompassNow
}) {
  const t = useJourneyText()
  const history = trajectory.scalarHistory
  // The name given at onboarding stands in for an unset display name; a guest's 'Guest' was not given.
  const device = useDevice()
  const profileName = isGuest(device) ? null : (identityOf(device)?.name ?? null)
  const current = currentScalar(compassNow, trajectory.currentScalar, t('journey.offline'))
  const chartPoints = history.map((p) => ({
    scalar: p.scalar,
    baseline: p.baseline ?? trajectory.personalBaseline,
    date: p.date,
  }))
  return (
    <div className="grid min-w-0 gap-4">
      <Card aria-labelledby={titleId} className="min-w-0">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0">
            <CardTitle id={titleId}>{t('journey.title')}</CardTitle>
            <CardDescription>{t('journey.description')}</CardDescription>
          </div>
        </div>
        <div className="mt-3">
          <DisplayName
            name={trajectory.displayName}
            profileName={profileName}
            currentScalar={current.value}
          />
        </div>
        <dl className="mt-4 figures gap-2" data-testid="journey-figures">
          <ScalarFigure label={t('journey.current')} value={current.value} />
          <ScalarFigure label={t('journey.baseline')} value={trajectory.personalBaseline} />
          <Figure label={t('journey.sessions')} value={String(trajectory.totalSessions)} />
          <ScalarFigure label={t('journey.average')} value={trajectory.averageAlignment} />
        </dl>
        {current.fromJourney ? (
          <p className="mt-2 text-sm text-muted" data-testid="current-from-journey">
            {current.fromJourney}
          </p>
        ) : null}
        {history.length > 0 ? (
          <figure className="mt-5 min-w-0">
            <Suspense
              fallback={
                <div className="flex h-56 items-center justify-center sm:h-64">
                  <Spinner label={t('journey.chart.loading')} />
                </div>
              }
            >
              <JourneyChart points={chartPoints} />
            </Suspense>
            <figcaption className="mt-2 text-sm text-muted">
              <HistorySummary points={chartPoints} />
            </figcaption>
          </figure>
        ) : (
          <p className="mt-5 text-sm text-muted">
            {richText(t('journey.empty'), { link: (words) => <Link to="/compass">{words}</Link> })}
          </p>
        )}
      </Card>
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <EvolutionAnalysis trajectory={trajectory} />
        <RecentHistory history={history} />
      </div>
    </div>
  )
}

/**
 * The current ξ: the compass's alignment now when the server answered it; the last journey point
 * while it is asked for, and, saying so, when it cannot be (offline, or the request failed).
 */
function currentScalar(
  now: CompassNow,
  lastPoint: number | null,
  offline: string,
): { value: number | null; fromJourney: string | null } {
  if (now.currentAlignment !== null) return { value: now.currentAlignment, fromJourney: null }
  return { value: lastPoint, fromJourney: now.unreachable ? offline : null }
}

/** A scalar figure: 2 decimals, coloured by its band; 81.2 shown where the value is missing. */
function ScalarFigure({ label, value }: { label: string; value: number | null }) {
  const shown = value ?? JOURNEY_FALLBACK_SCALAR
  return <Figure label={label} value={fixed(shown, 2)} className={SCALAR_TEXT[journeyScalarColor(shown)]} />
}

function Figure({
  label,
  value,
  className = 'text-ink',
}: {
  label: string
  value: string
  className?: string
}) {
  return (
    <div className="rounded-xl bg-surface-2 px-3 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`mt-1 text-xl font-semibold tabular-nums ${className}`}>{value}</dd>
    </div>
  )
}
