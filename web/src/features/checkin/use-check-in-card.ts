// The check-in card's state (docs/rules/emotional-check-in.md): what this browser knows of today's
// check-in until the server's status arrives, the 24-hour rule, skip and reopen, and the submission.
// The card (checkin-card.tsx) only renders it.
import { canAdjustEmotion, EMOTIONAL_COOLDOWN_MS } from '@domain/emotion.ts'
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
import { localDayOfInstant, todayLocal } from '@/lib/local-time.ts'

/**
 * What this browser knows of today's check-in before the server answers: checked in here today, the
 * 24-hour rule still running from its last check-in, or skipped today. `prompt`: none of these, so
 * the card shows the slider, its tallest state.
 */
export function localCheckIn(today: string, now = Date.now()) {
  const local = readDevice().archetypeData
  const loggedLocally =
    localDayOfInstant(local?.lastEmotionalUpdate) === today && typeof local?.emotionalBaseline === 'number'
  const lastAt = local?.lastEmotionalUpdate ? Date.parse(local.lastEmotionalUpdate) : Number.NaN
  const cooldown = Number.isFinite(lastAt) && !canAdjustEmotion(lastAt, now)
  const skipped = deviceStore.get(checkInSkippedOnAtom) === today
  return { local, loggedLocally, lastAt, cooldown, skipped, prompt: !loggedLocally && !cooldown && !skipped }
}

/**
 * The day's check-in as the card shows it: the server's status once it is here, until then what this
 * browser knows (its own check-in today, and the 24-hour rule from its last one).
 */
export function checkInDayOf(
  data: CheckInStatus | undefined,
  local: { loggedLocally: boolean; cooldown: boolean; lastAt: number },
) {
  return {
    last: data?.lastEmotionalState ?? null,
    logged: data ? data.hasLoggedToday : local.loggedLocally,
    canCheckIn: data ? data.canCheckIn : !local.cooldown,
    nextCheckInAt: data
      ? data.nextCheckInAt
      : local.cooldown
        ? new Date(local.lastAt + EMOTIONAL_COOLDOWN_MS).toISOString()
        : null,
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
