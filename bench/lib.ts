// Shared benchmark plumbing: start `npm start`, the floor or the Worker alone on free ports, time
// HTTP load with autocannon, and print.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import autocannon from 'autocannon'
import { makeShardKey } from '../scripts/dev-vars.ts'
import { type Background, freePort, root, startServer, startWranglerDev } from '../scripts/run.ts'
import type { Visitor } from './seed.ts'

export interface Server extends Background {
  persist: string
}

/** The server with its database directory; BENCH_VERBOSE prints the end of its output once stopped. */
function own(server: Background, persist: string): Server {
  return {
    ...server,
    persist,
    stop: async (signal) => {
      await server.stop(signal)
      if (process.env.BENCH_VERBOSE) console.log(server.output().slice(-2000))
    },
  }
}

/** `npm start` (build, local migrations, wrangler dev) with its own database directory. */
export async function startApp(
  options: { persist?: string; skipBuild?: boolean; extraArgs?: string[] } = {},
): Promise<Server> {
  const port = await freePort()
  const persist = options.persist ?? mkdtempSync(join(tmpdir(), 'luna-bench-'))
  const server = await startServer(
    'node',
    [join(root, 'scripts', 'start.ts'), ...(options.extraArgs ?? [])],
    {
      url: `http://127.0.0.1:${port}`,
      timeoutMs: 180_000,
      env: {
        PORT: String(port),
        LUNA_PERSIST_DIR: persist,
        ...(options.skipBuild ? { LUNA_SKIP_BUILD: '1' } : {}),
      },
    },
  )
  return own(server, persist)
}

/** The do-nothing Worker on the same runtime. */
export async function startFloor(): Promise<Server> {
  const persist = mkdtempSync(join(tmpdir(), 'luna-floor-'))
  const server = await startWranglerDev({
    persist,
    args: ['-c', join(root, 'bench', 'floor', 'wrangler.toml')],
    timeoutMs: 120_000,
  })
  return own(server, persist)
}

/**
 * Luna's Worker alone (`wrangler dev`, nothing built) on the local database in `persist`, serving
 * `assets`, with the feeds pointed at a closed local port (a benchmark never depends on the
 * internet), a shard placement secret of its own and the extra `vars`. The secret is given here
 * because wrangler.toml's local map is keyed (docs/decisions/048) and the bench must not depend on
 * the .dev.vars an earlier `npm start` left: without it every visitor's request was a 500.
 */
export async function startWorker(options: {
  persist: string
  assets: string
  vars?: Record<string, string>
  args?: string[]
}): Promise<Server> {
  const server = await startWranglerDev({
    persist: options.persist,
    args: ['--assets', options.assets, ...(options.args ?? [])],
    vars: (url) => ({
      CANONICAL_HOST: url,
      NOAA_KP_URL: 'http://127.0.0.1:9/kp.json',
      // A fresh database each time, so a fresh secret places its visitors.
      SHARD_KEY: makeShardKey(),
      ...options.vars,
    }),
    timeoutMs: 90_000,
  })
  return own(server, options.persist)
}

export interface LoadResult {
  rps: number
  p99: number
  p50: number
  non2xx: number
  errors: number
  requests: number
  /** What the non-2xx answers were: the count of each status, and the first one's body. */
  failed?: string
}

export async function load(options: {
  url: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  duration?: number
  connections?: number
  /** Each request from the next of these visitors, in turn (its session and `cf-connecting-ip`). */
  visitors?: readonly Visitor[]
}): Promise<LoadResult> {
  const answers = visitorRequests(options.visitors)
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'content-type': 'application/json', ...options.headers },
    duration: options.duration ?? Number(process.env.BENCH_DURATION ?? 10),
    connections: options.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 10),
    requests: answers.requests,
  })
  const failed = answers.failed()
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
    ...(failed ? { failed } : {}),
  }
}

/**
 * autocannon's request list for a load: each request from the next of `visitors` in turn (its
 * session and `cf-connecting-ip`) when given, and every answer that is not a 2xx counted by status
 * (`failed()`: what they were, with the first one's body; undefined when there was none).
 */
function visitorRequests(visitors: readonly Visitor[] = []): {
  requests: autocannon.Request[]
  failed: () => string | undefined
} {
  let next = 0
  const statuses = new Map<number, number>()
  let firstFailure = ''
  const onResponse = (status: number, body: string) => {
    if (status >= 200 && status < 300) return
    statuses.set(status, (statuses.get(status) ?? 0) + 1)
    if (!firstFailure) firstFailure = body.slice(0, 200)
  }
  return {
    requests: [
      {
        ...(visitors.length > 0
          ? {
              setupRequest: (req: autocannon.Request) => {
                const v = visitors[next++ % visitors.length] as Visitor
                return {
                  ...req,
                  headers: { ...req.headers, 'x-session-id': v.sessionId, 'cf-connecting-ip': v.ip },
                }
              },
            }
          : {}),
        onResponse,
      },
    ],
    failed: () =>
      statuses.size > 0
        ? `${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}; first: ${firstFailure}`
        : undefined,
  }
}

/** The lower median. */
export const median = (xs: number[]): number => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
}

/**
 * The same load on the app and on the floor, after a 2 s warm-up of each, in `rounds` alternating rounds of `duration` seconds
 * each (which one goes first alternates too), so that the machine's drift over a run falls on both
 * alike: the median round of each, with the failures of every round summed.
 */
export async function compareWithFloor(
  app: Parameters<typeof load>[0],
  floor: Parameters<typeof load>[0],
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
  duration = Number(process.env.BENCH_DURATION ?? 5),
): Promise<{ app: LoadResult; floor: LoadResult }> {
  // Warm both up first (JIT, connections, caches); what this measures is discarded.
  await load({ ...app, duration: 2 })
  await load({ ...floor, duration: 2 })
  const appRuns: LoadResult[] = []
  const floorRuns: LoadResult[] = []
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? (['app', 'floor'] as const) : (['floor', 'app'] as const)
    for (const which of order) {
      if (which === 'app') appRuns.push(await load({ ...app, duration }))
      else floorRuns.push(await load({ ...floor, duration }))
    }
  }
  const summarize = (runs: LoadResult[]): LoadResult => ({
    rps: median(runs.map((x) => x.rps)),
    p99: median(runs.map((x) => x.p99)),
    p50: median(runs.map((x) => x.p50)),
    non2xx: runs.reduce((sum, x) => sum + x.non2xx, 0),
    errors: runs.reduce((sum, x) => sum + x.errors, 0),
    requests: runs.reduce((sum, x) => sum + x.requests, 0),
    ...(runs.some((x) => x.failed) ? { failed: runs.flatMap((x) => x.failed ?? []).join(' | ') } : {}),
  })
  return { app: summarize(appRuns), floor: summarize(floorRuns) }
}

export function machine(): string {
  const c = cpus()
  return `${c[0]?.model.trim() ?? 'unknown CPU'} × ${c.length} cores, Node ${process.version}`
}

export function ratio(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a / b) * 100) / 100
}

const TICKS_PER_SECOND = 100 // Linux's USER_HZ (getconf CLK_TCK)

/** CPU milliseconds of a `/proc/…/stat` line (utime + stime). */
function statCpuMs(stat: string): number {
  // Fields after the command name (which may hold spaces): state ppid pgrp … utime(14) stime(15).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** The processes of a server's process group named `only` (all when unset): pid and stat line. */
function* processesOf(server: Background, only?: string): Generator<{ pid: string; stat: string }> {
  const group = server.child.pid
  if (!group) return
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let stat: string
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue // gone meanwhile
    }
    if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue
    if (only && stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== only) continue
    yield { pid, stat }
  }
}

/**
 * CPU time (ms) used so far by every process of a server's process group (the server is started
 * detached, so the group is wrangler, workerd and the local D1 they run). CPU time, not wall time:
 * what Workers bill, and nearly blind to other work on the machine.
 */
export function groupCpuMs(server: Background, only?: string): number {
  let ms = 0
  for (const { stat } of processesOf(server, only)) ms += statCpuMs(stat)
  return ms
}

/**
 * CPU milliseconds so far of each thread of the server's processes named `only` (all when unset),
 * keyed by process and thread id.
 */
export function threadCpuMs(server: Background, only?: string): Map<string, number> {
  const out = new Map<string, number>()
  for (const { pid } of processesOf(server, only)) {
    let tids: string[]
    try {
      tids = readdirSync(`/proc/${pid}/task`)
    } catch {
      continue // gone meanwhile
    }
    for (const tid of tids) {
      try {
        out.set(`${pid}/${tid}`, statCpuMs(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')))
      } catch {
        // gone meanwhile
      }
    }
  }
  return out
}

/**
 * CPU milliseconds per request of `requests` requests (10 connections), for the app and the floor
 * alternately over `rounds`: the median of each. `only` counts only the processes of that name
 * (`workerd`: the runtime that runs the Worker and the local D1, without wrangler's Node proxy), or
 * with 'busiest-thread' only workerd's busiest thread. Each request comes from the next of a target's
 * `visitors` when given (as in `load`): a refusal costs less than an answer, so `failed` says what
 * answers were not a 2xx, and a figure with any is not the CPU of an answer.
 */
export async function cpuPerRequest(
  app: { server: Background } & Parameters<typeof load>[0],
  floor: { server: Background } & Parameters<typeof load>[0],
  requests = Number(process.env.BENCH_CPU_REQUESTS ?? 3000),
  rounds = Number(process.env.BENCH_ROUNDS ?? 3),
  only?: string,
): Promise<{ app: number; floor: number; failed?: string }> {
  // 'busiest-thread': the thread of workerd that worked most during the load. workerd runs every
  // isolate of a process on one thread, so on this machine that thread (the Worker, its D1
  // object) is what bounds requests per second, not the processes' sum (docs/profiling-journal.md, "Why throughput trails CPU time"). It is
  // picked per load: where two threads nearly tie (the no-op floor's runtime and proxy), app and
  // floor may be measured on different ones, and the maximum of noisy figures reads a little high.
  const busiest = only === 'busiest-thread'
  const spent = (target: typeof app) =>
    busiest ? threadCpuMs(target.server, 'workerd') : new Map([['', groupCpuMs(target.server, only)]])
  const failures: string[] = []
  const measure = async (target: typeof app) => {
    const answers = visitorRequests(target.visitors)
    const before = spent(target)
    const result = await autocannon({
      url: target.url,
      method: target.method ?? 'GET',
      body: target.body,
      headers: { 'content-type': 'application/json', ...target.headers },
      amount: requests,
      connections: 10,
      requests: answers.requests,
    })
    const failed = answers.failed()
    if (failed) failures.push(`${target.url}: ${failed}`)
    let most = 0
    for (const [key, ms] of spent(target))
      most = busiest ? Math.max(most, ms - (before.get(key) ?? 0)) : ms - (before.get(key) ?? 0)
    return most / Math.max(1, result.requests.total)
  }
  const apps: number[] = []
  const floors: number[] = []
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) {
      apps.push(await measure(app))
      floors.push(await measure(floor))
    } else {
      floors.push(await measure(floor))
      apps.push(await measure(app))
    }
  }
  const round2 = (x: number) => Math.round(x * 100) / 100
  return {
    app: round2(median(apps)),
    floor: round2(median(floors)),
    ...(failures.length > 0 ? { failed: failures.join(' | ') } : {}),
  }
}

/** The local D1 database file wrangler keeps under a persist directory. */
/** Every local D1 file of a persist directory (the aggregates database and each shard). */
export function localD1Files(persist: string): string[] {
  const dir = join(persist, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
    .map((f) => join(dir, f))
}

/** Rows and bytes per table over every local D1 file of a persist directory, added up. */
export function storeFootprint(persist: string): Record<string, { rows: number; bytes: number }> {
  const total: Record<string, { rows: number; bytes: number }> = {}
  for (const file of localD1Files(persist))
    for (const [table, t] of Object.entries(footprint(file))) {
      const sum = total[table] ?? { rows: 0, bytes: 0 }
      sum.rows += t.rows
      sum.bytes += t.bytes
      total[table] = sum
    }
  return total
}

/** The one local D1 file of a persist directory with a single database. */
export function localD1File(persist: string): string {
  const dir = join(persist, 'v3', 'd1', 'miniflare-D1DatabaseObject')
  const file = readdirSync(dir).find((f) => f.endsWith('.sqlite') && f !== 'metadata.sqlite')
  if (!file) throw new Error(`no local D1 file in ${dir}`)
  return join(dir, file)
}

/**
 * Rows and bytes (pages of the table and of its indexes, SQLite's dbstat) of each table of a local
 * D1 file, read-only (safe beside the running server).
 */
export function footprint(file: string): Record<string, { rows: number; bytes: number }> {
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%'",
      )
      .all() as { name: string }[]
    const bytes = new Map<string, number>()
    for (const r of db
      .prepare(
        'select m.tbl_name as t, sum(s.pgsize) as b from dbstat s join sqlite_master m on m.name = s.name group by m.tbl_name',
      )
      .all() as { t: string; b: number }[])
      bytes.set(r.t, Number(r.b))
    const out: Record<string, { rows: number; bytes: number }> = {}
    for (const { name } of tables) {
      const row = db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }
      out[name] = { rows: Number(row.n), bytes: bytes.get(name) ?? 0 }
    }
    return out
  } finally {
    db.close()
  }
}

/** mulberry32: a small, fast, seeded generator. */
export function generator(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  const weighted = <T>(list: readonly T[], weights: readonly number[]): T => {
    let r = next()
    for (const [i, w] of weights.entries()) {
      r -= w
      if (r <= 0) return list[i] as T
    }
    return list[list.length - 1] as T
  }
  const normal = (mean: number, sd: number) => {
    const u = Math.max(next(), 1e-12)
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next())
  }
  return { next, int, pick, weighted, normal }
}
