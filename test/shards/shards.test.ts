// The Worker over two shards and the aggregates database (docs/decisions/040, 041): a visitor's
// whole day touches only their shard; export, erase and restore are whole and stay there; the
// shared figures over two shards equal those of the same rows in one database, before and after
// the cron freezes and merges the closed days.
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CLOCK_AHEAD_SENTENCE, SESSION_STALE_SENTENCE } from '../../domain/answer-sentences.ts'
import { NEW_SESSIONS_PER_MINUTE } from '../../domain/budgets.ts'
import { DAY_MS } from '../../domain/retention.ts'
import { createSessionId } from '../../domain/session-id.ts'
import type { ShardMap } from '../../domain/shards.ts'
import { runExamples } from '../../scripts/examples/run.ts'
import { computeAnalytics } from '../../worker/data/analytics.ts'
import { freezeClosedDays } from '../../worker/data/rollups.ts'
import { SESSION_TABLES } from '../../worker/data/session-tables.ts'
import { computeScalarStats } from '../../worker/data/stats.ts'
import type { Bindings } from '../../worker/env.ts'
import { API_OPERATIONS, operationKey } from '../../worker/openapi.ts'
import { runScheduled } from '../../worker/scheduled.ts'
import { fetchWith, jsonInit, ORIGIN, request } from '../worker/helpers.ts'
import { clearActivity, data, insertActivity } from '../worker/random-activity.ts'
import { dailyLoop, idOnShard, placed, rowsIn, total } from './visitor.ts'

const MAP = JSON.parse(env.SHARD_MAP ?? '') as ShardMap
const SHARDS = [env.DB_SHARD_0, env.DB_SHARD_1] as D1Database[]
/** Bound for the tests, named by no map here: one database holding everything, to compare with. */
const ONE = env.DB_SHARD_2 as D1Database
const idOn = (shard: number, at = Date.now(), map: ShardMap = MAP) => idOnShard(shard, map, at)

describe('two shards', () => {
  it('place visitors on both shards by their id', () => {
    const ids = Array.from({ length: 400 }, () =>
      createSessionId(Date.now(), (b) => crypto.getRandomValues(b)),
    )
    const onZero = ids.filter((id) => placed(id, MAP) === 0).length
    expect(onZero).toBeGreaterThan(140)
    expect(onZero).toBeLessThan(260)
  })

  it("keep a visitor's whole day in their shard: nothing of it in the other shard or the aggregates database", async () => {
    const visitors = [idOn(0), idOn(1)]
    for (const id of visitors) await dailyLoop(id)
    for (const [shard, id] of visitors.entries()) {
      const own = await rowsIn(SHARDS[shard] as D1Database, id)
      for (const table of [
        'sessions',
        'archetypeResults',
        'visits',
        'emotionalStates',
        'trajectoryPoints',
        'lunaInteractions',
      ])
        expect(own[table], `${table} of shard ${shard}`).toBeGreaterThan(0)
      expect(total(await rowsIn(SHARDS[1 - shard] as D1Database, id))).toBe(0)
      expect(total(await rowsIn(env.DB, id))).toBe(0)
    }
    // Nothing of theirs in the aggregates database: not even the meters, which each network keeps
    // on one shard.
    const meters = async (db: D1Database) =>
      Number((await db.prepare('select count(*) as n from usage_meters').first<{ n: number }>())?.n)
    expect(await meters(env.DB)).toBe(0)
    expect((await meters(SHARDS[0] as D1Database)) + (await meters(SHARDS[1] as D1Database))).toBeGreaterThan(
      0,
    )
  })

  it('export every row of a visitor from their shard, and erase them there only', async () => {
    const [a, b] = [idOn(1), idOn(0)]
    await dailyLoop(a)
    await dailyLoop(b)
    const stored = await rowsIn(SHARDS[1] as D1Database, a)
    const res = await request('/api/my-data', { headers: { 'x-session-id': a } })
    expect(res.status).toBe(200)
    const document = (await res.json()) as Record<string, unknown>
    for (const t of SESSION_TABLES) {
      if (t.name === 'sessions') expect(document.session).toBeTruthy()
      else expect((document[t.name] as unknown[]).length, t.name).toBe(stored[t.name])
    }
    const bBefore = await rowsIn(SHARDS[0] as D1Database, b)
    const erased = await request(`/api/my-data?sessionId=${a}`, {
      method: 'DELETE',
      headers: { origin: ORIGIN },
    })
    expect(erased.status).toBe(200)
    expect(total(await rowsIn(SHARDS[1] as D1Database, a))).toBe(0)
    expect(await rowsIn(SHARDS[0] as D1Database, b)).toEqual(bBefore)
  })

  it('restore a code on its own shard, losing nothing, from either shard', async () => {
    for (const shard of [0, 1]) {
      const code = idOn(shard)
      await dailyLoop(code)
      const before = await rowsIn(SHARDS[shard] as D1Database, code)
      const res = await request('/api/restore', jsonInit('POST', { code }, { origin: ORIGIN }))
      expect(res.status).toBe(201)
      const { sessionId } = (await res.json()) as { sessionId: string }
      expect(placed(sessionId, MAP)).toBe(shard)
      // Every row moved, in one batch on the one database: the new id has them all, the old none.
      const moved = await rowsIn(SHARDS[shard] as D1Database, sessionId)
      expect({ ...moved, sessionMoves: 0 }).toEqual({ ...before, sessionMoves: 0 })
      for (const db of [...SHARDS, env.DB]) expect(total(await rowsIn(db, code))).toBe(0)
    }
  })

  it("refuse a restore whose newest generation leaves out the code's shard, and change nothing", async () => {
    const made = Date.now() - 10 * DAY_MS
    const code = idOn(0, made)
    await dailyLoop(code)
    const before = await rowsIn(SHARDS[0] as D1Database, code)
    // A hand-made map: ids from a day ago on are placed on shard 1 only.
    const map = [...MAP, { from: Date.now() - DAY_MS, shards: [1] }]
    expect(placed(code, map)).toBe(0)
    const res = await fetchWith(
      { SHARD_MAP: JSON.stringify(map) },
      '/api/restore',
      jsonInit('POST', { code }, { origin: ORIGIN, 'cf-connecting-ip': '198.18.7.7' }),
    )
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: string }).error).toMatch(/Nothing was changed/)
    expect(await rowsIn(SHARDS[0] as D1Database, code)).toEqual(before)
  })

  it("refuse a new session made more than two days ahead of the server's clock, and store nothing", async () => {
    const visit = (id: string) =>
      request(
        '/api/daily-visit',
        jsonInit('POST', { page: 'compass' }, { origin: ORIGIN, 'x-session-id': id }),
      )
    const ahead = createSessionId(Date.now() + 3 * DAY_MS, (b) => crypto.getRandomValues(b))
    const res = await visit(ahead)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe(CLOCK_AHEAD_SENTENCE)
    // The server's time comes with it: the web app makes its new id from it.
    expect(Math.abs(Date.parse(res.headers.get('date') ?? '') - Date.now())).toBeLessThan(5_000)
    for (const db of [...SHARDS, env.DB]) expect(total(await rowsIn(db, ahead))).toBe(0)
    // A clock a day ahead (a wrong time zone) is within the lead.
    const soon = createSessionId(Date.now() + DAY_MS, (b) => crypto.getRandomValues(b))
    expect((await visit(soon)).status).toBe(201)
  })

  it('place a new session by a secret the client does not have: ids crafted for one shard spread over both', async () => {
    // What an attacker can compute: FNV-1a over the id, the placement of the unkeyed generation.
    const unkeyed: ShardMap = [{ from: 0, shards: [0, 1] }]
    const crafted: string[] = []
    while (crafted.length < 40) {
      const id = createSessionId(Date.now(), (b) => crypto.getRandomValues(b))
      if (placed(id, unkeyed) === 1) crafted.push(id)
    }
    for (const [i, id] of crafted.entries()) {
      const res = await request(
        '/api/daily-visit',
        jsonInit(
          'POST',
          { page: 'compass' },
          { origin: ORIGIN, 'x-session-id': id, 'cf-connecting-ip': `198.18.${60 + i}.9` },
        ),
      )
      expect(res.status).toBe(201)
    }
    const landed = await Promise.all(
      crafted.map(async (id) => ((await rowsIn(SHARDS[1] as D1Database, id)).sessions ?? 0) > 0),
    )
    const onOne = landed.filter(Boolean).length
    // Binomial(40, 1/2): outside 8..32 once in about 10^5 runs.
    expect(onOne).toBeGreaterThanOrEqual(8)
    expect(onOne).toBeLessThanOrEqual(32)
    for (const [i, id] of crafted.entries())
      expect(total(await rowsIn(SHARDS[landed[i] ? 0 : 1] as D1Database, id))).toBe(0)
  })

  it('refuse a new session whose id falls in an unkeyed generation once a keyed one has started, and store nothing', async () => {
    // A deployment that stored visitors under FNV-1a, keyed from ten days ago (withKeyedPlacement).
    const keyedFrom = Date.now() - 10 * DAY_MS
    const unkeyed: ShardMap = [{ from: 0, shards: [0, 1] }]
    const transition: ShardMap = [...unkeyed, { from: keyedFrom, shards: [0, 1], keyed: true }]
    const visit = (id: string) =>
      fetchWith(
        { SHARD_MAP: JSON.stringify(transition) },
        '/api/daily-visit',
        jsonInit('POST', { page: 'compass' }, { origin: ORIGIN, 'x-session-id': id }),
      )
    const old = createSessionId(keyedFrom - DAY_MS, (b) => crypto.getRandomValues(b))
    const res = await visit(old)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toBe(SESSION_STALE_SENTENCE)
    expect(Math.abs(Date.parse(res.headers.get('date') ?? '') - Date.now())).toBeLessThan(5_000)
    for (const db of [...SHARDS, env.DB]) expect(total(await rowsIn(db, old))).toBe(0)
    // A visitor stored under that rule keeps their place and is answered.
    const stored = idOn(1, keyedFrom - DAY_MS, unkeyed)
    await SHARDS[1]
      ?.prepare('insert into sessions (id, created_at, last_seen_at) values (?, ?, ?)')
      .bind(stored, keyedFrom - DAY_MS, keyedFrom - DAY_MS)
      .run()
    expect((await visit(stored)).status).toBe(201)
    expect((await rowsIn(SHARDS[1] as D1Database, stored)).visits).toBe(1)
    // A new one made now is placed by the secret.
    const fresh = createSessionId(Date.now(), (b) => crypto.getRandomValues(b))
    expect((await visit(fresh)).status).toBe(201)
    expect((await rowsIn(SHARDS[placed(fresh, transition)] as D1Database, fresh)).sessions).toBe(1)
  })

  it('count an address once across shards: its new visitors are capped in total, not per shard, on one shard', async () => {
    const address = '198.18.200.200'
    const statuses: number[] = []
    // Alternating shards: per-shard meters would let twice the cap through.
    for (let i = 0; i < 2 * NEW_SESSIONS_PER_MINUTE.address; i++) {
      const id = idOn(i % 2)
      const res = await request(
        '/api/daily-visit',
        jsonInit(
          'POST',
          { page: 'compass' },
          { origin: ORIGIN, 'x-session-id': id, 'cf-connecting-ip': address },
        ),
      )
      statuses.push(res.status)
    }
    expect(statuses.filter((s) => s === 201).length).toBe(NEW_SESSIONS_PER_MINUTE.address)
    expect(statuses.filter((s) => s === 429).length).toBe(NEW_SESSIONS_PER_MINUTE.address)
    // The network's meters (the only ones this full) are in one database: the shard its network is
    // placed on.
    const holders = []
    for (const db of [env.DB, ...SHARDS])
      if (
        (
          await db
            .prepare("select count(*) as n from usage_meters where kind = 'new-sessions' and amount >= ?")
            .bind(NEW_SESSIONS_PER_MINUTE.address)
            .first<{ n: number }>()
        )?.n
      )
        holders.push(db)
    expect(holders).toHaveLength(1)
  })

  it("carry a visitor's bookmark only to and from their own shard", async () => {
    const id = idOn(1)
    const visit = await request(
      '/api/daily-visit',
      jsonInit('POST', { page: 'compass' }, { origin: ORIGIN, 'x-session-id': id }),
    )
    const bookmark = visit.headers.get('x-d1-bookmark')
    expect(bookmark).toBeTruthy()
    // The shared figures read every database: no bookmark of the visitor's shard is used on the
    // others, and none of theirs comes back in its place.
    const stats = await fetchWith({ SCALAR_STATS_CACHE: 'off' }, '/api/scalar-stats', {
      headers: { 'x-d1-bookmark': bookmark ?? '' },
    })
    expect(stats.status).toBe(200)
    expect(stats.headers.get('x-d1-bookmark')).toBeNull()
    // The visitor's own reads take it and answer with their shard's.
    const streak = await request('/api/streak/me', {
      headers: { 'x-session-id': id, 'x-d1-bookmark': bookmark ?? '' },
    })
    expect(streak.headers.get('x-d1-bookmark')).toBeTruthy()
  })

  it('answer every documented operation with its 2xx over two shards', async () => {
    const answers = await runExamples(request, { password: 'test-admin-password', origin: ORIGIN })
    for (const op of API_OPERATIONS) {
      const key = operationKey(op)
      const answer = answers.find((a) => a.key === key && a.variant === 'example')
      expect(
        op.ok.map((o) => o.status),
        `${key}: ${JSON.stringify(answer?.body)}`,
      ).toContain(answer?.status)
    }
  })
})

describe('the shared figures over two shards', () => {
  it('equal those of the same rows in one database, before and after the cron freezes and merges', async () => {
    const reads = { aggregates: env.DB, shards: SHARDS }
    const one = { aggregates: ONE, shards: [ONE] }
    await fc.assert(
      fc.asyncProperty(data, fc.integer({ min: 0, max: DAY_MS - 1 }), async (d, msIntoToday) => {
        for (const db of [env.DB, ...SHARDS, ONE]) await clearActivity(db)
        const today = Math.floor(Date.now() / DAY_MS)
        const now = today * DAY_MS + msIntoToday
        await insertActivity(d, today, now, (session) => SHARDS[placed(session, MAP)] as D1Database)
        await insertActivity(d, today, now, () => ONE)
        // Both sessions' shards hold data in most runs (the six test sessions are spread by hash).
        const expectedStats = await computeScalarStats(one, now)
        const expectedAnalytics = await computeAnalytics(one, new Date(now))
        expect(await computeScalarStats(reads, now)).toEqual(expectedStats)
        expect(await computeAnalytics(reads, new Date(now))).toEqual(expectedAnalytics)
        // The cron: each shard freezes its closed days, the aggregates database merges them.
        while ((await freezeClosedDays(ONE, now)) > 0);
        const last = async (db: D1Database) =>
          (await db.prepare('select max(day) as d from rollup_days').first<{ d: number | null }>())?.d ?? null
        for (let run = 0; run < 40 && (await last(env.DB)) !== (await last(ONE)); run++)
          await runScheduled(env as unknown as Bindings, now)
        expect(await last(env.DB)).toBe(await last(ONE))
        expect(await computeScalarStats(one, now)).toEqual(expectedStats)
        expect(await computeScalarStats(reads, now)).toEqual(expectedStats)
        expect(await computeAnalytics(reads, new Date(now))).toEqual(expectedAnalytics)
      }),
      { numRuns: 15 },
    )
  }, 180_000)
})
