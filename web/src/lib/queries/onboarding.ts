// Completing onboarding or the archetype test: the device state changes (lib/device-state), profile
// generation and the archetype record on the server (docs/rules/device-state.md). Shared by
// /onboarding, /archetype-test and the guest path.
import { isValidDate, localDateOf } from '@domain/dates.ts'
import { useOnboardingText } from '@/components/quiz/onboarding-text.ts'
import { trackEvent } from '@/lib/analytics.ts'
import { api, ok } from '@/lib/api.ts'
import { skipAsGuest, storeGeneratedProfile } from '@/lib/device-state/changes.ts'
import type { Identity } from '@/lib/device-state/profile.ts'
import { readDevice, updateDevice } from '@/lib/device-state/store.ts'
import { waitsFor } from '@/lib/outbox.ts'
import {
  archetypeRecordBody,
  archetypeRecordDelivery,
  sendArchetypeRecord,
} from '@/lib/queries/archetype-record.ts'
import type { ArchetypeData, QuizAnswerRecord } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

export type { Identity }

/**
 * Generates the resonance profile: missing name or birth date, also after falling back to the
 * stored onboarding answers, gives 'Profile Error'; an unparseable date 'Date Error'; both abort
 * (null). API failures are only logged; the local profile is used.
 */
export async function generateProfile(identity: Partial<Identity> | null): Promise<Identity | null> {
  const stored = readDevice().onboardingProfile
  const name = (identity?.name ?? stored?.name ?? '').trim()
  const birthDate = identity?.birthDate ?? stored?.birthDate ?? ''
  if (!name || !birthDate) {
    toast({
      title: useOnboardingText.now('onboarding.toast.profile.title'),
      description: useOnboardingText.now('onboarding.toast.profile.body'),
      variant: 'destructive',
    })
    return null
  }
  if (!isValidDate(birthDate)) {
    toast({
      title: useOnboardingText.now('onboarding.toast.date.title'),
      description: useOnboardingText.now('onboarding.toast.date.body'),
      variant: 'destructive',
    })
    return null
  }
  try {
    // Kept in English, as drawn: the screen says it in the language spoken (features/profile/profile-words.ts).
    const profile = await ok(
      await api['generate-profile'].$post({ json: { name, birth_date: birthDate }, query: { lang: 'en' } }),
    )
    updateDevice((s) => storeGeneratedProfile(s, profile))
  } catch (err) {
    console.warn('Failed to generate profile; using the local profile.', err)
  }
  return { name, birthDate }
}

/**
 * Records the archetype in Luna's memory through the outbox (lib/queries/archetype-record.ts): kept
 * on this device first, sent now or when the network is back. Resolves true once the server stored
 * it; false when it waits (offline) or was refused (only logged: the device keeps the archetype).
 */
export async function saveArchetypeRemote(
  data: ArchetypeData,
  answers: readonly QuizAnswerRecord[],
  source: 'quiz' | 'guest' | 'direct' = 'quiz',
  quiet = false,
): Promise<boolean> {
  const body = archetypeRecordBody(data, answers, source)
  const outcome = await sendArchetypeRecord(body)
  if (outcome.kind === 'refused')
    archetypeRecordDelivery.refused?.({ kind: 'archetype', key: '', body }, outcome.error)
  if (outcome.kind !== 'sent') return false
  // A guest chose no archetype, and a resent record is no news: nothing to announce.
  if (source === 'quiz' && !quiet)
    toast({
      title: useOnboardingText.now('reveal.saved.title'),
      description: useOnboardingText.now('reveal.saved.body'),
      variant: 'success',
    })
  return true
}

/**
 * Sends this device's archetype record again, quietly, when none waits in the outbox: a record an
 * earlier version of the app lost offline (before it went through the outbox) leaves the server
 * with the previous one, and it refuses journey points that claim the new baseline.
 */
export async function resendArchetypeRecord(): Promise<boolean> {
  const { archetypeData, quizResponses } = readDevice()
  if (!archetypeData || waitsFor('archetype')) return false
  const answers = quizResponses ?? []
  return saveArchetypeRemote(archetypeData, answers, answers.length > 0 ? 'quiz' : 'direct', true)
}

/** The analytics event of a finished quiz. */
export function trackQuizCompleted(data: ArchetypeData): void {
  trackEvent('archetype_quiz_completed', {
    category: 'engagement',
    label: data.archetypeName,
    value: data.archetypeId,
  })
}

/** 'Skip for now': a guest profile (name Guest, birth date today, the guest archetype). */
export async function createGuestProfile(): Promise<void> {
  const { findArchetype } = await import('@domain/archetypes.ts')
  const { GUEST_ARCHETYPE_ID } = await import('@domain/vocabulary.ts')
  const guestArchetype = findArchetype(GUEST_ARCHETYPE_ID)
  if (!guestArchetype) throw new Error('guest archetype missing')
  const now = new Date()
  const state = updateDevice((s) => skipAsGuest(s, { guestArchetype, today: localDateOf(now), now }))
  if (!state.archetypeData) return
  trackQuizCompleted(state.archetypeData)
  void saveArchetypeRemote(state.archetypeData, [], 'guest')
}
