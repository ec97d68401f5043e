import { describe, expect, it } from 'vitest'
import { CODONS, tripletOfHexagram } from '../../domain/codons.ts'
import { CODON_CONTENT } from '../../domain/content/codons.ts'
import { CODON_FREQUENCIES, ELEMENT_TAGS, type ElementCategory } from '../../domain/content/types.ts'

// Built here, independently of the domain's own tables.
const RNA = ['U', 'C', 'A', 'G']
const ALL_TRIPLETS = RNA.flatMap((a) => RNA.flatMap((b) => RNA.map((c) => a + b + c))).sort()

const byTriplet = (triplet: string) => {
  const codon = CODONS.find((c) => c.codon === triplet)
  if (!codon) throw new Error(`missing codon ${triplet}`)
  return codon
}
const byHexagram = (hexagram: number) => {
  const codon = CODONS.find((c) => c.hexagram === hexagram)
  if (!codon) throw new Error(`missing hexagram ${hexagram}`)
  return codon
}
const countBy = <T>(items: readonly T[]) => {
  const counts = new Map<T, number>()
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
  return counts
}
const norm = (text: string) => text.trim().toLowerCase()
const ELEMENTS = Object.keys(ELEMENT_TAGS) as ElementCategory[]
const matchesElement = (tags: readonly string[], element: ElementCategory) =>
  tags.some((tag) => ELEMENT_TAGS[element].includes(tag))

describe('CODONS: structure', () => {
  it('has 64 codons, every U/C/A/G triplet exactly once', () => {
    expect(CODONS).toHaveLength(64)
    expect(CODONS.map((c) => c.codon).sort()).toEqual(ALL_TRIPLETS)
  })

  it('has written content for exactly the 64 triplets, nothing more', () => {
    expect(Object.keys(CODON_CONTENT).sort()).toEqual(ALL_TRIPLETS)
  })
})

describe('CODONS: amino acids follow the standard genetic code', () => {
  const EXPECTED_COUNTS: Record<string, number> = {
    Leucine: 6,
    Serine: 6,
    Arginine: 6,
    Valine: 4,
    Proline: 4,
    Threonine: 4,
    Alanine: 4,
    Glycine: 4,
    Isoleucine: 3,
    Stop: 3,
    Phenylalanine: 2,
    Tyrosine: 2,
    Histidine: 2,
    Glutamine: 2,
    Asparagine: 2,
    Lysine: 2,
    'Aspartic acid': 2,
    'Glutamic acid': 2,
    Cysteine: 2,
    Methionine: 1,
    Tryptophan: 1,
  }

  it('has the textbook number of codons per amino acid', () => {
    const counts = Object.fromEntries(countBy(CODONS.map((c) => c.aminoAcid)))
    expect(counts).toEqual(EXPECTED_COUNTS)
  })

  it('assigns the degenerate and special families to the right triplets', () => {
    const withAmino = (amino: string) =>
      CODONS.filter((c) => c.aminoAcid === amino)
        .map((c) => c.codon)
        .sort()
    expect(withAmino('Stop')).toEqual(['UAA', 'UAG', 'UGA'])
    expect(withAmino('Methionine')).toEqual(['AUG'])
    expect(withAmino('Tryptophan')).toEqual(['UGG'])
    expect(withAmino('Leucine')).toEqual(['CUA', 'CUC', 'CUG', 'CUU', 'UUA', 'UUG'])
    expect(withAmino('Serine')).toEqual(['AGC', 'AGU', 'UCA', 'UCC', 'UCG', 'UCU'])
    expect(withAmino('Arginine')).toEqual(['AGA', 'AGG', 'CGA', 'CGC', 'CGG', 'CGU'])
    expect(withAmino('Isoleucine')).toEqual(['AUA', 'AUC', 'AUU'])
  })

  it.each([
    ['UUU', 'Phenylalanine'],
    ['UAU', 'Tyrosine'],
    ['CAU', 'Histidine'],
    ['CAG', 'Glutamine'],
    ['AAC', 'Asparagine'],
    ['AAG', 'Lysine'],
    ['GAU', 'Aspartic acid'],
    ['GAG', 'Glutamic acid'],
    ['UGC', 'Cysteine'],
    ['GGG', 'Glycine'],
  ])('%s codes for %s', (triplet, amino) => {
    expect(byTriplet(triplet).aminoAcid).toBe(amino)
  })
})

describe('CODONS: hexagrams', () => {
  it('maps the 64 codons one-to-one onto hexagrams 1 to 64, listed in hexagram order', () => {
    expect(CODONS.map((c) => c.hexagram)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1))
  })

  it.each([
    [1, 'The Creative', 'UUU'],
    [2, 'The Receptive', 'AAA'],
    [11, 'Peace', 'UCA'],
    [12, 'Standstill', 'AGU'],
    [29, 'The Abysmal', 'GAC'],
    [30, 'The Clinging', 'CUG'],
    [63, 'After Completion', 'CCC'],
    [64, 'Before Completion', 'GGG'],
  ])('hexagram %i is %s, codon %s', (hexagram, name, triplet) => {
    const codon = byHexagram(hexagram)
    expect(codon.name).toBe(name)
    expect(codon.codon).toBe(triplet)
  })

  it('numbers them the same without their words (tripletOfHexagram), and no other number', () => {
    for (const codon of CODONS) expect(tripletOfHexagram(codon.hexagram)).toBe(codon.codon)
    for (const n of [0, 65, 1.5, -1, Number.NaN]) expect(tripletOfHexagram(n)).toBeUndefined()
  })
})

describe('CODONS: frequencies, regimes and scalars', () => {
  it('uses only frequencies from the list, each value at least twice', () => {
    const allowed: readonly number[] = CODON_FREQUENCIES
    for (const c of CODONS) expect(allowed, c.codon).toContain(c.frequency)
    const counts = countBy(CODONS.map((c) => c.frequency))
    for (const hz of CODON_FREQUENCIES) expect(counts.get(hz) ?? 0, `${hz} Hz`).toBeGreaterThanOrEqual(2)
  })

  it('sets the entropy regime from the third base, 16 codons each', () => {
    const byThirdBase: Record<string, string> = {
      U: 'Standard',
      C: 'Curvature-Enhanced',
      A: 'High-Spin',
      G: 'Observer-Activated',
    }
    for (const c of CODONS) expect(c.entropyRegime, c.codon).toBe(byThirdBase[c.codon.charAt(2)])
    expect(Object.fromEntries(countBy(CODONS.map((c) => c.entropyRegime)))).toEqual({
      Standard: 16,
      'Curvature-Enhanced': 16,
      'High-Spin': 16,
      'Observer-Activated': 16,
    })
  })

  it('marks observerActivated true exactly for the Observer-Activated regime', () => {
    for (const c of CODONS)
      expect(c.observerActivated, c.codon).toBe(c.entropyRegime === 'Observer-Activated')
    expect(CODONS.filter((c) => c.observerActivated)).toHaveLength(16)
  })

  it('gives unique scalars within 80.8–82.4 that rise with the hexagram number', () => {
    const scalars = CODONS.map((c) => c.scalar)
    expect(new Set(scalars).size).toBe(64)
    for (const s of scalars) {
      expect(s).toBeGreaterThanOrEqual(80.8)
      expect(s).toBeLessThanOrEqual(82.4)
    }
    for (let i = 1; i < CODONS.length; i++) {
      const [prev, next] = [CODONS[i - 1], CODONS[i]]
      if (prev && next) expect(next.scalar).toBeGreaterThan(prev.scalar)
    }
    expect(byHexagram(1).scalar).toBe(80.8)
    expect(byHexagram(64).scalar).toBe(82.375)
  })
})

describe('CODONS: written content', () => {
  it('has unique symbolic tags, themes and affirmations', () => {
    for (const field of ['symbolicTag', 'theme', 'affirmation'] as const) {
      const values = CODONS.map((c) => norm(c[field]))
      expect(new Set(values).size, field).toBe(64)
    }
  })

  it('never repeats a ritual sentence across codons', () => {
    const rituals = CODONS.flatMap((c) => c.rituals.map(norm))
    expect(rituals).toHaveLength(192)
    expect(new Set(rituals).size).toBe(192)
  })

  it('keeps each field to its shape', () => {
    for (const c of CODONS) {
      const words = c.theme.trim().split(/\s+/)
      expect(words.length, c.codon).toBeGreaterThanOrEqual(2)
      expect(words.length, c.codon).toBeLessThanOrEqual(5)
      expect(c.symbolicTag.trim().split(/\s+/).length, c.codon).toBeLessThanOrEqual(2)
      // One first-person sentence.
      expect(c.affirmation, c.codon).toMatch(/^[A-Z][^.!?]*[.!]$/)
      expect(c.affirmation, c.codon).toMatch(/\b(I|my|me)\b/i)
      expect(c.rituals, c.codon).toHaveLength(3)
      for (const r of c.rituals) expect(r, c.codon).toMatch(/^[A-Z].{20,}[.]$/)
      expect(c.tags.length, c.codon).toBeGreaterThanOrEqual(3)
      expect(c.tags.length, c.codon).toBeLessThanOrEqual(5)
      for (const t of c.tags) expect(t, c.codon).toMatch(/^[a-z]+$/)
      expect(new Set(c.tags).size, c.codon).toBe(c.tags.length)
    }
  })

  it('has no empty text and no placeholder patterns', () => {
    const placeholder = /codon \d|archetype \d|lorem|ipsum|TODO|TBD|placeholder|xxx|\{\w+\}|\$\{/i
    for (const c of CODONS) {
      const texts = [c.theme, c.affirmation, c.symbolicTag, ...c.rituals, ...c.tags]
      for (const text of texts) {
        expect(text.trim(), c.codon).not.toBe('')
        expect(text, c.codon).not.toMatch(placeholder)
      }
    }
  })

  it('suggests no risky or medical practices', () => {
    const risky =
      /\bfast(ing)?\b|cold (water|shower|plunge)|ice bath|sun-?gaz|at the sun|alcohol|\bwine\b|supplement|medic|\bcure|diagnos|therap|\bdose\b|breath-?hold|hold your breath/i
    for (const c of CODONS) {
      for (const text of [c.affirmation, ...c.rituals]) expect(text, c.codon).not.toMatch(risky)
    }
  })

  it('lets every codon match an element filter and every element match at least 14 codons', () => {
    for (const c of CODONS) {
      expect(
        ELEMENTS.some((e) => matchesElement(c.tags, e)),
        c.codon,
      ).toBe(true)
    }
    for (const element of ELEMENTS) {
      const matched = CODONS.filter((c) => matchesElement(c.tags, element)).length
      expect(matched, element).toBeGreaterThanOrEqual(14)
    }
  })
})
