// The shard placement rule (docs/decisions/040): a visitor never moves when shards are added, new
// visitors spread over every shard, and an id made too far ahead of the clock is caught.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSessionId } from '../../domain/session-id.ts'
import {
  isAheadOfClock,
  newSessionProblem,
  SHARD_LEAD_MS,
  SHARD_START_MS,
  type ShardMap,
  SINGLE_SHARD,
  sessionIdTime,
  shardMapProblem,
  shardOf,
  shardOfKey,
  shardsOf,
  withAddedShard,
  withKeyedPlacement,
} from '../../domain/shards.ts'
import { keyFromHex, siphash24, siphash24Mod } from '../../domain/siphash.ts'

const DAY = 24 * 60 * 60 * 1000
const SECRET = keyFromHex('000102030405060708090a0b0c0d0e0f')
const NOW = Date.UTC(2026, 10, 28)

/** A session id as a browser makes it at `made`, its random part drawn by fast-check. */
const idMadeAt = (made: fc.Arbitrary<number>) =>
  fc.tuple(made, fc.uint8Array({ minLength: 64, maxLength: 64 })).map(([time, bytes]) => {
    let offset = 0
    return createSessionId(time, (buffer) => {
      for (let i = 0; i < buffer.length; i++) buffer[i] = bytes[(offset + i) % bytes.length] ?? 0
      offset += buffer.length
      return buffer
    })
  })

describe('the shard map', () => {
  it('reads the time an id was made', () => {
    expect(sessionIdTime('luna_1764230400000_abcdefghijklmnopqrstuvwxyz')).toBe(1764230400000)
    expect(sessionIdTime('not an id')).toBe(0)
  })

  it('places everyone on shard 0 while there is one database', () => {
    fc.assert(
      fc.property(idMadeAt(fc.integer({ min: 1e12, max: 2e12 })), (id) => shardOf(id, SINGLE_SHARD) === 0),
    )
  })

  it('never moves a stored visitor when a shard is added, however many times', () => {
    fc.assert(
      fc.property(
        fc.array(idMadeAt(fc.integer({ min: 1e12, max: NOW + SHARD_LEAD_MS })), {
          minLength: 1,
          maxLength: 30,
        }),
        fc.integer({ min: 1, max: 5 }),
        (ids, additions) => {
          let map: ShardMap = SINGLE_SHARD
          let now = NOW
          const latest = Math.max(...ids.map(sessionIdTime))
          const before = ids.map((id) => shardOf(id, map))
          for (let i = 0; i < additions; i++) {
            map = withAddedShard(map, now, latest)
            now += 3 * DAY
            expect(shardMapProblem(map)).toBeNull()
          }
          expect(ids.map((id) => shardOf(id, map))).toEqual(before)
        },
      ),
    )
  })

  it('starts a new shard after the latest id stored, and after twice the lead at the soonest', () => {
    const map = withAddedShard(SINGLE_SHARD, NOW, NOW - DAY)
    expect(map.at(-1)).toEqual({ from: NOW + SHARD_START_MS + 1, shards: [0, 1], keyed: true })
    const map2 = withAddedShard(SINGLE_SHARD, NOW, NOW + SHARD_LEAD_MS)
    expect(map2.at(-1)?.from).toBe(NOW + SHARD_START_MS + 1)
    // An id stored before the clock guard, made far ahead, must be re-keyed first.
    expect(() =>
      withAddedShard(SINGLE_SHARD, NOW, sessionIdTime(`luna_${'9'.repeat(16)}_abcdefghijklmnopqrstuvwxyz`)),
    ).toThrow(/re-key/)
  })

  it('spreads the visitors made after an addition over every shard, evenly', () => {
    const three = withAddedShard(withAddedShard(SINGLE_SHARD, NOW, NOW), NOW + 3 * DAY, NOW + 3 * DAY)
    expect(shardsOf(three)).toEqual([0, 1, 2])
    const start = three.at(-1)?.from ?? 0
    const ids = fc.sample(idMadeAt(fc.integer({ min: start, max: start + 30 * DAY })), {
      numRuns: 3000,
      seed: 40,
    })
    const counts = [0, 0, 0]
    for (const id of ids) counts[shardOf(id, three, SECRET)] = (counts[shardOf(id, three, SECRET)] ?? 0) + 1
    for (const count of counts) expect(count).toBeGreaterThan(900)
  })

  it('refuses maps the router cannot use', () => {
    expect(shardMapProblem([])).toMatch(/no generation/)
    expect(shardMapProblem([{ from: 5, shards: [0] }])).toMatch(/starts at 0/)
    expect(
      shardMapProblem([
        { from: 0, shards: [0] },
        { from: 0, shards: [0, 1] },
      ]),
    ).toMatch(/does not start after/)
    expect(shardMapProblem([{ from: 0, shards: [0, 0] }])).toMatch(/twice/)
    expect(shardMapProblem([{ from: 0, shards: [] }])).toMatch(/no shard/)
    // As read from configuration: any JSON.
    expect(shardMapProblem(null)).toMatch(/no generation/)
    expect(shardMapProblem([{ from: 0, shards: [0] }, null])).toMatch(/not an object/)
    expect(shardMapProblem([{ from: 0, shards: 3 }])).toMatch(/no list of shards/)
    expect(shardMapProblem([{ from: '0', shards: [0] }])).toMatch(/no start time/)
    expect(shardMapProblem(SINGLE_SHARD)).toBeNull()
  })

  it('places an id as the server normalizes it (surrounding quotes and spaces)', () => {
    const two = withAddedShard(SINGLE_SHARD, NOW, NOW)
    const id = `luna_${(two.at(-1)?.from ?? 0) + 5}_abcdefghijklmnopqrstuvwxyz`
    expect(shardOf(` "${id}" `, two, SECRET)).toBe(shardOf(id, two, SECRET))
    expect(sessionIdTime(` '${id}'`)).toBe(sessionIdTime(id))
  })

  it('catches an id made further ahead of the clock than the lead (two days)', () => {
    const at = (t: number) => `luna_${t}_abcdefghijklmnopqrstuvwxyz`
    expect(isAheadOfClock(at(NOW + SHARD_LEAD_MS), NOW)).toBe(false)
    expect(isAheadOfClock(at(NOW + SHARD_LEAD_MS + 1), NOW)).toBe(true)
    expect(isAheadOfClock(at(NOW - 400 * DAY), NOW)).toBe(false)
  })
})

describe('placement by the server’s secret (docs/decisions/048)', () => {
  it('computes SipHash-2-4 as its reference vectors say', () => {
    const key = Uint8Array.from({ length: 16 }, (_, i) => i)
    const hex = (n: number) => {
      let h = siphash24(
        key,
        Uint8Array.from({ length: n }, (_, i) => i),
      )
      let out = ''
      for (let i = 0; i < 8; i++, h >>= 8n)
        out += Number(h & 0xffn)
          .toString(16)
          .padStart(2, '0')
      return out
    }
    // The reference implementation's vectors.h: key 00..0f, messages 00..n-1, output little-endian.
    expect(hex(0)).toBe('310e0edd47db6f72')
    expect(hex(1)).toBe('fd67dc93c539f874')
    expect(hex(7)).toBe('37d1018bf50002ab')
    expect(hex(8)).toBe('6224939a79f5f593')
    expect(hex(15)).toBe('e545be4961ca29a1')
    expect(hex(63)).toBe('724506eb4c328a95')
    expect(keyFromHex('0f'.repeat(15))).toBeNull()
  })

  it('gives, in 32-bit halves, what the 64-bit algorithm as written in the paper gives, and its remainder', () => {
    // The paper's algorithm on bigints, word for word: the oracle of the halves the router uses.
    const MASK = (1n << 64n) - 1n
    const rotl = (x: bigint, b: bigint) => ((x << b) | (x >> (64n - b))) & MASK
    const word = (bytes: Uint8Array, at: number) => {
      let w = 0n
      for (let i = 7; i >= 0; i--) w = (w << 8n) | BigInt(bytes[at + i] ?? 0)
      return w
    }
    const reference = (key: Uint8Array, message: Uint8Array) => {
      const [k0, k1] = [word(key, 0), word(key, 8)]
      let [v0, v1, v2, v3] = [
        k0 ^ 0x736f6d6570736575n,
        k1 ^ 0x646f72616e646f6dn,
        k0 ^ 0x6c7967656e657261n,
        k1 ^ 0x7465646279746573n,
      ]
      const round = () => {
        v0 = (v0 + v1) & MASK
        v1 = rotl(v1, 13n) ^ v0
        v0 = rotl(v0, 32n)
        v2 = (v2 + v3) & MASK
        v3 = rotl(v3, 16n) ^ v2
        v0 = (v0 + v3) & MASK
        v3 = rotl(v3, 21n) ^ v0
        v2 = (v2 + v1) & MASK
        v1 = rotl(v1, 17n) ^ v2
        v2 = rotl(v2, 32n)
      }
      const whole = message.length - (message.length % 8)
      for (let i = 0; i < whole; i += 8) {
        const m = word(message, i)
        v3 ^= m
        round()
        round()
        v0 ^= m
      }
      let last = BigInt(message.length & 0xff) << 56n
      for (let i = message.length - 1; i >= whole; i--)
        last |= BigInt(message[i] ?? 0) << BigInt(8 * (i - whole))
      v3 ^= last
      round()
      round()
      v0 ^= last
      v2 ^= 0xffn
      for (let i = 0; i < 4; i++) round()
      return (v0 ^ v1 ^ v2 ^ v3) & MASK
    }
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 16, maxLength: 16 }),
        fc.uint8Array({ maxLength: 300 }),
        fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 2 ** 40 })),
        (key, message, count) => {
          const expected = reference(key, message)
          expect(siphash24(key, message)).toBe(expected)
          expect(siphash24Mod(key, message, count)).toBe(Number(expected % BigInt(count)))
        },
      ),
      { numRuns: 2000, seed: 64 },
    )
  })

  it('places an id by its secret: another secret places it elsewhere about half the time', () => {
    const keyed: ShardMap = [{ from: 0, shards: [0, 1], keyed: true }]
    const other = keyFromHex('f0e0d0c0b0a090807060504030201000')
    const ids = fc.sample(idMadeAt(fc.integer({ min: NOW - DAY, max: NOW })), { numRuns: 2000, seed: 48 })
    const differ = ids.filter((id) => shardOf(id, keyed, SECRET) !== shardOf(id, keyed, other)).length
    expect(differ).toBeGreaterThan(850)
    expect(differ).toBeLessThan(1150)
    // Without the secret a keyed generation cannot place anyone.
    expect(() => shardOf(ids[0] as string, keyed, null)).toThrow(/SHARD_KEY/)
  })

  it('keys a stored deployment from a later start: nobody stored moves, and the new visitors are keyed', () => {
    fc.assert(
      fc.property(
        fc.array(idMadeAt(fc.integer({ min: 1e12, max: NOW + SHARD_LEAD_MS })), {
          minLength: 1,
          maxLength: 30,
        }),
        (ids) => {
          const map: ShardMap = [{ from: 0, shards: [0, 1] }]
          const latest = Math.max(...ids.map(sessionIdTime))
          const keyed = withKeyedPlacement(map, NOW, latest)
          expect(shardMapProblem(keyed)).toBeNull()
          expect(keyed.at(-1)).toMatchObject({ shards: [0, 1], keyed: true })
          expect(ids.map((id) => shardOf(id, keyed, SECRET))).toEqual(ids.map((id) => shardOf(id, map)))
        },
      ),
    )
  })

  it('refuses a new session that would be placed by the computable rule once the keyed one has started', () => {
    const at = (t: number) => `luna_${t}_abcdefghijklmnopqrstuvwxyz`
    const map: ShardMap = [
      { from: 0, shards: [0, 1] },
      { from: NOW, shards: [0, 1], keyed: true },
    ]
    // Before the keyed generation starts, the unkeyed one is the current rule.
    expect(newSessionProblem(at(NOW - DAY), map, NOW - 1)).toBeNull()
    expect(newSessionProblem(at(NOW - 1), map, NOW)).toBe('stale')
    expect(newSessionProblem(at(NOW), map, NOW)).toBeNull()
    expect(newSessionProblem(at(NOW + SHARD_LEAD_MS + 1), map, NOW)).toBe('ahead')
    // Among keyed generations an older one gives no choice of shard.
    const later: ShardMap = [...map, { from: NOW + 10 * DAY, shards: [0, 1, 2], keyed: true }]
    expect(newSessionProblem(at(NOW + DAY), later, NOW + 11 * DAY)).toBeNull()
  })
})

describe('keys kept on a shard (a network’s meters)', () => {
  it('are placed on the newest generation’s shards, evenly, and always the same for a key', () => {
    const map: ShardMap = [
      { from: 0, shards: [0, 1] },
      { from: 1_000, shards: [0, 1, 2] },
    ]
    const keys = Array.from({ length: 3000 }, (_, i) => `network-${i}`)
    const counts = [0, 0, 0]
    for (const key of keys) {
      const shard = shardOfKey(key, map)
      expect(shardOfKey(key, map)).toBe(shard)
      counts[shard] = (counts[shard] ?? 0) + 1
    }
    for (const n of counts) expect(n).toBeGreaterThan(850)
    expect(shardOfKey('anything', SINGLE_SHARD)).toBe(0)
  })
})
