// The archetypes' numbers by id, without their words (content/archetype-numbers.ts): what the
// compass's rules need of an archetype (its scalar ξ and time-engine modifiers). archetypes.ts
// builds the whole archetype from these and its words.
import { ARCHETYPE_NUMBERS } from './content/archetype-numbers.ts'
import type { ArchetypeNumbers } from './content/types.ts'

export interface ArchetypeModifiers {
  entropyMod: number
  curvatureMod: number
}

export const DEFAULT_MODIFIERS: ArchetypeModifiers = { entropyMod: 1, curvatureMod: 1 }

/** The numbers of archetype `id`, or undefined for an id that is not one of the 32. */
export function archetypeNumbersOf(id: number): ArchetypeNumbers | undefined {
  const byIndex = ARCHETYPE_NUMBERS[id - 1]
  return byIndex?.id === id ? byIndex : ARCHETYPE_NUMBERS.find((a) => a.id === id)
}

/** Modifiers of an archetype id; 1 and 1 when unknown, so the archetype adds nothing (docs/rules/time-engine.md). */
export function modifiersOf(id: number | undefined): ArchetypeModifiers {
  const numbers = id === undefined ? undefined : archetypeNumbersOf(id)
  return numbers ? { entropyMod: numbers.entropyMod, curvatureMod: numbers.curvatureMod } : DEFAULT_MODIFIERS
}

/** Stored modifiers are usable when both are finite numbers (docs/rules/device-state.md 'Readings page load'). */
export function hasValidModifiers(modifiers: unknown): modifiers is ArchetypeModifiers {
  if (typeof modifiers !== 'object' || modifiers === null) return false
  const { entropyMod, curvatureMod } = modifiers as Partial<Record<keyof ArchetypeModifiers, unknown>>
  return (
    typeof entropyMod === 'number' &&
    Number.isFinite(entropyMod) &&
    typeof curvatureMod === 'number' &&
    Number.isFinite(curvatureMod)
  )
}
