// Collective scalar statistics (docs/rules/collective.md): GET /api/scalar-stats every 60 seconds, with the
// spec's thresholds applied by collectiveSignals. Only established visitors count in them.

import { COLLECTIVE_WINDOW_DAYS, collectiveSignals, SUSTAINED_DAYS } from '@domain/collective.ts'
import { DEFAULT_BASELINE } from '@domain/vocabulary.ts'
import { useId } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useScalarStats } from '@/features/compass/api/scalar-stats.ts'
import { capitalize, fixed, signed } from '@/lib/format.ts'

export function CollectiveStats() {
  const titleId = useId()
  const stats = useScalarStats()
  const data = stats.data
  const signals = data ? collectiveSignals(data) : null
  return (
    <Card aria-labelledby={titleId} data-testid="collective-stats">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        The collective field
      </h2>
      <p className="mt-1 text-sm text-muted">
        Readings from Luna's returning visitors over the last {COLLECTIVE_WINDOW_DAYS} days, counted
        anonymously: each visitor once a day, from their second day on.
      </p>
      <div className="mt-3 min-h-32">
        {data && signals ? (
          data.totalActivities === 0 ? (
            <p className="text-sm text-muted">
              No readings have been shared with the collective yet. Yours count from your second day with
              Luna.
            </p>
          ) : (
            <>
              <dl className="figures gap-3">
                <div>
                  <dt className="text-sm text-muted">Average scalar</dt>
                  <dd className="text-xl font-semibold tabular-nums text-ink">{fixed(data.averageScalar)}</dd>
                  <dd className="text-xs tabular-nums text-muted">
                    {signed(signals.deviation)} from {DEFAULT_BASELINE}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">Activities</dt>
                  <dd className="text-xl font-semibold tabular-nums text-ink">{data.totalActivities}</dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                {signals.elevation ? (
                  <Badge tone="orange">
                    Collective elevation {signals.deviation > 0 ? 'above' : 'below'} {DEFAULT_BASELINE}
                  </Badge>
                ) : null}
                {signals.drift ? <Badge tone="yellow">Baseline drift</Badge> : null}
                {signals.sustained ? (
                  <Badge tone="purple">
                    sustained · <span className="tabular-nums">{data.sustainedDays}</span> days
                  </Badge>
                ) : null}
                {!signals.elevation && !signals.drift ? (
                  <Badge tone="green">Steady around {DEFAULT_BASELINE}</Badge>
                ) : null}
              </div>
              {signals.drift && !signals.sustained && data.sustainedDays > 0 ? (
                <p className="mt-2 text-xs text-muted tabular-nums">
                  Drifting for {data.sustainedDays} {data.sustainedDays === 1 ? 'day' : 'days'}; it counts as
                  sustained from {SUSTAINED_DAYS}.
                </p>
              ) : null}
              {data.topIntents.length > 0 ? (
                <>
                  <h3 className="mt-4 text-sm font-semibold text-ink">Top intents</h3>
                  <ol className="mt-2 space-y-1 text-sm">
                    {data.topIntents.slice(0, 4).map((i) => (
                      <li key={i.intent} className="flex justify-between gap-2">
                        <span className="text-ink">{capitalize(i.intent)}</span>
                        <span className="tabular-nums text-muted">{i.count}</span>
                      </li>
                    ))}
                  </ol>
                </>
              ) : null}
            </>
          )
        ) : stats.isError ? (
          <LoadError
            size="sm"
            title="The collective statistics could not be loaded."
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          >
            Check your connection and try again.
          </LoadError>
        ) : (
          <Spinner label="Loading collective statistics" />
        )}
      </div>
    </Card>
  )
}
