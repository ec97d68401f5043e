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
import { useReadingText } from '@/features/compass/reading-text.ts'
import { capitalize, fixed, signed } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

export function CollectiveStats() {
  const titleId = useId()
  const t = useReadingText()
  const center = fixed(DEFAULT_BASELINE, 1)
  const stats = useScalarStats()
  const data = stats.data
  const signals = data ? collectiveSignals(data) : null
  return (
    <Card aria-labelledby={titleId} data-testid="collective-stats">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('collective.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('collective.body', { days: COLLECTIVE_WINDOW_DAYS })}</p>
      <div className="mt-3 min-h-32">
        {data && signals ? (
          data.totalActivities === 0 ? (
            <p className="text-sm text-muted">{t('collective.none')}</p>
          ) : (
            <>
              <dl className="figures gap-3">
                <div>
                  <dt className="text-sm text-muted">{t('collective.average')}</dt>
                  <dd className="text-xl font-semibold tabular-nums text-ink">{fixed(data.averageScalar)}</dd>
                  <dd className="text-xs tabular-nums text-muted">
                    {t('collective.deviation', { deviation: signed(signals.deviation), center })}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-muted">{t('collective.activities')}</dt>
                  <dd className="text-xl font-semibold tabular-nums text-ink">{data.totalActivities}</dd>
                </div>
              </dl>
              <div className="mt-3 flex flex-wrap gap-2">
                {signals.elevation ? (
                  <Badge tone="orange">
                    {t(signals.deviation > 0 ? 'collective.above' : 'collective.below', { center })}
                  </Badge>
                ) : null}
                {signals.drift ? <Badge tone="yellow">{t('collective.drift')}</Badge> : null}
                {signals.sustained ? (
                  <Badge tone="purple">
                    {richText(t('collective.sustained', { days: data.sustainedDays }), {
                      num: (words) => <span className="tabular-nums">{words}</span>,
                    })}
                  </Badge>
                ) : null}
                {!signals.elevation && !signals.drift ? (
                  <Badge tone="green">{t('collective.steady', { center })}</Badge>
                ) : null}
              </div>
              {signals.drift && !signals.sustained && data.sustainedDays > 0 ? (
                <p className="mt-2 text-xs text-muted tabular-nums">
                  {t('collective.drifting', { days: data.sustainedDays, sustained: SUSTAINED_DAYS })}
                </p>
              ) : null}
              {data.topIntents.length > 0 ? (
                <>
                  <h3 className="mt-4 text-sm font-semibold text-ink">{t('collective.intents')}</h3>
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
            title={t('collective.error')}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          >
            {t('collective.error.body')}
          </LoadError>
        ) : (
          <Spinner label={t('collective.loading')} />
        )}
      </div>
    </Card>
  )
}
