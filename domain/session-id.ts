// Anonymous session ids: `luna_{Date.now()}_{26 random characters of [a-z0-9]}` (docs/decisions/002-sessions-privacy-and-recovery.md).

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
export const SESSION_RANDOM_LENGTH = 26
export const SESSION_ID_PATTERN = /^luna_\d{10,16}_[a-z0-9]{26}$/

/**
 * Creates a session id. `fillRandom` is `crypto.getRandomValues`; rejection sampling keeps every
 * character uniform (26 characters × log2(36) ≈ 134 bits).
 */
export function createSessionId(
  now: number,
  fillRandom: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array,
): string {
  let out = ''
  while (out.length < SESSION_RANDOM_LENGTH) {
    for (const byte of fillRandom(new Uint8Array(32))) {
      if (byte < 252 && out.length < SESSION_RANDOM_LENGTH) out += ALPHABET[byte % 36]
    }
  }
  return `luna_${now}_${out}`
}

/** Strips stray surrounding quotes (spec) and whitespace. */
export function normalizeSessionId(raw: string): string {
  return raw.trim().replace(/^["']+|["']+$/g, '')
}

export function isValidSessionId(id: string): boolean {
  return SESSION_ID_PATTERN.test(id)
}

export const SESSION_ID_ERROR =
  'The session id is malformed: expected luna_{timestamp}_{26 lowercase letters or digits}.'
