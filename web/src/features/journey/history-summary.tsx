// The chart's text alternative: a one-line summary anyone can read, and the full series as a
// table for screen readers.

import type { ChartPoint } from '@/features/journey/journey-chart.tsx'
import { useJourneyText } from '@/features/journey/journey-text.ts'
import { day, fixed, when } from '@/lib/format.ts'

export function HistorySummary({ points }: { points: readonly ChartPoint[] }) {
  const t = useJourneyText()
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return null
  const scalars = points.map((p) => p.scalar)
  const low = Math.min(...scalars)
  const high = Math.max(...scalars)
  const baselines = points.map((p) => p.baseline).filter((b): b is number => b !== null)
  const latestBaseline = baselines.at(-1)
  return (
    <>
      <span className="tabular-nums">
        {t('journey.summary', {
          count: points.length,
          span: day(first.date) === day(last.date) ? 'one' : 'many',
          first: day(first.date),
          last: day(last.date),
          start: fixed(first.scalar, 2),
          end: fixed(last.scalar, 2),
          low: fixed(low, 2),
          high: fixed(high, 2),
          hasBaseline: latestBaseline !== undefined ? 'yes' : 'no',
          baseline: latestBaseline === undefined ? '' : fixed(latestBaseline, 2),
        })}
      </span>
      <span aria-hidden="true" className="ml-2 inline-flex flex-wrap gap-3 align-middle text-xs">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-moon" /> {t('journey.scalar')}
        </span>
        {latestBaseline !== undefined ? (
          <span className="inline-flex items-center gap-1">
            <span className="inline-block w-4 border-t-2 border-dashed border-violet" />{' '}
            {t('journey.baseline')}
          </span>
        ) : null}
      </span>
      {/* The div hides the table: a table given sr-only itself grows to its content and widened the page at large text. */}
      <div className="sr-only">
        <table>
          <caption>{t('journey.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('journey.table.date')}</th>
              <th scope="col">{t('journey.scalar')}</th>
              <th scope="col">{t('journey.baseline')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: points carry no id; the table is rebuilt whole on each fetch.
              <tr key={`${p.date}-${i}`}>
                <td>{when(p.date)}</td>
                <td>{fixed(p.scalar, 2)}</td>
                <td>{p.baseline === null ? '—' : fixed(p.baseline, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
