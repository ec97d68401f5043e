// Planetary context (docs/rules/compass.md): Schumann frequency, amplitude, quality and cosmic weather,
// with an honest word on where the numbers came from (docs/ARCHITECTURE.md).
import { useId } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { fixed, hzFixed } from '@/lib/format.ts'

export function PlanetaryCard({ planetary }: { planetary: CompassReading['planetaryContext'] }) {
  const titleId = useId()
  const live = planetary.source === 'noaa'
  return (
    <Card aria-labelledby={titleId} data-testid="planetary-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          Planetary context
        </h2>
        <Badge tone={live ? 'green' : 'neutral'}>{live ? 'Live NOAA data' : 'Modeled'}</Badge>
      </div>
      <dl className="mt-3 figures gap-3">
        <div>
          <dt className="text-sm text-muted">Schumann frequency</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">
            {hzFixed(planetary.schumannFrequency)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Amplitude</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">
            {fixed(planetary.schumannAmplitude, 2)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Quality</dt>
          <dd className="font-medium text-ink">{planetary.schumannQuality}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">K-index</dt>
          <dd className="font-medium tabular-nums text-ink">{fixed(planetary.kIndex, 1)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-ink">{planetary.cosmicWeather}</p>
      <p className="mt-3 text-xs text-muted" data-testid="planetary-source">
        {live
          ? "Geomagnetic activity comes from the planetary K-index of NOAA's Space Weather Prediction Center; the Schumann figures are estimated from it around 7.83 Hz."
          : "Live space-weather data was not available, so these figures come from Luna's model: a calm field around 7.83 Hz with slow, regular swells. They are an estimate, not a measurement."}
      </p>
    </Card>
  )
}
