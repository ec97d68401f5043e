// The worker tests serve the built app through the assets binding (wrangler.toml: ./dist/client),
// as /api/docs does: build it first, so that a fresh clone tests what it would serve.
import { runOrExit } from '../../scripts/run.ts'

export default function setup() {
  runOrExit('vite', ['build', '--logLevel', 'warn'])
}
