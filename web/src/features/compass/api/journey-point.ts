// A journey point (POST /api/user-trajectory, context compass-reading), sent through the one outbox
// (docs/decisions/037-one-outbox.md): kept on the device first and sent with its Idempotency-Key, so
// a point made offline goes out when the network is back (after the archetype record whose baseline
// it claims) and a retry stores it once. Only the newest point waits: a newer one stands for the
// older (lib/outbox.ts dropWaiting), and one older than yesterday is dropped unsent, since the
// server keeps a point's local day only within a day of its own (docs/rules/trajectory.md).

import { addDays } from '@domain/dates.ts'
import { ApiError, api, idempotencyKey, NetworkError, ok } from '@/lib/api.ts'
import { deviceStore, storedText } from '@/lib/device-state/stored.ts'
import { todayLocal } from '@/lib/local-time.ts'
import {
  type Delivery,
  deliver,
  dropWaiting,
  type FirstOutcome,
  type OutboxEntry,
  registerDelivery,
} from '@/lib/outbox.ts'
import { KEYS } from '@/lib/storage.ts'

/** luna_last_compass_reading: the last current alignment stored as a journey point (3 decimals). */
export const lastPostedAtom = storedText(KEYS.lastCompassReading)

import { queryClient, queryKeys } from '@/lib/query.tsx'

/** The request's body, as the outbox keeps it. */
export interface JourneyPointBody {
  scalarValue: number
  context: 'compass-reading'
  personalBaseline: number
  profileData: { archetypeId: number | null; archetypeName: string | null }
  localDate: string
}

/** A post the network leaves hanging gives way after this, and waits like one never answered. */
const POST_TIMEOUT_MS = 15_000

async function send(entry: OutboxEntry<JourneyPointBody>): Promise<unknown> {
  try {
    return ok(
      await api['user-trajectory'].$post(
        { json: entry.body },
        {
          headers: { 'Idempotency-Key': entry.key },
          init: { signal: AbortSignal.timeout(POST_TIMEOUT_MS) },
        },
      ),
    )
  } catch (err) {
    // A hang is the network not answering: the point waits and goes again with its key.
    if (err instanceof DOMException && (err.name === 'TimeoutError' || err.name === 'AbortError'))
      throw new NetworkError(err)
    throw err
  }
}

function refreshJourney() {
  void queryClient.invalidateQueries({ queryKey: queryKeys.trajectory })
  void queryClient.invalidateQueries({ queryKey: queryKeys.trajectoryAnalysis })
}

export const journeyPointDelivery: Delivery<JourneyPointBody, unknown> = {
  send,
  delivered(entry) {
    deviceStore.set(lastPostedAtom, entry.body.scalarValue.toFixed(3))
    refreshJourney()
  },
  refused(_entry, err) {
    // Refused for its baseline: this device's archetype record may never have reached the server
    // (an earlier version of the app lost it offline). Send it again; the next change of the
    // reading posts a point again. (Loaded then: the onboarding's module is not the compass's.)
    if (err instanceof ApiError && err.status === 400)
      void import('@/lib/queries/onboarding.ts').then(
        (m) => m.resendArchetypeRecord(),
        () => undefined,
      )
  },
  stale: (entry) => entry.body.localDate < addDays(todayLocal(), -1),
}

registerDelivery('journey-point', journeyPointDelivery)

/**
 * Keeps the point (in place of any older one waiting) and sends it; resolves with its first
 * outcome, which it has already acted on as a later delivery or refusal would.
 */
export async function sendJourneyPoint(body: JourneyPointBody): Promise<FirstOutcome<unknown>> {
  dropWaiting('journey-point')
  const key = idempotencyKey()
  const outcome = await deliver('journey-point', key, body, journeyPointDelivery)
  if (outcome.kind === 'sent') refreshJourney()
  else if (outcome.kind === 'refused')
    journeyPointDelivery.refused?.({ kind: 'journey-point', key, body }, outcome.error)
  return outcome
}
