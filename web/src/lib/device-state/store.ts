// Reads and writes the visitor's profile keys: the only code that touches them (with
// lib/storage.ts underneath). A change is a pure function from one DeviceProfile to the next
// (profile.ts, changes.ts); `updateDevice` applies it, writes the keys that changed and tells the
// screens that use `useDevice`.
import { useSyncExternalStore } from 'react'
import type { DeviceProfile } from '@/lib/device-state/profile.ts'
import { FIELD_ENTRIES as entries, readDevice } from '@/lib/device-state/read.ts'
import { removeKey, writeJson, writeRaw } from '@/lib/storage.ts'

export { readDevice }

let version = 0
let snapshot: { version: number; value: DeviceProfile } | null = null
const listeners = new Set<() => void>()

/** Writes the fields of `next` that differ from what is stored; tells subscribers. */
export function commitDevice(next: DeviceProfile): void {
  const current = readDevice()
  let changed = false
  for (const [field, { key, json }] of entries) {
    const value = next[field]
    if (JSON.stringify(value) === JSON.stringify(current[field])) continue
    changed = true
    if (value === null || value === undefined) removeKey(key)
    else if (json) writeJson(key, value)
    else writeRaw(key, String(value))
  }
  if (!changed) return
  version++
  for (const listener of listeners) listener()
}

/** Applies one of the journey's changes to the stored profile and returns the new one. */
export function updateDevice(change: (state: DeviceProfile) => DeviceProfile): DeviceProfile {
  const next = change(readDevice())
  commitDevice(next)
  return next
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab changed the keys.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || entries.some(([, f]) => f.key === e.key)) {
      version++
      listener()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function getSnapshot(): DeviceProfile {
  if (snapshot?.version !== version) snapshot = { version, value: readDevice() }
  return snapshot.value
}

/** The stored profile for a screen, re-rendered when a change is committed (here or in another tab). */
export function useDevice(): DeviceProfile {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
