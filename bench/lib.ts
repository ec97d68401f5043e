// Shared benchmark plumbing: start `npm start` and the floor on free ports, time HTTP load with
// autocannon, and print.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { bin, root, toolEnv, waitForHttp } from '../scripts/run.ts'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export interface Server {
  url: string
  child: ChildProcess
  persist: string
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

function own(child: ChildProcess, url: string, persist: string): Server {
  let log = ''
  child.stdout?.on('data', (d) => {
    log += String(d)
  })
  child.stderr?.on('data', (d) => {
    log += String(d)
  })
  return {
    url,
    child,
    persist,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || !child.pid) return resolve()
        child.once('exit', () => resolve())
        try {
          process.kill(-child.pid, signal)
        } catch {
          resolve()
        }
        setTimeout(() => {
          if (log && process.env.BENCH_VERBOSE) console.log(log.slice(-2000))
          resolve()
        }, 5000)
      }),
  }
}

/** `npm start` (build, local migrations, wrangler dev) with its own database directory. */
export async function startApp(
  options: { persist?: string; skipBuild?: boolean; extraArgs?: string[] } = {},
): Promise<Server> {
  const port = await freePort()
  const persist = options.persist ?? mkdtempSync(join(tmpdir(), 'luna-bench-'))
  const child = spawn(bin('node'), [join(root, 'scripts', 'start.ts'), ...(options.extraArgs ?? [])], {
    cwd: root,
    env: toolEnv({
      PORT: String(port),
      LUNA_PERSIST_DIR: persist,
      ...(options.skipBuild ? { LUNA_SKIP_BUILD: '1' } : {}),
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/api/health`, 180_000)
  return own(child, url, persist)
}

/** The do-nothing Worker on the same runtime. */
export async function startFloor(): Promise<Server> {
  const port = await freePort()
  const persist = mkdtempSync(join(tmpdir(), 'luna-floor-'))
  const child = spawn(
    bin('wrangler'),
    [
      'dev',
      '-c',
      join(root, 'bench', 'floor', 'wrangler.toml'),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      persist,
    ],
    {
      cwd: root,
      env: toolEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/api/health`, 120_000)
  return own(child, url, persist)
}

export interface LoadResult {
  rps: number
  p99: number
  p50: number
  non2xx: number
  errors: number
  requests: number
}

export async function load(options: {
  url: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  duration?: number
  connections?: number
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    body: options.body,
    headers: { 'content-type': 'application/json', ...options.headers },
    duration: options.duration ?? Number(process.env.BENCH_DURATION ?? 10),
    connections: options.connections ?? Number(process.env.BENCH_CONNECTIONS ?? 10),
  })
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    p50: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    requests: result.requests.total,
  }
}

export function machine(): string {
  const c = cpus()
  return `${c[0]?.model.trim() ?? 'unknown CPU'} × ${c.length} cores, Node ${process.version}`
}

export function ratio(a: number, b: number): number {
  return b === 0 ? 0 : Math.round((a / b) * 100) / 100
}
