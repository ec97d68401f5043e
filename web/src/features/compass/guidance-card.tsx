// Today's guidance (docs/rules/compass.md): time phase, primary focus, energy level and recommendations.
import { useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import type { CompassReading } from '@/features/compass/use-compass.ts'

export function GuidanceCard({ guidance }: { guidance: CompassReading['dailyGuidance'] }) {
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        Today's guidance
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Time phase</dt>
          <dd className="font-medium text-moon" data-testid="time-phase">
            {guidance.timePhase}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Primary focus</dt>
          <dd className="font-medium text-ink">{guidance.primaryFocus}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Energy level</dt>
          <dd className="font-medium text-ink">{guidance.energyLevel}</dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-ink">Recommendations</h3>
      <ul className="mt-2 space-y-2">
        {guidance.recommendations.map((r) => (
          <li key={r} className="flex gap-2 text-ink">
            <span aria-hidden="true" className="text-moon">
              ✦
            </span>
            <span>{r}</span>
          </li>
        ))}
      </ul>
    </Card>
  )
}
