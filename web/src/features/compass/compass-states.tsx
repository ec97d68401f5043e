// The compass while it loads, and when it cannot be read (docs/rules/compass.md).
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useCompassText } from '@/features/compass/compass-text.ts'

/**
 * The alignment panel's height (its texts keep the room of their longest values, so it is the same
 * for every answer at a width): its loading state has it, and the panel never draws shorter, so
 * the cards below stay where they are when the reading arrives. Measured at 320–639, 640, 768 and
 * 1280 px: below 390 px the panel grows about 2 px for each pixel narrower (898 px at 320, 804 at
 * 360, 754 at 390), which the first term follows; from 390 px it is at most 47.25rem.
 */
export const ALIGNMENT_PANEL_MIN_HEIGHT =
  'min-h-[max(47.25rem,calc(56.125rem_-_(100vw_-_20rem)_*_2.03))] sm:min-h-[34rem] md:min-h-[27.75rem] lg:min-h-[26rem]'

export function CompassLoading() {
  const t = useCompassText()
  return (
    <Card aria-busy="true" aria-label={t('compass.alignment.label')} className={ALIGNMENT_PANEL_MIN_HEIGHT}>
      <div className="flex items-center gap-3">
        <Spinner label={t('compass.calibrating')} />
        <p aria-hidden="true" className="text-muted">
          {t('compass.calibrating.shown')}
        </p>
      </div>
      <div aria-hidden="true" className="mt-6 figures gap-4">
        {['a', 'b', 'c', 'd'].map((k) => (
          <div key={k} className="h-14 animate-pulse rounded-xl bg-surface-2" />
        ))}
      </div>
      <div aria-hidden="true" className="mt-8 h-4 animate-pulse rounded-full bg-surface-2" />
    </Card>
  )
}

/**
 * Where the day's reading will appear when the device has no card to draw first: the median card's
 * height, its hour line included, over every headline and list the day can pick (measured at 390,
 * 640, 768 and 1280 px). A card with a longer headline than the median can outgrow it.
 */
export function TodayLoading() {
  return (
    <div
      aria-hidden="true"
      data-testid="today-loading"
      className="h-[31.75rem] animate-pulse rounded-2xl border border-line bg-surface/60 sm:h-[24.5rem] md:h-[23.5rem] lg:h-[20.375rem]"
    />
  )
}

/** Where the check-in will appear, at about its size. */
export function CheckInLoading() {
  return (
    <div
      aria-hidden="true"
      data-testid="checkin-loading"
      className="h-[47rem] animate-pulse rounded-2xl border border-line bg-surface/60 sm:h-[24rem]"
    />
  )
}

/** Where Luna's card will appear, at about its size. */
export function LunaLoading() {
  return (
    <div
      aria-hidden="true"
      className="h-[22rem] animate-pulse rounded-2xl border border-line bg-surface/60 sm:h-[17rem] lg:h-[18.5rem]"
    />
  )
}

/** Where today's guidance and clarity will appear, at about their size. */
export function CardsLoading() {
  return (
    <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
      <div className="h-[26rem] animate-pulse rounded-2xl border border-line bg-surface/60 md:h-[22rem]" />
      <div className="h-[19rem] animate-pulse rounded-2xl border border-line bg-surface/60 md:h-[22rem]" />
    </div>
  )
}

/** The spec's calibration error, with a Retry Connection button that refetches. */
export function CompassError({
  onRetry,
  retrying,
  compact = false,
}: {
  onRetry: () => void
  retrying: boolean
  compact?: boolean
}) {
  const t = useCompassText()
  return (
    <Card
      role="alert"
      aria-labelledby="compass-error-title"
      className={compact ? 'border-amber-300/60' : 'border-red-300/60 text-center'}
      data-testid="compass-error"
    >
      <h2 id="compass-error-title" className="text-lg font-semibold text-ink">
        {t('compass.error.title')}
      </h2>
      <p className="mt-1 text-muted">{t('compass.error.body')}</p>
      {compact ? <p className="mt-1 text-sm text-muted">{t('compass.error.stale')}</p> : null}
      <Button
        className="mt-4"
        variant={compact ? 'secondary' : 'primary'}
        onClick={onRetry}
        aria-disabled={retrying}
      >
        {retrying ? t('compass.error.retrying') : t('compass.error.retry')}
      </Button>
    </Card>
  )
}
