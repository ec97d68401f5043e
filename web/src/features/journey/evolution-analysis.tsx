// 'Evolution Analysis' (docs/rules/trajectory.md): the pattern with its icon and colour, stability
// as a percent, trend to 3 decimals and recent change to 2; under 3 readings, insufficient data.

import { MIN_READINGS_FOR_ANALYSIS, patternColor, spanParts } from '@domain/trajectory.ts'
import type { TrajectoryPattern } from '@domain/vocabulary.ts'
import { useId } from 'react'
import { Card, CardTitle } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useJourneyText } from '@/features/journey/journey-text.ts'
import { PATTERN_ICON, PATTERN_TEXT, signed } from '@/lib/format.ts'
import { FetchError, type Trajectory, useTrajectoryAnalysis } from '@/lib/queries/journey.ts'

export function EvolutionAnalysis({ trajectory }: { trajectory: Trajectory }) {
  const t = useJourneyText()
  const titleId = useId()
  const analysis = useTrajectoryAnalysis(trajectory)
  return (
    <Card aria-labelledby={titleId} className="min-w-0">
      <CardTitle as="h3" id={titleId}>
        {t('journey.analysis.title')}
      </CardTitle>
      <div className="mt-3 min-h-40">
        {analysis.isPending ? (
          <div className="flex h-40 items-center justify-center">
            <Spinner label={t('journey.analysis.loading')} />
          </div>
        ) : analysis.data === undefined ? (
          <LoadError
            title={t('journey.analysis.error.title')}
            onRetry={() => void analysis.refetch()}
            retrying={analysis.isFetching}
          >
            {analysis.error instanceof FetchError && analysis.error.detail
              ? analysis.error.detail
              : t('journey.analysis.error.body')}
          </LoadError>
        ) : (
          <AnalysisBody analysis={analysis.data} />
        )}
      </div>
    </Card>
  )
}

function AnalysisBody({
  analysis,
}: {
  analysis: {
    pattern: TrajectoryPattern
    stability: number
    trend: number
    recentChange: number
    totalReadings: number
    spanMinutes: number
  } | null
}) {
  const t = useJourneyText()
  const total = analysis?.totalReadings ?? 0
  const pattern: TrajectoryPattern =
    !analysis || total < MIN_READINGS_FOR_ANALYSIS ? 'insufficient-data' : analysis.pattern
  const color = PATTERN_TEXT[patternColor(pattern)]
  return (
    <div>
      <p className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className={`grid size-11 shrink-0 place-items-center rounded-full bg-surface-2 text-2xl ${color}`}
        >
          {PATTERN_ICON[pattern]}
        </span>
        <span className="min-w-0">
          <span className="block text-xs uppercase tracking-wide text-muted">
            {t('journey.analysis.pattern')}
          </span>
          <span className={`text-lg font-semibold ${color}`} data-testid="journey-pattern">
            {t(`journey.pattern.${pattern}`)}
          </span>
        </span>
      </p>
      <p className="mt-2 text-sm text-muted">
        {/* The words say over what span the readings lie (docs/rules/trajectory.md). */}
        {pattern !== 'insufficient-data' && analysis
          ? t(`journey.meaning.${pattern}`, { span: t('journey.span', spanParts(analysis.spanMinutes)) })
          : total < MIN_READINGS_FOR_ANALYSIS
            ? t('journey.meaning.insufficient.count', { min: MIN_READINGS_FOR_ANALYSIS, total })
            : t('journey.meaning.insufficient', { min: MIN_READINGS_FOR_ANALYSIS })}
      </p>
      {analysis && pattern !== 'insufficient-data' ? (
        <dl className="mt-4 figures gap-2 text-center">
          <Stat
            label={t('journey.analysis.stability')}
            value={t('journey.analysis.percent', { value: Math.round(analysis.stability * 100) })}
          />
          <Stat
            label={t('journey.analysis.trend')}
            value={signed(analysis.trend, 3)}
            hint={t('journey.analysis.trend.hint')}
          />
          <Stat
            label={t('journey.analysis.recent')}
            value={signed(analysis.recentChange, 2)}
            hint={t('journey.analysis.recent.hint')}
          />
        </dl>
      ) : null}
    </div>
  )
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl bg-surface-2 px-2 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 text-base font-semibold tabular-nums text-ink">{value}</dd>
      {hint ? <dd className="text-[11px] text-muted">{hint}</dd> : null}
    </div>
  )
}
