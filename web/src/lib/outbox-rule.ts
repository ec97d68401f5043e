// The outbox's one rule of what waits (docs/decisions/037-one-outbox.md): pure, tested in Node.
// A write the network never carried waits, tried again with backoff (1 s, 2 s, 4 s, 8 s, then every
// 15 s: lib/resend.ts); one the server asked to wait for (429 Too Many Requests, 503 Service
// Unavailable) waits its Retry-After (60 s when it names none), with the server's sentence; any other
// answer refuses it for good, and it is dropped with what the server said.
import { retryDelayMs } from '@/lib/resend.ts'

/** The kinds of write the outbox keeps. */
export type OutboxKind =
  | 'archetype'
  | 'save-reading'
  | 'check-in'
  | 'mood-note'
  | 'clarity-choice'
  | 'lock-frequency'
  | 'journey-point'
  | 'visit'

/** A failed try, as the API client reports it (lib/api.ts's NetworkError and ApiError). */
export interface Failure {
  /** The request never got an answer (lib/api.ts's NetworkError). */
  network: boolean
  status?: number
  serverMessage?: string | null
  retryAfterSeconds?: number | null
}

export type Verdict =
  | { keep: true; status: 'offline' | 'limited'; delayMs: number; message: string | null }
  | { keep: false }

/** The statuses that ask a client to try the same request again later. */
export const WAIT_STATUSES: ReadonlySet<number> = new Set([429, 503])

/** The wait when the server asks for one without a Retry-After. */
export const DEFAULT_WAIT_MS = 60_000

export const LIMITED_SENTENCE = 'Too many changes in a minute. Luna will send it shortly.'

/** What becomes of a write after a failed try; `attempt` counts the network failures in a row. */
export function verdictOf(f: Failure, attempt = 0): Verdict {
  if (f.network) return { keep: true, status: 'offline', delayMs: retryDelayMs(attempt), message: null }
  if (f.status !== undefined && WAIT_STATUSES.has(f.status)) {
    const seconds = f.retryAfterSeconds
    return {
      keep: true,
      status: 'limited',
      delayMs: seconds && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_WAIT_MS,
      message: f.serverMessage ?? LIMITED_SENTENCE,
    }
  }
  return { keep: false }
}
