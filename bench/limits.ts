// `npm run bench:limits`: what the rate-limit bindings and the shard router cost the compass, each
// measured alone (issue 50). The same built app served three times by `wrangler dev`, each on a fresh
// database: as configured; from a copy of wrangler.toml without its [[ratelimits]] bindings (the
// Worker then lets every request through, as worker/rate-limits.ts does when a binding is missing);
// and from a copy without them and without SHARD_MAP (every visitor's rows then in DB, the only
// shard, as worker/shards.ts does with no map). Each request comes from a
// visitor of its own (session and address), as in `npm run bench`; the figures go to
// docs/performance.md.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { withLocalDatabases } from '../scripts/d1.ts'
import { root, runOrExit } from '../scripts/run.ts'
import { compareWithFloor, ratio, startFloor, startWorker } from './lib.ts'
import { benchVisitors, compassBody } from './seed.ts'

const assets = join(root, 'dist', 'client')
runOrExit('vite', ['build', '--logLevel', 'warn'])
const withoutLimits = join(root, '.wrangler-bench-no-limits.toml')
writeFileSync(
  withoutLimits,
  readFileSync(join(root, 'wrangler.toml'), 'utf8').replace(
    /\[\[(env\.production\.)?ratelimits\]\][^[]*/g,
    '',
  ),
)
const withoutShards = join(root, '.wrangler-bench-no-shards.toml')
writeFileSync(
  withoutShards,
  readFileSync(withoutLimits, 'utf8').replace(/^SHARD_MAP = '.*'$/m, "SHARD_MAP = ''"),
)
const visitors = benchVisitors(64)
const floor = await startFloor()
// The bench measures visitors, not failures: any answer that is not a 2xx fails it (issue 50).
let failedAnswers = 0
try {
  for (const [label, args] of [
    ['as configured', []],
    ['without rate-limit bindings', ['-c', withoutLimits]],
    ['without rate-limit bindings and shards', ['-c', withoutShards]],
  ] as const) {
    const persist = mkdtempSync(join(tmpdir(), 'luna-limits-'))
    // The copy of wrangler.toml binds the same databases: the migrations are the same.
    await withLocalDatabases(persist)
    const app = await startWorker({ persist, assets, args: [...args] })
    try {
      const { app: a, floor: f } = await compareWithFloor(
        { url: `${app.url}/api/resonance-compass`, method: 'POST', body: compassBody(), visitors },
        { url: `${floor.url}/api/one-session-read`, method: 'GET' },
      )
      console.log(
        `compass ${label}: ${a.rps} req/s against one read in a D1 session ${f.rps} (×${ratio(a.rps, f.rps)}), p99 ${a.p99} ms (×${ratio(Math.max(1, a.p99), Math.max(1, f.p99))}), non-2xx ${a.non2xx}`,
      )
      if (a.failed) console.log(`  what failed: ${a.failed}`)
      failedAnswers += a.non2xx + a.errors + f.non2xx + f.errors
      // The same read asked as the compass is asked: a POST of the compass's body, answered with it.
      const { app: b, floor: p } = await compareWithFloor(
        { url: `${app.url}/api/resonance-compass`, method: 'POST', body: compassBody(), visitors },
        { url: `${floor.url}/api/one-session-read`, method: 'POST', body: compassBody() },
      )
      console.log(
        `compass ${label}: ${b.rps} req/s against the read asked by POST ${p.rps} (×${ratio(b.rps, p.rps)}), p99 ${b.p99} ms (×${ratio(Math.max(1, b.p99), Math.max(1, p.p99))}), non-2xx ${b.non2xx} / ${p.non2xx}`,
      )
      if (b.failed) console.log(`  what failed: ${b.failed}`)
      failedAnswers += b.non2xx + b.errors + p.non2xx + p.errors
    } finally {
      await app.stop()
    }
  }
} finally {
  await floor.stop()
  rmSync(withoutLimits, { force: true })
  rmSync(withoutShards, { force: true })
}
if (failedAnswers > 0) {
  console.error(`${failedAnswers} answers were not 2xx or failed to arrive: these figures measure failures.`)
  process.exitCode = 1
}
