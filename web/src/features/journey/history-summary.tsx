// The chart's text alternative: a one-line summary anyone can read, and the full series as a
// table for screen readers.

import type { ChartPoint } from '@/features/journey/journey-chart.tsx'
import { day, fixed, when } from '@/lib/format.ts'

export function HistorySummary({ points }: { points: readonly ChartPoint[] }) {
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return null
  const scalars = points.map((p) => p.scalar)
  const low = Math.min(...scalars)
  const high = Math.max(...scalars)
  const baselines = points.map((p) => p.baseline).filter((b): b is number => b !== null)
  const latestBaseline = baselines.at(-1)
  const count = points.length === 1 ? '1 reading' : `${points.length} readings`
  return (
    <>
      <span className="tabular-nums">
        Scalar ξ over {count}
        {day(first.date) === day(last.date)
          ? ` on ${day(first.date)}`
          : `, ${day(first.date)} to ${day(last.date)}`}
        : from {fixed(first.scalar, 2)} to {fixed(last.scalar, 2)}, ranging {fixed(low, 2)}–{fixed(high, 2)}
        {latestBaseline !== undefined ? `, against a baseline of ${fixed(latestBaseline, 2)}` : ''}.
      </span>
      <span aria-hidden="true" className="ml-2 inline-flex flex-wrap gap-3 align-middle text-xs">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-4 bg-moon" /> Scalar ξ
        </span>
        {latestBaseline !== undefined ? (
          <span className="inline-flex items-center gap-1">
            <span className="inline-block w-4 border-t-2 border-dashed border-violet" /> Baseline ξ
          </span>
        ) : null}
      </span>
      {/* The div hides the table: a table given sr-only itself grows to its content and widened the page at large text. */}
      <div className="sr-only">
        <table>
          <caption>Your scalar ξ readings, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Scalar ξ</th>
              <th scope="col">Baseline ξ</th>
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
