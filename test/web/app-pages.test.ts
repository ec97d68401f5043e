// The Worker answers 404 for a path the app has no screen for (worker/edge.ts, isAppPage): its list
// of screens, route-preloads.json's routes (scripts/preload/vite-plugin.ts) and the pages without
// preloads, must be exactly the router's, or a new screen would be served 404.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROUTE_MODULES } from '../../scripts/preload/vite-plugin.ts'
import { PAGES_WITHOUT_PRELOADS } from '../../worker/edge.ts'

describe("the Worker's list of the app's screens", () => {
  it('is the router’s list of paths, the catch-all aside', () => {
    const router = readFileSync(new URL('../../web/src/router.tsx', import.meta.url), 'utf8')
    const paths = [...router.matchAll(/<Route\s+(index|path="([^"]*)")/g)]
      .map((m) => (m[1] === 'index' ? '/' : `/${m[2]}`))
      .filter((p) => p !== '/*')
    expect(paths.length).toBeGreaterThan(10)
    expect([...new Set(paths)].sort()).toEqual(
      [...Object.keys(ROUTE_MODULES), ...PAGES_WITHOUT_PRELOADS].sort(),
    )
  })
})
