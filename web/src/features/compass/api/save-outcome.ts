// What a failed save of a compass reading becomes (docs/rules/compass.md): pure, so that the queue's
// rules are tested without a browser.

import { retryDelayMs } from '@/lib/resend.ts'

export interface SaveFailure {
  /** The request never got an answer (offline, DNS, a dropped connection). */
  network: boolean
  status?: number
  serverMessage?: string | null
  retryAfterSeconds?: number | null
}

export type SaveOutcome =
  | { kind: 'wait'; status: 'offline' | 'limited'; delayMs: number; message: string | null }
  | { kind: 'failed'; description: string }

/**
 * A network failure keeps the save queued (same key, same body) and retries after 1 s, 2 s, 4 s,
 * 8 s, then every 15 s (`attempt` counts the network failures in a row); over a rate limit
 * (429) it waits the server's Retry-After and shows its sentence; anything else fails the save,
 * with the status and, for a quota (409), the server's sentence saying what to delete.
 */
export function outcomeOfFailure(f: SaveFailure, attempt = 0): SaveOutcome {
  if (f.network) return { kind: 'wait', status: 'offline', delayMs: retryDelayMs(attempt), message: null }
  if (f.status === 429) {
    return {
      kind: 'wait',
      status: 'limited',
      delayMs: Math.max(1, f.retryAfterSeconds ?? 60) * 1000,
      message: f.serverMessage ?? 'Too many changes in a minute. Your reading will be saved shortly.',
    }
  }
  if (f.status === undefined)
    return { kind: 'failed', description: 'Unable to save reading. Please try again.' }
  return {
    kind: 'failed',
    description: `Failed to save reading: ${f.status}${f.serverMessage && f.status === 409 ? `. ${f.serverMessage}` : ''}`,
  }
}
