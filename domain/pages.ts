// The app's pages, listed once (docs/build.md): each page's path, its screen module, its title, its
// name in a visit and whether it is prerendered. The router (web/src/router.tsx) draws them; every
// other list derives from this one: the build's route preloads and compile hints
// (scripts/preload/vite-plugin.ts), the prerendered files (scripts/prerender/vite-plugin.ts), the
// Worker's 404 for paths with no page (worker/edge.ts), the tab titles
// (web/src/components/shell/page-title.ts) and the visits (web/src/lib/queries/visits.ts).
// test/web/app-pages.test.ts holds the router to it.

import { DEFAULT_LOCALE, type Locale, TRANSLATED_LOCALES } from './locale.ts'
import { GUEST_NAME } from './vocabulary.ts'

/**
 * The app's own page names (docs/decisions/036): the only names a visit or a Luna interaction may
 * carry, so the dashboard's tables list pages that exist, not whatever a client sends.
 */
export const APP_PAGES = [
  'compass',
  'resonance',
  'profile',
  'calculator',
  'readings',
  'help',
  'codex',
] as const

export type AppPage = (typeof APP_PAGES)[number]

export const isAppPage = (name: string): name is AppPage => (APP_PAGES as readonly string[]).includes(name)

export interface SitePage {
  /** Lowercase, no trailing slash (the router matches without case or a trailing slash). */
  readonly path: string
  /**
   * Its screen, under web/src/, loaded lazily as a chunk of its own (with preloads and compile hints);
   * null for a page loaded with the entry ('/' draws the compass or onboarding; onboarding is prerendered).
   */
  readonly module: string | null
  /** The tab's title and a screen reader's announcement of the page, before ' · Luna'. */
  readonly title: string
  /** Its name in a visit (streaks, Luna's page preferences, the dashboard), when a visit counts. */
  readonly visit?: AppPage
  /** The file its prerendered HTML is written to (docs/decisions/009-prerendered-first-page.md). */
  readonly prerendered?: string
  /**
   * Prerendered in each language (docs/decisions/062-pages-painted-before-the-app.md), so its words
   * paint before the app's code arrives: 'whole', a page whose first view is the same for every
   * visitor; 'frame', a page that depends on the device, painted as far as its page header (the
   * same for every visitor) with the app's loading state below.
   */
  readonly painted?: 'whole' | 'frame'
  /**
   * A stored choice under which the painted page is not what the app draws (a key of the device's
   * storage, docs/rules/device-state.md, and its value): a visitor who made it gets the app's empty
   * page, never words the app then replaces. /resonance in Advanced mode has another header.
   */
  readonly paintedUnless?: { readonly key: string; readonly value: string }
  /**
   * A frame painted past its header, as far as the first `<before>` element below it (its words, the
   * app's loading state in its place), for the visitor that first view is drawn for: one whose storage
   * matches none of `unless`. For any other visitor the painted page is cut back to its header before
   * its first paint (docs/decisions/069-the-profile-painted-as-far-as-its-first-card.md).
   */
  readonly paintedFurther?: { readonly before: string; readonly unless: readonly StoredMatch[] }
}

/**
 * A visitor's storage as a painted page's guard reads it: the key is kept (with no `field`), or the
 * key holds a JSON object whose `field` is `value`; in local storage, or in session storage with
 * `area: 'session'`.
 */
export type StoredMatch =
  | { readonly key: string; readonly area?: 'session' }
  | { readonly key: string; readonly area?: 'session'; readonly field: string; readonly value: string }

export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', module: null, title: 'Daily Compass', visit: 'compass' },
  { path: '/compass', module: 'routes/compass.tsx', title: 'Daily Compass', visit: 'compass' },
  {
    path: '/onboarding',
    module: null,
    title: 'Welcome to Luna',
    prerendered: 'onboarding.html',
    painted: 'whole',
  },
  {
    path: '/resonance',
    module: 'routes/resonance.tsx',
    title: 'Find Your Resonance',
    visit: 'resonance',
    painted: 'frame',
    paintedUnless: { key: 'luna_view_mode', value: 'advanced' },
  },
  {
    path: '/profile',
    module: 'routes/profile.tsx',
    title: 'Your Profile',
    visit: 'profile',
    painted: 'frame',
    // The Profile tab's first card is the form for a visitor with no profile of their own yet (not a
    // guest, web/src/features/profile/profile-tab.tsx): its title and introduction are painted. A kept
    // profile or a guest's onboarding draws another first card.
    paintedFurther: {
      before: 'form',
      unless: [{ key: 'user_profile' }, { key: 'user_profile_onboarding', field: 'name', value: GUEST_NAME }],
    },
  },
  {
    path: '/calculator',
    module: 'routes/calculator.tsx',
    title: 'Scalar Time Calculator',
    visit: 'calculator',
    painted: 'frame',
  },
  {
    path: '/readings',
    module: 'routes/readings.tsx',
    title: 'Readings',
    visit: 'readings',
    painted: 'frame',
  },
  { path: '/help', module: 'routes/help.tsx', title: 'Help', visit: 'help', painted: 'whole' },
  { path: '/codex', module: 'routes/codex.tsx', title: 'Codex', visit: 'codex', painted: 'whole' },
  { path: '/support', module: 'routes/support.tsx', title: 'Support Luna', painted: 'whole' },
  { path: '/archetype-test', module: 'routes/archetype-test.tsx', title: 'Archetype Test', painted: 'frame' },
  {
    path: '/analytics',
    module: 'routes/analytics.tsx',
    title: 'Analytics',
    painted: 'frame',
    // The password gate's title and introduction (web/src/features/admin/admin-area.tsx), unless this
    // browser session unlocked the dashboard: the app then confirms it with the server first.
    paintedFurther: { before: 'form', unless: [{ key: 'luna_analytics_authorized', area: 'session' }] },
  },
  { path: '/privacy', module: 'routes/legal.tsx', title: 'Privacy Policy', painted: 'whole' },
  { path: '/terms', module: 'routes/legal.tsx', title: 'Terms of Use', painted: 'whole' },
  { path: '/disclaimer', module: 'routes/legal.tsx', title: 'Disclaimer', painted: 'whole' },
]

/** A path as the router matches it: any case, with or without a trailing slash ('/Help/' is '/help'). */
export const pagePath = (pathname: string): string => pathname.toLowerCase().replace(/\/+$/, '') || '/'

/** The page at a path as the router matches it; undefined for none. */
export function sitePageAt(pathname: string): SitePage | undefined {
  const path = pagePath(pathname)
  return SITE_PAGES.find((p) => p.path === path)
}

/** The languages the pages painted first are prerendered in: the pseudo-language's pages are drawn by the app. */
export const PAINTED_LOCALES: readonly Locale[] = [DEFAULT_LOCALE, ...TRANSLATED_LOCALES]

/**
 * Whether the page at `path` comes painted in `locale`: a page prerendered in English for the app to
 * hydrate (`prerendered`, /onboarding) is painted in the other languages only.
 */
export function paintedIn(path: string, locale: Locale): boolean {
  const page = SITE_PAGES.find((p) => p.path === path)
  if (!page?.painted || !PAINTED_LOCALES.includes(locale)) return false
  return !(page.prerendered && locale === DEFAULT_LOCALE)
}

/**
 * Where the build writes a page painted in a language (under the built app), and the address the
 * Worker asks Static Assets for it by (its name without `.html`, which Static Assets serves it at).
 */
export const paintedFile = (locale: Locale, path: string): string => `painted/${locale}${path}.html`
export const paintedAsset = (locale: Locale, path: string): string => `/painted/${locale}${path}`
