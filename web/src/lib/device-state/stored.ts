// Every value this browser keeps for the visitor is a jotai atom (docs/rules/device-state.md):
// `atomWithStorage` over lib/storage.ts (which keeps a refused write in memory for the visit), one
// atom a key, read on creation and kept in step with other tabs through storage events. Screens
// read them with jotai's hooks; modules outside React use `deviceStore`, jotai's default store,
// which the hooks use too (no Provider: there is one store for the page). No other code reads or writes the browser's storage, except the
// first frame's inline script, which runs before any module (web/src/first-frame.ts).
import { type Atom, getDefaultStore, type WritableAtom } from 'jotai/vanilla'
import { atomWithStorage, RESET } from 'jotai/vanilla/utils'
import { type Area, KEYS, readRaw, removeKey, writeRaw } from '@/lib/storage.ts'

/** The one store of the page: the hooks' (jotai's default) and the one modules outside React use. */
export const deviceStore = getDefaultStore()

/** A stored value's atom: read it like any atom, set it to a value or to null (the key removed). */
export type StoredAtom<T> = WritableAtom<T | null, [T | null | typeof RESET], void>

interface Registered {
  key: string
  area: Area
  atom: StoredAtom<unknown>
  /** The value as the browser keeps it (what `readStored` hands the pure key readers). */
  encode: (value: unknown) => string
}

const registry = new Map<string, Registered>()

function storedAtom<T>(
  key: string,
  area: Area,
  decode: (raw: string) => T | null,
  encode: (value: T) => string,
): StoredAtom<T> {
  if (registry.has(`${area}:${key}`)) throw new Error(`stored: ${key} has two atoms`)
  const read = (raw: string | null): T | null => (raw === null ? null : decode(raw))
  const storedAtom = atomWithStorage<T | null>(
    key,
    null,
    {
      getItem: (k) => read(readRaw(k, area)),
      setItem: (k, value) => {
        if (value === null) removeKey(k, area)
        else writeRaw(k, encode(value), area)
      },
      removeItem: (k) => removeKey(k, area),
      // Another tab wrote the key (or cleared its storage, key null). Session storage is the tab's
      // own: nothing to follow.
      subscribe: (k, callback) => {
        if (area !== 'local' || typeof window === 'undefined' || !window.addEventListener) return () => {}
        const onStorage = (e: StorageEvent) => {
          if (e.key === k || e.key === null) callback(read(readRaw(k, area)))
        }
        window.addEventListener('storage', onStorage)
        return () => window.removeEventListener('storage', onStorage)
      },
    },
    { getOnInit: true },
  ) as StoredAtom<T>
  const entry: Registered = {
    key,
    area,
    atom: storedAtom as StoredAtom<unknown>,
    encode: encode as (value: unknown) => string,
  }
  registry.set(`${area}:${key}`, entry)
  if (following) follow(entry)
  return storedAtom
}

/**
 * A key kept as text. `accept` narrows what a stored text may be (an unknown one reads as absent).
 */
export function storedText<T extends string = string>(
  key: string,
  options: { area?: Area; accept?: (raw: string) => raw is T } = {},
): StoredAtom<T> {
  const accept = options.accept ?? ((raw: string): raw is T => true)
  return storedAtom<T>(
    key,
    options.area ?? 'local',
    (raw) => (accept(raw) ? raw : null),
    (value) => value,
  )
}

/** A key kept as JSON; `parse` checks what was stored (null when it is not of its shape). */
export function storedJson<T>(key: string, parse: (value: unknown) => T | null): StoredAtom<T> {
  return storedAtom<T>(
    key,
    'local',
    (raw) => {
      try {
        return parse(JSON.parse(raw) as unknown)
      } catch {
        return null
      }
    },
    (value) => JSON.stringify(value),
  )
}

/** A JSON object (not null, not a list), as most stored records are checked first. */
export const anObject = <T extends object>(value: unknown): T | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null

/**
 * The text a key holds, through its atom when the app made one (the pure readers of
 * lib/device-state/kept-reading.ts take a function of a key; the first frame's inline script gives
 * them the browser's own storage instead).
 */
export function readStored(key: string): string | null {
  const found = registry.get(`local:${key}`)
  if (!found) return readRaw(key)
  const value = deviceStore.get(found.atom as Atom<unknown>)
  return value === null ? null : found.encode(value)
}

let following = false
const follow = (r: Registered) => void deviceStore.sub(r.atom, () => {})

/**
 * Keeps every atom in step with other tabs, those made so far and those lazy screens make later:
 * an atom follows storage events only while it is mounted, and modules read some atoms that no
 * screen shows. Called once by main.tsx.
 */
export function followOtherTabs(): void {
  if (following) return
  following = true
  for (const r of registry.values()) follow(r)
}

/**
 * Reads every key again from the browser's storage, as a storage event does for a followed atom:
 * for storage written outside this page's atoms (the tests of test/web, which write it directly).
 */
export function rereadStored(): void {
  // Mounting an atom reads its key (atomWithStorage's onMount) without writing anything back.
  for (const r of registry.values()) deviceStore.sub(r.atom, () => {})()
}

/** Forgets these keys (of local storage): their atoms, or the keys themselves where none was made. */
export function forgetStored(keys: readonly string[]): void {
  for (const key of keys) {
    const found = registry.get(`local:${key}`)
    if (found) deviceStore.set(found.atom, RESET)
    else removeKey(key)
  }
}

/** Forgets everything this browser keeps for Luna (the erase of docs/decisions/002): every key. */
export function forgetEverything(): void {
  for (const r of registry.values())
    if (r.area === 'local' || r.key === KEYS.d1Bookmark) deviceStore.set(r.atom, RESET)
  // Keys of screens not loaded yet have no atom: their atoms will read them as absent.
  for (const key of Object.values(KEYS)) removeKey(key)
  removeKey(KEYS.d1Bookmark, 'session')
}
