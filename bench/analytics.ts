// Benchmark of GET /api/archetype-analytics on 100,000 seeded rows (issue 5).
//
//   npm run bench:analytics        (or `npx node bench/analytics.ts`: the project's own Node 22)
//
// A fresh local D1 in a temp directory: migrations applied, 100,000 rows seeded with
// `wrangler d1 execute --file`, then the Worker alone (`startWorker` of bench/lib.ts: `wrangler
// dev` on a free port) with an admin password; it logs in, warms up, times 30 sequential requests
// and prints the median and p95. Exits 1 when the median is 300 ms or more. Not part of
// `npm test`. BENCH_REQUESTS overrides the request count; BENCH_STATE=<dir> keeps the seeded
// database there and reuses it on the next run (faster iteration).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { withLocalDatabases } from '../scripts/d1.ts'
import { bin, root, runOrExit, toolEnv } from '../scripts/run.ts'
import { TARGETS, type TableName, writeSeedFiles } from './analytics-seed.ts'
import { type Server, startWorker } from './lib.ts'

const BUDGET_MS = 300
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30)
const WARMUP = 5
const PASSWORD = 'bench-admin-password'

const work = mkdtempSync(join(tmpdir(), 'luna-bench-'))
const keptState = process.env.BENCH_STATE
const persist = keptState ?? join(work, 'state')
let server: Server | null = null

// Whatever happens (including runOrExit's process.exit), stop the server and remove the state.
process.on('exit', () => {
  server?.kill()
  rmSync(work, { recursive: true, force: true })
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i] ?? Number.NaN
}

const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[] }

/** Row counts as the database reports them (not as the generator meant them). */
function countRows(): Record<TableName, number> {
  const tables = Object.keys(TARGETS) as TableName[]
  const sqlText = `select ${tables.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`
  const res = spawnSync(
    bin('wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', persist, '--json', '--command', sqlText],
    {
      cwd: root,
      env: toolEnv(),
      encoding: 'utf8',
    },
  )
  if (res.status !== 0) throw new Error(`counting rows failed: ${res.stderr}`)
  const parsed = JSON.parse(res.stdout) as { results: Record<TableName, number>[] }[]
  const row = parsed[0]?.results[0]
  if (!row) throw new Error('counting rows gave no answer')
  return row
}

async function main() {
  const t0 = performance.now()
  console.log(`Benchmark state in ${work}`)
  const reuse = keptState !== undefined && existsSync(join(keptState, 'seeded'))
  if (!reuse) {
    await withLocalDatabases(persist)
    const { files } = writeSeedFiles(join(work, 'seed'))
    for (const [i, file] of files.entries()) {
      if (process.stdout.isTTY) process.stdout.write(`Seeding ${i + 1}/${files.length}…\r`)
      runOrExit(
        'wrangler',
        ['d1', 'execute', 'DB', '--local', '--persist-to', persist, '--file', file],
        quiet,
      )
    }
    if (keptState) writeFileSync(join(keptState, 'seeded'), new Date().toISOString())
  }
  const counts = countRows()
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  console.log(
    `${reuse ? 'Reused' : 'Seeded'} ${total.toLocaleString('en-US')} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s:`,
  )
  for (const [table, n] of Object.entries(counts))
    console.log(`  ${table.padEnd(20)} ${n.toLocaleString('en-US').padStart(8)}`)

  // The API does not need the built app: an empty assets directory keeps the bench independent of a build.
  const assets = join(work, 'assets')
  mkdirSync(assets)
  writeFileSync(join(assets, 'index.html'), '<!doctype html><title>bench</title>')
  server = await startWorker({ persist, assets, vars: { ADMIN_PASSWORD: PASSWORD } })
  const base = server.url

  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ password: PASSWORD }),
  })
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`)
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''

  const timeOne = async (path = '/api/archetype-analytics'): Promise<{ ms: number; body: string }> => {
    const started = performance.now()
    const res = await fetch(`${base}${path}`, { headers: { cookie } })
    const body = await res.text()
    const ms = performance.now() - started
    if (!res.ok) throw new Error(`analytics answered ${res.status}: ${body}`)
    return { ms, body }
  }
  let last = ''
  for (let i = 0; i < WARMUP; i++) last = (await timeOne()).body
  const times: number[] = []
  for (let i = 0; i < REQUESTS; i++) times.push((await timeOne()).ms)
  times.sort((a, b) => a - b)
  // The same admin check without the analytics: what any admin request costs on this machine.
  const baseline: number[] = []
  for (let i = 0; i < REQUESTS; i++) baseline.push((await timeOne('/api/admin/session')).ms)
  baseline.sort((a, b) => a - b)

  const data = JSON.parse(last) as {
    archetypeDistribution: unknown[]
    recentActivity: { activeUsers: number }[]
    summary: Record<string, unknown>
  }
  const median = percentile(times, 50)
  const p95 = percentile(times, 95)
  console.log(
    `\nGET /api/archetype-analytics × ${REQUESTS} (after ${WARMUP} warm-up): median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, min ${(times[0] ?? 0).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
  )
  console.log(
    `Baseline GET /api/admin/session (admin check only): median ${percentile(baseline, 50).toFixed(1)} ms, p95 ${percentile(baseline, 95).toFixed(1)} ms`,
  )
  console.log(
    `Answer: ${data.archetypeDistribution.length} archetypes, ${data.recentActivity.reduce((a, d) => a + d.activeUsers, 0).toLocaleString('en-US')} user-days over ${data.recentActivity.length} days, summary ${JSON.stringify(data.summary)}`,
  )
  if (median >= BUDGET_MS) {
    console.error(`FAIL: the median ${median.toFixed(1)} ms is at or above the ${BUDGET_MS} ms budget.`)
    process.exit(1)
  }
  console.log(`OK: under the ${BUDGET_MS} ms budget.`)
  process.exit(0)
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
