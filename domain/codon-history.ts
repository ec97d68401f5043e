// The codons a visitor played or opened on this device, newest first (docs/rules/device-state.md,
// the spec's "codon history"): one entry a codon (playing it again moves it to the front), at most
// CODON_HISTORY_LIMIT of them.

export const CODON_HISTORY_LIMIT = 12

export interface CodonHistoryEntry {
  codon: string
  /** When it was last played or opened (ISO 8601). */
  at: string
}

const CODON = /^[UCAG]{3}$/

/** The history with `codon` at its front, once, held to the limit. */
export function rememberCodon(
  history: readonly CodonHistoryEntry[],
  codon: string,
  at: Date,
): CodonHistoryEntry[] {
  if (!CODON.test(codon)) return [...history]
  return [{ codon, at: at.toISOString() }, ...history.filter((e) => e.codon !== codon)].slice(
    0,
    CODON_HISTORY_LIMIT,
  )
}

/** A stored history, checked: well-formed entries only, each codon once, newest first, at most the limit. */
export function parseCodonHistory(value: unknown): CodonHistoryEntry[] | null {
  if (!Array.isArray(value)) return null
  const seen = new Set<string>()
  const entries: CodonHistoryEntry[] = []
  for (const e of value) {
    if (!e || typeof e !== 'object') continue
    const { codon, at } = e as Record<string, unknown>
    if (typeof codon !== 'string' || !CODON.test(codon) || typeof at !== 'string') continue
    if (Number.isNaN(Date.parse(at)) || seen.has(codon)) continue
    seen.add(codon)
    entries.push({ codon, at })
  }
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, CODON_HISTORY_LIMIT)
}
