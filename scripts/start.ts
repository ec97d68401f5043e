// `npm start`: build the web app, apply the local D1 migrations and serve app + API
// on http://127.0.0.1:8787 (PORT overrides). Works offline with nothing copied by hand.
import { copyFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { root, runOrExit, startProcess } from './run.ts'

const port = process.env.PORT ?? '8787'
const persist = process.env.LUNA_PERSIST_DIR // tests and benchmarks use their own state
const devVars = join(root, '.dev.vars')
if (!existsSync(devVars)) {
  copyFileSync(join(root, '.dev.vars.example'), devVars)
  console.log('Created .dev.vars from .dev.vars.example (local admin password).')
}

if (process.env.LUNA_SKIP_BUILD !== '1') runOrExit('vite', ['build', '--logLevel', 'warn'])
const persistArgs = persist ? ['--persist-to', persist] : []
runOrExit('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs])

const child = startProcess('wrangler', [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--var',
  `CANONICAL_HOST:http://127.0.0.1:${port}`,
  ...persistArgs,
  ...process.argv.slice(2),
])
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
