// Reads and writes the visitor's profile keys: the only code that touches them (with
// lib/storage.ts underneath). A change is a pure function from one DeviceProfile to the next
// (profile.ts, changes.ts); `updateDevice` applies it, writes the keys that changed and tells the
// screens that use `useDevice`.
import { useSyncExternalStore } from 'react'
import type { DeviceProfile } from '@/lib/device-state/profile.ts'
import { KEYS, readJson, readRaw, removeKey, writeJson, writeRaw } from '@/lib/storage.ts'

type Field = keyof DeviceProfile

/** Each field's browser key, and whether it is kept as text or as JSON. */
const FIELDS: Record<Field, { key: string; json: boolean }> = {
  archetype: { key: KEYS.archetype, json: false },
  quizResponses: { key: KEYS.quizResponses, json: true },
  archetypeData: { key: KEYS.archetypeData, json: true },
  onboardingComplete: { key: KEYS.onboardingComplete, json: true },
  onboardingProfile: { key: KEYS.onboardingProfile, json: true },
  personalProfile: { key: KEYS.personalProfile, json: true },
  userProfile: { key: KEYS.userProfile, json: true },
  archetypeBaseline: { key: KEYS.archetypeBaseline, json: false },
  calculatorBaseline: { key: KEYS.calculatorBaseline, json: false },
}

const entries = Object.entries(FIELDS) as [Field, { key: string; json: boolean }][]

function readField(field: Field): unknown {
  const { key, json } = FIELDS[field]
  if (!json) return readRaw(key)
  const value = readJson<unknown>(key)
  return value !== null && typeof value === 'object' ? value : null
}

/** The profile as stored now. */
export function readDevice(): DeviceProfile {
  return Object.fromEntries(entries.map(([field]) => [field, readField(field)])) as unknown as DeviceProfile
}

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
