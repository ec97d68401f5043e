// The compass screen's state (docs/rules/compass.md): the reading and the day kept on the device, the
// journey point of a fresh answer, the days computed ahead, the clarity choice, what a check-in
// changed, Luna's line from the visitor's own patterns, and what the cards are given. The screen (routes/compass.tsx) only renders it.
import { computedInEnglish } from '@domain/locale.ts'
import type { LunaInsight } from '@domain/luna.ts'
import { patternLineOf } from '@domain/patterns.ts'
import type { ClarityType } from '@domain/vocabulary.ts'
import { useQueryClient } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { localCheckIn } from '@/features/checkin/use-check-in-card.ts'
import type { BeforeCheckIn } from '@/features/compass/alignment-panel.tsx'
import { keepDaysAhead } from '@/features/compass/api/days-ahead.ts'
import { useTrajectoryPost } from '@/features/compass/api/trajectory-post.ts'
import { type CompassQuery, compassQueryKey } from '@/features/compass/use-compass.ts'
import { readKeptPatterns } from '@/features/journey/api/patterns.ts'
import { clarityTypeAtom } from '@/lib/clarity.ts'
import { keptReadingOf, returnOf } from '@/lib/device-state/kept-reading.ts'
import { paintedToday } from '@/lib/device-state/painted-today.ts'
import { readStored } from '@/lib/device-state/stored.ts'
import { spokenNow } from '@/lib/i18n.ts'
import { nowLocalTime, todayLocal } from '@/lib/local-time.ts'
import { postClarityChoice } from '@/lib/queries/luna-interaction.ts'
import { whenIdle } from '@/lib/when-idle.ts'
import { lunaToSave, momentOf, todayCardOf } from '@/routes/compass-screen.ts'

/** The screen's state around the compass query's result (routes/compass.tsx subscribes to it). */
export function useCompassScreen(compass: CompassQuery) {
  const client = useQueryClient()
  const reading = compass.data
  const [clarity, setClarityState] = useAtom(clarityTypeAtom)
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
  // The day's first open in this part of the day: the day computed ahead on an earlier visit, as the
  // first frame painted it, stays until the server's answer replaces it
  // (docs/decisions/026-days-computed-ahead.md). With nothing kept, today's card as the first frame of
  // a cold load computed and painted it on this device (docs/decisions/027-today-computed-on-a-cold-load.md).
  const [early] = useState(() =>
    reading
      ? null
      : (keptReadingOf(readStored, todayLocal(), nowLocalTime(), spokenNow())?.day ??
        (computedInEnglish(spokenNow()) ? paintedToday(todayLocal()) : null)),
  )
  // After a fresh answer, when the browser is idle: the next days, for their first open. Only on a
  // page the service worker controls, so that the rules' code comes from its cache, never from the
  // network during a first visit (docs/decisions/026-days-computed-ahead.md).
  useEffect(() => {
    // Computed in English's words: of no use to a visitor reading another language (docs/decisions/058).
    if (!fresh || !navigator.serviceWorker?.controller || !computedInEnglish(spokenNow())) return
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
  const luna = useMemo(() => lunaToSave(insight, reading), [insight, reading])

  // Only a pattern the Patterns view showed (the one kept from its last answer) may be spoken of.
  const patternLine = reading
    ? patternLineOf(readKeptPatterns()?.patterns ?? [], {
        localDate: reading.dailyReading.date,
        part: reading.dailyReading.now.part,
        heard: reading.dailyReading.heard,
      })
    : null
  return {
    compass,
    reading,
    back,
    checkInPrompt,
    insight,
    setInsight,
    clarity,
    setClarity,
    before,
    onCheckedIn,
    refreshCompass,
    dailyLuna,
    retry,
    luna,
    moment: momentOf(reading),
    today: todayCardOf(reading, early),
    patternLine,
  }
}
