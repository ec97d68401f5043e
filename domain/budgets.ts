// What many cheap identities may do (docs/decisions/036): who counts in the shared figures, how
// many new sessions a network may start, how many bytes it may store a day, and the limits around
// reminders. Pure: the Worker's SQL mirrors these rules (worker/data/meters.ts, worker/data/rollups.ts)
// and the tests hold the two together.
import { DAY_MS } from './retention.ts'

export const MINUTE_MS = 60_000

/**
 * A session counts in the shared figures once it is established (docs/rules/collective.md): first
 * seen at least this long ago...
 */
export const ESTABLISHED_AGE_MS = DAY_MS
/** ...and active on at least this many UTC days (by the server's clock, never the client's word). */
export const ESTABLISHED_ACTIVE_DAYS = 2

export interface SessionActivity {
  createdAt: number
  /** Distinct UTC days on which the session wrote something. */
  activeDays: number
}

export function isEstablished(session: SessionActivity, now: number): boolean {
  return session.createdAt <= now - ESTABLISHED_AGE_MS && session.activeDays >= ESTABLISHED_ACTIVE_DAYS
}

/**
 * New sessions a minute (a sliding window): per client address (an IPv4 address or an IPv6 /64)
 * and per wider network (an IPv4 /24 or an IPv6 /48).
 */
export const NEW_SESSIONS_PER_MINUTE = { address: 10, network: 30 } as const

/** Storing writes a minute per client address (a sliding window; docs/decisions/014's 600). */
export const ADDRESS_WRITES_PER_MINUTE = 600

/**
 * Bytes one IPv4 address or one IPv6 /48 may store a UTC day: 1,000 such networks together stay
 * under a tenth of a 10 GB database a day (docs/scaling.md: an active visitor-day keeps 1.72 KB, so
 * this is about 580 visitor-days behind one address).
 */
export const DAILY_BYTES_PER_NETWORK = 1_000_000

/** What a stored row costs beyond its request's JSON: keys, timestamps and index entries. */
export const ROW_OVERHEAD_BYTES = 200

/**
 * The database size past which new writes are refused with 503 (D1's limit is 10 GB): the last
 * half gigabyte is kept for deletions, migrations and the rollups.
 */
export const DEFAULT_DATABASE_BREAKER_BYTES = 9_500_000_000

/**
 * Past this share of the breaker's size a shard is nearly full (docs/decisions/048): the networks
 * that stored the most today are refused first, each held to `NEARLY_FULL_BYTES_PER_NETWORK` a day,
 * so that whoever is filling a shard stops before everyone on it does.
 */
export const NEARLY_FULL_SHARE = 0.9

/** A network's bytes a day while its visitor's shard is nearly full: about a hundred check-ins. */
export const NEARLY_FULL_BYTES_PER_NETWORK = 50_000

/**
 * The sliding-window estimate of a count over the last window (Cloudflare's own approximation):
 * the current fixed window's count plus the previous one's, weighted by how much of it the sliding
 * window still covers. `elapsed` is the fraction of the current window gone, in [0, 1).
 */
export function slidingCount(previous: number, current: number, elapsed: number): number {
  return current + previous * (1 - elapsed)
}

/** The fixed window an instant falls in, and how far into it (for `slidingCount`). */
export function windowOf(now: number, period = MINUTE_MS): { slot: number; elapsed: number } {
  return { slot: Math.floor(now / period), elapsed: (now % period) / period }
}

/** Reminder registrations (setting or changing one) per client address a UTC day. */
export const REMINDER_REGISTRATIONS_PER_DAY = 10

/** Reminder registrations per IPv4 /24 or IPv6 /48 a UTC day (docs/decisions/049). */
export const REMINDER_REGISTRATIONS_PER_NETWORK_PER_DAY = 50

/** A subscription whose sends fail on this many UTC days in a row is dropped. */
export const REMINDER_FAILING_DAYS_DROPPED = 3

/**
 * The failing-days count after a send failed on `day` (a UTC day index), from the count and the
 * last failing day before it: consecutive days add one, the same day adds nothing, a gap restarts.
 */
export function failingDaysAfter(previous: number, lastFailedDay: number | null, day: number): number {
  if (lastFailedDay === day) return Math.max(1, previous)
  if (lastFailedDay === day - 1) return previous + 1
  return 1
}

/** Exports of all data per session and per client address in a minute. */
export const EXPORTS_PER_MINUTE = 6

/** The journey's profile snapshot kept with a point, at most (UTF-8 bytes of its JSON). */
export const MAX_PROFILE_DATA_BYTES = 2_048

/** Distinct local dates a session may record visits on within any 24 hours (a day's two sides of midnight). */
export const MAX_LOCAL_DATES_PER_DAY = 2

/** Erase recomputes the shared figures at most this often (purges in between are coalesced). */
export const SHARED_RECOMPUTE_MIN_INTERVAL_MS = MINUTE_MS
