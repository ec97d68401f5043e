// What the archetype test reads from and writes to the browser (spec 01 §3, §4).
import { type Archetype, findArchetype } from '../../../../domain/archetypes.ts'
import { trackEvent } from '../../lib/analytics.ts'
import {
  type ArchetypeData,
  KEYS,
  type QuizAnswerRecord,
  readArchetypeData,
  readOnboardingProfile,
  readPersonalProfile,
  readRaw,
  removeKey,
  writeRaw,
} from '../../lib/storage.ts'
import {
  buildArchetypeData,
  type Identity,
  markOnboarded,
  saveArchetypeRemote,
  storeArchetype,
} from '../onboarding/persist.ts'

/** The stored archetype (luna_archetype), when it names one of the 32. */
export function storedArchetype(): Archetype | null {
  const raw = readRaw(KEYS.archetype)
  const id = raw === null ? Number.NaN : Number.parseInt(raw.replaceAll('"', ''), 10)
  return Number.isInteger(id) ? (findArchetype(id) ?? null) : null
}

/** The visitor's name and birth date from whichever stored profile has them. */
export function storedIdentity(): Identity | null {
  const onboarding = readOnboardingProfile()
  if (onboarding?.birthDate) return { name: onboarding.name ?? '', birthDate: onboarding.birthDate }
  const personal = readPersonalProfile()
  if (personal?.birthDate) return { name: personal.name ?? '', birthDate: personal.birthDate }
  const data = readArchetypeData()
  if (data?.birthDate) return { name: data.userName ?? '', birthDate: data.birthDate }
  return null
}

/** The stored archetype data when it belongs to this archetype, else freshly computed. */
export function archetypeDataFor(archetype: Archetype): ArchetypeData {
  const stored = readArchetypeData()
  if (stored && stored.archetypeId === archetype.id && typeof stored.combinedBaseline === 'number')
    return stored
  return buildArchetypeData(archetype, storedIdentity())
}

/**
 * Choosing an archetype: the baseline is recomputed from the stored profile and stored under
 * the spec's keys, the profile is updated when one exists, and the result goes to Luna's memory.
 */
export function chooseArchetype(archetype: Archetype, answers: readonly QuizAnswerRecord[]): ArchetypeData {
  const identity = storedIdentity()
  const data = buildArchetypeData(archetype, identity)
  storeArchetype(data, answers)
  if (identity?.name) markOnboarded(identity, data)
  else
    trackEvent('archetype_quiz_completed', {
      category: 'engagement',
      label: data.archetypeName,
      value: data.archetypeId,
    })
  void saveArchetypeRemote(data, answers)
  return data
}

/** 'Retake Quiz': forgets the archetype, the quiz answers and the archetype baseline. */
export function clearArchetypeChoice(): void {
  removeKey(KEYS.archetype)
  removeKey(KEYS.quizResponses)
  removeKey(KEYS.archetypeBaseline)
}

export function readCalculatorBaseline(): number | null {
  const raw = readRaw(KEYS.calculatorBaseline)
  const value = raw === null ? Number.NaN : Number.parseFloat(raw)
  return Number.isFinite(value) ? value : null
}

export function applyToCalculator(baseline: number): void {
  writeRaw(KEYS.calculatorBaseline, String(baseline))
}
