// Small process helpers shared by the project's scripts (start, dev, bench, tests).
import { type ChildProcess, type SpawnOptions, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
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
