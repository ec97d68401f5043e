// The hour's guidance (docs/rules/compass.md): time phase, primary focus, energy level and
// recommendations of the live moment; the day's own reading is the Today card above it, and the
// hour's energy is said in the day's voice (docs/rules/daily-reading.md).
import { useId } from 'react'
import { phaseName, useLunaText } from '@/components/luna/luna-text.ts'
import { Card } from '@/components/ui/card.tsx'
import { useCompassText } from '@/features/compass/compass-text.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'

export function GuidanceCard({
  guidance,
  energyLine,
}: {
  guidance: CompassReading['dailyGuidance']
  /** The hour's energy in the day's voice (the day's reading's `now.energyLine`). */
  energyLine?: string
}) {
  const titleId = useId()
  const t = useCompassText()
  const luna = useLunaText()
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('compass.now.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('compass.now.body')}</p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{t('compass.now.phase')}</dt>
          <dd className="font-medium text-moon" data-testid="time-phase">
            {phaseName(luna, guidance.timePhase)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('compass.now.focus')}</dt>
          <dd className="font-medium text-ink">{guidance.primaryFocus}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('compass.now.energy')}</dt>
          <dd className="font-medium text-ink">{guidance.energyLevel}</dd>
        </div>
      </dl>
      {energyLine ? (
        <p className="mt-3 text-sm text-ink" data-testid="hour-energy">
          {energyLine}
        </p>
      ) : null}
      <h3 className="mt-4 text-sm font-semibold text-ink">{t('compass.now.try')}</h3>
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
