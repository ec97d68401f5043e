// The archetypes in a language Luna speaks (docs/decisions/057-content-languages.md): the words of
// domain/archetypes.ts's ARCHETYPES (name, description, Luna's interpretation, keywords, meaning,
// shadow aspect) from a language's ArchetypeWords (domain/content/<locale>/archetypes.ts); every id,
// number, category and tone as English has them. Pure: the app passes the words of the language it
// loaded, the Worker those of domain/content-languages.ts.

import { ARCHETYPES, type Archetype, findArchetype } from './archetypes.ts'
import type { ArchetypeWords } from './content/types.ts'

const made = new WeakMap<ArchetypeWords, readonly Archetype[]>()

/** The 32 archetypes by id, their words from `words` (English's when none are given). */
export function archetypesWith(words: ArchetypeWords | undefined): readonly Archetype[] {
  if (!words) return ARCHETYPES
  let archetypes = made.get(words)
  if (!archetypes) {
    archetypes = ARCHETYPES.map((a, i) => {
      const own = words.archetypes[i]
      return own ? { ...a, ...own } : a
    })
    made.set(words, archetypes)
  }
  return archetypes
}

/** One archetype, its words from `words` (English's when none are given). */
export function archetypeWith(id: number, words: ArchetypeWords | undefined): Archetype | undefined {
  const archetype = findArchetype(id)
  return archetype && words ? archetypesWith(words)[ARCHETYPES.indexOf(archetype)] : archetype
}
