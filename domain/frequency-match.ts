// Frequency matching on the readings page: direct, harmonic, numerological, unique
// (docs/rules/frequency-matching.md).
import type { Codon } from './codons.ts'
import { codonByHexagram } from './codons.ts'
import { round2 } from './numbers.ts'

export const DIRECT_WINDOW_HZ = 50
export const PRIMARY_HARMONIC_HZ = 10
export const SECONDARY_HARMONIC_HZ = 30
export const HARMONIC_MULTIPLES = [2, 3, 4] as const

export interface CodonMatch {
  codon: Codon
  /** The frequency compared with the codon's: the input for direct, the input × multiple for harmonics. */
  comparedHz: number
  differenceHz: number
}

export type FrequencyMatchResult =
  | { type: 'direct'; frequency: number; matches: CodonMatch[] }
  | { type: 'harmonic'; frequency: number; multiple: number; primary: CodonMatch[]; secondary: CodonMatch[] }
  | {
      type: 'numerological'
      frequency: number
      digitSum: number
      hexagram: number
      root: number
      codon: Codon
    }
  | { type: 'unique'; frequency: number; digitSum: number; hexagram: number; root: number }

function nearest(
  codons: readonly Codon[],
  target: number,
  min: number,
  max: number,
  limit: number,
): CodonMatch[] {
  return codons
    .map((codon) => ({
      codon,
      comparedHz: round2(target),
      differenceHz: round2(Math.abs(codon.frequency - target)),
    }))
    .filter((m) => m.differenceHz >= min && m.differenceHz <= max)
    .sort((a, b) => a.differenceHz - b.differenceHz || a.codon.hexagram - b.codon.hexagram)
    .slice(0, limit)
}

/** Sum of the decimal digits of the whole-hertz part. */
export function digitSum(frequency: number): number {
  return [...String(Math.floor(Math.abs(frequency)))].reduce((s, d) => s + Number(d), 0)
}

/** Folds a number into 1–64: sums over 64 use the remainder, 64 when the remainder is zero. */
export function foldInto64(n: number): number {
  if (n <= 64) return Math.max(1, n)
  const r = n % 64
  return r === 0 ? 64 : r
}

/** Digital root (repeated digit sum) of a positive integer, 1–9. */
export function digitalRoot(n: number): number {
  const m = Math.floor(Math.abs(n))
  return m === 0 ? 0 : 1 + ((m - 1) % 9)
}

/**
 * In order: direct — codons within 50 Hz (nearest 5); harmonic — for multiples 2, 3, 4, the first
 * multiple with a primary hit (within 10 Hz, nearest 3) also reports its secondary hits (10–30 Hz,
 * nearest 2); numerological — the codon of hexagram digitSum folded into 1–64, when the digital
 * roots of the input and that codon's frequency agree; unique — none of these.
 */
export function matchFrequency(frequency: number, codons: readonly Codon[]): FrequencyMatchResult {
  const direct = nearest(codons, frequency, 0, DIRECT_WINDOW_HZ, 5)
  if (direct.length > 0) return { type: 'direct', frequency, matches: direct }
  for (const multiple of HARMONIC_MULTIPLES) {
    const target = frequency * multiple
    const primary = nearest(codons, target, 0, PRIMARY_HARMONIC_HZ, 3)
    if (primary.length > 0) {
      const secondary = nearest(codons, target, PRIMARY_HARMONIC_HZ + 0.005, SECONDARY_HARMONIC_HZ, 2)
      return { type: 'harmonic', frequency, multiple, primary, secondary }
    }
  }
  const sum = digitSum(frequency)
  const hexagram = foldInto64(sum)
  const root = digitalRoot(Math.floor(frequency))
  const codon = codonByHexagram(hexagram)
  if (codon && digitalRoot(codon.frequency) === root) {
    return { type: 'numerological', frequency, digitSum: sum, hexagram, root, codon }
  }
  return { type: 'unique', frequency, digitSum: sum, hexagram, root }
}
