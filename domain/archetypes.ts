// The 32 archetypes. Each holds one King Wen pair of hexagrams (2k−1, 2k) and so two codons.
// Derivations here; words in content/archetypes.ts.
import { hexagramOfTriplet, tripletOfHexagram } from './codon-numbers.ts'
import { ARCHETYPE_CONTENT } from './content/archetypes.ts'
import { hexagramElement } from './content/iching.ts'
import type { ArchetypeContent, SolfeggioFrequency } from './content/types.ts'

export interface ArchetypeModifiers {
  entropyMod: number
  curvatureMod: number
}

export interface Archetype extends Omit<ArchetypeContent, 'entropyMod' | 'curvatureMod'> {
  primaryElement: string
  codonPair: readonly [string, string]
  hexagrams: readonly [number, number]
  solfeggio: readonly [SolfeggioFrequency, SolfeggioFrequency]
  modifiers: ArchetypeModifiers
}

export const DEFAULT_MODIFIERS: ArchetypeModifiers = { entropyMod: 1, curvatureMod: 1 }

function buildArchetype(content: ArchetypeContent): Archetype {
  // The pair by the codons' numbering alone, so that the archetypes do not carry the codons' words.
  const hexagrams = [2 * content.id - 1, 2 * content.id] as const
  const first = tripletOfHexagram(hexagrams[0])
  const second = tripletOfHexagram(hexagrams[1])
  if (!first || !second) throw new Error(`archetype ${content.id} has no codon pair`)
  const { entropyMod, curvatureMod, ...words } = content
  return {
    ...words,
    primaryElement: hexagramElement(hexagramOfTriplet(first)),
    codonPair: [first, second],
    hexagrams,
    modifiers: { entropyMod, curvatureMod },
  }
}

/** All 32 archetypes, ordered by id. */
export const ARCHETYPES: readonly Archetype[] = [...ARCHETYPE_CONTENT]
  .sort((a, b) => a.id - b.id)
  .map(buildArchetype)

export function findArchetype(id: number): Archetype | undefined {
  return ARCHETYPES[id - 1]?.id === id ? ARCHETYPES[id - 1] : ARCHETYPES.find((a) => a.id === id)
}

/** Modifiers of an archetype id; 1 and 1 when unknown (spec default). */
export function modifiersOf(id: number | undefined): ArchetypeModifiers {
  return (id !== undefined && findArchetype(id)?.modifiers) || DEFAULT_MODIFIERS
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

/**
 * An archetype's element as shown: the hexagram's element, then its category when that differs
 * ('Fire · Air'); one word when they are the same ('Air', never 'Air · Air').
 */
export function elementLabel(archetype: { primaryElement: string; category: string }): string {
  return archetype.primaryElement === archetype.category
    ? archetype.primaryElement
    : `${archetype.primaryElement} · ${archetype.category}`
}
