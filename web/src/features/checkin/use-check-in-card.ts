// The check-in card's state (docs/rules/emotional-check-in.md): what this browser knows of today's
// check-in until the server's status arrives, the once-a-day rule, skip and reopen, and the submission.
// The card (checkin-card.tsx) only renders it.
import { useAtom } from 'jotai'
import { useState } from 'react'
import {
  type CheckInMoment,
  type CheckInStatus,
  checkInSkippedOnAtom,
  useCheckInStatus,
  usePendingCheckIn,
  useSubmitCheckIn,
} from '@/features/checkin/api/check-in.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { deviceStore } from '@/lib/device-state/stored.ts'
import { localDayOfInstant, nextLocalMidnight, todayLocal } from '@/lib/local-time.ts'
import { checkedInHereOn } from '@/lib/reminder-offer.ts'

/**
 * What this browser knows of today's check-in before the server answers: checked in here today, or
 * skipped today. `prompt`: neither, so the card shows the slider, its tallest state.
 */
export function localCheckIn(today: string) {
  const local = readDevice().archetypeData
  // The baseline's own day, or this browser's record of a check-in today (the baseline's instant is
  // the server's, which may fall on another day than the device's clock says).
  const loggedLocally =
    (localDayOfInstant(local?.lastEmotionalUpdate) === today &&
      typeof local?.emotionalBaseline === 'number') ||
    checkedInHereOn(today)
  const skipped = deviceStore.get(checkInSkippedOnAtom) === today
  return { local, loggedLocally, skipped, prompt: !loggedLocally && !skipped }
}

/**
 * The day's check-in as the card shows it: the server's status once it is here, until then what this
 * browser knows (its own check-in today). One check-in a local day: the next opens at midnight.
 */
export function checkInDayOf(data: CheckInStatus | undefined, local: { loggedLocally: boolean }) {
  const logged = data ? data.hasLoggedToday : local.loggedLocally
  return {
    last: data?.lastEmotionalState ?? null,
    logged,
    canCheckIn: data ? data.canCheckIn : !logged,
    nextCheckInAt: data?.nextCheckInAt ?? (logged ? nextLocalMidnight() : null),
  }
}

export function useCheckInCard(moment: CheckInMoment | null, onCheckedIn: () => void, keepFocus: () => void) {
  const today = todayLocal()
  const status = useCheckInStatus(today)
  const submit = useSubmitCheckIn(onCheckedIn)
  const [skippedOn, setSkippedOn] = useAtom(checkInSkippedOnAtom)
  const [closed, setClosed] = useState(false)
  const [busy, setBusy] = useState(false)
  // A check-in kept while offline waits in the outbox and goes out by itself (lib/outbox.ts).
  const pending = usePendingCheckIn()
  const known = localCheckIn(today)
  return {
    today,
    status,
    local: known.local,
    ...checkInDayOf(status.data, known),
    skipped: skippedOn === today,
    closed,
    busy,
    pending,
    skip() {
      setSkippedOn(today)
      keepFocus()
    },
    reopen() {
      setSkippedOn(null)
      setClosed(false)
    },
    async send(value: number) {
      setBusy(true)
      const outcome = await submit(value, moment)
      setBusy(false)
      if (outcome !== 'saved') setClosed(true)
      keepFocus()
    },
  }
}
