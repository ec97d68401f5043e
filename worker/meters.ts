// Usage meters (docs/decisions/036): new sessions per address and network in a sliding minute,
// storing writes per address in a sliding minute, bytes stored per IPv4 address or IPv6 /48 a UTC
// day, reminder registrations per address a day, and the database-size circuit breaker. Each
// meter is a row of `usage_meters` whose trigger (migration 0013) aborts the batch that takes it
// past its cap, so the check costs no round trip of its own: a write's meter statement rides in
// the write's own batch, and the new-session check replaces the "is it new?" read.
import { lt, type SQL, sql } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import type { Context } from 'hono'
import { BREAKER_SENTENCE } from '../domain/answer-sentences.ts'
import {
  ADDRESS_WRITES_PER_MINUTE,
  DAILY_BYTES_PER_NETWORK,
  DEFAULT_DATABASE_BREAKER_BYTES,
  NEARLY_FULL_BYTES_PER_NETWORK,
  NEARLY_FULL_SHARE,
  NEW_SESSIONS_PER_MINUTE,
  REMINDER_REGISTRATIONS_PER_DAY,
  REMINDER_REGISTRATIONS_PER_NETWORK_PER_DAY,
  ROW_OVERHEAD_BYTES,
  windowOf,
} from '../domain/budgets.ts'
import { DAY_MS, dayIndexOf } from '../domain/retention.ts'
import { usageMeters } from '../schema/tables.ts'
import { clientAddressBucket, clientNetworkBucket, sha256, toHex } from './addresses.ts'
import { onDatabaseSize } from './data/raw.ts'
import { databaseOfSession, getDb, meterDatabase } from './db.ts'
import type { AppEnv, Bindings } from './env.ts'
import { ApiError } from './errors.ts'
import type { MeterKind } from './meter-refusals.ts'
import { layoutOf, shardDatabaseOf } from './shards.ts'

/** The request's meter keys: hashes of its buckets (an address is never stored). */
export interface RequestBuckets {
  /** IPv4 address or IPv6 /64. */
  address: string
  /** IPv4 /24 or IPv6 /48. */
  network: string
  /** What a day's bytes are counted by: the IPv4 address, or the IPv6 /48. */
  storage: string
}

const bucketsOf = new WeakMap<Request, Promise<RequestBuckets>>()
const resolved = new WeakMap<Request, RequestBuckets>()

const hashed = async (label: string, bucket: string) =>
  toHex(await sha256(`meter:${label}:${bucket}`)).slice(0, 32)

/**
 * The buckets of a request whose limits were consulted (worker/rate-limits.ts hashes them before
 * the handler runs), for the statements a handler puts in its batch.
 */
function bucketsNow(c: Context<AppEnv>): RequestBuckets {
  const buckets = resolved.get(c.req.raw)
  if (!buckets) throw new Error('The request was not metered before its write.')
  return buckets
}

/** The hashed network (IPv4 /24, IPv6 /48) of a client address, as a request's buckets hold it. */
export const networkKeyOf = (address: string): Promise<string> => hashed('n', clientNetworkBucket(address))

/** The hashed network (IPv4 /24, IPv6 /48) of a metered request: a new session keeps it. */
export const requestNetwork = (c: Context<AppEnv>): string => bucketsNow(c).network

/** The request's buckets, hashed once per request. */
export function requestBuckets(c: Context<AppEnv>): Promise<RequestBuckets> {
  const raw = c.req.raw
  let found = bucketsOf.get(raw)
  if (!found) {
    const address = c.req.header('cf-connecting-ip') ?? 'local'
    const narrow = clientAddressBucket(address)
    const wide = clientNetworkBucket(address)
    found = Promise.all([hashed('a', narrow), hashed('n', wide)]).then(([a, n]) => {
      const buckets = { address: a, network: n, storage: narrow.includes(':') ? n : a }
      resolved.set(raw, buckets)
      return buckets
    })
    bucketsOf.set(raw, found)
  }
  return found
}

interface MeterRow {
  key: string
  slot: number
  amount: number
  cap: number
  carry: number
  kind: MeterKind
}

/**
 * One statement adding to several meters; the trigger refuses it (and its batch) past a cap. A
 * Drizzle query, so that it joins Drizzle's batches as well as the raw ones.
 */
function addTo(db: DrizzleD1Database, rows: MeterRow[], now: number) {
  return db
    .insert(usageMeters)
    .values(rows.map((r) => ({ ...r, updatedAt: now })))
    .onConflictDoUpdate({
      target: [usageMeters.key, usageMeters.slot],
      set: {
        amount: sql`${usageMeters.amount} + excluded.amount`,
        // The cap in force for this write (a nearly full shard lowers the day's bytes).
        cap: sql`excluded.cap`,
        carry: sql`excluded.carry`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
}

/** The bytes a storing write is metered at: its validated JSON and a row's overhead. */
export function writeBytesOf(data: unknown): number {
  const text = data === undefined ? '' : JSON.stringify(data)
  return new TextEncoder().encode(text ?? '').length + ROW_OVERHEAD_BYTES
}

const writeBytes = new WeakMap<Request, number>()

/** Remembers what a validated storing write weighs (the validators call this). */
export function noteWriteBytes(c: Context<AppEnv>, data: unknown) {
  const before = writeBytes.get(c.req.raw)
  // The Idempotency-Key is stored with the write's answer: its bytes count too, once a request.
  const key = before === undefined ? (c.req.header('idempotency-key')?.length ?? 0) : 0
  writeBytes.set(c.req.raw, (before ?? 0) + writeBytesOf(data) + key)
}

/**
 * A meter for a write's batch. Where the network's meters are kept in the visitor's own database
 * (always with one database), it is the meter's own statement, taken in the write's batch (no round
 * trip of its own). With shards (docs/decisions/041) a network's meters are kept on one shard chosen
 * by the network, so that its count is one count however many shards its visitors are on: when that
 * is another shard, the meter is taken there first, in its own round trip (past a cap it throws and
 * nothing is stored; a write that then fails has counted: the meters over-count, never
 * under-count), and the batch gets a statement that reads nothing in its place, so that every
 * result keeps its position. Spread into the batch: `...(await meterWrite(c, now))`.
 */
async function forBatch(c: Context<AppEnv>, meter: (db: DrizzleD1Database) => MeterStatement) {
  const where = meterDatabase(c, bucketsNow(c).network)
  // In a one-element list: a query builder is thenable, and an async function would run it.
  if (where.own) return [meter(getDb(c))] as const
  await meter(where.db)
  const shard = getDb(c)
  return [shard.select({ key: usageMeters.key }).from(usageMeters).where(sql`0`)] as const
}

type MeterStatement = ReturnType<typeof addTo>

/**
 * The statement a storing write puts first in its batch: the address's sliding minute of writes
 * and its network's bytes of the day. Past either cap the whole batch is refused (429 with a
 * sentence) and nothing is stored.
 */
export function meterWrite(c: Context<AppEnv>, now: number) {
  const buckets = bucketsNow(c)
  const bytes = writeBytes.get(c.req.raw) ?? writeBytesOf(undefined)
  const dailyBytes = nearlyFull.has(c.req.raw) ? NEARLY_FULL_BYTES_PER_NETWORK : DAILY_BYTES_PER_NETWORK
  return forBatch(c, (db) => writeMeter(db, buckets, bytes, now, dailyBytes))
}

/** `meterWrite`'s statement for given buckets and bytes. */
export function writeMeter(
  db: DrizzleD1Database,
  buckets: RequestBuckets,
  bytes: number,
  now: number,
  dailyBytes = DAILY_BYTES_PER_NETWORK,
) {
  const minute = windowOf(now)
  return addTo(
    db,
    [
      {
        key: buckets.address,
        slot: minute.slot,
        amount: 1,
        cap: ADDRESS_WRITES_PER_MINUTE,
        carry: 1 - minute.elapsed,
        kind: 'writes',
      },
      {
        key: `b${buckets.storage}`,
        slot: dayIndexOf(now),
        amount: bytes,
        cap: dailyBytes,
        carry: 0,
        kind: 'bytes',
      },
    ],
    now,
  )
}

/**
 * The statement that counts a new session against its address's and network's sliding minute, only
 * when the database does not know the session: 1 change when it is new (and allowed), 0 when known.
 */
export async function meterNewSession(
  c: Context<AppEnv>,
  sessionId: string,
  now: number,
  checkUnknown = true,
): Promise<SQL> {
  return newSessionMeter(await requestBuckets(c), sessionId, now, checkUnknown)
}

/** `meterNewSession`'s statement for given buckets. */
export function newSessionMeter(
  buckets: RequestBuckets,
  sessionId: string,
  now: number,
  /** False where the sessions are in another database (shards): the caller has checked. */
  checkUnknown = true,
): SQL {
  const minute = windowOf(now)
  const carry = 1 - minute.elapsed
  return sql`insert into ${usageMeters} (key, slot, amount, cap, carry, kind, updated_at)
    select column1, ${minute.slot}, 1, column2, ${carry}, 'new-sessions', ${now}
    from (values (${`s${buckets.address}`}, ${NEW_SESSIONS_PER_MINUTE.address}),
                 (${`s${buckets.network}`}, ${NEW_SESSIONS_PER_MINUTE.network}))
    where ${checkUnknown ? sql`not exists (select 1 from sessions where id = ${sessionId})` : sql`true`}
    on conflict (key, slot) do update set amount = amount + 1, carry = excluded.carry,
      updated_at = excluded.updated_at`
}

/** A reminder registration against its address's and its network's day. */
export function meterReminderRegistration(c: Context<AppEnv>, now: number) {
  const buckets = bucketsNow(c)
  return forBatch(c, (db) =>
    addTo(
      db,
      [
        {
          key: `r${buckets.address}`,
          slot: dayIndexOf(now),
          amount: 1,
          cap: REMINDER_REGISTRATIONS_PER_DAY,
          carry: 0,
          kind: 'reminders',
        },
        // And its network's (an IPv4 /24 or IPv6 /48), so many addresses of one network add up.
        {
          key: `r${buckets.network}`,
          slot: dayIndexOf(now),
          amount: 1,
          cap: REMINDER_REGISTRATIONS_PER_NETWORK_PER_DAY,
          carry: 0,
          kind: 'reminders',
        },
      ],
      now,
    ),
  )
}

/** Meter rows older than this are pruned by the cron (the longest window is a day). */
export const METER_KEEP_MS = 2 * DAY_MS

export function pruneMeters(db: DrizzleD1Database, now: number) {
  return db.delete(usageMeters).where(lt(usageMeters.updatedAt, now - METER_KEEP_MS))
}

// The circuit breaker: every D1 result says how large the database is (`meta.size_after`); past
// the limit, storing writes are refused with 503 before they reach the database. Deletions and
// erasures still pass (they make room).
// Each database's last reported size, keyed by its binding: with shards, a full shard refuses its
// own visitors' writes, not everyone's (docs/decisions/041).
const sizes = new WeakMap<object, number>()

export function noteDatabaseSize(meta: { size_after?: number } | undefined, session?: object) {
  const size = meta?.size_after
  if (typeof size !== 'number' || !Number.isFinite(size)) return
  if (session) sizes.set(databaseOfSession(session) ?? session, size)
}

// The data layer tells each batch's size through this listener (it imports nothing above it).
onDatabaseSize(noteDatabaseSize)

export function breakerLimit(env: Bindings): number {
  const given = Number(env.DATABASE_BREAKER_BYTES)
  return Number.isFinite(given) && given > 0 ? given : DEFAULT_DATABASE_BREAKER_BYTES
}

/** Storing requests whose shard is nearly full: their network's bytes a day are held lower. */
const nearlyFull = new WeakSet<Request>()

/**
 * Refuses a storing write when the database it would go to (the session's shard) is full. When it
 * is nearly full (docs/decisions/048), the write's day of bytes is held to the lower cap, so the
 * networks that filled it are refused before everyone else on it.
 */
export function assertRoomToWrite(c: Context<AppEnv>, sessionId: string | null) {
  const env: Bindings = c.env
  const layout = layoutOf(env)
  const database = sessionId ? shardDatabaseOf(layout, sessionId) : layout.aggregates
  const size = sizes.get(database) ?? 0
  const limit = breakerLimit(env)
  if (size > limit) throw new ApiError(503, BREAKER_SENTENCE, { 'Retry-After': '3600' })
  if (size > limit * NEARLY_FULL_SHARE) nearlyFull.add(c.req.raw)
}
