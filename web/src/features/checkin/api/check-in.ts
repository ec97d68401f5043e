// The emotional check-in's server state (docs/rules/emotional-check-in.md; docs/ARCHITECTURE.md): the day's status from
// GET /api/emotional-state/{sessionId}, and the submission, which is refused with 409 within 24
// hours of the last one. A success stores the one-day emotional baseline locally.

import { checkInSentence } from '@domain/content/feelings.ts'
import { partOfDay } from '@domain/dates.ts'
import {
  codonIndexFromValue,
  descriptorAt,
  EMOTIONAL_COOLDOWN_MS,
  emotionalBaseline,
} from '@domain/emotion.ts'
import { DEFAULT_BASELINE } from '@domain/vocabulary.ts'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, idempotencyKey, isNetworkFailure, ok } from '@/lib/api.ts'
import { recordCheckIn } from '@/lib/device-state/changes.ts'
import { readDevice, updateDevice } from '@/lib/device-state/store.ts'
import { anObject, deviceStore, storedJson, storedText } from '@/lib/device-state/stored.ts'
import { keepFeeling } from '@/lib/last-feeling.ts'
import { nowLocalTime, todayLocal } from '@/lib/local-time.ts'
import { queryKeys } from '@/lib/query.tsx'
import { noteCheckInDay } from '@/lib/reminder-offer.ts'
import { KEYS } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

async function fetchStatus(localDate: string) {
  return ok(
    await api['emotional-state'][':sessionId'].$get({
      // 'me': the session id travels only in the x-session-id header, never in a URL.
      param: { sessionId: 'me' },
      query: { localDate },
    }),
  )
}

export type CheckInStatus = Awaited<ReturnType<typeof fetchStatus>>

export const checkInStatusKey = (localDate: string) => [...queryKeys.emotionalState, localDate] as const

export function useCheckInStatus(localDate: string) {
  return useQuery({ queryKey: checkInStatusKey(localDate), queryFn: () => fetchStatus(localDate) })
}

/** What the compass knows at the moment of the check-in, sent as its context. */
export interface CheckInMoment {
  scalarAlignment: number
  schumannFrequency: number
  planetaryContext: { schumannQuality: string; cosmicWeather: string; kIndex: number; source: string }
}

/**
 * The 201 answer of POST /api/emotional-state (worker/routes/emotions.ts). The route answers
 * through its idempotency helper, so the RPC client cannot infer this shape.
 */
interface CheckInSaved {
  newBaseline: number
  emotionalState: NonNullable<CheckInStatus['lastEmotionalState']>
}

function isCheckInSaved(body: unknown): body is CheckInSaved {
  const b = body as Partial<CheckInSaved> | null
  return (
    typeof b?.newBaseline === 'number' &&
    typeof b.emotionalState?.createdAt === 'string' &&
    typeof b.emotionalState.value === 'number'
  )
}

export type SubmitOutcome = 'saved' | 'refused' | 'failed'

type CheckInBody = Parameters<(typeof api)['emotional-state']['$post']>[0]['json']

/** A check-in made without the network: its body and Idempotency-Key, sent once when back online. */
interface PendingCheckIn {
  key: string
  body: CheckInBody
}

/** luna_checkin_skipped_on: the local day the visitor skipped the check-in. */
export const checkInSkippedOnAtom = storedText(KEYS.checkInSkippedOn)

/** luna_pending_checkin: the check-in kept while offline. */
const pendingCheckInAtom = storedJson(KEYS.pendingCheckIn, (value) => {
  const pending = anObject<Partial<PendingCheckIn>>(value)
  return pending?.key && pending.body ? (pending as PendingCheckIn) : null
})

async function post(pending: PendingCheckIn): Promise<CheckInSaved> {
  const answer: unknown = await ok(
    await api['emotional-state'].$post(
      { json: pending.body },
      { headers: { 'Idempotency-Key': pending.key } },
    ),
  )
  if (!isCheckInSaved(answer)) throw new Error('Unexpected answer to the check-in')
  return answer
}

/** What the server's answer changes here: the one-day baseline on the device, the day's status. */
function applySaved(client: QueryClient, body: CheckInSaved, localDate: string) {
  const at = new Date(body.emotionalState.createdAt)
  updateDevice((s) => recordCheckIn(s, body.newBaseline, body.emotionalState.value, at))
  noteCheckInDay(localDate)
  keepFeeling({
    date: localDate,
    value: body.emotionalState.value,
    descriptor: body.emotionalState.descriptor,
    at: body.emotionalState.createdAt,
  })
  client.setQueryData<CheckInStatus>(checkInStatusKey(localDate), (old) => ({
    hasLoggedToday: true,
    canCheckIn: false,
    nextCheckInAt: new Date(at.getTime() + EMOTIONAL_COOLDOWN_MS).toISOString(),
    lastEmotionalState: { ...body.emotionalState },
    moodNotes: old?.moodNotes ?? [],
  }))
}

let sending: Promise<boolean> | null = null

/**
 * Sends the check-in kept while offline, once (docs/decisions/019-offline-first.md): the same body
 * and Idempotency-Key, so a retry can never store it twice. Refused (another device checked in, or
 * the day has passed): dropped, and the server's status shown. No network: kept for the next try,
 * and the promise resolves true (it still waits).
 */
export function sendPendingCheckIn(client: QueryClient): Promise<boolean> {
  sending ??= (async () => {
    const pending = deviceStore.get(pendingCheckInAtom)
    if (!pending) return false
    try {
      const saved = await post(pending)
      deviceStore.set(pendingCheckInAtom, null)
      applySaved(client, saved, pending.body.localDate ?? todayLocal())
      toast({
        title: 'Check-in sent',
        description: 'Your offline check-in reached Luna.',
        variant: 'success',
      })
    } catch (err) {
      // No answer from the server: kept for the next try.
      if (!(err instanceof ApiError)) return true
      deviceStore.set(pendingCheckInAtom, null)
      toast({
        title: 'Check-in not kept',
        description: (err instanceof ApiError ? err.serverMessage : null) ?? 'Luna could not store it.',
        variant: 'destructive',
      })
    }
    void client.invalidateQueries({ queryKey: queryKeys.emotionalState })
    void client.invalidateQueries({ queryKey: queryKeys.compass })
    void client.invalidateQueries({ queryKey: queryKeys.month })
    return false
  })().finally(() => {
    sending = null
  })
  return sending
}

/** Whether a check-in made offline is waiting to be sent. */
export function hasPendingCheckIn(): boolean {
  return deviceStore.get(pendingCheckInAtom) !== null
}

export function useSubmitCheckIn(onAdjusted: () => void) {
  const client = useQueryClient()
  return async (value: number, moment: CheckInMoment | null): Promise<SubmitOutcome> => {
    const localDate = todayLocal()
    const codonIndex = codonIndexFromValue(value)
    const data = readDevice().archetypeData
    const pending: PendingCheckIn = {
      key: idempotencyKey(),
      body: {
        emotionalValue: value,
        codonIndex,
        descriptor: descriptorAt(codonIndex),
        context: {
          timeOfDay: partOfDay(nowLocalTime()),
          dayOfWeek: new Date().toLocaleDateString('en-US', { weekday: 'long' }),
          scalarAlignment: moment?.scalarAlignment ?? null,
          planetaryContext: moment?.planetaryContext ?? null,
          schumannFrequency: moment?.schumannFrequency ?? null,
        },
        baseline: data?.combinedBaseline ?? null,
        archetypeName: data?.archetypeName ?? null,
        localDate,
      },
    }
    try {
      const body = await post(pending)
      applySaved(client, body, localDate)
      toast({
        title: 'Check-in Saved',
        description: checkInSentence(
          body.emotionalState.descriptor,
          body.emotionalState.baseline,
          body.newBaseline,
        ),
        variant: 'success',
      })
      onAdjusted()
      void client.invalidateQueries({ queryKey: queryKeys.savedReadings })
      void client.invalidateQueries({ queryKey: queryKeys.month })
      return 'saved'
    } catch (err) {
      if (isNetworkFailure(err)) {
        // Offline: kept and sent once the network is back; the day's baseline moves here now, by
        // the same rule the server applies (domain/emotion.ts).
        deviceStore.set(pendingCheckInAtom, pending)
        const now = new Date()
        const baseline = data?.combinedBaseline ?? DEFAULT_BASELINE
        const newBaseline = emotionalBaseline(baseline, value)
        applySaved(
          client,
          {
            newBaseline,
            emotionalState: {
              value,
              codonIndex,
              descriptor: descriptorAt(codonIndex),
              baseline,
              newBaseline,
              localDate,
              createdAt: now.toISOString(),
            },
          },
          localDate,
        )
        toast({
          title: 'Check-in kept on this device',
          description: 'You are offline. Luna will send it as soon as you are back online.',
        })
        onAdjusted()
        return 'saved'
      }
      const refused = err instanceof ApiError && err.status === 409
      toast({
        title: 'Error',
        description: (err instanceof ApiError ? err.serverMessage : null) ?? 'Failed to save emotional state',
        variant: 'destructive',
      })
      if (refused) void client.invalidateQueries({ queryKey: queryKeys.emotionalState })
      return refused ? 'refused' : 'failed'
    }
  }
}
