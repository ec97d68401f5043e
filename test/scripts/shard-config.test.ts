// What `npm run shards:add` writes into wrangler.toml (scripts/shard-config.ts): the new shard's
// table after the last database of its configuration, and the new map, the rest left as it was.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SHARD_START_MS, shardOf, withAddedShard } from '../../domain/shards.ts'
import { keyFromHex } from '../../domain/siphash.ts'
import { d1Bindings } from '../../scripts/d1.ts'
import { shardMapIn, withShardInConfig } from '../../scripts/shard-config.ts'

const TOML = readFileSync(new URL('../../wrangler.toml', import.meta.url), 'utf8')

describe('adding a shard to wrangler.toml', () => {
  it('reads the maps and the databases the configuration has', () => {
    // Keyed from the start (docs/decisions/048).
    expect(shardMapIn(TOML, 'local')).toEqual([{ from: 0, shards: [0, 1], keyed: true }])
    expect(shardMapIn(TOML, 'production')).toEqual([{ from: 0, shards: [0, 1], keyed: true }])
    expect(d1Bindings('local', TOML)).toEqual(['DB', 'DB_SHARD_0', 'DB_SHARD_1'])
    expect(d1Bindings('production', TOML)).toEqual(['DB', 'DB_SHARD_0', 'DB_SHARD_1'])
  })

  it('binds the new shard and writes the new map, leaving every other line as it was', () => {
    const now = Date.UTC(2026, 10, 28)
    for (const env of ['local', 'production'] as const) {
      const map = shardMapIn(TOML, env)
      if (!map) throw new Error('no map')
      const next = withAddedShard(map, now, now - 1000)
      const text = withShardInConfig(TOML, env, 2, next, 'the-new-id')
      expect(shardMapIn(text, env)).toEqual(next)
      expect(next.at(-1)).toEqual({ from: now + SHARD_START_MS + 1, shards: [0, 1, 2], keyed: true })
      expect(d1Bindings(env, text)).toEqual(['DB', 'DB_SHARD_0', 'DB_SHARD_1', 'DB_SHARD_2'])
      // The other configuration is untouched.
      const other = env === 'local' ? 'production' : 'local'
      expect(shardMapIn(text, other)).toEqual(map)
      expect(d1Bindings(other, text)).toEqual(['DB', 'DB_SHARD_0', 'DB_SHARD_1'])
      // Only lines were added, and the map's line changed.
      const before = TOML.split('\n').filter((l) => !l.startsWith('SHARD_MAP'))
      const after = text.split('\n').filter((l) => !l.startsWith('SHARD_MAP'))
      expect(after.filter((l) => !before.includes(l))).toEqual([
        'binding = "DB_SHARD_2"',
        'database_name = "luna-shard-2"',
        'database_id = "the-new-id"',
      ])
      // No visitor stored before the command moves: their ids are all older than the new generation.
      const stored = `luna_${now - 1000}_abcdefghijklmnopqrstuvwxyz`
      const secret = keyFromHex('000102030405060708090a0b0c0d0e0f')
      expect(shardOf(stored, next, secret)).toBe(shardOf(stored, map, secret))
    }
  })
})
