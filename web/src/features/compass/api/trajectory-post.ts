// A trajectory point is posted whenever the compass's current alignment changes: by at least 0.01
// from the last point posted, the journey's precision (journeyPointDue, docs/rules/trajectory.md).
// The last posted value is remembered, so the reloads of a few minutes post nothing.
import { journeyPointDue } from '@domain/trajectory.ts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api, settled } from '@/lib/api.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { deviceStore, storedText } from '@/lib/device-state/stored.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { newestWins } from '@/lib/newest-wins.ts'
import { resendArchetypeRecord } from '@/lib/queries/onboarding.ts'
import { queryKeys } from '@/lib/query.tsx'
import { KEYS } from '@/lib/storage.ts'
import { whenIdle } from '@/lib/when-idle.ts'

/** luna_last_compass_reading: the last current alignment posted as a journey point (3 decimals). */
const lastPostedAtom = storedText(KEYS.lastCompassReading)

/** The value being posted right now (StrictMode's double effects post it once). */
let inFlight: string | null = null
/** Posts may finish out of order: only the newest one started records its value as the last posted. */
const posts = newestWins()
/** A post the network leaves hanging gives way after this, so later changes are posted again. */
const POST_TIMEOUT_MS = 15_000

export function useTrajectoryPost(current: number | undefined, personalBaseline: number | undefined) {
  const client = useQueryClient()
  useEffect(() => {
    if (current === undefined || personalBaseline === undefined) return
    const value = current.toFixed(3)
    // A record kept in the background: it waits until the screen has drawn (docs/decisions/032).
    return whenIdle(() => {
      const last = deviceStore.get(lastPostedAtom)
      if (!journeyPointDue(last === null ? null : Number(last), current)) return
      // The same point already on its way; a point due beside it goes too.
      if (inFlight !== null && !journeyPointDue(Number(inFlight), current)) return
      inFlight = value
      const ticket = posts.start()
      const data = readDevice().archetypeData
      api['user-trajectory']
        .$post(
          {
            json: {
              scalarValue: current,
              context: 'compass-reading',
              personalBaseline,
              profileData: {
                archetypeId: data?.archetypeId ?? null,
                archetypeName: data?.archetypeName ?? null,
              },
              localDate: todayLocal(),
            },
          },
          { init: { signal: AbortSignal.timeout(POST_TIMEOUT_MS) } },
        )
        .then(async (res) => {
          // Refused for its baseline: this device's archetype record may never have reached the
          // server. Send it again; the next change of the reading posts the point again.
          if (res.status === 400) void resendArchetypeRecord()
          if (!(await settled(res))) return
          if (posts.settle(ticket)) deviceStore.set(lastPostedAtom, value)
          void client.invalidateQueries({ queryKey: queryKeys.trajectory })
          void client.invalidateQueries({ queryKey: queryKeys.trajectoryAnalysis })
        })
        .catch(() => {
          // Offline or refused: the next change (or visit) posts again.
        })
        .finally(() => {
          if (inFlight === value) inFlight = null
        })
    })
  }, [current, personalBaseline, client])
}
