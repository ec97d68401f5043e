// The app's pages are listed once (domain/pages.ts); the router draws exactly those, and every other
// list derives from it: the Worker's 404 for a path with no page (worker/edge.ts, isAppPage), the
// build's route preloads (scripts/preload/vite-plugin.ts), the prerendered files, the titles, the visits.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { APP_PAGES, SITE_PAGES, sitePageAt } from '../../domain/pages.ts'
import { ROUTE_MODULES } from '../../scripts/preload/vite-plugin.ts'
import { PRERENDERED } from '../../scripts/prerender/vite-plugin.ts'
import { PAGES_WITHOUT_PRELOADS } from '../../worker/edge.ts'

const router = readFileSync(new URL('../../web/src/router.tsx', import.meta.url), 'utf8')

describe('the app’s one list of pages', () => {
  it('is the router’s list of paths, the catch-all aside', () => {
    const paths = [...router.matchAll(/<Route\s+(index|path="([^"]*)")/g)]
      .map((m) => (m[1] === 'index' ? '/' : `/${m[2]}`))
      .filter((p) => p !== '/*')
    expect(paths.length).toBeGreaterThan(10)
    expect([...new Set(paths)].sort()).toEqual(SITE_PAGES.map((p) => p.path).sort())
  })

  it('names a screen module the router loads lazily for each page not loaded with the entry', () => {
    for (const page of SITE_PAGES.filter((p) => p.module)) {
      expect(existsSync(new URL(`../../web/src/${page.module}`, import.meta.url)), page.path).toBe(true)
      expect(router, page.path).toContain(`import('@/${page.module}')`)
    }
  })

  it('is what the Worker, the build and the prerender know', () => {
    expect([...Object.keys(ROUTE_MODULES), ...PAGES_WITHOUT_PRELOADS].sort()).toEqual(
      SITE_PAGES.map((p) => p.path).sort(),
    )
    expect(PRERENDERED).toEqual([{ route: '/onboarding', file: 'onboarding.html' }])
  })

  it('gives each page a screen the app loads before its first render', () => {
    // router.tsx's SCREENS, which app.tsx preloads for the first page (a painted one among them,
    // docs/decisions/062): every page, so that no first page shows the shell's loading state first.
    const block = /const SCREENS[^\n]*>> = \{([^}]*)\}/.exec(router)?.[1] ?? ''
    const paths = [...block.matchAll(/'(\/[^']*)':/g)].map((m) => m[1])
    expect(paths.sort()).toEqual(SITE_PAGES.map((p) => p.path).sort())
  })

  it('guards a painted page by a choice the app keeps on the device, under its own key', async () => {
    const { KEYS } = await import('../../web/src/lib/storage.ts')
    const guarded = SITE_PAGES.filter((p) => p.paintedUnless)
    expect(guarded.map((p) => p.path)).toEqual(['/resonance'])
    for (const page of guarded) {
      expect(page.painted, page.path).toBeDefined()
      expect(Object.values(KEYS), page.path).toContain(page.paintedUnless?.key)
    }
  })

  it('paints a page past its header only as far as an element of it, guarded by keys the app keeps', async () => {
    const { KEYS } = await import('../../web/src/lib/storage.ts')
    const further = SITE_PAGES.filter((p) => p.paintedFurther)
    expect(further.map((p) => p.path)).toEqual(['/profile', '/analytics'])
    for (const page of further) {
      expect(page.painted, page.path).toBe('frame')
      expect(page.paintedFurther?.before, page.path).toMatch(/^[a-z]+$/)
      for (const match of page.paintedFurther?.unless ?? []) {
        expect(Object.values(KEYS), page.path).toContain(match.key)
        // In the storage the app keeps it in: the dashboard's unlock lasts the browser session.
        expect(match.area, match.key).toBe(match.key === KEYS.analyticsAuthorized ? 'session' : undefined)
      }
    }
  })

  it('counts a visit under each of the app’s page names, and only under those', () => {
    const visits = new Set(SITE_PAGES.flatMap((p) => (p.visit ? [p.visit] : [])))
    expect([...visits].sort()).toEqual([...APP_PAGES].sort())
  })

  it('finds a page whatever the case or a trailing slash, as the router does', () => {
    expect(sitePageAt('/Help/')?.title).toBe('Help')
    expect(sitePageAt('/')?.visit).toBe('compass')
    expect(sitePageAt('/nowhere')).toBeUndefined()
  })
})
