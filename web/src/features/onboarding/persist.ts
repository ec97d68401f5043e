// Completing onboarding or the archetype test: the baseline, the browser keys of the spec,
// profile generation and the archetype record (spec 01 §4, §5, §7). Shared by /onboarding,
// /archetype-test and the guest path.
import type { Archetype } from '../../../../domain/archetypes.ts'
import { isValidDate, localDateOf } from '../../../../domain/dates.ts'
import { gematria, primaryCodonOf } from '../../../../domain/profile.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../../../domain/scalar.ts'
import { trackEvent } from '../../lib/analytics.ts'
import { api, ok } from '../../lib/api.ts'
import {
  type ArchetypeData,
  KEYS,
  type PersonalProfile,
  type QuizAnswerRecord,
  readOnboardingProfile,
  writeJson,
  writeRaw,
} from '../../lib/storage.ts'
import { toast } from '../../lib/toast.ts'

export interface Identity {
  name: string
  birthDate: string
}

/** The stored archetype data for an archetype and a birth date (spec 01 §3, §9). */
export function buildArchetypeData(archetype: Archetype, identity: Identity | null): ArchetypeData {
  const birthScalar = identity ? computeBirthScalar(identity.birthDate) : null
  const combined = computeCombinedBaseline(birthScalar ?? computeBirthScalar(null), archetype.scalarRange)
  return {
    archetypeId: archetype.id,
    archetypeName: archetype.name,
    archetypeScalar: archetype.scalarRange,
    birthScalar,
    birthDate: identity?.birthDate ?? null,
    combinedBaseline: combined,
    emotionalBaseline: null,
    lastEmotionalUpdate: null,
    currentBaseline: combined,
    modifiers: { ...archetype.modifiers },
    userName: identity?.name ?? null,
  }
}

/** Stores the archetype result under the spec's keys. */
export function storeArchetype(data: ArchetypeData, answers: readonly QuizAnswerRecord[]): void {
  writeRaw(KEYS.archetype, String(data.archetypeId))
  writeJson(KEYS.quizResponses, answers)
  writeJson(KEYS.archetypeData, data)
  writeRaw(KEYS.archetypeBaseline, String(data.combinedBaseline))
  writeRaw(KEYS.calculatorBaseline, String(data.combinedBaseline))
}

export function buildPersonalProfile(identity: Identity, data: ArchetypeData): PersonalProfile {
  const value = gematria(identity.name)
  return {
    name: identity.name,
    birthDate: identity.birthDate,
    gematria: value,
    primaryCodon: primaryCodonOf(value),
    resonanceProfile: `${primaryCodonOf(value)} · ${data.archetypeName}`,
    xi: data.birthScalar ?? computeBirthScalar(identity.birthDate),
    archetype: {
      archetypeId: data.archetypeId,
      archetypeName: data.archetypeName,
      combinedBaseline: data.combinedBaseline,
      modifiers: data.modifiers,
      userName: identity.name,
      birthDate: identity.birthDate,
      birthScalar: data.birthScalar,
      archetypeScalar: data.archetypeScalar,
    },
  }
}

/**
 * Generates the resonance profile (spec 01 §5): missing name or birth date, also after falling
 * back to the stored onboarding data, gives 'Profile Error'; an unparseable date 'Date Error';
 * both abort (null). API failures are only logged; the local profile is used.
 */
export async function generateProfile(identity: Partial<Identity> | null): Promise<Identity | null> {
  const stored = readOnboardingProfile()
  const name = (identity?.name ?? stored?.name ?? '').trim()
  const birthDate = identity?.birthDate ?? stored?.birthDate ?? ''
  if (!name || !birthDate) {
    toast({
      title: 'Profile Error',
      description: 'Missing user information. Please try again.',
      variant: 'destructive',
    })
    return null
  }
  if (!isValidDate(birthDate)) {
    toast({
      title: 'Date Error',
      description: 'There was an issue with your birth date. Please try again.',
      variant: 'destructive',
    })
    return null
  }
  try {
    const profile = await ok(await api['generate-profile'].$post({ json: { name, birth_date: birthDate } }))
    writeJson(KEYS.userProfile, profile)
  } catch (err) {
    console.warn('Profile generation failed; using the local profile.', err)
  }
  return { name, birthDate }
}

/** Records the archetype in Luna's memory; failures are only logged (spec 01 §7). */
export async function saveArchetypeRemote(
  data: ArchetypeData,
  answers: readonly QuizAnswerRecord[],
  source: 'quiz' | 'guest' = 'quiz',
): Promise<void> {
  try {
    await ok(
      await api.archetype.$post({
        json: {
          source,
          archetypeId: data.archetypeId,
          archetypeName: data.archetypeName,
          quizResponses: [...answers],
          birthScalar: data.birthScalar,
          archetypeScalar: data.archetypeScalar,
          combinedBaseline: data.combinedBaseline,
          entropyMod: data.modifiers.entropyMod,
          curvatureMod: data.modifiers.curvatureMod,
          userName: data.userName,
          birthDate: data.birthDate,
        },
      }),
    )
    // A guest chose no archetype: nothing to announce.
    if (source === 'quiz')
      toast({
        title: 'Archetype Saved',
        description: "Your archetype has been recorded in Luna's memory",
        variant: 'success',
      })
  } catch (err) {
    console.warn('Saving the archetype failed; it is kept in this browser.', err)
  }
}

/** Finishes onboarding: keys, record, analytics event. */
export function markOnboarded(identity: Identity, data: ArchetypeData): void {
  writeJson(KEYS.personalProfile, buildPersonalProfile(identity, data))
  writeJson(KEYS.onboardingComplete, {
    name: identity.name,
    birthDate: identity.birthDate,
    archetypeId: data.archetypeId,
    timestamp: new Date().toISOString(),
  })
  trackEvent('archetype_quiz_completed', {
    category: 'engagement',
    label: data.archetypeName,
    value: data.archetypeId,
  })
}

/** 'Skip for now': a guest profile (name Guest, birth date today, archetype 6) (spec 01 §4). */
export async function createGuestProfile(): Promise<void> {
  const { findArchetype } = await import('../../../../domain/archetypes.ts')
  const { GUEST_ARCHETYPE_ID } = await import('../../../../domain/vocabulary.ts')
  const archetype = findArchetype(GUEST_ARCHETYPE_ID)
  if (!archetype) throw new Error('guest archetype missing')
  const identity = { name: 'Guest', birthDate: localDateOf(new Date()) }
  writeJson(KEYS.onboardingProfile, identity)
  const data = buildArchetypeData(archetype, identity)
  storeArchetype(data, [])
  markOnboarded(identity, data)
  void saveArchetypeRemote(data, [], 'guest')
}
