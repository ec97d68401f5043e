// How today's number was made (docs/decisions/007-derived-rules.md): the baseline and its source, each signed
// contribution of the moment in plain words, and the total.

import { MAX_DEVIATION } from '@domain/ranges.ts'
import { useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { useCompassText } from '@/features/compass/compass-text.ts'
import { baselineSourceLabel } from '@/features/compass/labels.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { fixed, signed } from '@/lib/format.ts'

type Contributions = CompassReading['scalarBreakdown']['contributions']

const PARTS: readonly {
  key: keyof Contributions
  label: string
  hint: string | ((value: number) => string)
}[] = [
  { key: 'timeOfDay', label: 'Time of day', hint: 'A 24-hour cycle: highest at noon, lowest at midnight' },
  { key: 'dayOfYear', label: 'Season', hint: 'A yearly cycle through the day of the year' },
  {
    key: 'awareness',
    label: 'Awareness',
    // Today's check-in value is the awareness (docs/rules/daily-reading.md); without one, the middle.
    hint: (value) =>
      value === 0
        ? 'An ordinary, middle awareness, unless today’s check-in says otherwise'
        : 'From today’s check-in: how you said you feel',
  },
  { key: 'elevation', label: 'Elevation', hint: 'The compass reads at sea level' },
  { key: 'archetype', label: 'Your archetype', hint: "Your archetype's entropy and curvature modifiers" },
  { key: 'location', label: 'Location', hint: 'The compass reads globally, with no place offset' },
  { key: 'schumann', label: "Earth's field", hint: 'Schumann frequency and geomagnetic activity' },
]

export function ScalarBreakdown({ breakdown }: { breakdown: CompassReading['scalarBreakdown'] }) {
  const t = useCompassText()
  const titleId = useId()
  const sum = PARTS.reduce((acc, p) => acc + breakdown.contributions[p.key], 0)
  const capped = Math.abs(sum - breakdown.total) > 0.0015
  return (
    <Card aria-labelledby={titleId} data-testid="scalar-breakdown">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        How your number was made
      </h2>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">
          Baseline, contributions of this moment and the resulting current alignment
        </caption>
        <tbody>
          <tr className="border-b border-line">
            <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
              Baseline
              <span className="block text-xs font-normal text-muted">
                {baselineSourceLabel(breakdown.baselineSource, false, t)}
              </span>
            </th>
            <td className="py-2 text-right tabular-nums text-ink">{fixed(breakdown.baseline)}</td>
          </tr>
          {PARTS.map((p) => (
            <tr key={p.key} className="border-b border-line/60">
              <th scope="row" className="py-2 pr-2 text-left font-normal text-ink">
                {p.label}
                <span className="block text-xs text-muted">
                  {typeof p.hint === 'string' ? p.hint : p.hint(breakdown.contributions[p.key])}
                </span>
              </th>
              <td className="py-2 text-right tabular-nums text-ink">
                {signed(breakdown.contributions[p.key])}
              </td>
            </tr>
          ))}
          <tr className="border-b border-line">
            <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
              This moment in all
              {capped ? (
                <span className="block text-xs font-normal text-muted">
                  Kept within ±{fixed(MAX_DEVIATION, 1)} of your baseline
                </span>
              ) : null}
            </th>
            <td className="py-2 text-right font-medium tabular-nums text-ink">{signed(breakdown.total)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-2 text-left font-semibold text-ink">
              Current alignment
            </th>
            <td className="py-2 text-right text-base font-semibold tabular-nums text-moon">
              {fixed(breakdown.currentAlignment)}
            </td>
          </tr>
        </tbody>
      </table>
    </Card>
  )
}
