// The codon library's words in Spanish and German (domain/codons-language.ts): complete, each the
// language's own (no English left), with every id, number, tag and frequency as English has them.
import { describe, expect, it } from 'vitest'
import { filterCodons } from '../../domain/codon-filter.ts'
import { CODONS, type Codon } from '../../domain/codons.ts'
import { CODON_WORDS, codonsIn } from '../../domain/codons-language.ts'
import { CODON_TAGS_DE } from '../../domain/content/de/tags.ts'
import { CODON_TAGS_ES } from '../../domain/content/es/tags.ts'
import { TRANSLATED_LOCALES } from '../../domain/locale.ts'

/** A codon with its words blanked: what must stay English's in every language. */
const withoutWords = (c: Codon) => ({
  ...c,
  name: '',
  aminoAcid: '',
  theme: '',
  affirmation: '',
  rituals: [],
  symbolicTag: '',
})

describe.each(TRANSLATED_LOCALES)('the codons in %s', (locale) => {
  const words = CODON_WORDS[locale]

  it('has every codon’s words, three rituals each, and every hexagram’s and amino acid’s name', () => {
    expect(words).toBeDefined()
    if (!words) return
    expect(Object.keys(words.content).sort()).toEqual(CODONS.map((c) => c.codon).sort())
    for (const c of CODONS) {
      const own = words.content[c.codon]
      expect(own?.rituals, c.codon).toHaveLength(c.rituals.length)
      for (const text of [own?.theme, own?.affirmation, own?.symbolicTag, ...(own?.rituals ?? [])])
        expect(text?.trim(), c.codon).toBeTruthy()
      expect(words.aminoAcids[c.aminoAcid], c.aminoAcid).toBeTruthy()
    }
    expect(words.hexagramNames).toHaveLength(64)
    expect(new Set(words.hexagramNames).size).toBe(64)
  })

  it('changes only the words: ids, numbers, tags and frequencies stay English’s', () => {
    const codons = codonsIn(locale)
    expect(codons.map((c) => c.codon)).toEqual(CODONS.map((c) => c.codon))
    codons.forEach((c, i) => {
      const en = CODONS[i]
      if (!en) throw new Error('no English codon')
      expect(withoutWords(c)).toEqual(withoutWords(en))
      // Its own words: none left as English's (a name may be a proper name, a ritual never is).
      expect(c.theme, c.codon).not.toBe(en.theme)
      expect(c.affirmation, c.codon).not.toBe(en.affirmation)
      for (const [k, r] of c.rituals.entries()) expect(r, c.codon).not.toBe(en.rituals[k])
    })
  })

  it('gives English’s codons for English', () => {
    expect(codonsIn('en')).toBe(CODONS)
  })
})

describe.each([
  ['es', CODON_TAGS_ES],
  ['de', CODON_TAGS_DE],
] as const)('the codons’ tags in %s', (locale, words) => {
  const tags = [...new Set(CODONS.flatMap((c) => c.tags))]

  it('has a word for every tag, none left English’s, and no two of a codon’s tags said alike', () => {
    expect(tags.filter((t) => !words[t]?.trim())).toEqual([])
    expect(Object.keys(words).sort()).toEqual([...tags].sort())
    // A tag spelled the same in both languages ("detail", "familia"…) is fine; most are not.
    expect(tags.filter((t) => words[t] === t).length).toBeLessThan(tags.length / 10)
    for (const c of CODONS) expect(new Set(c.tags.map((t) => words[t])).size, c.codon).toBe(c.tags.length)
  })

  it('lets a search find a codon by the word its tag is shown with', () => {
    const say = (t: string) => words[t] ?? t
    const codon = CODONS.find((c) => c.tags.includes('patience'))
    if (!codon) throw new Error('no codon tagged patience')
    const word = say('patience')
    expect(filterCodons(CODONS, word, 'All', say).map((c) => c.codon)).toContain(codon.codon)
    expect(
      filterCodons(CODONS, word, 'All').map((c) => c.codon),
      locale,
    ).not.toContain(codon.codon)
  })
})
