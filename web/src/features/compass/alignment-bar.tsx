// The alignment bar (docs/rules/compass.md; docs/decisions/007-derived-rules.md): delta / extreme mapped to 0–100 %, with the
// aligned band (±0.02) and the extreme thresholds drawn, and a marker at markerPosition.
import { ALIGNED_THRESHOLD } from '@domain/vocabulary.ts'
import { useCompassText } from '@/features/compass/compass-text.ts'
import { fixed, signed } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

export function AlignmentBar({
  markerPosition,
  extreme,
  delta,
  zoneLabel,
  markerClass,
}: {
  markerPosition: number
  extreme: number
  delta: number
  zoneLabel: string
  markerClass: string
}) {
  const t = useCompassText()
  const value = (words: string) => <span className="whitespace-nowrap">{words}</span>
  const half = Math.min(50, (50 * ALIGNED_THRESHOLD) / extreme)
  const marker = Math.min(100, Math.max(0, markerPosition))
  return (
    <figure className="mt-6">
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot draw the zone bands and the marker. */}
      <div
        role="meter"
        aria-label={t('compass.bar.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(marker)}
        aria-valuetext={t('compass.bar.value', {
          zone: zoneLabel,
          delta: signed(delta),
          low: signed(-extreme),
          high: signed(extreme),
        })}
        className="relative h-4 rounded-full border border-line bg-surface-2"
      >
        <span
          aria-hidden="true"
          className="absolute inset-y-0 left-0 rounded-l-full bg-sky-400/25"
          style={{ width: `${50 - half}%` }}
        />
        <span
          aria-hidden="true"
          className="absolute inset-y-0 right-0 rounded-r-full bg-orange-300/25"
          style={{ width: `${50 - half}%` }}
        />
        <span
          aria-hidden="true"
          className="absolute inset-y-0 bg-green-400/45"
          style={{ left: `${50 - half}%`, width: `${2 * half}%` }}
        />
        {/* The marker moves by a transform, never by its own `left`, so a new reading slides it
            without shifting the page's layout (CLS 0): it sits at the right edge of a track-wide
            layer that starts just left of the track and is moved right by the marker's share. The
            layer never reaches past the track's right end, so the page cannot scroll sideways. */}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-full w-full transition-transform duration-700"
          style={{ transform: `translateX(${marker}%)` }}
        >
          <span
            data-testid="alignment-marker"
            data-position={marker}
            className={`absolute top-1/2 right-0 size-6 translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-night shadow-lg ${markerClass}`}
          />
        </span>
      </div>
      {/* Three columns under the bar; one under the other on a narrow screen, where three side by side
          would overlap ("GroundedAligned"). */}
      <figcaption className="mt-2 grid grid-cols-[repeat(3,minmax(0,1fr))] gap-2 text-xs text-muted tabular-nums narrow:grid-cols-1 narrow:gap-1">
        <span className="min-w-0">
          <span className="block font-medium text-ink">{t('compass.zone.grounded')}</span>
          {richText(t('compass.bar.opposedAt', { value: signed(-extreme) }), { value })}
        </span>
        <span className="min-w-0 text-center narrow:text-left">
          <span className="block font-medium text-ink">{t('compass.zone.aligned')}</span>
          {richText(t('compass.bar.within', { value: `±${fixed(ALIGNED_THRESHOLD, 2)}` }), { value })}
        </span>
        <span className="min-w-0 text-right narrow:text-left">
          <span className="block font-medium text-ink">{t('compass.zone.elevated')}</span>
          {richText(t('compass.bar.opposedAt', { value: signed(extreme) }), { value })}
        </span>
      </figcaption>
    </figure>
  )
}
