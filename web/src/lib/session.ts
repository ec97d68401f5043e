// The visitor's anonymous session id (docs/decisions/002-sessions-privacy-and-recovery.md), kept in local storage.
import { createSessionId, isValidSessionId, normalizeSessionId } from '@domain/session-id.ts'
import { KEYS, readRaw, writeRaw } from '@/lib/storage.ts'

/** The stored session id, stray quotes stripped; created on first need. */
export function getSessionId(): string {
  const stored = readRaw(KEYS.sessionId)
  const normalized = stored === null ? null : normalizeSessionId(stored)
  if (normalized && isValidSessionId(normalized)) {
    if (normalized !== stored) writeRaw(KEYS.sessionId, normalized)
    return normalized
  }
  const id = createSessionId(Date.now(), (bytes) => crypto.getRandomValues(bytes))
  writeRaw(KEYS.sessionId, id)
  return id
}

/** Adopts a recovery code from another browser; false when it is not a session id. */
export function adoptSessionId(code: string): boolean {
  const id = normalizeSessionId(code.replace(/\s+/g, ''))
  if (!isValidSessionId(id)) return false
  writeRaw(KEYS.sessionId, id)
  return true
}
