// What a usage meter's refusal says (docs/decisions/036): the kinds of meters, their sentences, when
// to try again, and which meter a refused batch hit. Read by the meters, the rate limits and the
// error handler; it imports nothing of the Worker, so none of them reaches into another for it.
import { DAY_MS } from '../domain/retention.ts'

export type MeterKind = 'bytes' | 'writes' | 'new-sessions' | 'reminders'

export const LIMIT_SENTENCES: Record<MeterKind, string> = {
  writes:
    'Too many changes from your network in a minute. Please wait a minute and try again; nothing was lost.',
  'new-sessions': 'Too many new visitors from your network in a minute. Please wait a minute and try again.',
  bytes:
    'Your network has stored as much as it can today. Everything so far is kept; please come back tomorrow.',
  reminders: 'Your network has set up as many reminders as it can today. Please try again tomorrow.',
}

/** Seconds until a refused request may succeed: a minute for rates, the rest of the day for budgets. */
export function retryAfterOf(kind: MeterKind, now = Date.now()): number {
  if (kind === 'writes' || kind === 'new-sessions') return 60
  return Math.max(60, Math.ceil((DAY_MS - (now % DAY_MS)) / 1000))
}

/** A meter's trigger aborted the batch (migration 0013): which meter, else null. */
export function meterOf(err: unknown): MeterKind | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const kind = /LUNA_LIMIT:([a-z-]+)/.exec(e.message)?.[1]
    if (kind && kind in LIMIT_SENTENCES) return kind as MeterKind
  }
  return null
}
