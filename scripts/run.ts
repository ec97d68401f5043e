// Small process helpers shared by the project's scripts (start, dev, bench, tests).
import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

export const root = join(import.meta.dirname, '..')

/** The project's own binaries first, so Node 22 and the pinned tools are used. */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const bin = join(root, 'node_modules', '.bin')
  return {
    ...process.env,
    PATH: `${bin}:${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: 'false',
    CI: process.env.CI ?? 'true',
    ...extra,
  }
}

export function bin(name: string): string {
  const local = join(root, 'node_modules', '.bin', name)
  return existsSync(local) ? local : name
}

/** Runs a command to completion, exiting the script when it fails. */
export function runOrExit(cmd: string, args: string[], options: SpawnOptions = {}): void {
  const result = spawnSync(bin(cmd), args, { cwd: root, stdio: 'inherit', env: toolEnv(), ...options })
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
}

export function startProcess(cmd: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(bin(cmd), args, { cwd: root, stdio: 'inherit', env: toolEnv(), ...options })
}

/** Polls a URL until it answers (any status) or the time runs out. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`)
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}

/** A TCP port on 127.0.0.1 that is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      )
    })
  })
}

/** Debian's Chromium (never a downloaded browser); CHROMIUM_PATH overrides. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The flags every headless Chromium of the tests and benchmarks runs with: through playwright-core
 * with TEST_CHROMIUM_ARGS or BENCH_CHROMIUM_ARGS below, through chrome-launcher (Lighthouse,
 * bench/page.ts) with chrome-launcher's own disabled features merged the same way.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

/**
 * What every window of a headless Chromium 156 starts and no run here uses: the address bar's
 * suggestion popups, each a WebUI page in a renderer of its own, made for every new context. Eight
 * fresh contexts loading three pages each took about a quarter less CPU without them
 * (docs/performance.md, "twenty-second"). A phone's browser draws no such page beside the one
 * measured, so the benchmarks leave them out too.
 */
export const BROWSER_UI_POPUPS: readonly string[] = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
  'PreloadTopChromeWebUI',
]

/**
 * The features playwright-core (1.65) disables in every Chromium it launches. Chromium reads only
 * the last `--disable-features` it is given, so ours must repeat the launcher's:
 * test/e2e/chromium-flags.test.ts fails when playwright-core's list and this one differ.
 */
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[] = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** The features a list of arguments disables: Chromium reads only the last `--disable-features`. */
export function disabledFeaturesIn(args: readonly string[]): string[] {
  const last = args.filter((a) => a.startsWith('--disable-features=')).at(-1) ?? '--disable-features='
  return last.slice('--disable-features='.length).split(',').filter(Boolean)
}

/** One `--disable-features` with a launcher's own list and ours. */
export function disableFeaturesFlag(launchersOwn: readonly string[], ours: readonly string[]): string {
  return `--disable-features=${[...new Set([...launchersOwn, ...ours])].join(',')}`
}

/**
 * The flags of the benchmarks' Chromium launched by playwright-core (bench/trace.ts, weigh.ts,
 * page.ts).
 */
export const BENCH_CHROMIUM_ARGS: readonly string[] = [
  ...CHROMIUM_FLAGS,
  disableFeaturesFlag(PLAYWRIGHT_DISABLED_FEATURES, BROWSER_UI_POPUPS),
]

/**
 * What the browser tests leave out besides: the spare renderer Chromium keeps ready for a navigation
 * to another site, which the tests, all on the app's one site, never make (about 5 % less CPU again,
 * docs/performance.md, "twenty-second"). The benchmarks keep it, as a visitor's browser does.
 */
export const TEST_ONLY_DISABLED_FEATURES: readonly string[] = ['SpareRendererForSitePerProcess']

/** The flags of the browser tests' Chromium (test/e2e). */
export const TEST_CHROMIUM_ARGS: readonly string[] = [
  ...CHROMIUM_FLAGS,
  disableFeaturesFlag(PLAYWRIGHT_DISABLED_FEATURES, [...BROWSER_UI_POPUPS, ...TEST_ONLY_DISABLED_FEATURES]),
]

/** A server started in its own process group, its output kept. */
export interface Background {
  url: string
  child: ChildProcess
  /** Everything it printed so far. */
  output: () => string
  /** Signals the whole group at once (safe inside an 'exit' handler). */
  kill: (signal?: NodeJS.Signals) => void
  /** Signals the whole group and waits until it exits (5 s at most). */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * Starts a server (`cmd args`) detached, in its own process group, and waits until
 * `${url}/api/health` answers. When it does not within `timeoutMs`, the tail of its output is
 * printed, it is stopped and the error is thrown.
 */
export async function startServer(
  cmd: string,
  args: string[],
  options: { url: string; timeoutMs: number; env?: Record<string, string> },
): Promise<Background> {
  const child = spawn(bin(cmd), args, {
    cwd: root,
    env: toolEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  const keep = (d: unknown) => {
    log += String(d)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const kill = (signal: NodeJS.Signals = 'SIGTERM') => {
    try {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, signal)
    } catch {
      // Already gone.
    }
  }
  const server: Background = {
    url: options.url,
    child,
    output: () => log,
    kill,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || !child.pid) return resolve()
        child.once('exit', () => resolve())
        kill(signal)
        setTimeout(resolve, 5000)
      }),
  }
  try {
    await waitForHttp(`${options.url}/api/health`, options.timeoutMs)
  } catch (err) {
    console.error(log.slice(-4000))
    await server.stop()
    throw err
  }
  return server
}

/**
 * `wrangler dev` on a free port of 127.0.0.1 with its own local state in `persist`, plus `args`
 * (a config, `--assets`) and the `--var`s `vars` gives for the server's URL.
 */
export async function startWranglerDev(options: {
  persist: string
  args?: string[]
  vars?: (url: string) => Record<string, string>
  timeoutMs: number
}): Promise<Background> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const vars = Object.entries(options.vars?.(url) ?? {}).flatMap(([name, value]) => [
    '--var',
    `${name}:${value}`,
  ])
  return startServer(
    'wrangler',
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      options.persist,
      ...(options.args ?? []),
      ...vars,
    ],
    { url, timeoutMs: options.timeoutMs },
  )
}
