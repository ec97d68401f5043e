// The scale benchmark (issue 12, docs/scaling.md): how the hot reads grow with the data.
//
//   npm run bench:scale           (not part of `npm test`)
//
// For each size (BENCH_SCALE_SIZES, default 10000,100000,1000000 event rows) a fresh local D1:
// migrations applied by wrangler, then synthetic visitors written straight into the local D1
// sqlite file with node:sqlite (one transaction; a million rows in well under a minute), shaped like
// the 60-second mixed load's own mix (bench/load.ts: per round of the daily loop a journey point, a
// saved reading and a Luna interaction; once a day a visit and a check-in), spread over 365 days in
// the steady state of the retention period (docs/decisions/022: Luna interactions only in the last
// 60 days, one visit row per visitor and day), plus one visitor with 365 days of history. Then the
// Worker alone (`wrangler dev --test-scheduled`) runs the minute cron until every closed day is
// frozen, and each route is timed with BENCH_SCALE_REQUESTS (default 100) sequential requests after
// a warm-up:
//   POST /api/resonance-compass   for the 365-day visitor
//   GET  /api/archetype-analytics (admin)
//   GET  /api/scalar-stats        with the cache off (SCALAR_STATS_CACHE=off: every request computes)
//   GET  /api/luna-patterns       for the 365-day visitor
// It prints p50 and p99 per size, the growth from the smallest to the largest size, writes
// bench/results/scale.json, and exits 1 when an acceptance figure is missed (issue 12): from 10,000
// to 1,000,000 rows the compass's p50 grows by at most 20%, the analytics stay under 100 ms p50 and
// the cold collective statistics under 50 ms p50.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite'
import { ARCHETYPES } from '../domain/archetypes.ts'
import { codonIndexFromValue, descriptorAt } from '../domain/emotion.ts'
import { FREEZE_LAG_DAYS, RETENTION_DAYS } from '../domain/retention.ts'
import { createSessionId } from '../domain/session-id.ts'
import { type ShardMap, shardOf } from '../domain/shards.ts'
import { d1Bindings } from '../scripts/d1.ts'
import { root, runOrExit } from '../scripts/run.ts'
import { withShardInConfig } from '../scripts/shard-config.ts'
import {
  generator,
  groupCpuMs,
  localD1Files,
  machine,
  type Server,
  startWorker,
  storeFootprint,
  threadCpuMs,
} from './lib.ts'
import { compassBody } from './seed.ts'

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number)
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 100)
const WARMUP = 10
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 5)
const PASSWORD = 'bench-admin-password'
const DAY_MS = 86_400_000
const HISTORY_DAYS = 365
const TARGETS = { compassGrowth: 1.2, analyticsP50: 100, statsP50: 50 }

const work = mkdtempSync(join(tmpdir(), 'luna-scale-'))
const servers: Server[] = []
process.on('exit', () => {
  for (const server of servers) server.kill()
  if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true })
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

const r3 = (v: number) => Math.round(v * 1000) / 1000
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[] }

interface Seeded {
  eventRows: number
  visitors: number
  oldestDay: number
  compassVisitor: string
  bytes: number
  byTable: Record<string, number>
}

/**
 * Writes about `target` event rows (visits, journey points, saved readings, check-ins, Luna
 * interactions) for synthetic visitors, and the 365-day visitor, into the local D1 file.
 */
export function seed(
  file: string | readonly string[],
  target: number,
  now: number,
  /** Which file (index) holds a visitor's rows: the shard the map places them on. */
  placeOf: (sessionId: string) => number = () => 0,
): Seeded {
  const files = typeof file === 'string' ? [file] : file
  const dbs = files.map((f) => new DatabaseSync(f))
  const rnd = generator(target)
  const today = Math.floor(now / DAY_MS)
  const keptFrom = today - RETENTION_DAYS
  // Rows are generated visitor by visitor and written in time order, as the app writes them (rows
  // of one day sit together in the tables, as they do in production).
  const pending: { at: number; statement: StatementSync; args: SQLInputValue[] }[] = []
  const SQL = {
    session:
      'insert into sessions (id, display_name, created_at, last_seen_at, active_days, last_active_day) values (?, null, ?, ?, ?, ?)',
    archetype:
      "insert into archetype_results (session_id, archetype_id, archetype_name, source, quiz_responses, birth_scalar, archetype_scalar, combined_baseline, entropy_mod, curvature_mod, created_at) values (?, ?, ?, 'quiz', '[]', ?, ?, ?, ?, ?, ?)",
    visit:
      "insert into visits (session_id, visit_date, page, count, first_at, last_at) values (?, ?, 'compass', ?, ?, ?)",
    point:
      "insert into trajectory_points (session_id, scalar_value, personal_baseline, context, intent, created_at) values (?, ?, ?, 'compass-reading', null, ?)",
    reading:
      "insert into saved_readings (id, session_id, reading_type, reading_data, user_tags, user_notes, reading_date, created_at) values (?, ?, 'compass', ?, 'load', ?, ?, ?)",
    checkIn:
      'insert into emotional_states (session_id, emotional_value, codon_index, descriptor, archetype_name, baseline, new_baseline, local_date, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    luna: "insert into luna_interactions (session_id, page, scalar_value, luna_tag, intent, stability_index, user_action, created_at) values (?, 'compass', ?, 'harmony', 'harmony', ?, 'luna_generated', ?)",
    tally: 'insert into session_tallies (session_id, kind, key, count) values (?, ?, ?, ?)',
  } as const
  const prepared = dbs.map(
    (db) =>
      Object.fromEntries(Object.entries(SQL).map(([name, text]) => [name, db.prepare(text)])) as Record<
        keyof typeof SQL,
        StatementSync
      >,
  )
  /** `atIndex`: the argument holding the row's time; `sidIndex`: the one holding its session. */
  const queued = (name: keyof typeof SQL, atIndex: number | null, sidIndex = 0) => ({
    run: (...args: SQLInputValue[]) => {
      const statements = prepared[placeOf(String(args[sidIndex]))]
      if (!statements) throw new Error(`no database for ${String(args[sidIndex])}`)
      pending.push({
        at: atIndex === null ? Number.MAX_SAFE_INTEGER : Number(args[atIndex]),
        statement: statements[name],
        args,
      })
    },
  })
  const ins = {
    session: queued('session', 1),
    archetype: queued('archetype', 8),
    visit: queued('visit', 3),
    point: queued('point', 3),
    reading: queued('reading', 5, 1),
    checkIn: queued('checkIn', 8),
    luna: queued('luna', 3),
    tally: queued('tally', null),
  }
  const byTable: Record<string, number> = {
    visits: 0,
    trajectory_points: 0,
    saved_readings: 0,
    emotional_states: 0,
    luna_interactions: 0,
  }
  let rows = 0
  let visitors = 0
  let oldestDay = today
  let readingSeq = 0

  /** One visitor's day: `rounds` rounds of the daily loop (bench/load.ts). */
  function day(
    sid: string,
    d: number,
    rounds: number,
    baseline: number,
    archetype: string,
    state: { luna: number },
  ) {
    const start = d * DAY_MS + rnd.int(6, 20) * 3_600_000
    const atOf = (k: number) => Math.min(now - 1, start + k * 60_000)
    ins.visit.run(sid, dateOf(d), rounds, atOf(0), atOf(rounds))
    const v = rnd.int(0, 100)
    const index = codonIndexFromValue(v)
    ins.checkIn.run(
      sid,
      v,
      index,
      descriptorAt(index),
      archetype,
      baseline,
      r3(baseline + ((v - 50) / 50) * 0.1),
      dateOf(d),
      atOf(0),
    )
    byTable.visits = (byTable.visits ?? 0) + 1
    byTable.emotional_states = (byTable.emotional_states ?? 0) + 1
    rows += 2
    for (let k = 0; k < rounds; k++) {
      const at = atOf(k)
      ins.point.run(sid, r3(baseline + (rnd.next() - 0.5) * 0.6), baseline, at)
      readingSeq++
      ins.reading.run(
        `00000000-0000-4000-8000-${String(readingSeq).padStart(12, '0')}`,
        sid,
        JSON.stringify({ n: k + 1 }),
        `reading ${k + 1}`,
        dateOf(d),
        at,
      )
      rows += 2
      byTable.trajectory_points = (byTable.trajectory_points ?? 0) + 1
      byTable.saved_readings = (byTable.saved_readings ?? 0) + 1
      // Luna interactions older than the retention period have been pruned.
      if (d >= keptFrom) {
        ins.luna.run(sid, r3(baseline + (rnd.next() - 0.5) * 0.6), rnd.int(40, 95), at)
        state.luna++
        rows++
        byTable.luna_interactions = (byTable.luna_interactions ?? 0) + 1
      }
    }
    oldestDay = Math.min(oldestDay, d)
  }

  function visitor(sid: string, days: number[], roundsOf: () => number) {
    const archetype = rnd.pick(ARCHETYPES)
    const birth = r3(81 + rnd.next() * 0.8 + rnd.int(40, 99) * 0.001)
    const baseline = r3((birth + archetype.scalarRange) / 2)
    const first = (days[0] ?? today) * DAY_MS + 3_600_000
    const last = (days.at(-1) ?? today) * DAY_MS + 20 * 3_600_000
    // Active on each of its days: a visitor of two days or more counts in the shared figures
    // (docs/rules/collective.md), as the app's own writes would have recorded.
    ins.session.run(sid, first, Math.min(now - 1, last), days.length, days.at(-1) ?? today)
    ins.archetype.run(
      sid,
      archetype.id,
      archetype.name,
      birth,
      archetype.scalarRange,
      baseline,
      archetype.modifiers.entropyMod,
      archetype.modifiers.curvatureMod,
      first,
    )
    const state = { luna: 0 }
    let visits = 0
    for (const d of days) {
      const rounds = roundsOf()
      visits += rounds
      day(sid, d, rounds, baseline, archetype.name, state)
    }
    ins.tally.run(sid, 'page', 'compass', visits)
    if (state.luna > 0) ins.tally.run(sid, 'interactions', '', state.luna)
    visitors++
  }

  for (const db of dbs) {
    db.exec('pragma synchronous = off')
    db.exec('begin')
  }
  // The 365-day visitor: every day of the past year, three rounds a day.
  const compassVisitor = createSessionId(now - HISTORY_DAYS * DAY_MS, (b) => crypto.getRandomValues(b))
  visitor(
    compassVisitor,
    Array.from({ length: HISTORY_DAYS }, (_, i) => today - HISTORY_DAYS + 1 + i),
    () => 3,
  )
  // Everyone else: arrivals over the year, most staying a few days, some for weeks; one to three
  // rounds of the loop on each day they come.
  while (rows < target) {
    const arrival = today - rnd.int(0, HISTORY_DAYS - 1)
    const stay = rnd.next() < 0.4 ? 1 : rnd.next() < 0.7 ? rnd.int(2, 10) : rnd.int(11, 60)
    const days: number[] = []
    for (let d = arrival; days.length < stay && d <= today; d += rnd.int(1, 3)) days.push(d)
    const sid = createSessionId(arrival * DAY_MS + rnd.int(0, DAY_MS - 1), (b) => {
      for (let i = 0; i < b.length; i++) b[i] = rnd.int(0, 255)
      return b
    })
    visitor(sid, days, () => rnd.int(1, 3))
  }
  pending.sort((a, b) => a.at - b.at)
  for (const p of pending) p.statement.run(...p.args)
  for (const db of dbs) {
    db.exec('commit')
    db.close()
  }
  const bytes = files.reduce((n, f) => n + statSync(f).size, 0)
  return { eventRows: rows, visitors, oldestDay, compassVisitor, bytes, byTable }
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i] ?? Number.NaN
}

interface Timing {
  p50: number
  p99: number
}

const summarize = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) }
}

/** `count` sequential requests; the time of each, from sending to the last byte of the answer. */
async function time(label: string, send: () => Promise<Response>, count: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const res = await send()
    const body = await res.text()
    times.push(performance.now() - started)
    if (!res.ok) throw new Error(`${label} answered ${res.status}: ${body.slice(0, 300)}`)
  }
  return times
}

const ROUTES = ['compass', 'analytics', 'stats', 'patterns'] as const
type Route = (typeof ROUTES)[number]
const LABELS: Record<Route, string> = {
  compass: 'POST /api/resonance-compass (365-day visitor)',
  analytics: 'GET /api/archetype-analytics',
  stats: 'GET /api/scalar-stats (cache cold)',
  patterns: 'GET /api/luna-patterns (365-day visitor)',
}

/**
 * A wrangler configuration for a run: one database (`shards` 0, no shard map), or the aggregates
 * database and `shards` shards (docs/decisions/041). Written under .tmp/ with absolute paths.
 */
function benchConfig(shards: number): { path: string; bindings: string[]; map: ShardMap | null } {
  let text = readFileSync(join(root, 'wrangler.toml'), 'utf8')
  const map: ShardMap | null =
    shards === 0 ? null : [{ from: 0, shards: Array.from({ length: shards }, (_, i) => i) }]
  const bound = d1Bindings('local', text).filter((b) => b.startsWith('DB_SHARD_')).length
  for (let i = bound; i < shards; i++)
    text = withShardInConfig(
      text,
      'local',
      i,
      map ?? [],
      `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
    )
  text = text
    .replace(/^SHARD_MAP = .*$/m, `SHARD_MAP = '${map ? JSON.stringify(map) : ''}'`)
    .replace('main = "worker/index.ts"', `main = "${join(root, 'worker', 'index.ts')}"`)
    .replaceAll('migrations_dir = "migrations"', `migrations_dir = "${join(root, 'migrations')}"`)
    .replaceAll('directory = "./dist/client"', `directory = "${join(root, 'dist', 'client')}"`)
  mkdirSync(join(root, '.tmp'), { recursive: true })
  const path = join(root, '.tmp', `wrangler-bench-${shards}.toml`)
  writeFileSync(path, text)
  const bindings = ['DB', ...Array.from({ length: shards }, (_, i) => `DB_SHARD_${i}`)]
  return { path, bindings, map }
}

/** Applies the migrations to each database in turn, and finds the local file each one made. */
function migrateEach(config: string, bindings: readonly string[], persist: string): string[] {
  const files: string[] = []
  for (const binding of bindings) {
    const dir = join(persist, 'v3', 'd1', 'miniflare-D1DatabaseObject')
    const before = new Set(existsSync(dir) ? localD1Files(persist) : [])
    runOrExit(
      'wrangler',
      ['d1', 'migrations', 'apply', binding, '--local', '--persist-to', persist, '--config', config],
      quiet,
    )
    const added = localD1Files(persist).filter((f) => !before.has(f))
    if (added.length !== 1 || !added[0]) throw new Error(`no single new D1 file for ${binding}`)
    files.push(added[0])
  }
  return files
}

/** The last merged (or, with one database, frozen) day of the aggregates database's file. */
function lastRollupDay(file: string): number | null {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const row = db.prepare('select max(day) as d from rollup_days').get() as { d: number | null } | undefined
    return row?.d ?? null
  } finally {
    db.close()
  }
}

/** Stores prepared so far (each gets a directory of its own). */
let stores = 0

/**
 * A seeded store with its Worker running, every closed day frozen (and merged), ready to be timed:
 * one database (`shards` 0), or the aggregates database and `shards` shards, each visitor's rows
 * on the shard the map places them on.
 */
async function prepare(size: number, shards = 0) {
  // A directory per store: the sizes' series and the shards' may both seed one database of a size.
  const persist = join(work, `d1-${size}-${shards}-${stores++}`)
  mkdirSync(persist, { recursive: true })
  const config = benchConfig(shards)
  const files = migrateEach(config.path, config.bindings, persist)
  const now = Date.now()
  const t0 = performance.now()
  const map = config.map
  const seeded = map
    ? seed(files.slice(1), size, now, (sid) => shardOf(sid, map))
    : seed(files[0] ?? '', size, now)
  const seedSeconds = (performance.now() - t0) / 1000
  const where = shards === 0 ? 'one database' : `${shards} shard${shards === 1 ? '' : 's'}`
  console.log(
    `\n${seeded.eventRows.toLocaleString('en-US')} event rows for ${seeded.visitors.toLocaleString('en-US')} visitors seeded on ${where} in ${seedSeconds.toFixed(1)} s (${(seeded.bytes / 1e6).toFixed(1)} MB): ${Object.entries(
      seeded.byTable,
    )
      .map(([t, n]) => `${t} ${n.toLocaleString('en-US')}`)
      .join(', ')}`,
  )
  const assets = join(work, 'assets')
  mkdirSync(assets, { recursive: true })
  writeFileSync(join(assets, 'index.html'), '<!doctype html><title>bench</title>')
  const server = await startWorker({
    persist,
    assets,
    args: ['--config', config.path, '--test-scheduled'],
    vars: { ADMIN_PASSWORD: PASSWORD, SCALAR_STATS_CACHE: 'off' },
  })
  servers.push(server)
  const base = server.url
  // The minute cron until every closed day is frozen on each shard and merged (a few days a run).
  const today = Math.floor(now / DAY_MS)
  const t1 = performance.now()
  let runs = 0
  for (; runs < 400 && lastRollupDay(files[0] ?? '') !== today - FREEZE_LAG_DAYS; runs++) {
    const res = await fetch(`${base}/__scheduled?cron=*+*+*+*+*`)
    await res.text()
    if (!res.ok) throw new Error(`the scheduled run answered ${res.status}`)
  }
  const freezeSeconds = (performance.now() - t1) / 1000
  const stored = storeFootprint(persist)
  console.log(
    `${runs} cron runs froze the closed days in ${freezeSeconds.toFixed(1)} s; rollups: ${[
      'rollup_days',
      'rollup_medians',
      'rollup_intents',
      'rollup_pages',
      'rollup_check_ins',
    ]
      .map((t) => `${t} ${stored[t]?.rows ?? 0}`)
      .join(', ')}`,
  )
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ password: PASSWORD }),
  })
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  const sid = seeded.compassVisitor
  const localDate = new Date(now).toISOString().slice(0, 10)
  const body = compassBody()
  const send: Record<Route, () => Promise<Response>> = {
    compass: () =>
      fetch(`${base}/api/resonance-compass`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-id': sid },
        body,
      }),
    analytics: () => fetch(`${base}/api/archetype-analytics`, { headers: { cookie } }),
    stats: () => fetch(`${base}/api/scalar-stats`),
    // A new client address per request: the read limit (300 a minute per address) is not the subject.
    patterns: () =>
      fetch(`${base}/api/luna-patterns?localDate=${localDate}`, {
        headers: {
          'x-session-id': sid,
          'cf-connecting-ip': `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
        },
      }),
  }
  for (const route of ROUTES) await time(route, send[route], WARMUP)
  const bytes = Object.values(stored).reduce((n, t) => n + t.bytes, 0)
  return { size, shards, ...seeded, seedSeconds, freezeSeconds, bytesAfterFreeze: bytes, send, base, server }
}

const WRITE_SECONDS = Number(process.env.BENCH_SCALE_WRITE_SECONDS ?? 15)

/**
 * What bounds the write rate (docs/scaling.md §3): the CPU the runtime (every workerd thread, and
 * its busiest one) and this load generator used over the window, as shares of one core.
 */
function cpuShares(server: Server | undefined) {
  const started = performance.now()
  const workerd = server ? groupCpuMs(server, 'workerd') : 0
  const threads = server ? threadCpuMs(server, 'workerd') : new Map<string, number>()
  const generator = process.cpuUsage()
  return () => {
    const wall = performance.now() - started
    const after = server ? threadCpuMs(server, 'workerd') : new Map<string, number>()
    let busiest = 0
    for (const [id, ms] of after) busiest = Math.max(busiest, ms - (threads.get(id) ?? 0))
    const own = process.cpuUsage(generator)
    return {
      runtime: ((server ? groupCpuMs(server, 'workerd') : 0) - workerd) / wall,
      busiestThread: busiest / wall,
      generator: (own.user + own.system) / 1000 / wall,
    }
  }
}

async function writeRate(base: string, seconds: number, server?: Server) {
  const cpu = cpuShares(server)
  const deadline = Date.now() + seconds * 1000
  const times: number[] = []
  let accepted = 0
  let refused = 0
  let writer = 0
  async function loop() {
    while (Date.now() < deadline) {
      const n = writer++
      const sid = createSessionId(Date.now() + n, (b) => crypto.getRandomValues(b))
      // Each session from a network (/24) of its own: the new-session meters (decision 036) are not
      // the subject.
      const address = `198.${18 + ((n >> 8) & 1)}.${n & 255}.${1 + (n >> 9)}`
      for (let i = 0; i < 50 && Date.now() < deadline; i++) {
        const started = performance.now()
        const res = await fetch(`${base}/api/user-trajectory`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session-id': sid, 'cf-connecting-ip': address },
          body: JSON.stringify({ scalarValue: 81.4 + (i % 10) * 0.02, context: 'compass-reading' }),
        })
        await res.arrayBuffer()
        times.push(performance.now() - started)
        if (res.status === 201) accepted++
        else refused++
      }
    }
  }
  await Promise.all(Array.from({ length: 16 }, () => loop()))
  const used = cpu()
  const t = summarize(times)
  return { seconds, accepted, refused, perSecond: accepted / seconds, p50: t.p50, p99: t.p99, cpu: used }
}

/**
 * Times `routes` of every prepared store in ROUNDS rounds that alternate the stores (and their
 * order), so that the machine's drift over the run falls on every store alike.
 */
async function inRounds<R extends Route>(
  prepared: readonly { send: Record<Route, () => Promise<Response>> }[],
  routes: readonly R[],
  samples: readonly Record<R, number[]>[],
) {
  for (let round = 0; round < ROUNDS; round++) {
    const order = prepared.map((_, i) => i)
    if (round % 2 === 1) order.reverse()
    for (const i of order) {
      const p = prepared[i]
      const into = samples[i]
      if (!p || !into) continue
      for (const route of routes)
        into[route].push(...(await time(route, p.send[route], Math.ceil(REQUESTS / ROUNDS))))
    }
  }
}

/** Shard counts of the series (0: one database, no shard map), and the size each is seeded at. */
const SHARD_COUNTS = (process.env.BENCH_SCALE_SHARDS ?? '0,1,2,4')
  .split(',')
  .filter((v) => v.trim() !== '')
  .map(Number)
const SHARD_SIZE = Number(process.env.BENCH_SCALE_SHARD_SIZE ?? 100_000)

/**
 * The same data on one database and on 1, 2 and 4 shards (docs/scaling.md): the compass, the cold
 * collective statistics and the dashboard timed in alternating rounds, then the acknowledged write
 * rate of each, one store at a time.
 */
async function shardSeries() {
  console.log(
    `\nShards: ${SHARD_SIZE.toLocaleString('en-US')} event rows on ${SHARD_COUNTS.join(', ')} shards (0: one database)`,
  )
  const prepared: Awaited<ReturnType<typeof prepare>>[] = []
  for (const n of SHARD_COUNTS) prepared.push(await prepare(SHARD_SIZE, n))
  const timed = ['compass', 'stats', 'analytics'] as const
  const samples = prepared.map(() => ({
    compass: [] as number[],
    stats: [] as number[],
    analytics: [] as number[],
  }))
  await inRounds(prepared, timed, samples)
  const results = []
  for (const [i, p] of prepared.entries()) {
    const writes = await writeRate(p.base, WRITE_SECONDS, p.server)
    const into = samples[i]
    if (!into) continue
    results.push({
      shards: p.shards,
      eventRows: p.eventRows,
      compass: summarize(into.compass),
      stats: summarize(into.stats),
      analytics: summarize(into.analytics),
      writes,
    })
  }
  for (const server of servers.splice(0)) await server.stop()
  console.log(
    '\nshards              compass p50/p99   stats p50/p99   analytics p50/p99   writes/s (p50 / p99 ms)   CPU in cores: runtime, busiest thread, generator',
  )
  for (const r of results)
    console.log(
      [
        (r.shards === 0 ? 'one database' : String(r.shards)).padEnd(14),
        `${r.compass.p50.toFixed(1)} / ${r.compass.p99.toFixed(1)}`.padStart(20),
        `${r.stats.p50.toFixed(1)} / ${r.stats.p99.toFixed(1)}`.padStart(15),
        `${r.analytics.p50.toFixed(1)} / ${r.analytics.p99.toFixed(1)}`.padStart(19),
        `${r.writes.perSecond.toFixed(0)} (${r.writes.p50.toFixed(1)} / ${r.writes.p99.toFixed(1)})`.padStart(
          24,
        ),
        `${r.writes.cpu.runtime.toFixed(2)}, ${r.writes.cpu.busiestThread.toFixed(2)}, ${r.writes.cpu.generator.toFixed(2)}`.padStart(
          20,
        ),
      ].join(' '),
    )
  return results
}

async function main() {
  console.log(
    `Luna scale benchmark on ${machine()}; ${REQUESTS} sequential requests per route and size after ${WARMUP} warm-up, in ${ROUNDS} rounds alternating the sizes`,
  )
  const prepared: Awaited<ReturnType<typeof prepare>>[] = []
  for (const size of SIZES) prepared.push(await prepare(size))
  const samples = prepared.map(
    () => Object.fromEntries(ROUTES.map((r) => [r, [] as number[]])) as Record<Route, number[]>,
  )
  await inRounds(prepared, ROUTES, samples)
  const runs = prepared.map(({ send: _send, base: _base, server: _server, ...p }, i) => ({
    ...p,
    result: Object.fromEntries(ROUTES.map((r) => [r, summarize(samples[i]?.[r] ?? [])])) as Record<
      Route,
      Timing
    >,
  }))
  // The write rate one database sustains: journey points (the commonest write: one D1 batch of the
  // session's touch and the insert with its checks and the daily-quota trigger) from 16 writers at
  // once, on the largest database; each writer takes a new session and address every 50 writes, as
  // many visitors would (the per-session and per-address limits are not the subject).
  const largestPrepared = prepared.at(-1)
  const writes = largestPrepared
    ? await writeRate(largestPrepared.base, WRITE_SECONDS, largestPrepared.server)
    : null
  if (writes)
    console.log(
      `\nWrite rate on ${largestPrepared?.eventRows.toLocaleString('en-US')} rows: ${writes.perSecond.toFixed(0)} journey points a second acknowledged (${writes.accepted} in ${WRITE_SECONDS} s, 16 writers; ${writes.refused} refused), p50 ${writes.p50.toFixed(1)} ms, p99 ${writes.p99.toFixed(1)} ms`,
    )
  for (const server of servers.splice(0)) await server.stop()
  const sharded = SHARD_COUNTS.length > 0 ? await shardSeries() : null

  const first = runs[0]
  const last = runs.at(-1)
  if (!first || !last) return
  console.log(
    `\np50 / p99 (ms) by event rows, and the growth of the p50 from ${first.eventRows.toLocaleString('en-US')} rows:`,
  )
  const head = [
    'route'.padEnd(46),
    ...runs.map((r) => r.eventRows.toLocaleString('en-US').padStart(17)),
    'p50 growth'.padStart(11),
  ]
  console.log(head.join(' '))
  for (const route of ROUTES) {
    const cells = runs.map((r) =>
      `${r.result[route].p50.toFixed(1)} / ${r.result[route].p99.toFixed(1)}`.padStart(17),
    )
    const growth = last.result[route].p50 / first.result[route].p50
    console.log([LABELS[route].padEnd(46), ...cells, `×${growth.toFixed(2)}`.padStart(11)].join(' '))
  }

  // The acceptance (issue 12): from 10,000 to 1,000,000 event rows.
  const upTo = runs.filter((r) => r.size <= 1_000_000)
  const smallest = upTo[0]
  const largest = upTo.at(-1)
  const failures: string[] = []
  const check = (ok: boolean, what: string) => {
    console.log(`${ok ? 'ok  ' : 'MISS'} ${what}`)
    if (!ok) failures.push(what)
  }
  if (smallest && largest) {
    console.log('')
    const growth = largest.result.compass.p50 / smallest.result.compass.p50
    check(
      growth <= TARGETS.compassGrowth,
      `compass p50 grows by at most 20% from ${smallest.eventRows.toLocaleString('en-US')} to ${largest.eventRows.toLocaleString('en-US')} rows (×${growth.toFixed(2)})`,
    )
    for (const r of upTo) {
      check(
        r.result.analytics.p50 < TARGETS.analyticsP50,
        `analytics p50 under ${TARGETS.analyticsP50} ms at ${r.eventRows.toLocaleString('en-US')} rows (${r.result.analytics.p50.toFixed(1)} ms)`,
      )
      check(
        r.result.stats.p50 < TARGETS.statsP50,
        `cold collective stats p50 under ${TARGETS.statsP50} ms at ${r.eventRows.toLocaleString('en-US')} rows (${r.result.stats.p50.toFixed(1)} ms)`,
      )
    }
  }
  if (sharded) {
    // The acceptance (issue "Past one database"): the compass's p50 unchanged within ±10% from one
    // shard to more (a visitor's reads go to their one shard whatever N is).
    const one = sharded.find((r) => r.shards === 1)
    for (const r of sharded.filter((x) => x.shards > 1)) {
      if (!one) break
      const change = r.compass.p50 / one.compass.p50 - 1
      check(
        Math.abs(change) <= 0.1,
        `compass p50 with ${r.shards} shards within ±10% of one shard's (${one.compass.p50.toFixed(1)} → ${r.compass.p50.toFixed(1)} ms, ${(change * 100).toFixed(1)}%)`,
      )
    }
  }
  mkdirSync(join(root, 'bench', 'results'), { recursive: true })
  writeFileSync(
    join(root, 'bench', 'results', 'scale.json'),
    `${JSON.stringify({ machine: machine(), date: new Date().toISOString(), requests: REQUESTS, runs, writes, sharded, failures }, null, 2)}\n`,
  )
  console.log(
    `\nWrote bench/results/scale.json. ${failures.length === 0 ? 'Every target met.' : `${failures.length} target(s) missed.`}`,
  )
  process.exit(failures.length === 0 ? 0 : 1)
}

// Run as a script (the seed is also used by other tools).
if (process.argv[1]?.endsWith('scale.ts'))
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err)
    process.exit(1)
  })
