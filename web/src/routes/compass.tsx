// The Daily Compass (docs/rules/compass.md; docs/decisions/007-derived-rules.md), at / and /compass. Simple view: the
// alignment panel, the check-in, today's guidance, clarity, Luna's insight, the streak and the
// save-reading card. The full view (Advanced mode) adds the cards of features/compass/full-reading.

import { compassGreeting } from '@domain/greeting.ts'
import { lazy, memo, Suspense, useDeferredValue } from 'react'
import { Link, useLocation } from 'react-router'
import { LunaInsightCard } from '@/components/luna/luna-insight-card.tsx'
import { useFrameText } from '@/components/shell/frame-text.ts'
import { Notice, PageHeader } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Staged } from '@/components/ui/staged.tsx'
import { CheckInCard } from '@/features/checkin/checkin-card.tsx'
import { useFeelingWord } from '@/features/checkin/checkin-text.ts'
import { AlignmentPanel } from '@/features/compass/alignment-panel.tsx'
import { ClaritySelector } from '@/features/compass/clarity-selector.tsx'
import {
  CardsLoading,
  CheckInLoading,
  CompassError,
  CompassLoading,
  LunaLoading,
  TodayLoading,
} from '@/features/compass/compass-states.tsx'
import { useCompassText } from '@/features/compass/compass-text.ts'
import { GuidanceCard } from '@/features/compass/guidance-card.tsx'
import { SaveReadingCard } from '@/features/compass/save-reading-card.tsx'
import { SimpleHint } from '@/features/compass/simple-hint.tsx'
import { StreakCard, StreakLoading } from '@/features/compass/streak-card.tsx'
import { TodayCard } from '@/features/compass/today-card.tsx'
import { COMPASS_PAGE, COMPASS_PAGE_STACK } from '@/features/compass/today-card-classes.ts'
import { type CompassQuery, useCompass } from '@/features/compass/use-compass.ts'
import { isGuest } from '@/lib/device-state/profile.ts'
import { useDevice } from '@/lib/device-state/store.ts'
import { feltWithCatalogue, greetingWords } from '@/lib/frame-words.ts'
import { useSpokenLocale } from '@/lib/i18n.ts'
import { useInstallOffer } from '@/lib/install.ts'
import { nowLocalTime, todayLocal } from '@/lib/local-time.ts'
import { QueryProvider } from '@/lib/query.tsx'
import { richText } from '@/lib/rich-text.tsx'
import { useViewMode } from '@/lib/view-mode.tsx'
import { useCompassScreen } from '@/routes/use-compass-screen.ts'

const FullReading = lazy(() => import('@/features/compass/full-reading.tsx'))
// Loaded only when the browser offers an install: most cold loads show no card and carry none of it
// (docs/performance.md, budgets).
const InstallCard = lazy(() =>
  import('@/components/install/install-card.tsx').then((m) => ({ default: m.InstallCard })),
)

export default function CompassPage() {
  return (
    <QueryProvider>
      <CompassScreen />
    </QueryProvider>
  )
}

/**
 * The compass query's one subscriber on this screen. TanStack Query hands its answers to React
 * through `useSyncExternalStore`, whose updates React renders at once, in one task that cannot
 * yield: the answer's arrival re-rendered the whole screen as one long task on a slow phone. The
 * screen gets the query's result as a deferred value instead, and is memoized: the store's update
 * renders only this component, and the screen follows in a render React splits into short tasks
 * (docs/decisions/065-answers-rendered-deferred.md).
 */
function CompassScreen() {
  return <CompassView compass={useDeferredValue(useCompass())} />
}

const CompassView = memo(function CompassView({ compass: query }: { compass: CompassQuery }) {
  const t = useCompassText()
  const f = useFrameText()
  const locale = useSpokenLocale()
  // Yesterday's feeling, in the greeting, in the language spoken (its feelings' catalogue, the
  // check-in's), as the first frame names it.
  const feltIn = feltWithCatalogue(useFeelingWord())
  const { mode } = useViewMode()
  const installOffered = useInstallOffer() !== 'none'
  const device = useDevice()
  const name = device.archetypeData?.userName
  const archetypeName = device.archetypeData?.archetypeName ?? null
  // Sent here from onboarding (the footer's quiz link, or back into finished steps): say why.
  const arrivedOnboarded =
    (useLocation().state as { alreadyOnboarded?: boolean } | null)?.alreadyOnboarded === true
  const screen = useCompassScreen(query)
  const { compass, reading, back, checkInPrompt, insight, setInsight, clarity, setClarity, before } = screen
  const { onCheckedIn, refreshCompass, dailyLuna, retry, luna, moment, today, patternLine } = screen

  const checkIn = <CheckInCard moment={moment} onAdjusted={refreshCompass} onCheckedIn={onCheckedIn} />

  return (
    <div className={COMPASS_PAGE}>
      <PageHeader
        title={f('compass.title')}
        description={compassGreeting(
          { name, localTime: nowLocalTime(), today: todayLocal(), now: new Date(), ...back },
          greetingWords(locale, f, feltIn),
        )}
      />
      {/* One layout for every state, so the cards that do not need the reading keep their place. */}
      <div className={COMPASS_PAGE_STACK}>
        {arrivedOnboarded ? (
          <div data-testid="already-onboarded">
            {isGuest(device) ? (
              <Notice title={t('compass.guest.title')}>
                <p>{richText(t('compass.guest.body'), quizLink)}</p>
              </Notice>
            ) : (
              <Notice title={t('compass.onboarded.title')}>
                <p>
                  {richText(
                    archetypeName
                      ? t('compass.onboarded.named', { archetype: archetypeName })
                      : t('compass.onboarded.body'),
                    quizLink,
                  )}
                </p>
              </Notice>
            )}
          </div>
        ) : null}
        {compass.isError ? (
          <CompassError compact={Boolean(reading)} onRetry={retry} retrying={compass.isFetching} />
        ) : null}
        {reading?.offline ? (
          <p
            role="status"
            className="rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm text-ink"
            data-testid="compass-offline"
          >
            {t('compass.offline')}
          </p>
        ) : null}
        {today ? <TodayCard day={today} name={name} /> : compass.isError ? null : <TodayLoading />}
        {/* Until the day's words are known (a check-in today, made here or on another device, keeps
            this device from computing them), nothing stands below their placeholder: the card's
            height follows its words, and a card under it would move when they came. An empty room of
            a screen's height keeps the footer out of view until then. */}
        {today || compass.isError ? (
          <>
            {/* A return is noticed: the streak sits right under the day's words, holding its place with
              its own loading state until its stage (docs/rules/streaks.md). */}
            <Staged fallback={<StreakLoading />}>
              <StreakCard />
            </Staged>
            {/* Below the day's reading, each part mounts in a task of its own, in order, each holding
              its place with its loading state until then (docs/decisions/025-compass-in-stages.md). */}
            {reading ? (
              <Staged fallback={<CompassLoading />}>
                <AlignmentPanel reading={reading} before={before} />
              </Staged>
            ) : compass.isError ? null : (
              <CompassLoading />
            )}
            {checkInPrompt ? <Staged fallback={<CheckInLoading />}>{checkIn}</Staged> : checkIn}
            {dailyLuna ? (
              <Staged fallback={<LunaLoading />}>
                <LunaInsightCard
                  page="compass"
                  daily={dailyLuna}
                  patternLine={patternLine}
                  onInsight={setInsight}
                />
              </Staged>
            ) : compass.isError ? null : (
              <LunaLoading />
            )}
            {reading ? (
              <Staged fallback={<CardsLoading />}>
                <div className="grid gap-4 md:grid-cols-2">
                  <GuidanceCard
                    guidance={reading.dailyGuidance}
                    energyLine={reading.dailyReading.now.energyLine}
                  />
                  <ClaritySelector
                    value={clarity}
                    onChange={setClarity}
                    currentAlignment={reading.scalarAlignment.currentAlignment}
                  />
                </div>
              </Staged>
            ) : compass.isError ? null : (
              <CardsLoading />
            )}
            {reading ? (
              <Staged>
                <SaveReadingCard reading={reading} luna={luna} />
              </Staged>
            ) : null}
            {reading && mode === 'advanced' ? (
              // Staged too, so that a full reading whose code is already loaded never mounts before the
              // save card above it and is then pushed down by it.
              <Staged fallback={<FullReadingLoading />}>
                <Suspense fallback={<FullReadingLoading />}>
                  <FullReading
                    reading={reading}
                    clarity={clarity}
                    lunaMessage={insight?.message ?? reading.scalarAlignment.alignmentMessage}
                  />
                </Suspense>
              </Staged>
            ) : null}
            {reading ? (
              <Staged>
                {mode !== 'advanced' ? <SimpleHint /> : null}
                {installOffered ? (
                  <Suspense fallback={null}>
                    <InstallCard dismissible />
                  </Suspense>
                ) : null}
              </Staged>
            ) : null}
          </>
        ) : (
          <div aria-hidden="true" className="min-h-svh" />
        )}
      </div>
    </div>
  )
})

/** The quiz's link inside the already-onboarded notices. */
const quizLink = { link: (words: string) => <Link to="/onboarding?retake=true">{words}</Link> }

function FullReadingLoading() {
  const t = useCompassText()
  return (
    <div className="grid min-h-40 place-items-center">
      <Spinner label={t('compass.fullReading.loading')} />
    </div>
  )
}
