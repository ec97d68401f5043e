// Reads the visitor's profile keys as one DeviceProfile: the reading half of store.ts, without
// React, so that the compass's first frame (features/compass/today-now.ts) can read the profile
// before the app's code is loaded.
import type { DeviceProfile } from '@/lib/device-state/profile.ts'
import { KEYS, readJson, readRaw } from '@/lib/storage.ts'

type Field = keyof DeviceProfile

/** Each field's browser key, and whether it is kept as text or as JSON. */
const FIELDS: Record<Field, { key: string; json: boolean }> = {
  archetype: { key: KEYS.archetype, json: false },
  quizResponses: { key: KEYS.quizResponses, json: true },
  archetypeData: { key: KEYS.archetypeData, json: true },
  onboardingComplete: { key: KEYS.onboardingComplete, json: true },
  onboardingProfile: { key: KEYS.onboardingProfile, json: true },
  personalProfile: { key: KEYS.personalProfile, json: true },
  userProfile: { key: KEYS.userProfile, json: true },
  archetypeBaseline: { key: KEYS.archetypeBaseline, json: false },
  calculatorBaseline: { key: KEYS.calculatorBaseline, json: false },
}

export const FIELD_ENTRIES = Object.entries(FIELDS) as [Field, { key: string; json: boolean }][]

function readField(field: Field): unknown {
  const { key, json } = FIELDS[field]
  if (!json) return readRaw(key)
  const value = readJson<unknown>(key)
  return value !== null && typeof value === 'object' ? value : null
}

/** The profile as stored now. */
export function readDevice(): DeviceProfile {
  return Object.fromEntries(
    FIELD_ENTRIES.map(([field]) => [field, readField(field)]),
  ) as unknown as DeviceProfile
}
