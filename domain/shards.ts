// Where a visitor's rows live when they are spread over several D1 databases (docs/decisions/040).
// A session id carries the time it was made (`luna_{ms}_{26 characters}`, docs/rules/session-id.md).
// The shard map is a list of generations: a visitor whose id was made from a generation's `from` on
// is placed by a hash of the id over that generation's shards. Adding a shard appends a generation
// that starts later than every id already seen, so no existing visitor ever moves.
// A keyed generation (docs/decisions/048) places by SipHash-2-4 under a key of its own, derived from
// the server's secret (SHARD_KEY) and the generation's start: the browser makes the id, but no one
// without the secret can tell which shard an id falls on, so no client chooses its shard.

import { normalizeSessionId } from './session-id.ts'
import { siphash24, siphash24Mod } from './siphash.ts'

/** One generation: ids made from `from` (ms since the epoch) on are spread over `shards`. */
export interface ShardGeneration {
  readonly from: number
  /** Shard indices (the DB_SHARD_{i} bindings), each at most once. */
  readonly shards: readonly number[]
  /**
   * Placed by a keyed hash (the server's secret) rather than FNV-1a over the id, which anyone can
   * compute. Every generation added since decision 048 is keyed; the first ones stay as they were,
   * so that no stored visitor moves.
   */
  readonly keyed?: boolean
}

/** Generations by `from`, the first from 0. */
export type ShardMap = readonly ShardGeneration[]

/** One database: where every visitor lives until a second shard is added. */
export const SINGLE_SHARD: ShardMap = [{ from: 0, shards: [0] }]

/**
 * How far ahead of the server's clock a new session id may be (docs/decisions/040): two days, more
 * than the 26 hours a wrong time zone can put a clock ahead. An id made further ahead is refused:
 * seen under today's map, it could fall in a generation added later.
 */
export const SHARD_LEAD_MS = 2 * 24 * 60 * 60 * 1000

/**
 * How long after it is added a generation starts placing visitors: the lead twice, once for the
 * new map to be deployed (within SHARD_LEAD_MS of the command). Any id seen before the deploy was
 * made at most the lead after it, so before the generation starts.
 */
export const SHARD_START_MS = 2 * SHARD_LEAD_MS

const ID_TIME = /^luna_(\d{10,16})_/

/** The time a session id says it was made (ms), or 0 for an id without one. */
export function sessionIdTime(sessionId: string): number {
  const match = ID_TIME.exec(normalizeSessionId(sessionId))
  return match ? Number(match[1]) : 0
}

/** Whether a new session id was made further ahead of the server's clock than a generation's lead. */
export function isAheadOfClock(sessionId: string, now: number): boolean {
  return sessionIdTime(sessionId) > now + SHARD_LEAD_MS
}

/** FNV-1a, 32 bits: the same on every runtime, spread evenly over the id's random characters. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** The problem with a shard map (as read from configuration), or null when the router can use it. */
export function shardMapProblem(map: unknown): string | null {
  if (!Array.isArray(map) || map.length === 0) return 'The shard map has no generation.'
  for (let i = 0; i < map.length; i++) {
    const generation: unknown = map[i]
    if (!generation || typeof generation !== 'object') return `Generation ${i} is not an object.`
    const { from, shards } = generation as { from?: unknown; shards?: unknown }
    if (typeof from !== 'number') return `Generation ${i} has no start time.`
    if (!Array.isArray(shards)) return `Generation ${i} has no list of shards.`
    if (!Number.isSafeInteger(from) || from < 0) return `Generation ${i} starts at ${from}, not a time in ms.`
    if (i === 0 && from !== 0) return 'The first generation of the shard map starts at 0.'
    if (i > 0 && from <= (map[i - 1] as ShardGeneration).from)
      return `Generation ${i} does not start after generation ${i - 1}.`
    if (shards.length === 0) return `Generation ${i} names no shard.`
    if (shards.some((s) => !Number.isInteger(s) || s < 0))
      return `Generation ${i} names a shard that is not an index.`
    if (new Set(shards).size !== shards.length) return `Generation ${i} names a shard twice.`
    const { keyed } = generation as { keyed?: unknown }
    if (keyed !== undefined && typeof keyed !== 'boolean')
      return `Generation ${i} says keyed, but not true or false.`
  }
  return null
}

/** Whether a map has a generation placed by the server's secret (which must then be configured). */
export const isKeyed = (map: ShardMap): boolean => map.some((g) => g.keyed === true)

const encoder = new TextEncoder()
// By secret, then by the generation's start: the router places a session on every request.
const generationKeys = new WeakMap<Uint8Array, Map<number, Uint8Array>>()

/**
 * A keyed generation's own key: two SipHash outputs of the generation's start under the secret, so
 * each generation has a key of its own (rotated with the generation) from one configured secret.
 */
function generationKey(secret: Uint8Array, from: number): Uint8Array {
  let bySecret = generationKeys.get(secret)
  if (!bySecret) {
    bySecret = new Map()
    generationKeys.set(secret, bySecret)
  }
  let key = bySecret.get(from)
  if (!key) {
    key = new Uint8Array(16)
    const view = new DataView(key.buffer)
    view.setBigUint64(0, siphash24(secret, encoder.encode(`luna-shard-generation:${from}:0`)), true)
    view.setBigUint64(8, siphash24(secret, encoder.encode(`luna-shard-generation:${from}:1`)), true)
    bySecret.set(from, key)
  }
  return key
}

/** The place of `id` among `count` shards of `generation`. */
function placeIn(generation: ShardGeneration, id: string, secret: Uint8Array | null): number {
  const count = generation.shards.length
  if (!generation.keyed) return fnv1a(id) % count
  if (!secret) throw new Error('a keyed shard generation needs the placement secret (SHARD_KEY)')
  return siphash24Mod(generationKey(secret, generation.from), encoder.encode(id), count)
}

/** The generation an id belongs to: the last one that had started when it was made. */
function generationOf(sessionId: string, map: ShardMap): ShardGeneration {
  const made = sessionIdTime(sessionId)
  let found = map[0]
  for (const generation of map) if (generation.from <= made) found = generation
  if (!found) throw new Error('the shard map is empty')
  return found
}

/**
 * The shard a visitor's rows live in (the id as the server normalizes it: docs/rules/session-id.md).
 * `secret` is the placement secret of keyed generations (16 bytes; null where none is keyed).
 */
export function shardOf(sessionId: string, map: ShardMap, secret: Uint8Array | null = null): number {
  const id = normalizeSessionId(sessionId)
  const generation = generationOf(id, map)
  return generation.shards[placeIn(generation, id, secret)] ?? 0
}

/**
 * Why a session the server does not know yet cannot start with this id, or null when it can
 * (docs/decisions/040, 048): 'ahead' when the id was made more than the lead ahead of the server's
 * clock (it could fall in a generation added later); 'stale' when it falls in a generation placed by
 * FNV-1a, which anyone can compute, while a keyed one has started (a client could otherwise pick its
 * shard by writing an older time into its id). The web app makes a new id from the server's time
 * for either. Among keyed generations an older one gives no choice of shard, so it is allowed.
 */
export function newSessionProblem(sessionId: string, map: ShardMap, now: number): 'ahead' | 'stale' | null {
  if (isAheadOfClock(sessionId, now)) return 'ahead'
  const keyedStarted = map.some((g) => g.keyed && g.from <= now)
  if (keyedStarted && !generationOf(normalizeSessionId(sessionId), map).keyed) return 'stale'
  return null
}

/**
 * The shard a key that is not a session id is kept on (a network's usage meters, docs/decisions/041):
 * the newest generation's shards, by the same hash. A key moves when a generation starts, so a
 * count kept this way restarts there once.
 */
export function shardOfKey(key: string, map: ShardMap, secret: Uint8Array | null = null): number {
  const newest = map.at(-1)
  if (!newest) throw new Error('the shard map is empty')
  return newest.shards[placeIn(newest, key, secret)] ?? 0
}

/** Every shard the map names, in index order. */
export function shardsOf(map: ShardMap): number[] {
  return [...new Set(map.flatMap((g) => g.shards))].sort((a, b) => a - b)
}

/**
 * The map with one more shard: a generation over every shard so far and the new one, starting
 * after `SHARD_START_MS` from now and after the latest id any shard holds (`latestIdTime`, ms), so
 * that no visitor already stored changes generation. The new map must be deployed within
 * `SHARD_LEAD_MS` of `now`. Ids stored before the clock guard, made further ahead than the lead,
 * would hold the start back by as long: they are re-keyed first (the restore's move), and this
 * refuses until they are.
 */
export function withAddedShard(map: ShardMap, now: number, latestIdTime: number): ShardMap {
  if (latestIdTime > now + SHARD_LEAD_MS)
    throw new Error(
      `A stored session id says it was made at ${latestIdTime} ms, further ahead of the clock than the lead: re-key it before adding a shard.`,
    )
  const all = shardsOf(map)
  const next = (all.at(-1) ?? -1) + 1
  const last = map.at(-1)?.from ?? 0
  const from = Math.max(now + SHARD_START_MS + 1, latestIdTime + 1, last + 1)
  return [...map, { from, shards: [...all, next], keyed: true }]
}

/**
 * The map with its newest generation's shards placed by the server's secret from then on
 * (docs/decisions/048): a keyed generation over the same shards, starting when a shard added now
 * would. Nobody stored moves; new visitors made from its start on are placed by the keyed hash.
 */
export function withKeyedPlacement(map: ShardMap, now: number, latestIdTime: number): ShardMap {
  const newest = map.at(-1)
  if (!newest) throw new Error('the shard map is empty')
  if (newest.keyed) return map
  if (latestIdTime > now + SHARD_LEAD_MS)
    throw new Error(
      `A stored session id says it was made at ${latestIdTime} ms, further ahead of the clock than the lead: re-key it first.`,
    )
  const from = Math.max(now + SHARD_START_MS + 1, latestIdTime + 1, newest.from + 1)
  return [...map, { from, shards: [...newest.shards], keyed: true }]
}
