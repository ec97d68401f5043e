// The worker tests serve the built app through the assets binding (wrangler.toml: ./dist/client),
// as /api/docs does, and the browser tests serve it with `wrangler dev`: build it first, so that a
// fresh clone tests what it would serve. Every project's global setup runs in vitest's one main
// process, so the app is built once per run (`builtAssets`), not once per project.
import { join } from 'node:path'
import { root, runOrExit, toolEnv } from '../../scripts/run.ts'

const BUILT = 'LUNA_TEST_ASSETS_BUILT'

/** Builds the app into dist/client once in this process and returns that folder. */
export function builtAssets(): string {
  const dir = join(root, 'dist', 'client')
  if (process.env[BUILT] !== dir) {
    // The build visitors get: vitest sets NODE_ENV=test in this process, and Vite builds with the
    // NODE_ENV it finds, which gave the tests React's development build (StrictMode rendering twice,
    // 57 KB more in the entry).
    runOrExit('vite', ['build', '--logLevel', 'warn'], { env: toolEnv({ NODE_ENV: 'production' }) })
    process.env[BUILT] = dir
  }
  return dir
}

export default function setup() {
  builtAssets()
}
