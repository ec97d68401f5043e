// A name's gematria and the primary codon it gives (docs/rules/profile.md). Apart from profile.ts,
// which joins the codon's words, so that the web app's device state (which recomputes both from
// the identity) does not carry the 64 codons' texts.

/** The ten primary codons, indexed by gematria mod 10 (docs/rules/profile.md, in order). */
export const PRIMARY_CODONS = ['AUG', 'UUU', 'CCA', 'GAU', 'UCA', 'AAG', 'GGU', 'CUC', 'AGC', 'UCG'] as const

/**
 * Gematria: a=1 … z=26, case-insensitive; accents are removed first (é counts as e); every other
 * character is ignored.
 */
export function gematria(name: string): number {
  let sum = 0
  for (const ch of name.normalize('NFD').toLowerCase()) {
    const code = ch.charCodeAt(0)
    if (code >= 97 && code <= 122) sum += code - 96
  }
  return sum
}

export function primaryCodonOf(gematriaValue: number): string {
  return PRIMARY_CODONS[gematriaValue % 10] ?? 'AUG'
}
