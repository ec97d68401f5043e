// `npm start`: build the web app, apply the local D1 migrations and serve app + API
// on http://127.0.0.1:8787 (PORT overrides). Works offline with nothing copied by hand.
import { readFileSync } from 'node:fs'
import { withLocalDatabases } from './d1.ts'
import { ensureDevVars } from './dev-vars.ts'
import { runOrExit, startProcess, toolEnv } from './run.ts'

const port = process.env.PORT ?? '8787'
const persist = process.env.LUNA_PERSIST_DIR // tests and benchmarks use their own state
const devVars = await ensureDevVars()

// The Worker refuses an admin password under 16 characters (docs/decisions/012): say so now, not
// at the first login.
const adminPassword = /^ADMIN_PASSWORD=(.*)$/m.exec(readFileSync(devVars, 'utf8'))?.[1]?.trim() ?? ''
if (adminPassword && adminPassword.length < 16) {
  console.error('ADMIN_PASSWORD in .dev.vars is shorter than 16 characters: set a longer one.')
  process.exit(1)
}

if (process.env.LUNA_SKIP_BUILD !== '1') {
  // The build lints first: an import against the architecture's arrows fails it (biome.json).
  runOrExit('biome', ['lint', '--diagnostic-level=error', '.'])
  // NODE_ENV from the shell would choose React's build: the app served is always production's.
  runOrExit('vite', ['build', '--logLevel', 'warn'], { env: toolEnv({ NODE_ENV: 'production' }) })
}
const persistArgs = persist ? ['--persist-to', persist] : []
await withLocalDatabases(persist)

const child = startProcess('wrangler', [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--var',
  `CANONICAL_HOST:http://127.0.0.1:${port}`,
  // `wrangler dev` never fires Cron Triggers; this exposes /__scheduled so that the tick below can.
  '--test-scheduled',
  ...persistArgs,
  ...process.argv.slice(2),
])

// The deployed Worker's cron runs every minute (wrangler.toml `[triggers]`): refreshing the shared
// statistics and pruning what expired. A local run behaves the same by calling it each minute.
const CRON_MS = 60_000
const tick = setInterval(() => {
  fetch(`http://127.0.0.1:${port}/__scheduled?cron=${encodeURIComponent('* * * * *')}`, {
    signal: AbortSignal.timeout(30_000),
  }).catch(() => {
    // Not up yet, or restarting: the next minute tries again.
  })
}, CRON_MS)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    clearInterval(tick)
    child.kill(signal)
  })
child.on('exit', (code) => {
  clearInterval(tick)
  process.exit(code ?? 0)
})
