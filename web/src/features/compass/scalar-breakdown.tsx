// How today's number was made (docs/decisions/007-derived-rules.md): the baseline and its source, each signed
// contribution of the moment in plain words, and the total.

import { MAX_DEVIATION } from '@domain/ranges.ts'
import { useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { useCompassText } from '@/features/compass/compass-text.ts'
import { baselineSourceLabel } from '@/features/compass/labels.ts'
import { useReadingText } from '@/features/compass/reading-text.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { fixed, signed } from '@/lib/format.ts'

type Contributions = CompassReading['scalarBreakdown']['contributions']

/** The contributions, in the table's order; each one's label and hint are `breakdown.<key>` and `breakdown.<key>.hint`. */
const PARTS: readonly (keyof Contributions)[] = [
  'timeOfDay',
  'dayOfYear',
  'awareness',
  'elevation',
  'archetype',
  'location',
  'schumann',
]

export function ScalarBreakdown({ breakdown }: { breakdown: CompassReading['scalarBreakdown'] }) {
  const t = useCompassText()
  const r = useReadingText()
  const titleId = useId()
  const sum = PARTS.reduce((acc, key) => acc + breakdown.contributions[key], 0)
  const capped = Math.abs(sum - breakdown.total) > 0.0015
  return (
    <Card aria-labelledby={titleId} data-testid="scalar-breakdown">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {r('breakdown.title')}
      </h2>
      {/* A size smaller on a narrow page (a phone at 200% zoom or 200% text), where German's labels
          ("Ausgangswert") need the row's width. */}
      <table className="mt-3 w-full text-sm narrow:text-xs">
        <caption className="sr-only">{r('breakdown.caption')}</caption>
        <tbody>
          <tr className="border-b border-line">
            <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
              {r('breakdown.baseline')}
              <span className="block text-xs font-normal text-muted">
                {baselineSourceLabel(breakdown.baselineSource, false, t)}
              </span>
            </th>
            <td className="py-2 text-right tabular-nums text-ink">{fixed(breakdown.baseline)}</td>
          </tr>
          {PARTS.map((key) => (
            <tr key={key} className="border-b border-line/60">
              <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
                {r(`breakdown.${key}`)}
                <span className="block text-xs text-muted">
                  {key !== 'awareness'
                    ? r(`breakdown.${key}.hint`)
                    : // Today's check-in value is the awareness (docs/rules/daily-reading.md); without one, the middle.
                      breakdown.contributions.awareness === 0
                      ? r('breakdown.awareness.middle')
                      : r('breakdown.awareness.checkIn')}
                </span>
              </th>
              <td className="py-2 text-right tabular-nums text-ink">
                {signed(breakdown.contributions[key])}
              </td>
            </tr>
          ))}
          <tr className="border-b border-line">
            <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
              {r('breakdown.total')}
              {capped ? (
                <span className="block text-xs font-normal text-muted">
                  {r('breakdown.capped', { max: fixed(MAX_DEVIATION, 1) })}
                </span>
              ) : null}
            </th>
            <td className="py-2 text-right font-medium tabular-nums text-ink">{signed(breakdown.total)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-semibold text-ink">
              {r('breakdown.current')}
            </th>
            <td className="py-2 text-right text-base font-semibold tabular-nums text-moon narrow:text-sm">
              {fixed(breakdown.currentAlignment)}
            </td>
          </tr>
        </tbody>
      </table>
    </Card>
  )
}
