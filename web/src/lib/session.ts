// The visitor's anonymous session id (docs/decisions/002-sessions-privacy-and-recovery.md), kept in
// local storage under luna_session_id (its atom).
import { createSessionId, isValidSessionId, normalizeSessionId } from '@domain/session-id.ts'
import { parseReadingSeed } from '@/lib/device-state/read.ts'
import { deviceStore, storedJson, storedText } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

/** luna_session_id as stored (stray quotes are stripped when it is read for use). */
export const sessionIdAtom = storedText(KEYS.sessionId)

/** The stored session id, stray quotes stripped; created on first need. */
export function getSessionId(): string {
  const stored = deviceStore.get(sessionIdAtom)
  const normalized = stored === null ? null : normalizeSessionId(stored)
  if (normalized && isValidSessionId(normalized)) {
    if (normalized !== stored) deviceStore.set(sessionIdAtom, normalized)
    return normalized
  }
  const id = createSessionId(Date.now(), (bytes) => crypto.getRandomValues(bytes))
  deviceStore.set(sessionIdAtom, id)
  return id
}

/** luna_reading_seed: { sessionId, seed } when a restore gave this session another seed. */
const readingSeedAtom = storedJson(KEYS.readingSeed, parseReadingSeed)

/**
 * What seeds this visitor's readings on the device: the seed a restore kept for the session, else
 * the session id (as the server does, docs/decisions/013). A seed kept for another session is ignored.
 */
export function getReadingSeed(): string {
  const id = getSessionId()
  const kept = deviceStore.get(readingSeedAtom)
  return kept?.sessionId === id ? kept.seed : id
}

/** Keeps the seed the server gave a restored session (POST /api/restore's readingSeed). */
export function keepReadingSeed(sessionId: string, seed: string): void {
  deviceStore.set(readingSeedAtom, seed === sessionId ? null : { sessionId, seed })
}

/** Adopts a recovery code from another browser; false when it is not a session id. */
export function adoptSessionId(code: string): boolean {
  const id = normalizeSessionId(code.replace(/\s+/g, ''))
  if (!isValidSessionId(id)) return false
  deviceStore.set(sessionIdAtom, id)
  return true
}

/**
 * A new session id made at `at` (the server's time), replacing the stored one: for a device whose
 * clock is days ahead, whose first write the server refused (domain/answer-sentences.ts
 * CLOCK_AHEAD_SENTENCE). Nothing was stored under the old id.
 */
export function renewSessionId(at: number): string {
  const id = createSessionId(at, (bytes) => crypto.getRandomValues(bytes))
  deviceStore.set(sessionIdAtom, id)
  return id
}
