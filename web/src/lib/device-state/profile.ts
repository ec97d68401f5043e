// The visitor's profile as this device keeps it: the browser keys of the profile, as one value
// (docs/rules/device-state.md). Pure and light: the first page imports it. The journey's changes
// are in changes.ts; reading and writing the keys in store.ts.
import type { DayRequest } from '@domain/day-card.ts'
import { GUEST_ARCHETYPE_ID, GUEST_NAME } from '@domain/vocabulary.ts'
import type { ArchetypeData, OnboardingProfile, PersonalProfile, QuizAnswerRecord } from '@/lib/storage.ts'

/** luna_onboarding_complete. */
export interface OnboardingRecord {
  name: string
  birthDate: string
  archetypeId: number
  timestamp: string
}

/** The API's resonance profile as stored under user_profile (checked when read: see userProfileOf). */
export type StoredUserProfile = Record<string, unknown>

/** Every profile key of the browser, parsed; null where the key is absent. */
export interface DeviceProfile {
  /** luna_archetype: the chosen archetype's id, as text. */
  archetype: string | null
  quizResponses: QuizAnswerRecord[] | null
  archetypeData: ArchetypeData | null
  onboardingComplete: OnboardingRecord | null
  onboardingProfile: OnboardingProfile | null
  personalProfile: PersonalProfile | null
  userProfile: StoredUserProfile | null
  /** archetype_baseline_xi and calculator_baseline_xi, as text. */
  archetypeBaseline: string | null
  calculatorBaseline: string | null
}

export const EMPTY_PROFILE: DeviceProfile = {
  archetype: null,
  quizResponses: null,
  archetypeData: null,
  onboardingComplete: null,
  onboardingProfile: null,
  personalProfile: null,
  userProfile: null,
  archetypeBaseline: null,
  calculatorBaseline: null,
}

export interface Identity {
  name: string
  birthDate: string
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/**
 * The visitor's name and birth date, from the first stored profile that has a birth date: the
 * generated profile, the onboarding answers, the personal profile, the archetype data. Null when
 * none has one.
 */
export function identityOf(s: DeviceProfile): Identity | null {
  const sources: { name: unknown; birthDate: unknown }[] = [
    { name: s.userProfile?.name, birthDate: s.userProfile?.birth_date },
    { name: s.onboardingProfile?.name, birthDate: s.onboardingProfile?.birthDate },
    { name: s.personalProfile?.name, birthDate: s.personalProfile?.birthDate },
    { name: s.archetypeData?.userName, birthDate: s.archetypeData?.birthDate },
  ]
  const found = sources.find((src) => text(src.birthDate) !== '')
  return found ? { name: text(found.name), birthDate: text(found.birthDate) } : null
}

/** The onboarding answers as typed so far (the name step stores them before the birth date). */
export function setOnboardingIdentity(s: DeviceProfile, identity: Identity): DeviceProfile {
  return { ...s, onboardingProfile: { name: identity.name, birthDate: identity.birthDate } }
}

/** The compass sends a visitor without any of these four to onboarding. */
export function hasAnyProfile(s: DeviceProfile): boolean {
  return (
    s.archetypeData !== null ||
    s.onboardingComplete !== null ||
    s.userProfile !== null ||
    s.personalProfile !== null
  )
}

/** Onboarding sends a visitor with an archetype and a finished onboarding to the compass. */
export function isOnboarded(s: DeviceProfile): boolean {
  return s.archetype !== null && s.onboardingComplete !== null
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/**
 * The personalProfile of a compass request: the archetype id, the birth scalar and the archetype
 * data, from whichever keys have them. `dayOf` turns the last check-in's instant into its local day.
 */
export function compassProfileOf(s: DeviceProfile, dayOf: (instant: string | null) => string | null) {
  const data = s.archetypeData
  const personal = s.personalProfile
  const storedId = Number(s.archetype)
  const archetype =
    data?.archetypeId ??
    personal?.archetype?.archetypeId ??
    (Number.isInteger(storedId) && storedId > 0 ? storedId : null)
  const birthScalar = [
    data?.birthScalar,
    personal?.archetype?.birthScalar,
    personal?.xi,
    s.userProfile?.scalar_ξ,
  ].find(finite)
  const profile: Record<string, unknown> = {}
  if (archetype !== null) profile.archetype = archetype
  if (birthScalar !== undefined) profile.scalar_ξ = birthScalar
  if (data) profile.archetypeData = { ...data, emotionalUpdateDate: dayOf(data.lastEmotionalUpdate) }
  return profile
}

/**
 * The day's check-in as the compass's rules take it (`checkIn` of domain/compass-answer.ts): the
 * baseline and value of the check-in this device kept, when it was made on `localDate`; none
 * otherwise. The server reads the same from its stored check-in; a device computing the reading
 * without the server (the offline compass) reads it from here.
 */
export function checkInOfDay(
  s: DeviceProfile,
  dayOf: (instant: string | null) => string | null,
  localDate: string,
): DayRequest['checkIn'] {
  const data = s.archetypeData
  const baseline = data?.emotionalBaseline
  if (!data || !finite(baseline) || dayOf(data.lastEmotionalUpdate) !== localDate) {
    return { baseline: null, value: null }
  }
  return { baseline, value: finite(data.emotionalValue) ? data.emotionalValue : null }
}

/**
 * A guest: onboarded by 'Skip for now' (named Guest, born today, the guest archetype, no quiz
 * answers). Shown as a guest and invited to the quiz; the stored values are the spec's.
 */
export function isGuest(s: DeviceProfile): boolean {
  return (
    s.onboardingComplete !== null &&
    s.onboardingProfile?.name === GUEST_NAME &&
    (s.quizResponses?.length ?? 0) === 0 &&
    s.archetypeData?.archetypeId === GUEST_ARCHETYPE_ID
  )
}
