// The resonance profile in the browser (spec 01 §3, §4; spec 02 §7): the whole API answer under
// `user_profile`, the local personal profile kept in step, and the stored identity and birth date.
import { isValidDate } from '../../../../domain/dates.ts'
import type { GeneratedProfile } from '../../../../domain/profile.ts'
import { api, ok } from '../../lib/api.ts'
import {
  type ArchetypeData,
  KEYS,
  type PersonalProfile,
  readArchetypeData,
  readJson,
  readOnboardingProfile,
  readPersonalProfile,
  writeJson,
} from '../../lib/storage.ts'

export type { GeneratedProfile }

/** The stored API profile, when it has the fields the screens read. */
export function readUserProfile(): GeneratedProfile | null {
  const p = readJson<Partial<GeneratedProfile>>(KEYS.userProfile)
  if (!p || typeof p !== 'object' || typeof p.name !== 'string' || typeof p.birth_date !== 'string')
    return null
  if (typeof p.scalar_ξ !== 'number') return null
  return {
    ...p,
    gematria: typeof p.gematria === 'number' ? p.gematria : 0,
    tags: Array.isArray(p.tags) ? p.tags : [],
    rituals: Array.isArray(p.rituals) ? p.rituals : [],
  } as GeneratedProfile
}

/** The local personal profile for an API profile and the stored archetype data (spec 01 §3). */
export function personalProfileOf(profile: GeneratedProfile, data: ArchetypeData | null): PersonalProfile {
  return {
    name: profile.name,
    birthDate: profile.birth_date,
    gematria: profile.gematria,
    primaryCodon: profile.primary_codon,
    resonanceProfile: profile.resonance_profile,
    xi: profile.scalar_ξ,
    archetype: archetypePartOf(data),
  }
}

function archetypePartOf(data: ArchetypeData | null): PersonalProfile['archetype'] {
  if (!data) return null
  return {
    archetypeId: data.archetypeId,
    archetypeName: data.archetypeName,
    combinedBaseline: data.combinedBaseline,
    modifiers: data.modifiers,
    userName: data.userName,
    birthDate: data.birthDate,
    birthScalar: data.birthScalar,
    archetypeScalar: data.archetypeScalar,
  }
}

/** Stores the whole API answer and keeps the personal profile in step. */
export function storeGeneratedProfile(profile: GeneratedProfile): void {
  writeJson(KEYS.userProfile, profile)
  writeJson(KEYS.personalProfile, personalProfileOf(profile, readArchetypeData()))
}

/** Re-syncs the personal profile's archetype part after the archetype data changed. */
export function syncPersonalProfile(data: ArchetypeData): void {
  const profile = readUserProfile()
  if (profile) {
    writeJson(KEYS.personalProfile, personalProfileOf(profile, data))
    return
  }
  const personal = readPersonalProfile()
  if (personal) writeJson(KEYS.personalProfile, { ...personal, archetype: archetypePartOf(data) })
}

/** POST /api/generate-profile; the answer is stored (spec 01 §7). Throws the API's error. */
export async function generateResonanceProfile(name: string, birthDate: string): Promise<GeneratedProfile> {
  const profile = await ok(
    await api['generate-profile'].$post({ json: { name: name.trim(), birth_date: birthDate } }),
  )
  storeGeneratedProfile(profile)
  return profile
}

/** The name and birth date to start a form with: the stored profile, else the onboarding answers. */
export function storedIdentity(): { name: string; birthDate: string } {
  const profile = readUserProfile()
  if (profile) return { name: profile.name, birthDate: profile.birth_date }
  const onboarding = readOnboardingProfile()
  const data = readArchetypeData()
  return {
    name: onboarding?.name ?? data?.userName ?? readPersonalProfile()?.name ?? '',
    birthDate: onboarding?.birthDate ?? data?.birthDate ?? readPersonalProfile()?.birthDate ?? '',
  }
}

/** The birth date the birth scalar is recalculated from: the archetype data's, else any stored one. */
export function storedBirthDate(data: ArchetypeData | null): string | null {
  const candidates = [
    data?.birthDate,
    readOnboardingProfile()?.birthDate,
    readPersonalProfile()?.birthDate,
    readUserProfile()?.birth_date,
  ]
  return candidates.find((d): d is string => typeof d === 'string' && isValidDate(d)) ?? null
}

/** A date as words for people, e.g. 'June 15, 1990' (no time-zone shift). */
export function formatBirthDate(birthDate: string): string {
  const [y, m, d] = birthDate.split('-').map(Number)
  if (!y || !m || !d) return birthDate
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
}
