// The Daily Compass (docs/rules/compass.md; docs/decisions/007-derived-rules.md), at / and /compass. Simple view: the
// alignment panel, the check-in, today's guidance, clarity, Luna's insight, the streak and the
// save-reading card. The full view (Advanced mode) adds the cards of features/compass/full-reading.

import { hourLine } from '@domain/content/daily.ts'
import { partOfDay } from '@domain/dates.ts'
import { compassGreeting } from '@domain/greeting.ts'
import type { LunaInsight } from '@domain/luna.ts'
import type { ClarityType } from '@domain/vocabulary.ts'
import { useQueryClient } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { InstallCard } from '@/components/install/install-card.tsx'
import { LunaInsightCard } from '@/components/luna/luna-insight-card.tsx'
import { Notice, PageHeader } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Staged } from '@/components/ui/staged.tsx'
import type { CheckInMoment } from '@/features/checkin/api/check-in.ts'
import { CheckInCard, localCheckIn } from '@/features/checkin/checkin-card.tsx'
import { AlignmentPanel, type BeforeCheckIn } from '@/features/compass/alignment-panel.tsx'
import { keepDaysAhead } from '@/features/compass/api/days-ahead.ts'
import { localLunaFlags } from '@/features/compass/api/luna-flags.ts'
import { useTrajectoryPost } from '@/features/compass/api/trajectory-post.ts'
import { ClaritySelector } from '@/features/compass/clarity-selector.tsx'
import {
  CardsLoading,
  CheckInLoading,
  CompassError,
  CompassLoading,
  LunaLoading,
  TodayLoading,
} from '@/features/compass/compass-states.tsx'
import { GuidanceCard } from '@/features/compass/guidance-card.tsx'
import { SaveReadingCard } from '@/features/compass/save-reading-card.tsx'
import { SimpleHint } from '@/features/compass/simple-hint.tsx'
import { StreakCard, StreakLoading } from '@/features/compass/streak-card.tsx'
import { TodayCard, type TodayCardDay } from '@/features/compass/today-card.tsx'
import { compassQueryKey, useCompass } from '@/features/compass/use-compass.ts'
import { clarityTypeAtom } from '@/lib/clarity.ts'
import { keptReadingOf, returnOf } from '@/lib/device-state/kept-reading.ts'
import { paintedToday } from '@/lib/device-state/painted-today.ts'
import { isGuest } from '@/lib/device-state/profile.ts'
import { useDevice } from '@/lib/device-state/store.ts'
import { readStored } from '@/lib/device-state/stored.ts'
import { nowLocalTime, todayLocal } from '@/lib/local-time.ts'
import { postClarityChoice } from '@/lib/queries/luna-interaction.ts'
import { QueryProvider } from '@/lib/query.tsx'
import { useViewMode } from '@/lib/view-mode.tsx'
import { whenIdle } from '@/lib/when-idle.ts'

const FullReading = lazy(() => import('@/features/compass/full-reading.tsx'))

export default function CompassPage() {
  return (
    <QueryProvider>
      <CompassScreen />
    </QueryProvider>
  )
}

function CompassScreen() {
  const { mode } = useViewMode()
  const client = useQueryClient()
  const compass = useCompass()
  const reading = compass.data
  const [clarity, setClarityState] = useAtom(clarityTypeAtom)
  const device = useDevice()
  const name = device.archetypeData?.userName
  const archetypeName = device.archetypeData?.archetypeName ?? null
  // Sent here from onboarding (the footer's quiz link, or back into finished steps): say why.
  const arrivedOnboarded =
    (useLocation().state as { alreadyOnboarded?: boolean } | null)?.alreadyOnboarded === true
  // A return, as this device knew it when the page opened (the first frame greeted with the same).
  const [back] = useState(() => returnOf(readStored, todayLocal()))
  // The check-in's slider is the largest part the first render could draw without the reading: it
  // mounts a task later, in a placeholder of its size. Its shorter states (checked in, skipped, the
  // 24-hour rule) are drawn at once, so no placeholder of another size ever stands in for them.
  const [checkInPrompt] = useState(() => localCheckIn(todayLocal()).prompt)
  const [insight, setInsight] = useState<LunaInsight | null>(null)
  // A journey point is the server's reading of this visit: never the one kept from earlier today,
  // nor one computed offline.
  const fresh = reading && compass.isFetchedAfterMount && !reading.offline ? reading : undefined
  useTrajectoryPost(fresh?.scalarAlignment.currentAlignment, fresh?.scalarAlignment.personalBaseline)
  // The day's first open: the day computed ahead on an earlier visit, as the first frame painted it,
  // stays until the server's answer replaces it (docs/decisions/026-days-computed-ahead.md).
  // With nothing kept for today, today's card as the first frame of a cold load computed and painted
  // it on this device (docs/decisions/027-today-computed-on-a-cold-load.md).
  // Also when the reading on screen is the day's last answer kept from another part of the day:
  // the card then takes the hour's line from it (api/compass.ts, lastCompass).
  const [early] = useState(() =>
    reading && !reading.hourUnknown
      ? null
      : (keptReadingOf(readStored, todayLocal(), nowLocalTime())?.day ?? paintedToday(todayLocal())),
  )
  // After a fresh answer, when the browser is idle: the next days, for their first open. Only on a
  // page the service worker controls, so that the rules' code comes from its cache, never from the
  // network during a first visit (docs/decisions/026-days-computed-ahead.md).
  useEffect(() => {
    if (!fresh || !navigator.serviceWorker?.controller) return
    return whenIdle(() => void keepDaysAhead().catch(() => undefined), 5_000)
  }, [fresh])

  const setClarity = (next: ClarityType | null) => {
    if (next && next !== clarity) postClarityChoice(next)
    setClarityState(next)
  }
  const refreshCompass = useCallback(
    () => void client.invalidateQueries({ queryKey: compassQueryKey }),
    [client],
  )
  // What the compass showed before a check-in, so the panel can say what the check-in changed.
  const [before, setBefore] = useState<BeforeCheckIn | null>(null)
  const onCheckedIn = useCallback(() => {
    if (reading) {
      const a = reading.scalarAlignment
      setBefore({ baseline: a.personalBaseline, current: a.currentAlignment, delta: a.delta })
    }
    refreshCompass()
  }, [reading, refreshCompass])
  const dailyLuna = useMemo(
    () => (reading ? { date: reading.dailyReading.date, luna: reading.dailyReading.luna } : null),
    [reading],
  )
  const retry = () => {
    if (!compass.isFetching) void compass.refetch()
  }

  const moment: CheckInMoment | null = reading
    ? {
        scalarAlignment: reading.scalarAlignment.currentAlignment,
        schumannFrequency: reading.planetaryContext.schumannFrequency,
        planetaryContext: {
          schumannQuality: reading.planetaryContext.schumannQuality,
          cosmicWeather: reading.planetaryContext.cosmicWeather,
          kIndex: reading.planetaryContext.kIndex,
          source: reading.planetaryContext.source,
        },
      }
    : null

  // What a saved reading keeps of Luna: the insight on screen, or the flags computed locally.
  const luna = useMemo(() => {
    if (insight) {
      const { mood, tone, tag, message, optionalSuggestion, flags, stabilityIndex } = insight
      return { mood, tone, tag, message, optionalSuggestion, flags, stabilityIndex }
    }
    if (!reading) return null
    const local = localLunaFlags(
      reading.scalarAlignment.currentAlignment,
      reading.dailyGuidance.timePhase,
      reading.planetaryContext.schumannFrequency,
    )
    return { flags: local.flags, stabilityIndex: local.stabilityIndex }
  }, [insight, reading])

  // The hour's line, in the words of the part of the day it is now (docs/rules/daily-reading.md).
  const lineOf = (note: string | null) => hourLine(note, partOfDay(nowLocalTime()))
  const today: TodayCardDay | null = reading
    ? {
        ...reading.dailyReading,
        moon: reading.dailyReading.moon?.name ?? null,
        hourLine: !reading.hourUnknown
          ? lineOf(reading.dailyReading.now.note)
          : early
            ? lineOf(early.note)
            : null,
      }
    : early
      ? { ...early, hourLine: lineOf(early.note) }
      : null

  const checkIn = <CheckInCard moment={moment} onAdjusted={refreshCompass} onCheckedIn={onCheckedIn} />

  return (
    <div className="pb-10">
      <PageHeader
        title="Daily Compass"
        description={compassGreeting({
          name,
          localTime: nowLocalTime(),
          today: todayLocal(),
          now: new Date(),
          ...back,
        })}
      />
      {/* One layout for every state, so the cards that do not need the reading keep their place. */}
      <div className="space-y-4">
        {arrivedOnboarded ? (
          <div data-testid="already-onboarded">
            {isGuest(device) ? (
              <Notice title="You are exploring as a guest">
                <p>
                  Your compass is already open. To find your own archetype,{' '}
                  <Link to="/onboarding?retake=true">take the archetype quiz</Link>.
                </p>
              </Notice>
            ) : (
              <Notice title="You have already found your archetype">
                <p>
                  {archetypeName ? `You are ${archetypeName}. ` : ''}To take the quiz again,{' '}
                  <Link to="/onboarding?retake=true">retake the archetype quiz</Link>.
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
            You are offline. This reading was computed on this device, from your profile and Luna's model of
            the Earth's field; it updates when you are back online.
          </p>
        ) : null}
        {today ? <TodayCard day={today} name={name} /> : compass.isError ? null : <TodayLoading />}
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
            <LunaInsightCard page="compass" daily={dailyLuna} onInsight={setInsight} />
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
            <InstallCard dismissible />
          </Staged>
        ) : null}
      </div>
    </div>
  )
}

function FullReadingLoading() {
  return (
    <div className="grid min-h-40 place-items-center">
      <Spinner label="Loading the full reading" />
    </div>
  )
}
