// `npm run dev`: the Worker with hot reload (wrangler dev on 8787) and the web app with hot module
// replacement (Vite on 5173, proxying /api to the Worker). Open http://127.0.0.1:5173.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { withLocalDatabases } from './d1.ts'
import { ensureDevVars } from './dev-vars.ts'
import { root, runOrExit, startProcess } from './run.ts'

await ensureDevVars()
// The Worker serves built assets; build once so that it starts even before Vite has run.
if (!existsSync(join(root, 'dist', 'client', 'index.html')))
  runOrExit('vite', ['build', '--logLevel', 'warn'])
await withLocalDatabases(undefined)

const worker = startProcess('wrangler', ['dev', '--ip', '127.0.0.1', '--port', '8787'])
const web = startProcess('vite', ['--host', '127.0.0.1', '--port', '5173'])
const stop = () => {
  worker.kill('SIGTERM')
  web.kill('SIGTERM')
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop)
worker.on('exit', stop)
web.on('exit', stop)
