// Adding a third shard (docs/decisions/041): the map `npm run shards:add` writes
// (domain/shards.ts `withAddedShard`) keeps every stored visitor where they are, with the same
// answers, and places new visitors on all three shards.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { DAY_MS } from '../../domain/retention.ts'
import { createSessionId } from '../../domain/session-id.ts'
import { type ShardMap, withAddedShard } from '../../domain/shards.ts'
import { establishSessions, fetchWith, request } from '../worker/helpers.ts'
import { dailyLoop, idOnShard, placed, rowsIn, type Send, total } from './visitor.ts'

const TWO = JSON.parse(env.SHARD_MAP ?? '') as ShardMap
const SHARDS = [env.DB_SHARD_0, env.DB_SHARD_1, env.DB_SHARD_2] as D1Database[]

/** Requests through the Worker under a given map, each from its own client address. */
const under =
  (map: ShardMap): Send =>
  (path, init) => {
    const headers = new Headers(init.headers)
    headers.set(
      'cf-connecting-ip',
      `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    )
    return fetchWith({ SHARD_MAP: JSON.stringify(map), SCALAR_STATS_CACHE: 'off' }, path, {
      ...init,
      headers,
    })
  }

/** What a visitor is answered: their export (without its time), streak, readings and check-ins. */
async function answersOf(sessionId: string, send: Send) {
  const headers = { 'x-session-id': sessionId }
  const read = async (path: string) => {
    const res = await send(path, { headers })
    expect(res.status, path).toBe(200)
    return (await res.json()) as Record<string, unknown>
  }
  const { exportedAt: _, ...exported } = await read('/api/my-data')
  return {
    exported,
    streak: await read('/api/streak/me'),
    readings: await read(`/api/saved-readings?sessionId=${sessionId}`),
  }
}

describe('adding a third shard', () => {
  it('keeps existing visitors and their answers, and places new visitors on all three', async () => {
    // The command ran five days ago: visitors made before it live on shards 0 and 1.
    const commandAt = Date.now() - 5 * DAY_MS
    const existing = [0, 1, 0, 1].map((shard, i) => idOnShard(shard, TWO, commandAt - (i + 1) * 3_600_000))
    for (const id of existing) await dailyLoop(id, request)
    const latest = Math.max(...existing.map((id) => Number(id.split('_')[1])))
    const THREE = withAddedShard(TWO, commandAt, latest)
    expect(THREE.at(-1)?.shards).toEqual([0, 1, 2])
    // Its generation has started: ids made now are placed over three shards.
    expect(THREE.at(-1)?.from).toBeLessThan(Date.now())
    for (const id of existing) {
      const shard = placed(id, TWO)
      expect(placed(id, THREE)).toBe(shard)
      const before = await answersOf(id, under(TWO))
      const rows = await rowsIn(SHARDS[shard] as D1Database, id)
      expect(await answersOf(id, under(THREE))).toEqual(before)
      expect(await rowsIn(SHARDS[shard] as D1Database, id)).toEqual(rows)
      expect(total(await rowsIn(env.DB_SHARD_2 as D1Database, id))).toBe(0)
    }
    // New visitors: spread over the three, and each one's day is stored on its own shard.
    const fresh = Array.from({ length: 90 }, () =>
      createSessionId(Date.now(), (b) => crypto.getRandomValues(b)),
    )
    const counts = [0, 1, 2].map((s) => fresh.filter((id) => placed(id, THREE) === s).length)
    for (const n of counts) expect(n).toBeGreaterThan(15)
    for (const shard of [0, 1, 2]) {
      const id = fresh.find((f) => placed(f, THREE) === shard) as string
      await dailyLoop(id, under(THREE))
      expect((await rowsIn(SHARDS[shard] as D1Database, id)).sessions).toBe(1)
      // Counted in the shared figures from now on (an established visitor, docs/rules/collective.md).
      await establishSessions([id], Date.now(), Date.now() - 3 * DAY_MS, SHARDS[shard])
      for (const other of [0, 1, 2].filter((o) => o !== shard))
        expect(total(await rowsIn(SHARDS[other] as D1Database, id))).toBe(0)
    }
    // The shared figures read the third shard too: its visitor's journey point counts.
    const stats = (await (await under(THREE)('/api/scalar-stats', {})).json()) as { totalActivities: number }
    const statsOfTwo = (await (await under(TWO)('/api/scalar-stats', {})).json()) as {
      totalActivities: number
    }
    expect(stats.totalActivities).toBeGreaterThan(statsOfTwo.totalActivities)
  })
})
