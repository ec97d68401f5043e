// A visitor as the app stores them after onboarding, for benchmarks that need an onboarded compass.
import { findArchetype } from '../domain/archetypes.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../domain/scalar.ts'
import { createSessionId } from '../domain/session-id.ts'

export function onboardedStorage(
  sessionId = createSessionId(Date.now(), (b) => crypto.getRandomValues(b)),
): Record<string, string> {
  const archetype = findArchetype(6)
  if (!archetype) throw new Error('archetype 6 missing')
  const birthDate = '1990-06-15'
  const birthScalar = computeBirthScalar(birthDate)
  const combined = computeCombinedBaseline(birthScalar, archetype.scalarRange)
  const data = {
    archetypeId: archetype.id,
    archetypeName: archetype.name,
    archetypeScalar: archetype.scalarRange,
    birthScalar,
    birthDate,
    combinedBaseline: combined,
    emotionalBaseline: null,
    lastEmotionalUpdate: null,
    currentBaseline: combined,
    modifiers: archetype.modifiers,
    userName: 'Bench Visitor',
  }
  return {
    luna_session_id: sessionId,
    luna_archetype: String(archetype.id),
    luna_archetype_data: JSON.stringify(data),
    luna_onboarding_complete: JSON.stringify({
      name: 'Bench Visitor',
      birthDate,
      archetypeId: archetype.id,
      timestamp: new Date().toISOString(),
    }),
    user_profile_onboarding: JSON.stringify({ name: 'Bench Visitor', birthDate }),
  }
}

export function compassBody(): string {
  const storage = onboardedStorage()
  const data = JSON.parse(storage.luna_archetype_data ?? '{}') as Record<string, unknown>
  return JSON.stringify({
    personalProfile: { archetype: data.archetypeId, scalar_ξ: data.birthScalar, archetypeData: data },
    currentLocation: 'global',
  })
}
