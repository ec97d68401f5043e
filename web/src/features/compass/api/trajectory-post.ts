// A trajectory point is posted whenever the compass's current alignment changes: by at least 0.01
// from the last point posted, the journey's precision (journeyPointDue, docs/rules/trajectory.md).
// The last posted value is remembered, so the reloads of a few minutes post nothing. Each point goes
// through the outbox (./journey-point.ts): offline, the newest one waits for the network.
import { journeyPointDue } from '@domain/trajectory.ts'
import { useEffect } from 'react'
import { lastPostedAtom, sendJourneyPoint } from '@/features/compass/api/journey-point.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { deviceStore } from '@/lib/device-state/stored.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { newestWins } from '@/lib/newest-wins.ts'
import { whenIdle } from '@/lib/when-idle.ts'

/** The value being posted right now (StrictMode's double effects post it once). */
let inFlight: string | null = null
/** Posts may finish out of order: only the newest one started records its value as the last posted. */
const posts = newestWins()

export function useTrajectoryPost(current: number | undefined, personalBaseline: number | undefined) {
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
      sendJourneyPoint({
        scalarValue: current,
        context: 'compass-reading',
        personalBaseline,
        profileData: {
          archetypeId: data?.archetypeId ?? null,
          archetypeName: data?.archetypeName ?? null,
        },
        localDate: todayLocal(),
      })
        .then((outcome) => {
          // Stored: this value is the last posted. Kept: it is noted when it is delivered
          // (./journey-point.ts); until then a visit posts the reading again, in its place.
          // Refused: the next change (or visit) posts again.
          if (outcome.kind === 'sent' && posts.settle(ticket)) deviceStore.set(lastPostedAtom, value)
        })
        .finally(() => {
          if (inFlight === value) inFlight = null
        })
    })
  }, [current, personalBaseline])
}
