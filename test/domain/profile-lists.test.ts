import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ELEMENT_FILTERS,
  elementsOfTags,
  filterCodons,
  matchesElement,
  matchesSearch,
} from '../../domain/codon-filter.ts'
import { CODONS } from '../../domain/codons.ts'
import { ELEMENT_TAGS } from '../../domain/content/types.ts'
import {
  journeyDays,
  parseUserTags,
  recentFrequencyLocks,
  recentHistory,
  visibleTags,
} from '../../domain/history-lists.ts'

describe('codon library filter', () => {
  it('All keeps every codon; each element keeps exactly the codons with a tag in its set', () => {
    expect(filterCodons(CODONS, '', 'All')).toHaveLength(64)
    for (const element of ['Fire', 'Air', 'Water', 'Earth'] as const) {
      const kept = filterCodons(CODONS, '', element)
      expect(kept.length).toBeGreaterThan(0)
      for (const c of CODONS) {
        expect(kept.includes(c)).toBe(c.tags.some((t) => ELEMENT_TAGS[element].includes(t)))
      }
    }
  })
  it('every codon belongs to at least one element (content rule)', () => {
    for (const c of CODONS) expect(elementsOfTags(c.tags).length).toBeGreaterThan(0)
  })
  it('matches a tag of the set only as a whole tag', () => {
    expect(matchesElement(['clarity'], 'Fire')).toBe(true)
    expect(matchesElement(['clarityx'], 'Fire')).toBe(false)
    expect(matchesElement([], 'Water')).toBe(false)
    expect(matchesElement([], 'All')).toBe(true)
  })
  it('searches codon, name, theme, amino acid and tags, case-insensitively, every word', () => {
    const c = {
      codon: 'UUU',
      name: 'The Creative',
      theme: 'Courage at the threshold',
      aminoAcid: 'Phenylalanine',
      tags: ['leadership', 'clarity'],
    }
    for (const q of [
      'uuu',
      'creative',
      'THRESHOLD',
      'phenyl',
      'leader',
      '  the   creative ',
      'uuu clarity',
      '',
    ]) {
      expect(matchesSearch(c, q), q).toBe(true)
    }
    for (const q of ['aaa', 'receptive', 'uuu healing']) expect(matchesSearch(c, q), q).toBe(false)
  })
  it('finds codons by the frequency every card shows, with or without Hz', () => {
    const tone = CODONS[0]?.frequency ?? 0
    const byTone = CODONS.filter((c) => c.frequency === tone)
    expect(byTone.length).toBeGreaterThan(0)
    for (const q of [String(tone), `${tone} Hz`, `${tone}hz`])
      for (const c of byTone) expect(filterCodons(CODONS, q, 'All'), q).toContain(c)
    expect(filterCodons(CODONS, '99999', 'All')).toEqual([])
  })

  it('finds a codon in another language whether or not the accents are typed', async () => {
    const { codonsIn } = await import('../../domain/codons-language.ts')
    const german = codonsIn('de')
    const creative = german.find((c) => c.codon === 'UUU')
    expect(creative?.name).toBe('Das Schöpferische')
    for (const q of ['schopferische', 'Schöpferische', 'SCHÖPFERISCHE'])
      expect(filterCodons(german, q, 'All'), q).toContain(creative)
  })

  it('finds every codon by its own triplet and hexagram name', () => {
    for (const c of CODONS) {
      expect(filterCodons(CODONS, c.codon, 'All')).toContain(c)
      expect(filterCodons(CODONS, c.name, 'All')).toContain(c)
    }
  })
  it('filtering never adds codons and the filters are in the spec order', () => {
    expect(ELEMENT_FILTERS).toEqual(['All', 'Fire', 'Air', 'Water', 'Earth'])
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.constantFrom(...ELEMENT_FILTERS), (q, e) => {
        const kept = filterCodons(CODONS, q, e)
        expect(kept.length).toBeLessThanOrEqual(64)
        for (const c of kept) expect(CODONS).toContain(c)
      }),
    )
  })
})

describe('history lists', () => {
  it('shows the last 10 journey readings newest first', () => {
    const series = Array.from({ length: 14 }, (_, i) => i)
    expect(recentHistory(series)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4])
    expect(recentHistory([1, 2])).toEqual([2, 1])
    expect(recentHistory([])).toEqual([])
  })
  it('keeps the 8 latest frequency locks, newest first, and nothing else', () => {
    const at = (m: number) => new Date(Date.UTC(2026, 0, 1, 0, m)).toISOString()
    const readings = [
      ...Array.from({ length: 9 }, (_, i) => ({
        id: `lock${i}`,
        readingType: 'frequency-lock',
        timestamp: at(i),
      })),
      { id: 'compass', readingType: 'compass', timestamp: at(30) },
      { id: 'emotion', readingType: 'emotional-resonance', timestamp: at(31) },
    ]
    const locks = recentFrequencyLocks([...readings].reverse())
    expect(locks.map((r) => r.id)).toEqual([
      'lock8',
      'lock7',
      'lock6',
      'lock5',
      'lock4',
      'lock3',
      'lock2',
      'lock1',
    ])
    expect(recentFrequencyLocks(readings).map((r) => r.id)).toEqual(locks.map((r) => r.id))
  })
  it('splits tags, trims them and drops empties and repeats', () => {
    expect(parseUserTags(' clarity, peaceful,,Clarity , aligned ')).toEqual([
      'clarity',
      'peaceful',
      'aligned',
    ])
    expect(parseUserTags(null)).toEqual([])
    expect(parseUserTags('')).toEqual([])
  })
  it('shows at most 3 tags and counts the rest', () => {
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 })
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 0 })
    expect(visibleTags([])).toEqual({ shown: [], hidden: 0 })
  })
})

describe("the journey's days", () => {
  it('has one row a day, newest first, with the day’s last reading and its count, the last 10 days', () => {
    const point = (localDate: string, scalar: number) => ({ localDate, scalar })
    const series = [
      point('2026-11-01', 81.1),
      point('2026-11-01', 81.2),
      point('2026-11-01', 81.3),
      point('2026-11-02', 81.4),
      ...Array.from({ length: 12 }, (_, i) =>
        point(`2026-11-${String(i + 3).padStart(2, '0')}`, 81 + i / 100),
      ),
    ]
    const days = journeyDays(series)
    expect(days).toHaveLength(10)
    expect(days[0]).toEqual({ localDate: '2026-11-14', last: point('2026-11-14', 81.11), readings: 1 })
    expect(days.map((d) => d.localDate)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-11-${String(14 - i).padStart(2, '0')}`),
    )
    const first = journeyDays(series.slice(0, 4))
    expect(first).toEqual([
      { localDate: '2026-11-02', last: point('2026-11-02', 81.4), readings: 1 },
      { localDate: '2026-11-01', last: point('2026-11-01', 81.3), readings: 3 },
    ])
  })
})
