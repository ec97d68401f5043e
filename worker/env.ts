// The Worker's bindings and per-request variables.
import type { ReminderJob } from './reminders.ts'
import type { Declaration } from './routes/declare.ts'

/** A shard's binding (docs/decisions/040): `DB_SHARD_0 … DB_SHARD_{N-1}`. */
export type ShardBindingName = `DB_SHARD_${number}`

export interface Bindings {
  /**
   * The aggregates database (docs/decisions/041): the admin tables and the merged rollups; with no
   * SHARD_MAP it is also the only shard, holding every visitor's rows and the usage meters.
   */
  DB: D1Database
  /**
   * The shard map (JSON, `domain/shards.ts` ShardMap): which `DB_SHARD_i` holds a visitor's rows.
   * Unset or empty: one database, `DB`.
   */
  SHARD_MAP?: string
  /**
   * The placement secret of the map's keyed generations (docs/decisions/048): 32 hexadecimal digits,
   * a secret (`wrangler secret put SHARD_KEY`). Required when SHARD_MAP has a keyed generation; it
   * never changes once visitors are placed by it (a new secret comes with a new generation).
   */
  SHARD_KEY?: string
  CACHE: KVNamespace
  ASSETS: Fetcher
  /** Workers Rate Limiting (docs/decisions/014); a missing one lets requests through. */
  RATE_LIMIT_ADDRESS_WRITES?: RateLimit
  RATE_LIMIT_SESSION_WRITES?: RateLimit
  RATE_LIMIT_READS?: RateLimit
  RATE_LIMIT_EXPORTS?: RateLimit
  /** The shared, cached reads per address and IPv6 /48 (docs/decisions/046). */
  RATE_LIMIT_SHARED?: RateLimit
  /** Each class's allowance per IPv4 /24 (docs/decisions/046). */
  RATE_LIMIT_NETWORKS?: RateLimit
  /**
   * Cloudflare Turnstile on session creation (docs/decisions/036): the secret (a secret; unset: off)
   * and the site key the web app renders the widget with.
   */
  TURNSTILE_SECRET_KEY?: string
  TURNSTILE_SITE_KEY?: string
  /** The site's hostnames a Turnstile token may come from, comma-separated; default: the request's host. */
  TURNSTILE_HOSTNAMES?: string
  /** The database size (bytes) past which storing writes are refused with 503 (domain/budgets.ts). */
  DATABASE_BREAKER_BYTES?: string
  /** Cloudflare Queues: the due reminders, sent by the queue consumer (worker/reminders.ts). */
  REMINDER_QUEUE?: Queue<ReminderJob>
  /** Secret; locally from .dev.vars. Unset: every admin login is refused with 503. */
  ADMIN_PASSWORD?: string
  OLD_HOSTS?: string
  CANONICAL_HOST?: string
  NOAA_KP_URL?: string
  GEOCODING_URL?: string
  ELEVATION_URL?: string
  MEASUREMENT_ID?: string
  SUPPORT_URL_1?: string
  SUPPORT_URL_2?: string
  LEGAL_EMAIL?: string
  /**
   * The languages offered besides English, comma-separated (domain/locale.ts): a language is listed
   * once every catalogue of it is complete (docs/decisions/056-languages.md). Empty: English only.
   */
  LOCALES?: string
  /** Web Push (VAPID, RFC 8292) key pair for the daily reminder, base64url; the private key is a secret. */
  VAPID_PUBLIC_KEY?: string
  VAPID_PRIVATE_KEY?: string
  /** The VAPID contact (mailto: or https:); defaults to mailto:LEGAL_EMAIL. */
  VAPID_SUBJECT?: string
  /**
   * 'off' computes the collective statistics on every request, bypassing KV: only for
   * `npm run bench:scale`, which times the cold path (docs/decisions/022). Unset everywhere else.
   */
  SCALAR_STATS_CACHE?: string
  /** The shards' databases, named by SHARD_MAP. */
  [shard: ShardBindingName]: D1Database | undefined
}

export interface Variables {
  requestId: string
  /** The matched route's declaration: its limit class, its schemas (worker/routes/declare.ts). */
  declaration?: Declaration
}

export interface AppEnv {
  Bindings: Bindings
  Variables: Variables
}

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {}
  }
}
