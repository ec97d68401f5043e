// The emotional check-in's server state (docs/rules/emotional-check-in.md; docs/ARCHITECTURE.md): the day's status from
// GET /api/emotional-state/{sessionId}, and the submission, which is refused with 409 when the
// visitor has checked in on this local day already. A success stores the one-day emotional baseline
// locally.

import { localTimeOf, partOfDay, weekdayOfInstant } from '@domain/dates.ts'
import { codonIndexFromValue, descriptorAt, emotionalBaseline } from '@domain/emotion.ts'
import { contentLocale, type Locale } from '@domain/locale.ts'
import { DEFAULT_BASELINE } from '@domain/vocabulary.ts'
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { checkInSentenceIn } from '@/features/checkin/check-in-sentence.tsx'
import { useCheckInText } from '@/features/checkin/checkin-text.ts'
import { ApiError, api, idempotencyKey, ok } from '@/lib/api.ts'
import { recordCheckIn } from '@/lib/device-state/check-in-change.ts'
import { readDevice, updateDevice } from '@/lib/device-state/store.ts'
import { storedText } from '@/lib/device-state/stored.ts'
import { spokenNow, useSpokenLocale } from '@/lib/i18n.ts'
import { keepFeeling } from '@/lib/kept-feelings.ts'
import { nextLocalMidnight, nowLocalTime, todayLocal } from '@/lib/local-time.ts'
import { type Delivery, deliver, type OutboxEntry, registerDelivery, useWaiting } from '@/lib/outbox.ts'
import { queryClient, queryKeys } from '@/lib/query.tsx'
import { noteCheckInDay } from '@/lib/reminder-offer.ts'
import { KEYS } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

async function fetchStatus(localDate: string, lang: Locale) {
  return ok(
    await api['emotional-state'][':sessionId'].$get({
      // 'me': the session id travels only in the x-session-id header, never in a URL.
      param: { sessionId: 'me' },
      // Luna's answers to the day's notes in the language spoken (docs/decisions/058-reading-languages.md).
      query: { localDate, localTime: nowLocalTime(), lang: contentLocale(lang) },
    }),
  )
}

export type CheckInStatus = Awaited<ReturnType<typeof fetchStatus>>

/** The day's check-in status in a language (Luna's answers to its notes are said in it). */
export const checkInStatusKey = (localDate: string, lang: Locale = spokenNow()) =>
  [...queryKeys.emotionalState, localDate, lang] as const

export const checkInStatusQuery = (localDate: string, lang: Locale = spokenNow()) =>
  queryOptions({ queryKey: checkInStatusKey(localDate, lang), queryFn: () => fetchStatus(localDate, lang) })

export const useCheckInStatus = (localDate: string) =>
  useQuery(checkInStatusQuery(localDate, useSpokenLocale()))

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

/** luna_checkin_skipped_on: the local day the visitor skipped the check-in. */
export const checkInSkippedOnAtom = storedText(KEYS.checkInSkippedOn)

async function post(pending: OutboxEntry<CheckInBody>): Promise<CheckInSaved> {
  const answer: unknown = await ok(
    await api['emotional-state'].$post(
      { json: pending.body },
      { headers: { 'Idempotency-Key': pending.key } },
    ),
  )
  if (!isCheckInSaved(answer)) throw new Error('Unexpected answer to the check-in')
  return answer
}

/** After a check-in's answer, or its refusal: the day's status and what depends on it are read again. */
function refreshAfter(client: QueryClient) {
  void client.invalidateQueries({ queryKey: queryKeys.emotionalState })
  void client.invalidateQueries({ queryKey: queryKeys.compass })
  void client.invalidateQueries({ queryKey: queryKeys.month })
  void client.invalidateQueries({ queryKey: queryKeys.patterns })
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
    words: null,
    localTime: localTimeOf(at),
  })
  client.setQueryData<CheckInStatus>(checkInStatusKey(localDate), (old) => ({
    hasLoggedToday: true,
    canCheckIn: false,
    nextCheckInAt: nextLocalMidnight(),
    lastEmotionalState: { ...body.emotionalState },
    moodNotes: old?.moodNotes ?? [],
  }))
}

/**
 * A check-in that waited in the outbox (offline, or the server asked to wait) goes out by itself,
 * once: the same body and Idempotency-Key, so a retry can never store it twice (docs/decisions/037).
 * Refused (another device checked in, or the day has passed): dropped, and the server's status shown.
 */
export const checkInDelivery: Delivery<CheckInBody, CheckInSaved> = {
  send: post,
  delivered(entry, saved) {
    applySaved(queryClient, saved, entry.body.localDate ?? todayLocal())
    void useCheckInText.loaded().then((t) =>
      toast({
        title: t('checkin.toast.sent'),
        description: t('checkin.toast.sent.body'),
        variant: 'success',
      }),
    )
    refreshAfter(queryClient)
  },
  refused(_entry, err) {
    void useCheckInText.loaded().then((t) =>
      toast({
        title: t('checkin.toast.notKept'),
        description: (err instanceof ApiError ? err.serverMessage : null) ?? t('checkin.toast.notKept.body'),
        variant: 'destructive',
      }),
    )
    refreshAfter(queryClient)
  },
}

registerDelivery('check-in', checkInDelivery)

/** Whether a check-in made offline is waiting to be sent (the card says so while it does). */
export const usePendingCheckIn = (): boolean => useWaiting('check-in').entry !== null

export function useSubmitCheckIn(onAdjusted: () => void) {
  const client = useQueryClient()
  const t = useCheckInText()
  return async (value: number, moment: CheckInMoment | null): Promise<SubmitOutcome> => {
    const localDate = todayLocal()
    const codonIndex = codonIndexFromValue(value)
    const data = readDevice().archetypeData
    const body: CheckInBody = {
      emotionalValue: value,
      codonIndex,
      descriptor: descriptorAt(codonIndex),
      context: {
        timeOfDay: partOfDay(nowLocalTime()),
        dayOfWeek: weekdayOfInstant(new Date()),
        scalarAlignment: moment?.scalarAlignment ?? null,
        planetaryContext: moment?.planetaryContext ?? null,
        schumannFrequency: moment?.schumannFrequency ?? null,
      },
      baseline: data?.combinedBaseline ?? null,
      archetypeName: data?.archetypeName ?? null,
      localDate,
      localTime: nowLocalTime(),
    }
    const outcome = await deliver('check-in', idempotencyKey(), body, checkInDelivery)
    if (outcome.kind === 'sent') {
      const saved = outcome.answer
      applySaved(client, saved, localDate)
      toast({
        title: t('checkin.toast.saved'),
        description: await checkInSentenceIn(spokenNow(), {
          descriptor: saved.emotionalState.descriptor,
          baseline: saved.emotionalState.baseline,
          newBaseline: saved.newBaseline,
        }),
        variant: 'success',
      })
      onAdjusted()
      void client.invalidateQueries({ queryKey: queryKeys.savedReadings })
      void client.invalidateQueries({ queryKey: queryKeys.month })
      void client.invalidateQueries({ queryKey: queryKeys.patterns })
      return 'saved'
    }
    if (outcome.kind === 'kept') {
      // Kept in the outbox and sent by itself later; the day's baseline moves here now, by the same
      // rule the server applies (domain/emotion.ts).
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
            createdAt: new Date().toISOString(),
          },
        },
        localDate,
      )
      toast({
        title: t('checkin.toast.kept'),
        description:
          outcome.verdict.status === 'offline'
            ? t('checkin.toast.kept.offline')
            : `${outcome.verdict.message ?? ''} ${t('checkin.toast.kept.later')}`.trim(),
      })
      onAdjusted()
      return 'saved'
    }
    const err = outcome.error
    const refused = err instanceof ApiError && err.status === 409
    toast({
      title: t('checkin.toast.error'),
      description: (err instanceof ApiError ? err.serverMessage : null) ?? t('checkin.toast.failed'),
      variant: 'destructive',
    })
    if (refused) void client.invalidateQueries({ queryKey: queryKeys.emotionalState })
    return refused ? 'refused' : 'failed'
  }
}
