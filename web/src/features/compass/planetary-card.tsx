// Planetary context (docs/rules/compass.md): Schumann frequency, amplitude, quality and cosmic weather,
// with an honest word on where the numbers came from (docs/ARCHITECTURE.md).
import { useId } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { useReadingText } from '@/features/compass/reading-text.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { fixed, hzFixed } from '@/lib/format.ts'

export function PlanetaryCard({ planetary }: { planetary: CompassReading['planetaryContext'] }) {
  const titleId = useId()
  const t = useReadingText()
  const live = planetary.source === 'noaa'
  return (
    <Card aria-labelledby={titleId} data-testid="planetary-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('planet.title')}
        </h2>
        <Badge tone={live ? 'green' : 'neutral'}>{live ? t('planet.live') : t('planet.modeled')}</Badge>
      </div>
      <dl className="mt-3 figures gap-3">
        <div>
          <dt className="text-sm text-muted">{t('planet.frequency')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">
            {hzFixed(planetary.schumannFrequency)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('planet.amplitude')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">
            {fixed(planetary.schumannAmplitude, 2)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('planet.quality')}</dt>
          <dd className="font-medium text-ink">{planetary.schumannQuality}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('planet.kIndex')}</dt>
          <dd className="font-medium tabular-nums text-ink">{fixed(planetary.kIndex, 1)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-ink">{planetary.cosmicWeather}</p>
      <p className="mt-3 text-xs text-muted" data-testid="planetary-source">
        {live ? t('planet.source.live') : t('planet.source.modeled')}
      </p>
    </Card>
  )
}
