// The profile's Journey tab with the compass's value now (docs/decisions/045): the route joins the
// two features, the compass's own query and the journey panel, which imports no other feature.
import { useCompass } from '@/features/compass/use-compass.ts'
import { type CompassNow, JourneyPanel } from '@/features/journey/journey-panel.tsx'

export default function ProfileJourney() {
  const compass = useCompass()
  const answer = compass.data
  // Dated 0: the answer kept on the device from an earlier visit, shown only until the server's.
  const now: CompassNow =
    answer && !answer.offline && compass.dataUpdatedAt > 0
      ? { currentAlignment: answer.scalarAlignment.currentAlignment, unreachable: false }
      : { currentAlignment: null, unreachable: Boolean(answer?.offline) || compass.isError }
  return <JourneyPanel compassNow={now} />
}
