// The spec's "codon history" on this device (docs/rules/device-state.md): the codons the visitor
// played or opened, newest first, held by the rule of domain/codon-history.ts.
import { parseCodonHistory, rememberCodon } from '@domain/codon-history.ts'
import { deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

export const codonHistoryAtom = storedJson(KEYS.codonHistory, parseCodonHistory)

/** Puts a codon at the front of the history (a play, or its card opened). */
export function rememberCodonOnDevice(codon: string, now = new Date()): void {
  deviceStore.set(codonHistoryAtom, rememberCodon(deviceStore.get(codonHistoryAtom) ?? [], codon, now))
}
