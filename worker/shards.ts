// The databases of a deployment (docs/decisions/040, 041): `DB`, the aggregates database, and the
// shards that hold visitors' rows, named by the SHARD_MAP variable. With no map, `DB` is also the
// only shard and every statement runs where it always did.

import {
  isKeyed,
  type ShardMap,
  SINGLE_SHARD,
  shardMapProblem,
  shardOf,
  shardOfKey,
  shardsOf,
} from '../domain/shards.ts'
import { keyFromHex } from '../domain/siphash.ts'
import type { Bindings, ShardBindingName } from './env.ts'

export interface Layout {
  /** The admin tables and the merged rollups (and, unsplit, everything). */
  aggregates: D1Database
  /** By shard index: the shard's database. */
  shards: readonly D1Database[]
  map: ShardMap
  /** The placement secret of keyed generations (docs/decisions/048), or null where none is keyed. */
  secret: Uint8Array | null
  /** Whether visitors' rows live apart from the aggregates (then the cron merges the rollups). */
  split: boolean
}

/** A configuration the Worker cannot run with: a 500 for the request, and a log line saying why. */
export class ShardConfigError extends Error {}

const layouts = new WeakMap<D1Database, { text: string; layout: Layout }>()

export const shardBinding = (index: number): ShardBindingName => `DB_SHARD_${index}`

/** The deployment's databases, read once per isolate and configuration. */
export function layoutOf(env: Bindings): Layout {
  const text = `${env.SHARD_MAP?.trim() ?? ''}\n${env.SHARD_KEY?.trim() ?? ''}`
  const known = layouts.get(env.DB)
  if (known && known.text === text && (!known.layout.split || sameShards(env, known.layout)))
    return known.layout
  const mapText = env.SHARD_MAP?.trim() ?? ''
  const layout = mapText === '' ? unsplit(env) : parsed(env, mapText)
  layouts.set(env.DB, { text, layout })
  return layout
}

/** Whether the environment still binds the databases a layout was made from. */
function sameShards(env: Bindings, layout: Layout): boolean {
  return layout.shards.every((database, i) => env[shardBinding(i)] === database)
}

function unsplit(env: Bindings): Layout {
  return { aggregates: env.DB, shards: [env.DB], map: SINGLE_SHARD, secret: null, split: false }
}

function parsed(env: Bindings, text: string): Layout {
  let map: unknown
  try {
    map = JSON.parse(text)
  } catch {
    throw new ShardConfigError('SHARD_MAP is not JSON.')
  }
  const problem = shardMapProblem(map)
  if (problem) throw new ShardConfigError(`SHARD_MAP: ${problem}`)
  const valid = map as ShardMap
  const secret = keyFromHex(env.SHARD_KEY)
  if (isKeyed(valid) && !secret)
    throw new ShardConfigError(
      'SHARD_MAP has a keyed generation, but SHARD_KEY is not 32 hexadecimal digits.',
    )
  const indices = shardsOf(valid)
  const shards: D1Database[] = []
  for (let i = 0; i <= (indices.at(-1) ?? 0); i++) {
    const binding = env[shardBinding(i)]
    if (!binding || typeof binding.prepare !== 'function')
      throw new ShardConfigError(`SHARD_MAP names shard ${i}, but no D1 binding ${shardBinding(i)} exists.`)
    if (binding === env.DB)
      throw new ShardConfigError(`${shardBinding(i)} is the aggregates database DB: shards are their own.`)
    shards.push(binding)
  }
  return { aggregates: env.DB, shards, map: valid, secret, split: true }
}

/** The index of the shard that holds a visitor's rows. */
export function shardIndexOf(layout: Layout, sessionId: string): number {
  return shardOf(sessionId, layout.map, layout.secret)
}

/** The database that holds a visitor's rows. */
export function shardDatabaseOf(layout: Layout, sessionId: string): D1Database {
  const index = shardIndexOf(layout, sessionId)
  const database = layout.shards[index]
  if (!database) throw new ShardConfigError(`No database for shard ${index}.`)
  return database
}

/**
 * The database that keeps a network's usage meters (decision 036): one place per network, so that
 * a network's count is one count however many shards its visitors are on, and the meters' writes
 * spread over the shards instead of all landing on one database. Unsplit: `DB`.
 */
export function meterDatabaseOf(layout: Layout, networkKey: string): D1Database {
  if (!layout.split) return layout.aggregates
  const database = layout.shards[shardOfKey(networkKey, layout.map, layout.secret)]
  if (!database) throw new ShardConfigError('No database for a network’s meters.')
  return database
}

/** Every shard's database once (unsplit: `DB`). */
export function everyShard(layout: Layout): D1Database[] {
  return shardsOf(layout.map).map((i) => layout.shards[i] as D1Database)
}
