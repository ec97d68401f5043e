// The device's codon history (domain/codon-history.ts): newest first, each codon once, at most 12,
// and what was stored reads back the same.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CODON_HISTORY_LIMIT,
  type CodonHistoryEntry,
  parseCodonHistory,
  rememberCodon,
} from '../../domain/codon-history.ts'
import { CODONS } from '../../domain/codons.ts'

const codon = fc.constantFrom(...CODONS.map((c) => c.codon))

describe('the codon history', () => {
  it('keeps the last play first, each codon once, at most 12, and reads back what it stored', () => {
    fc.assert(
      fc.property(fc.array(codon, { maxLength: 60 }), (plays) => {
        let history: CodonHistoryEntry[] = []
        plays.forEach((c, i) => {
          history = rememberCodon(history, c, new Date(Date.UTC(2026, 10, 29, 12, 0, i)))
        })
        expect(history.length).toBeLessThanOrEqual(CODON_HISTORY_LIMIT)
        expect(new Set(history.map((e) => e.codon)).size).toBe(history.length)
        if (plays.length > 0) expect(history[0]?.codon).toBe(plays.at(-1))
        // The distinct codons of the plays, most recent first.
        const expected = [...new Set([...plays].reverse())].slice(0, CODON_HISTORY_LIMIT)
        expect(history.map((e) => e.codon)).toEqual(expected)
        expect(parseCodonHistory(JSON.parse(JSON.stringify(history)))).toEqual(history)
      }),
    )
  })

  it('reads a damaged record as what is valid in it, and no list as nothing', () => {
    expect(parseCodonHistory({ codon: 'UUU' })).toBeNull()
    expect(
      parseCodonHistory([
        { codon: 'UUU', at: '2026-11-29T10:00:00.000Z' },
        { codon: 'XYZ', at: '2026-11-29T11:00:00.000Z' },
        { codon: 'GGG', at: 'yesterday' },
        { codon: 'UUU', at: '2026-11-28T10:00:00.000Z' },
        { codon: 'ACG', at: '2026-11-29T12:00:00.000Z' },
        null,
      ]),
    ).toEqual([
      { codon: 'ACG', at: '2026-11-29T12:00:00.000Z' },
      { codon: 'UUU', at: '2026-11-29T10:00:00.000Z' },
    ])
    expect(rememberCodon([], 'not a codon', new Date())).toEqual([])
  })
})
