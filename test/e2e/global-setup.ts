// Builds the app and serves it with `wrangler dev` on a free port and a fresh local database,
// exactly as `npm start` does, for the browser tests.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { bin, root, runOrExit, toolEnv, waitForHttp } from '../../scripts/run.ts'

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password'

async function freePort(): Promise<number> {
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

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    adminPassword: string
  }
}

export default async function setup(project: TestProject) {
  // Own build output, database and port per run, so that several runs can share the machine.
  const persist = mkdtempSync(join(tmpdir(), 'luna-e2e-'))
  const assets = join(persist, 'client')
  runOrExit('vite', ['build', '--logLevel', 'warn', '--outDir', assets, '--emptyOutDir'])
  runOrExit('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], {
    stdio: 'ignore',
  })
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    bin('wrangler'),
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--persist-to',
      persist,
      '--assets',
      assets,
      '--var',
      `CANONICAL_HOST:${baseURL}`,
      '--var',
      `ADMIN_PASSWORD:${E2E_ADMIN_PASSWORD}`,
      '--var',
      // The browser tests must not depend on the internet.
      'NOAA_KP_URL:http://127.0.0.1:9/kp.json',
      '--var',
      'GEOCODING_URL:https://geocode.invalid/reverse',
      '--var',
      'ELEVATION_URL:https://elevation.invalid/v1/elevation',
    ],
    { cwd: root, env: toolEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  let output = ''
  child.stdout?.on('data', (d) => {
    output += String(d)
  })
  child.stderr?.on('data', (d) => {
    output += String(d)
  })
  try {
    await waitForHttp(`${baseURL}/api/health`, 180_000)
  } catch (err) {
    console.error(output.slice(-4000))
    throw err
  }
  project.provide('baseURL', baseURL)
  project.provide('adminPassword', E2E_ADMIN_PASSWORD)
  return () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
    rmSync(persist, { recursive: true, force: true })
  }
}
