// A check-in as the server stores it (docs/rules/emotional-check-in.md): the slider's reading of
// emotion.ts, with the archetype's name and element from the archetypes' words. Apart from
// emotion.ts, whose slider rules the web app's check-in card uses without the archetypes' texts.
import { ARCHETYPES, findArchetype } from './archetypes.ts'
import { buildEmotionalReading, type EmotionalReadingData } from './emotion.ts'
import { DEFAULT_BASELINE } from './vocabulary.ts'

/**
 * A check-in as the server stores it (docs/rules/emotional-check-in.md): the archetype and the
 * baseline are the session's own record when there is one (a client's other values are not taken);
 * without one, the client's baseline (already within the unmoved baseline range) or 81.5. The
 * archetype name stored, which the dashboard counts, is only ever the record's: a name the client
 * claims without a record (one of the 32, or none) only picks the element its own reading speaks of.
 */
export function checkInOf(input: {
  value: number
  record: { combinedBaseline: number; archetypeId: number } | null
  claimedBaseline: number | null
  claimedArchetypeName: string | null
  scalarAlignment: number | null
}): { baseline: number; archetypeName: string | null; readingData: EmotionalReadingData } {
  const baseline = input.record?.combinedBaseline ?? input.claimedBaseline ?? DEFAULT_BASELINE
  const archetypeName = input.record ? (findArchetype(input.record.archetypeId)?.name ?? null) : null
  const category =
    ARCHETYPES.find((a) => a.name === (archetypeName ?? input.claimedArchetypeName))?.category ?? null
  const readingData = buildEmotionalReading({
    value: input.value,
    baseline,
    category,
    scalarSnapshot: input.scalarAlignment ?? baseline,
  })
  return { baseline, archetypeName, readingData }
}
