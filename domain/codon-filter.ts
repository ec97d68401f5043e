// The codon library's search and element filter (docs/rules/codons.md). Pure: works on any list of
// codon-shaped records (the API's or the domain's), so the library screen needs no content table.
import { ELEMENT_TAGS, type ElementCategory } from './content/types.ts'

/** The library's element filter choices, in the spec's order. */
export const ELEMENT_FILTERS = ['All', 'Fire', 'Air', 'Water', 'Earth'] as const
export type ElementFilter = (typeof ELEMENT_FILTERS)[number]

/** The fields the library searches and filters on. */
export interface FilterableCodon {
  codon: string
  name: string
  theme: string
  aminoAcid: string
  tags: readonly string[]
  /** The codon's tone in Hz, shown on every card: '528' and '528 hz' find it. */
  frequency?: number
}

/** A codon matches an element when any of its tags is in that element's tag set. */
export function matchesElement(tags: readonly string[], element: ElementFilter): boolean {
  if (element === 'All') return true
  const set = ELEMENT_TAGS[element]
  return tags.some((t) => set.includes(t.toLowerCase()))
}

/** The elements a codon belongs to by its tags (possibly several, possibly none). */
export function elementsOfTags(tags: readonly string[]): ElementCategory[] {
  return (['Fire', 'Air', 'Water', 'Earth'] as const).filter((e) => matchesElement(tags, e))
}

/**
 * Case-insensitive search on codon, name, theme, amino acid, tags and frequency: every word of the
 * query must appear in one of them (so 'heal water', 'UUU' and '528 Hz' all work). An empty query
 * matches all.
 */
/** Lower case without accents, so that 'exito' finds 'Éxito' and 'schopferische' 'Schöpferische'. */
const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

export function matchesSearch(
  codon: FilterableCodon,
  query: string,
  sayTag?: (tag: string) => string,
): boolean {
  const words = folded(query.trim()).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const tone = codon.frequency === undefined ? [] : [`${codon.frequency} hz`, `${codon.frequency}hz`]
  const said = sayTag ? codon.tags.map(sayTag) : []
  const haystack = [
    codon.codon,
    codon.name,
    codon.theme,
    codon.aminoAcid,
    ...codon.tags,
    ...said,
    ...tone,
  ].map(folded)
  return words.every((w) => haystack.some((h) => h.includes(w)))
}

/** The codons of `element` that match `query`; `sayTag` gives the word a tag is shown by, also searched. */
export function filterCodons<C extends FilterableCodon>(
  codons: readonly C[],
  query: string,
  element: ElementFilter,
  sayTag?: (tag: string) => string,
): C[] {
  return codons.filter((c) => matchesElement(c.tags, element) && matchesSearch(c, query, sayTag))
}
