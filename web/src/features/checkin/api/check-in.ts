// The emotional check-in's server state (docs/rules/emotional-check-in.md; docs/ARCHITECTURE.md): the day's status from
// GET /api/emotional-state/{sessionId}, and the submission, which is refused with 409 within 24
// hours of the last one. A success stores the one-day emotional baseline locally.

import { partOfDay } from '@domain/dates.ts'
import { codonIndexFromValue, descriptorAt, EMOTIONAL_COOLDOWN_MS } from '@domain/emotion.ts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, idempotencyKey, ok } from '@/lib/api.ts'
import { recordCheckIn } from '@/lib/device-state/changes.ts'
import { readDevice, updateDevice } from '@/lib/device-state/store.ts'
import { fixed } from '@/lib/format.ts'
import { nowLocalTime, todayLocal } from '@/lib/local-time.ts'
import { queryKeys } from '@/lib/query.tsx'
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
  return typeof b?.newBaseline === 'number' && typeof b.emotionalState?.createdAt === 'string'
}

export type SubmitOutcome = 'saved' | 'refused' | 'failed'

export function useSubmitCheckIn(onAdjusted: () => void) {
  const client = useQueryClient()
  return async (value: number, moment: CheckInMoment | null): Promise<SubmitOutcome> => {
    const localDate = todayLocal()
    const codonIndex = codonIndexFromValue(value)
    const data = readDevice().archetypeData
    try {
      const answer: unknown = await ok(
        await api['emotional-state'].$post(
          {
            json: {
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
          },
          { headers: { 'Idempotency-Key': idempotencyKey() } },
        ),
      )
      if (!isCheckInSaved(answer)) throw new Error('Unexpected answer to the check-in')
      const body = answer
      const at = new Date(body.emotionalState.createdAt)
      // The one-day emotional baseline is kept in the archetype data.
      updateDevice((s) => recordCheckIn(s, body.newBaseline, at))
      client.setQueryData<CheckInStatus>(checkInStatusKey(localDate), {
        hasLoggedToday: true,
        canCheckIn: false,
        nextCheckInAt: new Date(at.getTime() + EMOTIONAL_COOLDOWN_MS).toISOString(),
        lastEmotionalState: { ...body.emotionalState },
      })
      toast({
        title: 'Check-in Saved',
        description: `Your baseline is ${fixed(body.newBaseline)} for the rest of today.`,
        variant: 'success',
      })
      onAdjusted()
      void client.invalidateQueries({ queryKey: queryKeys.savedReadings })
      return 'saved'
    } catch (err) {
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
