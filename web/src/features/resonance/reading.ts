// The visitor's reading of this moment for Luna on the resonance page: the time engine at the
// current local time (awareness 0.5, elevation 0, the stored archetype) on the compass baseline.
import { resolveCompassBaseline } from '@domain/scalar.ts'
import { computeTimeWindow } from '@domain/time-engine.ts'
import { GUEST_ARCHETYPE_ID, type WindowPhase } from '@domain/vocabulary.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { localDayOfInstant, nowLocalTime, todayLocal } from '@/lib/local-time.ts'

export interface MomentReading {
  scalar: number
  windowPhase: WindowPhase
  baseline: number
}

export function momentReading(): MomentReading {
  const data = readDevice().archetypeData
  const today = todayLocal()
  const baseline = resolveCompassBaseline(
    {
      emotionalBaseline: data?.emotionalBaseline,
      lastEmotionalUpdateDate: localDayOfInstant(data?.lastEmotionalUpdate),
      combinedBaseline: data?.combinedBaseline,
      birthScalar: data?.birthScalar,
      archetypeScalar: data?.archetypeScalar,
      archetypeId: data?.archetypeId,
    },
    today,
  ).value
  const result = computeTimeWindow({
    date: today,
    time: nowLocalTime(),
    elevation: 0,
    awareness: 0.5,
    archetype: data?.archetypeId ?? GUEST_ARCHETYPE_ID,
    baseline_xi: baseline,
  })
  return { scalar: result.computed, windowPhase: result.windowPhase, baseline }
}
