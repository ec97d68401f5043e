// 'Fix Birth Scalar' (spec 01 §4 "Birth scalar fix"): the birth scalar recalculated from the
// stored birth date and saved; the combined baseline recomputed when an archetype exists; the
// calculator baseline updated.
import { applyBirthScalar } from '../../../../domain/scalar.ts'
import {
  type ArchetypeData,
  KEYS,
  readArchetypeData,
  readRaw,
  writeJson,
  writeRaw,
} from '../../lib/storage.ts'
import { formatBirthDate, storedBirthDate, syncPersonalProfile } from './profile-store.ts'

export type BirthScalarFix =
  | { ok: true; data: ArchetypeData; title: string; description: string }
  | { ok: false; title: string; description: string }

/**
 * What 'Fix Birth Scalar' would store for `data`, computed without writing anything, so that a
 * render can show it and an effect can save it (see `saveBirthScalarFix`).
 */
export function planBirthScalarFix(data: ArchetypeData | null): BirthScalarFix {
  if (!data) {
    return {
      ok: false,
      title: 'No Archetype Data',
      description: 'Please complete the archetype quiz first to get your baseline.',
    }
  }
  const birthDate = storedBirthDate(data)
  const fixed = birthDate ? applyBirthScalar(data, birthDate) : null
  if (!birthDate || !fixed) {
    return {
      ok: false,
      title: 'Birth Date Needed',
      description: 'Generate your resonance profile with your birth date first, then try again.',
    }
  }
  const before = typeof data.combinedBaseline === 'number' ? data.combinedBaseline : null
  const baselineChanged = before !== null && fixed.combinedBaseline !== before
  return {
    ok: true,
    data: fixed,
    title: 'Birth Scalar Fixed',
    description:
      `Your birth scalar is ξ ${fixed.birthScalar.toFixed(3)}, from ${formatBirthDate(birthDate)}. ` +
      (baselineChanged
        ? `Your combined baseline moved from ξ ${before?.toFixed(3)} to ξ ${fixed.combinedBaseline.toFixed(3)}.`
        : `Your combined baseline is ξ ${fixed.combinedBaseline.toFixed(3)}.`),
  }
}

/** The archetype baseline follows the fixed combined baseline when one was set. */
export function archetypeBaselineFollowsFix(): boolean {
  return readRaw(KEYS.archetypeBaseline) !== null
}

/** Stores fixed archetype data: the data itself, the calculator baseline, and the archetype baseline when one was set. */
export function saveBirthScalarFix(fixed: ArchetypeData): void {
  writeJson(KEYS.archetypeData, fixed)
  writeRaw(KEYS.calculatorBaseline, String(fixed.combinedBaseline))
  if (archetypeBaselineFollowsFix()) writeRaw(KEYS.archetypeBaseline, String(fixed.combinedBaseline))
  syncPersonalProfile(fixed)
}

/** The 'Fix Birth Scalar' button: plan, then save at once. */
export function fixBirthScalar(): BirthScalarFix {
  const result = planBirthScalarFix(readArchetypeData())
  if (result.ok) saveBirthScalarFix(result.data)
  return result
}
