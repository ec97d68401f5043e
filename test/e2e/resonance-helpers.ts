// Shared steps of the resonance screen's browser tests.
import type { Page } from 'playwright-core'
import { findArchetype } from '../../domain/archetypes.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../domain/scalar.ts'

export const BIRTH_DATE = '1990-06-15'

/** The archetype data (luna_archetype_data) of Ada, born on BIRTH_DATE, who took the given archetype. */
export function onboardedArchetypeData(archetypeId: number) {
  const archetype = findArchetype(archetypeId)
  if (!archetype) throw new Error(`no archetype ${archetypeId}`)
  const birthScalar = computeBirthScalar(BIRTH_DATE)
  const combined = computeCombinedBaseline(birthScalar, archetype.scalarRange)
  return {
    archetypeId,
    archetypeName: archetype.name,
    archetypeScalar: archetype.scalarRange,
    birthScalar,
    birthDate: BIRTH_DATE,
    combinedBaseline: combined,
    emotionalBaseline: null,
    lastEmotionalUpdate: null,
    currentBaseline: combined,
    modifiers: archetype.modifiers,
    userName: 'Ada',
  }
}

/** Browser storage of a visitor who finished onboarding with the given archetype. */
export function onboardedStorage(
  archetypeId: number,
  viewMode: 'simple' | 'advanced',
): Record<string, string> {
  const data = onboardedArchetypeData(archetypeId)
  return {
    luna_archetype: String(archetypeId),
    luna_archetype_data: JSON.stringify(data),
    luna_onboarding_complete: JSON.stringify({
      name: 'Ada',
      birthDate: BIRTH_DATE,
      archetypeId,
      timestamp: new Date().toISOString(),
    }),
    luna_view_mode: viewMode,
  }
}

export { expectToast, openWithStorage } from './browser.ts'

export async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => localStorage.getItem('luna_session_id'))
  if (!id) throw new Error('no session id')
  return id
}

export async function readoutHz(page: Page): Promise<string> {
  return (await page.getByTestId('tuner-readout').innerText())
    .replace(/\s+/g, ' ')
    .replace(/ ?Hz.*/, '')
    .trim()
}
