// The compass's moment (docs/rules/compass.md): the time engine at the request's local time
// (elevation 0, the profile's archetype, no location) plus the Schumann/K-index influence, and
// the awareness a check-in gives. Apart from compass.ts, which
// joins the codons' words, so that the day's reading can be computed in a bundle without them
// (the web app's first frame).
import { clamp, round3 } from './numbers.ts'
import { MAX_DEVIATION, SCHUMANN_INFLUENCE_LIMIT } from './ranges.ts'
import type { SchumannData } from './schumann.ts'
import { type Contributions, computeContributions } from './time-engine.ts'
import { SCHUMANN_BASELINE_HZ } from './vocabulary.ts'

/**
 * Schumann influence: (frequency − 7.83) × 0.3 + (K-index − 2) × 0.01, within ±0.05. A lively
 * field lifts the reading a little; a quiet one lets it settle.
 */
export function schumannInfluence(schumann: Pick<SchumannData, 'frequency' | 'kIndex'>): number {
  return round3(
    clamp(
      (schumann.frequency - SCHUMANN_BASELINE_HZ) * 0.3 + (schumann.kIndex - 2) * 0.01,
      -SCHUMANN_INFLUENCE_LIMIT,
      SCHUMANN_INFLUENCE_LIMIT,
    ),
  )
}

/**
 * The compass's awareness (docs/rules/compass.md): 0.5 (no word from the visitor), or the day's
 * check-in value / 100, so that how the visitor says they feel moves the moment itself, not only
 * the baseline (docs/decisions/017-one-daily-reading.md).
 */
export function compassAwareness(checkInValue: number | null | undefined): number {
  if (checkInValue === null || checkInValue === undefined || !Number.isFinite(checkInValue)) return 0.5
  return clamp(checkInValue, 0, 100) / 100
}

/** The moment of a compass request: its contributions, the Schumann influence and their sum. */
export function liveMoment(input: {
  localDate: string
  localTime: string
  archetypeId: number | null
  schumann: Pick<SchumannData, 'frequency' | 'kIndex'>
  awareness?: number
}): { contributions: Contributions; schumann: number; moment: number } {
  const contributions = computeContributions({
    date: input.localDate,
    time: input.localTime,
    elevation: 0,
    awareness: input.awareness ?? 0.5,
    archetype: input.archetypeId ?? 0,
    location: null,
  })
  const schumann = schumannInfluence(input.schumann)
  const total =
    contributions.timeOfDay +
    contributions.dayOfYear +
    contributions.awareness +
    contributions.elevation +
    contributions.archetype +
    contributions.location +
    schumann
  return { contributions, schumann, moment: round3(clamp(total, -MAX_DEVIATION, MAX_DEVIATION)) }
}
