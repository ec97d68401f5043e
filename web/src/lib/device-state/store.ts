// The visitor's profile keys as jotai atoms, one a key (docs/rules/device-state.md), and the
// profile they make together. A change is a pure function from one DeviceProfile to the next
// (profile.ts, changes.ts); `updateDevice` applies it and sets the atoms of the keys that changed,
// which write them through and re-render the screens that read them.
import { atom, useAtomValue } from 'jotai'
import type { DeviceProfile } from '@/lib/device-state/profile.ts'
import { aRecord, FIELD_ENTRIES } from '@/lib/device-state/read.ts'
import { deviceStore, type StoredAtom, storedJson, storedText } from '@/lib/device-state/stored.ts'

type Field = keyof DeviceProfile

/** The atom of each profile field (its key in read.ts). */
export const profileAtoms = Object.fromEntries(
  FIELD_ENTRIES.map(([field, { key, json }]) => [field, json ? storedJson(key, aRecord) : storedText(key)]),
) as { [F in Field]: StoredAtom<NonNullable<DeviceProfile[F]>> }

const fields = FIELD_ENTRIES.map(([field]) => field)
const textFields = new Set(FIELD_ENTRIES.filter(([, { json }]) => !json).map(([field]) => field))

/** The whole profile, as its atoms hold it. */
export const deviceAtom = atom(
  (get) =>
    Object.fromEntries(
      fields.map((f) => [f, get(profileAtoms[f] as StoredAtom<unknown>)]),
    ) as unknown as DeviceProfile,
)

/** Sets the fields of a new profile that differ from the stored one; returns the new profile. */
export const updateDeviceAtom = atom(
  null,
  (get, set, change: (state: DeviceProfile) => DeviceProfile): DeviceProfile => {
    const current = get(deviceAtom)
    const next = change(current)
    for (const field of fields) {
      const value = next[field] ?? null
      // A text key holds text: an id or a baseline given as a number is kept as its digits.
      const stored = value !== null && textFields.has(field) ? String(value) : value
      if (JSON.stringify(stored) === JSON.stringify(current[field] ?? null)) continue
      set(profileAtoms[field] as StoredAtom<unknown>, stored)
    }
    return next
  },
)

/** The stored profile, for code outside React. */
export const readDevice = (): DeviceProfile => deviceStore.get(deviceAtom)

/** Applies one of the journey's changes to the stored profile and returns the new one. */
export const updateDevice = (change: (state: DeviceProfile) => DeviceProfile): DeviceProfile =>
  deviceStore.set(updateDeviceAtom, change)

/** Replaces the stored profile by `next` (the keys that differ). */
export const commitDevice = (next: DeviceProfile): void => void updateDevice(() => next)

/** The stored profile for a screen, re-rendered when it changes (here or in another tab). */
export const useDevice = (): DeviceProfile => useAtomValue(deviceAtom)
