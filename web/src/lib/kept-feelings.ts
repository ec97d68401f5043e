// The feelings this device remembers, under luna_last_feeling (its atom; the rules in
// lib/device-state/last-feeling.ts): kept when a check-in or a mood note is saved.

import { type Feeling, parseKeptFeelings, withFeeling } from '@/lib/device-state/last-feeling.ts'
import { deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

export const keptFeelingsAtom = storedJson(KEYS.lastFeeling, parseKeptFeelings)

/** Keeps a feeling said now. */
export function keepFeeling(feeling: Feeling): void {
  deviceStore.set(keptFeelingsAtom, withFeeling(deviceStore.get(keptFeelingsAtom), feeling))
}
