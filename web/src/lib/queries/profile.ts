// The resonance profile in the browser: the whole API answer under `user_profile`, with the local
// personal profile kept in step by the device state (docs/rules/device-state.md).
import type { GeneratedProfile } from '@domain/profile.ts'
import { api, ok } from '@/lib/api.ts'
import { storeGeneratedProfile, userProfileOf } from '@/lib/device-state/changes.ts'
import { identityOf, isGuest } from '@/lib/device-state/profile.ts'
import { readDevice, updateDevice } from '@/lib/device-state/store.ts'

export type { GeneratedProfile }

/** The stored API profile, when it has the fields the screens read. */
export const readUserProfile = (): GeneratedProfile | null => userProfileOf(readDevice())

/** POST /api/generate-profile; the answer is stored. Throws the API's error. */
export async function generateResonanceProfile(name: string, birthDate: string): Promise<GeneratedProfile> {
  const profile = await ok(
    // Kept in English, as drawn: the screen says it in the language spoken (features/profile/profile-words.ts).
    await api['generate-profile'].$post({
      json: { name: name.trim(), birth_date: birthDate },
      query: { lang: 'en' },
    }),
  )
  updateDevice((s) => storeGeneratedProfile(s, profile))
  return profile
}

/**
 * The name and birth date to start a form with: empty when none is stored, or when the visitor is a
 * guest ('Skip for now' stored the name Guest and today as a birth date; neither is theirs).
 */
export function storedIdentity(): { name: string; birthDate: string } {
  const device = readDevice()
  return (isGuest(device) ? null : identityOf(device)) ?? { name: '', birthDate: '' }
}
