// The 32 archetypes. Each holds one King Wen pair of hexagrams (2k−1, 2k) and so two codons.
// Derivations here; words in content/archetypes.ts.

import type { ArchetypeModifiers } from './archetype-numbers.ts'
import { archetypeNumbersOf, DEFAULT_MODIFIERS, hasValidModifiers, modifiersOf } from './archetype-numbers.ts'
import { hexagramOfTriplet, tripletOfHexagram } from './codon-numbers.ts'
import { ARCHETYPE_CONTENT } from './content/archetypes.ts'
import { hexagramElement } from './content/iching.ts'
import type { ArchetypeContent, SolfeggioFrequency, TrigramElementNames } from './content/types.ts'

export type { ArchetypeModifiers }
export { DEFAULT_MODIFIERS, hasValidModifiers, modifiersOf }

export interface Archetype extends ArchetypeContent {
  /** This archetype's scalar ξ (content/archetype-numbers.ts). */
  scalarRange: number
  primaryElement: string
  codonPair: readonly [string, string]
  hexagrams: readonly [number, number]
  solfeggio: readonly [SolfeggioFrequency, SolfeggioFrequency]
  modifiers: ArchetypeModifiers
}

function buildArchetype(content: ArchetypeContent): Archetype {
  // The pair by the codons' numbering alone, so that the archetypes do not carry the codons' words.
  const hexagrams = [2 * content.id - 1, 2 * content.id] as const
  const first = tripletOfHexagram(hexagrams[0])
  const second = tripletOfHexagram(hexagrams[1])
  const numbers = archetypeNumbersOf(content.id)
  if (!first || !second) throw new Error(`archetype ${content.id} has no codon pair`)
  if (!numbers) throw new Error(`archetype ${content.id} has no numbers`)
  return {
    ...content,
    scalarRange: numbers.scalarRange,
    primaryElement: hexagramElement(hexagramOfTriplet(first)),
    codonPair: [first, second],
    hexagrams,
    modifiers: modifiersOf(content.id),
  }
}

/** All 32 archetypes, ordered by id. */
export const ARCHETYPES: readonly Archetype[] = [...ARCHETYPE_CONTENT]
  .sort((a, b) => a.id - b.id)
  .map(buildArchetype)

export function findArchetype(id: number): Archetype | undefined {
  return ARCHETYPES[id - 1]?.id === id ? ARCHETYPES[id - 1] : ARCHETYPES.find((a) => a.id === id)
}

/**
 * An archetype's element as shown: the hexagram's element, then its category when the element does
 * not already name it ('Fire · Air'); the element alone when it does ('Air', never 'Air · Air';
 * 'Water/Heaven', never 'Water/Heaven · Water').
 */
export function elementLabel(
  archetype: { primaryElement: string; category: string },
  /** The elements' names in the language shown (English's when absent). */
  names?: TrigramElementNames,
): string {
  const named = (element: string) => names?.[element as keyof TrigramElementNames] ?? element
  const elements = archetype.primaryElement.split('/')
  const shown = elements.map(named).join('/')
  return elements.includes(archetype.category) ? shown : `${shown} · ${named(archetype.category)}`
}
