// A check-in as the server stores it (docs/rules/emotional-check-in.md): the slider's reading of
// emotion.ts, with the archetype's name and element from the archetypes' words. Apart from
// emotion.ts, whose slider rules the web app's check-in card uses without the archetypes' texts.
import { ARCHETYPES, findArchetype } from './archetypes.ts'
import { buildEmotionalReading, type EmotionalReadingData } from './emotion.ts'
import { DEFAULT_BASELINE } from './vocabulary.ts'

/**
 * A check-in as the server stores it (docs/rules/emotional-check-in.md): the archetype and the
 * baseline are the session's own record when there is one (a client's other values are not taken);
 * without one, the client's baseline (already within the baseline range) or 81.5, and only one of
 * the 32 archetype names.
 */
export function checkInOf(input: {
  value: number
  record: { combinedBaseline: number; archetypeId: number } | null
  claimedBaseline: number | null
  claimedArchetypeName: string | null
  scalarAlignment: number | null
}): { baseline: number; archetypeName: string | null; readingData: EmotionalReadingData } {
  const baseline = input.record?.combinedBaseline ?? input.claimedBaseline ?? DEFAULT_BASELINE
  const archetypeName = input.record
    ? (findArchetype(input.record.archetypeId)?.name ?? null)
    : (ARCHETYPES.find((a) => a.name === input.claimedArchetypeName)?.name ?? null)
  const category = ARCHETYPES.find((a) => a.name === archetypeName)?.category ?? null
  const readingData = buildEmotionalReading({
    value: input.value,
    baseline,
    category,
    scalarSnapshot: input.scalarAlignment ?? baseline,
  })
  return { baseline, archetypeName, readingData }
}
