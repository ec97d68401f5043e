import { describe, expect, it } from 'vitest'
import {
  ARCHETYPES,
  DEFAULT_MODIFIERS,
  elementLabel,
  findArchetype,
  modifiersOf,
} from '../../domain/archetypes.ts'
import { CODONS, codonByHexagram } from '../../domain/codons.ts'
import { type ElementCategory, SOLFEGGIO } from '../../domain/content/types.ts'
import { GUEST_ARCHETYPE_ID } from '../../domain/vocabulary.ts'

const CATEGORY_IDS: Record<ElementCategory, readonly number[]> = {
  Fire: [1, 7, 11, 13, 18, 22, 25, 28],
  Air: [2, 5, 10, 16, 19, 27, 29, 31],
  Water: [3, 6, 9, 15, 20, 24, 30, 32],
  Earth: [4, 8, 12, 14, 17, 21, 23, 26],
}

const PLACEHOLDER = /archetype \d|lorem|TODO|placeholder|\{\w+\}/i

const hasTwoDecimals = (x: number) => Math.abs(Math.round(x * 100) / 100 - x) < 1e-9
const sentences = (text: string) => text.trim().split(/(?<=[.!?])\s+/)
const texts = (a: (typeof ARCHETYPES)[number]) => [
  a.name,
  a.description,
  a.lunaInterpretation,
  a.meaning,
  a.shadowAspect,
  ...a.keywords,
]
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length

describe('ARCHETYPES', () => {
  it('holds 32 archetypes with ids 1 to 32 in order', () => {
    expect(ARCHETYPES.map((a) => a.id)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1))
  })

  it('has unique names, no two sharing their noun', () => {
    expect(new Set(ARCHETYPES.map((a) => a.name)).size).toBe(32)
    const nouns = ARCHETYPES.map((a) => a.name.split(' ').at(-1)?.toLowerCase())
    expect(new Set(nouns).size).toBe(32)
    for (const a of ARCHETYPES) expect(a.name).toMatch(/^The [A-Z]/)
  })

  it('puts exactly the fixed 8 ids in each of the 4 categories', () => {
    for (const [category, ids] of Object.entries(CATEGORY_IDS)) {
      const members = ARCHETYPES.filter((a) => a.category === category).map((a) => a.id)
      expect(members, category).toEqual(ids)
    }
  })

  describe('scalarRange', () => {
    const scalars = ARCHETYPES.map((a) => a.scalarRange)

    it('is unique, has two decimals and lies within 81.10–81.98', () => {
      expect(new Set(scalars).size).toBe(32)
      for (const a of ARCHETYPES) {
        expect(hasTwoDecimals(a.scalarRange), `archetype ${a.id}`).toBe(true)
        expect(a.scalarRange).toBeGreaterThanOrEqual(81.1)
        expect(a.scalarRange).toBeLessThanOrEqual(81.98)
      }
    })

    it('spreads over the whole range, grounded patterns low and fiery ones high', () => {
      expect(Math.min(...scalars)).toBeLessThanOrEqual(81.15)
      expect(Math.max(...scalars)).toBeGreaterThanOrEqual(81.93)
      const byCategory = (c: ElementCategory) =>
        ARCHETYPES.filter((a) => a.category === c).map((a) => a.scalarRange)
      const order: ElementCategory[] = ['Earth', 'Water', 'Air', 'Fire']
      const means = order.map((c) => mean(byCategory(c)))
      expect([...means].sort((x, y) => x - y)).toEqual(means)
      expect(Math.max(...byCategory('Earth'))).toBeLessThan(Math.min(...byCategory('Fire')))
    })
  })

  describe('modifiers', () => {
    it('stay within range with two decimals', () => {
      for (const { id, modifiers } of ARCHETYPES) {
        expect(modifiers.entropyMod, `archetype ${id}`).toBeGreaterThanOrEqual(0.91)
        expect(modifiers.entropyMod, `archetype ${id}`).toBeLessThanOrEqual(1.08)
        expect(modifiers.curvatureMod, `archetype ${id}`).toBeGreaterThanOrEqual(0.92)
        expect(modifiers.curvatureMod, `archetype ${id}`).toBeLessThanOrEqual(1.09)
        expect(hasTwoDecimals(modifiers.entropyMod)).toBe(true)
        expect(hasTwoDecimals(modifiers.curvatureMod)).toBe(true)
      }
    })

    it('are exactly 1 and 1 for archetypes 7 and 32 only', () => {
      const neutral = ARCHETYPES.filter((a) => a.modifiers.entropyMod === 1 && a.modifiers.curvatureMod === 1)
      expect(neutral.map((a) => a.id)).toEqual([7, 32])
    })

    it('are varied', () => {
      // Two decimals within 0.91–1.08 (or 0.92–1.09) allow only 18 values; expect nearly all of them.
      expect(new Set(ARCHETYPES.map((a) => a.modifiers.entropyMod)).size).toBeGreaterThanOrEqual(16)
      expect(new Set(ARCHETYPES.map((a) => a.modifiers.curvatureMod)).size).toBeGreaterThanOrEqual(16)
      const pairs = new Set(ARCHETYPES.map((a) => `${a.modifiers.entropyMod}/${a.modifiers.curvatureMod}`))
      expect(pairs.size).toBeGreaterThanOrEqual(30)
    })

    it('are what modifiersOf returns, with 1 and 1 for unknown ids', () => {
      for (const a of ARCHETYPES) expect(modifiersOf(a.id)).toEqual(a.modifiers)
      expect(modifiersOf(undefined)).toEqual(DEFAULT_MODIFIERS)
      expect(modifiersOf(33)).toEqual({ entropyMod: 1, curvatureMod: 1 })
    })
  })

  it('draws two distinct solfeggio tones from the scale', () => {
    for (const { id, solfeggio } of ARCHETYPES) {
      expect(solfeggio, `archetype ${id}`).toHaveLength(2)
      for (const hz of solfeggio) expect(SOLFEGGIO).toContain(hz)
      expect(solfeggio[0], `archetype ${id}`).not.toBe(solfeggio[1])
    }
  })

  describe('hexagrams and codons', () => {
    it('holds King Wen pair 2k−1, 2k and the codons of those hexagrams', () => {
      for (const a of ARCHETYPES) {
        expect(a.hexagrams).toEqual([2 * a.id - 1, 2 * a.id])
        expect(a.codonPair).toEqual([codonByHexagram(2 * a.id - 1)?.codon, codonByHexagram(2 * a.id)?.codon])
      }
    })

    it('gives every one of the 64 codons to exactly one archetype', () => {
      expect(CODONS).toHaveLength(64)
      for (const { codon } of CODONS) {
        const owners = ARCHETYPES.filter((a) => a.codonPair.includes(codon))
        expect(owners.length, codon).toBe(1)
      }
    })

    it('takes its primary element from the first hexagram of the pair', () => {
      expect(findArchetype(1)?.primaryElement).toBe('Heaven')
      expect(findArchetype(6)?.primaryElement).toBe('Earth/Heaven')
      expect(findArchetype(26)?.primaryElement).toBe('Wood')
      expect(findArchetype(32)?.primaryElement).toBe('Water/Fire')
    })
  })

  describe('texts', () => {
    it('contain no placeholders and no empty fields', () => {
      for (const a of ARCHETYPES) {
        for (const text of texts(a)) {
          expect(text.trim().length, `archetype ${a.id}`).toBeGreaterThan(0)
          expect(text, `archetype ${a.id}`).not.toMatch(PLACEHOLDER)
        }
      }
    })

    it('never repeat a description or any sentence', () => {
      expect(new Set(ARCHETYPES.map((a) => a.description)).size).toBe(32)
      const all = ARCHETYPES.flatMap((a) =>
        [a.description, a.lunaInterpretation, a.meaning, a.shadowAspect].flatMap(sentences),
      )
      expect(new Set(all).size).toBe(all.length)
    })

    it('have the lengths and voice the spec asks for', () => {
      for (const a of ARCHETYPES) {
        const label = `archetype ${a.id}`
        expect(sentences(a.description).length, label).toBeGreaterThanOrEqual(2)
        expect(sentences(a.description).length, label).toBeLessThanOrEqual(3)
        expect(sentences(a.lunaInterpretation).length, label).toBeLessThanOrEqual(2)
        expect(a.lunaInterpretation, label).toContain('I sense')
        expect(sentences(a.meaning).length, label).toBeLessThanOrEqual(2)
        expect(sentences(a.shadowAspect).length, label).toBe(1)
      }
    })

    it('have 3 to 5 distinct lowercase keywords', () => {
      for (const { id, keywords } of ARCHETYPES) {
        expect(keywords.length, `archetype ${id}`).toBeGreaterThanOrEqual(3)
        expect(keywords.length, `archetype ${id}`).toBeLessThanOrEqual(5)
        expect(new Set(keywords).size).toBe(keywords.length)
        for (const k of keywords) expect(k).toMatch(/^[a-z]+(-[a-z]+)*$/)
      }
    })
  })

  it('finds the guest archetype, which greets the visitor', () => {
    const guest = findArchetype(GUEST_ARCHETYPE_ID)
    expect(guest?.id).toBe(6)
    expect(guest?.lunaInterpretation).toMatch(/welcome/i)
    expect(findArchetype(0)).toBeUndefined()
    expect(findArchetype(33)).toBeUndefined()
  })
})

describe('the element as shown', () => {
  it('names the category once: never "Air · Air" nor "Water/Heaven · Water"', () => {
    expect(elementLabel({ primaryElement: 'Air', category: 'Air' })).toBe('Air')
    expect(elementLabel({ primaryElement: 'Water/Heaven', category: 'Water' })).toBe('Water/Heaven')
    expect(elementLabel({ primaryElement: 'Fire', category: 'Air' })).toBe('Fire · Air')
    for (const a of ARCHETYPES) {
      const parts = elementLabel(a).split(/ · |\//)
      expect(new Set(parts).size, elementLabel(a)).toBe(parts.length)
    }
  })
})
