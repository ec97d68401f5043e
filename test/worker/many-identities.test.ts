// Many cheap identities (docs/decisions/036): the probe replayed. 300 honest, established visitors;
// then 1,000 new sessions from one IPv6 /48 and 1,000 from 100 IPv4 /24s, each making the probe's
// writes. No shared figure moves by more than 0.05, no dashboard count by more than 1%, and the
// dashboard shows the wave as new visitors. Also the meters themselves: networks, sliding minutes,
// the byte budget and the circuit breaker.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { BREAKER_SENTENCE, TURNSTILE_SENTENCES } from '../../domain/answer-sentences.ts'
import { findArchetype } from '../../domain/archetypes.ts'
import {
  DAILY_BYTES_PER_NETWORK,
  NEW_SESSIONS_PER_MINUTE,
  slidingCount,
  windowOf,
} from '../../domain/budgets.ts'
import { computeCombinedBaseline } from '../../domain/scalar.ts'
import type { Bindings } from '../../worker/env.ts'
import { LIMIT_SENTENCES, meterOf } from '../../worker/meter-refusals.ts'
import { newSessionMeter, writeMeter } from '../../worker/meters.ts'
import { UNVERIFIED_SESSIONS_PER_MINUTE } from '../../worker/turnstile.ts'
import { TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRETS } from '../setup/siteverify.ts'
import {
  adminCookie,
  checkInPayload,
  establishSessions,
  expectClientError,
  expectLimitedAt,
  fetchWith,
  get,
  newSessionId,
  ORIGIN,
  post,
  statusesInOneWindow,
} from './helpers.ts'

interface Dashboard {
  summary: {
    totalArchetypes: number
    todayActiveUsers: number
    todayNewVisitors: number
    todayAvgScalar: number | null
    todayEmotionalReadings: number
    todayLunaStability: number | null
  }
  archetypeDistribution: { archetypeName: string; userCount: number }[]
  recentActivity: {
    activeUsers: number
    newVisitors: number
    totalActivities: number
    avgScalar: number | null
  }[]
  lunaQuality: { page: string; interactions: number; avgStability: number | null }[]
  emotionalPatterns: { archetypeName: string; readingCount: number; avgEmotionalState: number | null }[]
}
interface Stats {
  totalActivities: number
  averageScalar: number
  topIntents: { intent: string; count: number }[]
}

const pioneer = findArchetype(1)
const sage = findArchetype(13)

/** What a visitor's archetype choice sends (the server derives and checks every number). */
function archetypeBody(id: number) {
  const a = findArchetype(id)
  if (!a) throw new Error(`no archetype ${id}`)
  return {
    archetypeId: a.id,
    archetypeName: a.name,
    quizResponses: [],
    birthScalar: null,
    archetypeScalar: a.scalarRange,
    // No birth date: the default birth scalar 81.5 (docs/rules/archetype-record.md).
    combinedBaseline: computeCombinedBaseline(81.5, a.scalarRange),
    entropyMod: a.modifiers.entropyMod,
    curvatureMod: a.modifiers.curvatureMod,
    userName: null,
    birthDate: null,
  }
}

/** The probe's writes from one session: an insight at the ceiling with a chosen intent, an archetype, a check-in at 0. */
async function probeWrites(sessionId: string, ip: string): Promise<number[]> {
  const h = { 'x-session-id': sessionId, 'cf-connecting-ip': ip }
  const statuses: number[] = []
  const first = await post(
    '/api/luna-interaction',
    { page: 'compass', scalarValue: 83.132, userAction: 'clarity_chosen', lunaResponse: 'emotional' },
    h,
  )
  statuses.push(first.status)
  if (first.status !== 201) return statuses
  statuses.push((await post('/api/archetype', archetypeBody(1), h)).status)
  statuses.push((await post('/api/emotional-state', checkInPayload(0), h)).status)
  return statuses
}

describe('a thousand fake visitors', () => {
  it('replays the probe: shared figures and dashboard counts stay put, and the wave shows as new visitors', async () => {
    const cookie = await adminCookie()
    // 300 honest visitors, established (first seen days ago, active on two days), each recording a
    // reading around 81.45, choosing a clarity, and 10 of them choosing The Sage.
    const honest = Array.from({ length: 300 }, () => newSessionId())
    await establishSessions(honest)
    const intents = ['mental', 'emotional', 'physical', 'spiritual']
    for (const [i, sid] of honest.entries()) {
      const h = { 'x-session-id': sid }
      const scalar = Math.round((81.05 + ((i * 37) % 90) / 100) * 1000) / 1000
      const insight = await post(
        '/api/luna-interaction',
        { page: 'compass', scalarValue: scalar, userAction: 'clarity_chosen', lunaResponse: intents[i % 4] },
        h,
      )
      expect(insight.status, await insight.clone().text()).toBe(201)
      if (i < 10) {
        const res = await post('/api/archetype', archetypeBody(13), h)
        expect(res.status, await res.clone().text()).toBe(201)
      }
      if (i < 50) {
        const res = await post('/api/emotional-state', checkInPayload(60 + (i % 20)), h)
        expect(res.status, await res.clone().text()).toBe(201)
      }
    }
    const read = async () => ({
      stats: (await (await get('/api/scalar-stats')).json()) as Stats,
      dashboard: (await (await get('/api/archetype-analytics', { cookie })).json()) as Dashboard,
    })
    const before = await read()
    expect(before.stats.totalActivities).toBe(300)
    expect(before.dashboard.summary.todayActiveUsers).toBe(300)

    // The wave: 1,000 new sessions from one /48 (each from its own /64), then 1,000 from 100 /24s
    // (ten addresses in each).
    const fromV6: number[] = []
    // Twenty at a time, as a script would send them.
    const inWaves = async (count: number, one: (i: number) => Promise<void>) => {
      for (let i = 0; i < count; i += 20)
        await Promise.all(Array.from({ length: Math.min(20, count - i) }, (_, k) => one(i + k)))
    }
    await inWaves(1_000, async (i) => {
      const ip = `2001:db8:4242:${(i + 1).toString(16)}::1`
      fromV6.push(...(await probeWrites(newSessionId(), ip)).slice(0, 1))
    })
    let createdV4 = 0
    await inWaves(1_000, async (i) => {
      const net = Math.floor(i / 10)
      const statuses = await probeWrites(
        newSessionId(),
        `100.${64 + (net >> 8)}.${net & 255}.${(i % 10) + 1}`,
      )
      if (statuses[0] === 201) createdV4++
    })
    // The /48 may start 30 sessions a minute; the /24s, spread out, all of theirs.
    const createdV6 = fromV6.filter((s) => s === 201).length
    expect(createdV6).toBeGreaterThan(0)
    expect(createdV6).toBeLessThanOrEqual(NEW_SESSIONS_PER_MINUTE.network * 2)
    expect(fromV6.filter((s) => s !== 201).every((s) => s === 429)).toBe(true)
    expect(createdV4).toBe(1_000)

    const after = await read()
    // Shared figures: within 0.05 (they do not move at all).
    expect(Math.abs(after.stats.averageScalar - before.stats.averageScalar)).toBeLessThanOrEqual(0.05)
    expect(after.stats.topIntents).toEqual(before.stats.topIntents)
    expect(after.stats.totalActivities).toBe(before.stats.totalActivities)
    const s0 = before.dashboard.summary
    const s1 = after.dashboard.summary
    expect(Math.abs((s1.todayAvgScalar ?? 0) - (s0.todayAvgScalar ?? 0))).toBeLessThanOrEqual(0.05)
    expect(Math.abs((s1.todayLunaStability ?? 0) - (s0.todayLunaStability ?? 0))).toBeLessThanOrEqual(0.05)
    // Dashboard counts: within 1%.
    const within1 = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(Math.ceil(b * 0.01))
    within1(s1.todayActiveUsers, s0.todayActiveUsers)
    within1(s1.totalArchetypes, s0.totalArchetypes)
    within1(s1.todayEmotionalReadings, s0.todayEmotionalReadings)
    const users = (d: Dashboard, name: string | undefined) =>
      d.archetypeDistribution.find((r) => r.archetypeName === name)?.userCount ?? 0
    within1(users(after.dashboard, pioneer?.name), users(before.dashboard, pioneer?.name))
    within1(users(after.dashboard, sage?.name), users(before.dashboard, sage?.name))
    const checkIns = (d: Dashboard) => d.emotionalPatterns.reduce((n, r) => n + r.readingCount, 0)
    within1(checkIns(after.dashboard), checkIns(before.dashboard))
    expect(after.dashboard.lunaQuality).toEqual(before.dashboard.lunaQuality)
    const today0 = before.dashboard.recentActivity.at(-1)
    const today1 = after.dashboard.recentActivity.at(-1)
    within1(today1?.activeUsers ?? 0, today0?.activeUsers ?? 0)
    within1(today1?.totalActivities ?? 0, today0?.totalActivities ?? 0)
    // The wave is visible, as new visitors.
    expect(s1.todayNewVisitors - s0.todayNewVisitors).toBe(createdV6 + createdV4)
    expect((today1?.newVisitors ?? 0) - (today0?.newVisitors ?? 0)).toBe(createdV6 + createdV4)
  }, 240_000)

  it('an established visitor counts once a day: writes on a second day after 24 hours make a session count', async () => {
    const sid = newSessionId()
    const now = Date.now()
    // First seen two days ago, on one day only: not established yet.
    await env.DB.prepare(
      'insert into sessions (id, created_at, last_seen_at, active_days, last_active_day) values (?, ?, ?, 1, ?)',
    )
      .bind(sid, now - 2 * 86_400_000, now - 2 * 86_400_000, Math.floor(now / 86_400_000) - 2)
      .run()
    const h = { 'x-session-id': sid }
    expect((await post('/api/daily-visit', { page: 'compass' }, h)).status).toBe(201)
    const row = await env.DB.prepare('select active_days as n from sessions where id = ?')
      .bind(sid)
      .first<{ n: number }>()
    expect(row?.n).toBe(2)
    // A second write the same day adds no day.
    expect((await post('/api/daily-visit', { page: 'profile' }, h)).status).toBe(201)
    const again = await env.DB.prepare('select active_days as n from sessions where id = ?')
      .bind(sid)
      .first<{ n: number }>()
    expect(again?.n).toBe(2)
  })
})

describe('the meters', () => {
  it('one /48 starts at most 30 sessions a minute however many /64s it uses, and one /24 the same', async () => {
    const v6: number[] = []
    for (let i = 0; i < 60; i++) {
      const res = await post(
        '/api/daily-visit',
        { page: 'compass' },
        { 'x-session-id': newSessionId(), 'cf-connecting-ip': `2001:db8:77:${(i + 1).toString(16)}::9` },
      )
      v6.push(res.status)
    }
    expect(v6.filter((s) => s === 201).length).toBe(NEW_SESSIONS_PER_MINUTE.network)
    const v4: number[] = []
    for (let i = 1; i <= 60; i++) {
      const res = await post(
        '/api/daily-visit',
        { page: 'compass' },
        { 'x-session-id': newSessionId(), 'cf-connecting-ip': `203.0.114.${i}` },
      )
      v4.push(res.status)
      if (res.status === 429) {
        const body = await expectClientError(res, 429)
        expect(body.error).toBe(
          'Too many new visitors from your network in a minute. Please wait a minute and try again.',
        )
        expect(res.headers.get('retry-after')).toBe('60')
      }
    }
    expect(v4.filter((s) => s === 201).length).toBe(NEW_SESSIONS_PER_MINUTE.network)
  })

  it('a minute boundary does not double a limit: the sliding window carries the last minute', async () => {
    const buckets = { address: 'slide-a', network: 'slide-n', storage: 'slide-a' }
    const boundary = (Math.floor(Date.now() / 60_000) + 5) * 60_000
    const attempt = async (at: number) => {
      try {
        await env.DB.prepare('select 1').run()
        const { sql, params } = (await import('../../worker/data/compile.ts')).build(
          newSessionMeter(buckets, newSessionId(), at),
        )
        await env.DB.prepare(sql)
          .bind(...params)
          .run()
        return true
      } catch {
        return false
      }
    }
    // Ten in the last second of a minute, then the first second of the next: none more.
    let before = 0
    for (let i = 0; i < 12; i++) if (await attempt(boundary - 1_000 + i)) before++
    let after = 0
    for (let i = 0; i < 12; i++) if (await attempt(boundary + 1_000 + i)) after++
    expect(before).toBe(NEW_SESSIONS_PER_MINUTE.address)
    expect(after).toBe(0)
    // Fifty seconds later most of the last minute has slid out.
    let later = 0
    for (let i = 0; i < 12; i++) if (await attempt(boundary + 50_000 + i)) later++
    expect(later).toBeGreaterThan(0)
    expect(later).toBeLessThanOrEqual(
      NEW_SESSIONS_PER_MINUTE.address - Math.floor(slidingCount(10, 0, 50 / 60)),
    )
    expect(windowOf(boundary).elapsed).toBe(0)
  })

  it('caps the bytes one address stores in a day, and another address is not held by it', async () => {
    const ip = '198.51.100.200'
    const text = 'x'.repeat(15_000)
    let stored = 0
    let refused: Response | null = null
    for (let i = 0; i < 100 && !refused; i++) {
      const res = await post(
        '/api/save-reading',
        { readingType: 'compass', readingData: { text, i } },
        // A fresh session each time, so no per-session quota or rate is what stops it.
        { 'x-session-id': newSessionId(), 'cf-connecting-ip': ip },
      )
      if (res.status === 201) stored++
      else if (res.status === 429) refused = res
      else throw new Error(`unexpected ${res.status}`)
      // Fresh sessions from one address are limited to 10 a minute: the meter of that minute is reset.
      await env.DB.prepare("delete from usage_meters where kind = 'new-sessions'").run()
    }
    expect(refused).not.toBeNull()
    if (!refused) return
    const body = await expectClientError(refused, 429)
    expect(body.error).toBe(
      'Your network has stored as much as it can today. Everything so far is kept; please come back tomorrow.',
    )
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(60)
    expect(stored * 15_000).toBeLessThanOrEqual(DAILY_BYTES_PER_NETWORK)
    expect(stored * 15_300).toBeGreaterThan(DAILY_BYTES_PER_NETWORK - 16_000)
    // Everything acknowledged is kept.
    const kept = await env.DB.prepare(
      "select count(*) as n from saved_readings where reading_data like '%xxxxxxxxxx%'",
    ).first<{ n: number }>()
    expect(kept?.n).toBe(stored)
    const other = await post(
      '/api/save-reading',
      { readingType: 'compass', readingData: { text } },
      { 'x-session-id': newSessionId(), 'cf-connecting-ip': '198.51.100.201' },
    )
    expect(other.status).toBe(201)
  })

  it('the write meter statement alone refuses past the day’s bytes (the trigger, not the Worker)', async () => {
    const buckets = { address: 'bytes-a', network: 'bytes-n', storage: 'bytes-a' }
    const { drizzle } = await import('drizzle-orm/d1')
    const db = drizzle(env.DB)
    const now = Date.now()
    await writeMeter(db, buckets, DAILY_BYTES_PER_NETWORK - 10, now)
    const refused = await writeMeter(db, buckets, 11, now).then(
      () => null,
      (err: unknown) => err,
    )
    expect(meterOf(refused)).toBe('bytes')
    await writeMeter(db, buckets, 10, now)
  })

  it('past the database size limit, storing writes get 503 with a sentence and deletions still pass', async () => {
    const small = { ...(env as unknown as Bindings), DATABASE_BREAKER_BYTES: '1' }
    const sid = newSessionId()
    const h = { 'content-type': 'application/json', 'x-session-id': sid }
    // A write with the usual limit tells this isolate how large the database is.
    const first = await post(
      '/api/save-reading',
      { readingType: 'compass', readingData: { a: 1 } },
      { 'x-session-id': sid },
    )
    expect(first.status).toBe(201)
    const { reading } = (await first.json()) as { reading: { id: string } }
    const refused = await fetchWith(small, '/api/save-reading', {
      method: 'POST',
      headers: h,
      body: JSON.stringify({ readingType: 'compass', readingData: { a: 2 } }),
    })
    expect(refused.status).toBe(503)
    expect(((await refused.json()) as { error: string }).error).toBe(BREAKER_SENTENCE)
    const deleted = await fetchWith(small, `/api/saved-reading/${reading.id}`, {
      method: 'DELETE',
      headers: h,
      body: JSON.stringify({}),
    })
    expect(deleted.status).toBe(200)
    // With the usual limit, writes pass again.
    expect(
      (
        await post(
          '/api/save-reading',
          { readingType: 'compass', readingData: { a: 3 } },
          { 'x-session-id': sid },
        )
      ).status,
    ).toBe(201)
  })
})

describe('a nearly full shard (docs/decisions/048)', () => {
  it('refuses the address that stored the most today first, and still takes an ordinary visitor’s write', async () => {
    const heavy = '198.18.240.1'
    const ordinary = '198.18.241.1'
    const save = (overrides: Partial<Bindings>, ip: string, sid: string, size: number) =>
      fetchWith(overrides, '/api/save-reading', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-session-id': sid,
          'cf-connecting-ip': ip,
          origin: ORIGIN,
        },
        body: JSON.stringify({ readingType: 'compass', readingData: { text: 'x'.repeat(size) } }),
      })
    // The heavy address stores about 60 KB today while the shard has room; the first answer tells
    // this isolate how large the database is.
    const filler = newSessionId()
    let size = 0
    for (let i = 0; i < 4; i++) {
      const res = await save({}, heavy, filler, 15_000)
      expect(res.status).toBe(201)
    }
    const probe = await env.DB.prepare('select 1').run()
    size = probe.meta.size_after ?? 0
    expect(size).toBeGreaterThan(0)
    // A breaker limit that makes the shard nearly full (past 90%), not full.
    const nearly = { DATABASE_BREAKER_BYTES: String(Math.floor(size / 0.95)) }
    const refused = await save(nearly, heavy, filler, 200)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { error: string }).error).toBe(LIMIT_SENTENCES.bytes)
    const kept = await save(nearly, ordinary, newSessionId(), 200)
    expect(kept.status).toBe(201)
    // Deletions still pass for everyone.
    const { reading } = (await kept.json()) as { reading: { id: string } }
    expect(reading.id).toBeTruthy()
  })
})

describe('Turnstile on session creation', () => {
  const visit = (overrides: Partial<Bindings>, sessionId: string, token?: string) =>
    fetchWith(overrides, '/api/daily-visit', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-session-id': sessionId,
        'cf-connecting-ip': `198.51.${100 + Math.floor(Math.random() * 50)}.${Math.floor(Math.random() * 250)}`,
        ...(token ? { 'x-turnstile-token': token } : {}),
      },
      body: JSON.stringify({ page: 'compass' }),
    })

  it('with the always-passing test secret: a new session needs a token, a known one does not', async () => {
    const on = { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.pass }
    const sid = newSessionId()
    const missing = await visit(on, sid)
    expect((await expectClientError(missing, 403)).error).toBe(TURNSTILE_SENTENCES.missing)
    const stored = await env.DB.prepare('select count(*) as n from sessions where id = ?')
      .bind(sid)
      .first<{ n: number }>()
    expect(stored?.n).toBe(0)
    expect((await visit(on, sid, TURNSTILE_DUMMY_TOKEN)).status).toBe(201)
    // Known now: no token needed for its later writes.
    expect((await visit(on, sid)).status).toBe(201)
  })

  it('with the always-failing test secret: a new session is refused with a sentence and nothing is stored', async () => {
    const sid = newSessionId()
    const refused = await visit(
      { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.fail },
      sid,
      TURNSTILE_DUMMY_TOKEN,
    )
    expect((await expectClientError(refused, 403)).error).toBe(TURNSTILE_SENTENCES.failed)
    const spent = await visit(
      { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.spent },
      sid,
      TURNSTILE_DUMMY_TOKEN,
    )
    expect(spent.status).toBe(403)
    const stored = await env.DB.prepare('select count(*) as n from visits where session_id = ?')
      .bind(sid)
      .first<{ n: number }>()
    expect(stored?.n).toBe(0)
  })

  it('failed challenges cost a network nothing: a real visitor of the same /24 is let in after 40 of them', async () => {
    const from = (host: number) => ({
      'content-type': 'application/json',
      'x-session-id': newSessionId(),
      'cf-connecting-ip': `203.0.120.${host}`,
      'x-turnstile-token': TURNSTILE_DUMMY_TOKEN,
    })
    for (let i = 0; i < 40; i++) {
      const res = await fetchWith({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.fail }, '/api/daily-visit', {
        method: 'POST',
        headers: from(1 + (i % 5)),
        body: JSON.stringify({ page: 'compass' }),
      })
      expect(res.status).toBe(403)
    }
    const real = await fetchWith({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.pass }, '/api/daily-visit', {
      method: 'POST',
      headers: from(200),
      body: JSON.stringify({ page: 'compass' }),
    })
    expect(real.status).toBe(201)
  })

  it('refuses a token solved on another site (the hostname Siteverify names)', async () => {
    const elsewhere = { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.pass, TURNSTILE_HOSTNAMES: 'luna.test' }
    // The test secret's tokens are solved on example.com: not one of this site's hostnames.
    const refused = await visit(elsewhere, newSessionId(), TURNSTILE_DUMMY_TOKEN)
    expect((await expectClientError(refused, 403)).error).toBe(TURNSTILE_SENTENCES.failed)
    const listed = {
      TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.pass,
      TURNSTILE_HOSTNAMES: 'luna.test, example.com',
    }
    expect((await visit(listed, newSessionId(), TURNSTILE_DUMMY_TOKEN)).status).toBe(201)
  })

  it('with Siteverify unreachable, admits new sessions under a tight cap per network, and logs it', async () => {
    const down = { TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.unreachable }
    let host = 0
    const window = await statusesInOneWindow(UNVERIFIED_SESSIONS_PER_MINUTE + 3, () =>
      fetchWith(down, '/api/daily-visit', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-session-id': newSessionId(),
          'cf-connecting-ip': `203.0.121.${++host}`,
          'x-turnstile-token': TURNSTILE_DUMMY_TOKEN,
        },
        body: JSON.stringify({ page: 'compass' }),
      }),
    )
    expectLimitedAt(window, UNVERIFIED_SESSIONS_PER_MINUTE, 201)
  })

  it('an erase by a session never stored needs no token (it creates nothing)', async () => {
    const res = await fetchWith({ TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRETS.pass }, '/api/my-data', {
      method: 'DELETE',
      headers: { 'x-session-id': newSessionId(), 'cf-connecting-ip': '198.51.77.1' },
    })
    expect(res.status).toBe(200)
  })

  it('switched off (no secret, as in npm start): sessions are created without a token', async () => {
    expect((await visit({}, newSessionId())).status).toBe(201)
  })
})
