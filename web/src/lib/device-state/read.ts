// The visitor's profile keys as one DeviceProfile, read through a function of a key: pure, so the
// compass's first frame (the inline script of web/src/first-frame.ts, before any module) reads it
// from the browser's storage, and the app from its atoms (store.ts).
import type { DeviceProfile } from '@/lib/device-state/profile.ts'
import { KEYS } from '@/lib/storage.ts'

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

/** A JSON field's stored value: an object or a list; anything else reads as absent. */
export const aRecord = (value: unknown): object | null =>
  value !== null && typeof value === 'object' ? value : null

function parseJson(raw: string | null): unknown {
  if (raw === null) return null
  try {
    return aRecord(JSON.parse(raw) as unknown)
  } catch {
    return null
  }
}

/** The profile as the keys read by `read` hold it. */
export function deviceOf(read: (key: string) => string | null): DeviceProfile {
  return Object.fromEntries(
    FIELD_ENTRIES.map(([field, { key, json }]) => [field, json ? parseJson(read(key)) : read(key)]),
  ) as unknown as DeviceProfile
}

/** luna_reading_seed as stored: the seed a restore kept, with the session it belongs to (lib/session.ts). */
export function parseReadingSeed(value: unknown): { sessionId: string; seed: string } | null {
  const kept = aRecord(value) as { sessionId?: unknown; seed?: unknown } | null
  return typeof kept?.sessionId === 'string' && typeof kept.seed === 'string'
    ? { sessionId: kept.sessionId, seed: kept.seed }
    : null
}
