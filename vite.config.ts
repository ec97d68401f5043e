import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { lunaCompileHints } from './scripts/compile-hints/vite-plugin.ts'
import { lunaFirstFrame } from './scripts/first-frame/vite-plugin.ts'
import { lunaHyphenate } from './scripts/hyphenate/vite-plugin.ts'
import { lunaIcons } from './scripts/icons/vite-plugin.ts'
import { lunaPdfs } from './scripts/pdf/vite-plugin.ts'
import { compassParts } from './scripts/preload/parts.ts'
import { lunaRoutePreloads } from './scripts/preload/vite-plugin.ts'
import { lunaPrerender } from './scripts/prerender/vite-plugin.ts'
import { lunaReadingWords } from './scripts/reading-words/vite-plugin.ts'

/** Import aliases of the web app (tsconfig.web.json paths): `@/` is web/src. */
export const WEB_ALIASES = [
  { find: /^@\/(.*)$/, replacement: resolve(import.meta.dirname, 'web/src/$1') },
  { find: /^@domain\/(.*)$/, replacement: resolve(import.meta.dirname, 'domain/$1') },
  { find: /^@schema\/(.*)$/, replacement: resolve(import.meta.dirname, 'schema/$1') },
  { find: /^@worker\/(.*)$/, replacement: resolve(import.meta.dirname, 'worker/$1') },
]

/**
 * React Router 7's package exports point at its development build for every condition, with its
 * development warnings switched on even in a production bundle (its `dist/production` build, the
 * same code with `ENABLE_DEV_WARNINGS = false`, is shipped but not exported). The build takes the
 * production build, so the minifier drops the warnings; `vite` in development keeps them.
 */
const ROUTER_PRODUCTION = [
  {
    find: /^react-router$/,
    replacement: resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
  },
]

/**
 * The compass's first-frame modules and the card's rules: the roots of the groups below. (The first
 * frame's inline script carries its own copy of the card's rules;
 * docs/decisions/031-today-card-in-the-first-frame.md.) The whole day's reading
 * (domain/daily-reading.ts: what Luna hears, her words, the hour's advice) is not a root: only the
 * device's own computations load it (offline, days ahead), never the compass's cold load.
 */
const DAY_ROOTS = [
  'domain/day-card.ts',
  'web/src/features/compass/first-frame.ts',
  'web/src/lib/device-state/kept-reading.ts',
  'web/src/lib/device-state/painted-today.ts',
].map((file) => resolve(import.meta.dirname, file))
const MAIN_ENTRY = resolve(import.meta.dirname, 'web/src/main.tsx')
/** The app's React side, the entry's second start stage (docs/decisions/064-the-start-in-stages.md). */
const APP_STAGE = resolve(import.meta.dirname, 'web/src/app.tsx')
/**
 * React, jotai and the device's stored keys: what the entry, React DOM and the app all import, in one
 * chunk (rolldown made two: React alone, since React DOM imports it too).
 */
const STATE =
  /[\\/]node_modules[\\/](react[\\/]|jotai[\\/]esm[\\/](vanilla|react|vanilla[\\/](internals|utils))\.mjs$)|[\\/]web[\\/]src[\\/]lib[\\/](storage|device-state[\\/]stored)\.ts$/
/** React DOM and its scheduler, the entry's first start stage. */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/
/** The compass screen's route module: what it imports statically is what its cold load runs. */
const COMPASS_ROUTE = resolve(import.meta.dirname, 'web/src/routes/compass.tsx')
const SCALAR_RULES = resolve(import.meta.dirname, 'domain/scalar.ts')
/**
 * Modules of the day's roots that other screens import without the day's card: left out of the
 * groups, so that a screen needing one does not load a whole group (docs/performance.md,
 * "sixteenth"): the help's zone thresholds (`domain/alignment.ts`) took the 11.7 KB of
 * `day-card-rules`, and with it `today-rules` and `scalar-rules`; the calculator's time engine, its
 * phases' words and its places took the day's card and words with them.
 */
const LOOSE = new Set(
  [
    'domain/alignment.ts',
    'domain/time-engine.ts',
    'domain/content/guidance.ts',
    'domain/content/places.ts',
  ].map((file) => resolve(import.meta.dirname, file)),
)
const NUMBERS = resolve(import.meta.dirname, 'domain/numbers.ts')

type DayChunk = 'scalar-rules' | 'today-rules' | 'day-card-rules'

/**
 * The day's rules in three chunks, not one per module: on a phone each file costs a request on one of
 * six connections (docs/decisions/028-today-in-one-round.md):
 * - `scalar-rules`: the baseline's rules and the archetype numbers they read, which the onboarding
 *   quiz and most screens use without the day's rules;
 * - `today-rules`: the other modules of the day's roots (DAY_ROOTS) that the compass screen imports;
 * - `day-card-rules`: the card's own rules and the day's words (domain/day-card.ts, its words and
 *   the day's tide), which only the device's own computations load (offline, days ahead): the
 *   compass screen shows the card the first frame or the server computed, so its cold load does not
 *   carry the day's words a second time (docs/performance.md, "tenth").
 * None takes a module the app's entry loads at start (the first page does not grow), nor
 * `domain/numbers.ts`, which `lib/format.ts` gives every screen. A group's modules do not pull
 * their dependencies in, so each holds exactly these modules.
 */
const DAY_GROUPS = (['scalar-rules', 'today-rules', 'day-card-rules'] as const).map((chunk) => ({
  name: (id: string, ctx: ChunkingContext) => (dayChunks(ctx).get(id) === chunk ? chunk : null),
  debugName: chunk,
  includeDependenciesRecursively: false,
}))

/** What rolldown's chunking gives a group's `name` function (its ChunkingContext). */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null
}

/**
 * `compute` once per chunking pass: rolldown hands every call of a pass the same context, and the
 * groups' `name` functions ask for the same sets once per module.
 */
function perPass<T>(compute: (ctx: ChunkingContext) => T): (ctx: ChunkingContext) => T {
  const memo = new WeakMap<ChunkingContext, T>()
  return (ctx) => {
    if (memo.has(ctx)) return memo.get(ctx) as T
    const value = compute(ctx)
    memo.set(ctx, value)
    return value
  }
}

const dayChunks = perPass((ctx): Map<string, DayChunk> => {
  const reach = (from: string) => reachFrom(ctx, from)
  const apart = new Set([...reach(MAIN_ENTRY), ...reach(NUMBERS)])
  const scalar = reach(SCALAR_RULES)
  const compass = reach(COMPASS_ROUTE)
  const chunks = new Map<string, DayChunk>()
  for (const id of DAY_ROOTS.flatMap((root) => [...reach(root)])) {
    if (apart.has(id) || LOOSE.has(id)) continue
    if (compass.has(id)) chunks.set(id, scalar.has(id) ? 'scalar-rules' : 'today-rules')
    // The rest of the day's modules the compass screen does not import (the day's card and words, the
    // moment): the device's own computations' group. (The time engine, its phases' words and the
    // symbolic places are LOOSE, above: rolldown chunks them by who imports them.)
    else if (!scalar.has(id)) chunks.set(id, 'day-card-rules')
  }
  return chunks
})

/**
 * The entry's two start stages as two chunks (docs/decisions/064-the-start-in-stages.md), each
 * evaluated in a task of its own (web/src/main.tsx):
 * - `react-dom`: React DOM and its scheduler;
 * - `app`: every module the app's React side (web/src/app.tsx) imports that the entry does not: the
 *   router, the shell, the pages' list. Every screen's code loads after it, so a screen's chunk may
 *   import it; without the group, rolldown split these modules by which screens share them, into
 *   a dozen small chunks the first page fetched one by one.
 * Neither takes a module of the entry's own (it runs before them) nor one of the day's groups.
 */
const START_GROUPS = [
  { name: 'react-dom', test: REACT_DOM, includeDependenciesRecursively: false },
  { name: 'state', test: STATE, includeDependenciesRecursively: false },
  {
    name: (id: string, ctx: ChunkingContext) => (appStage(ctx).has(id) ? 'app' : null),
    debugName: 'app',
    includeDependenciesRecursively: false,
  },
]

/** The first page's route module: its modules stay out of the compass's parts (below). */
const ONBOARDING_ROUTE = resolve(import.meta.dirname, 'web/src/routes/onboarding.tsx')
/** A module of at most this much code (as transformed, before minifying) is a part. */
const PART_MAX_CODE = 3000
/**
 * A screen's compiled catalogue (domain/messages/compiled/<language>/) is never a part: a part runs on
 * every screen that loads the chunk, and a catalogue it registered would then be fetched in another
 * language before any of them is shown (web/src/lib/i18n.ts, `withCatalogues`).
 */
const CATALOGUE = /[\\/]domain[\\/]messages[\\/]compiled[\\/]/

/**
 * The compass's small modules in one chunk, `compass-parts` (docs/decisions/067-the-compass-parts.md):
 * without it, rolldown split them by which screens share them into a dozen files of 0.2-0.9 KB
 * gzipped, each a `modulepreload` the first frame appends on the compass's cold load. The rule is
 * scripts/preload/parts.ts's. The first page's route holds its own modules (its cold load does not
 * grow), and `domain/numbers.ts`, which `lib/format.ts` gives every screen, stays out as it does of
 * the day's groups.
 */
const partsIn = perPass((ctx) => {
  const entry = reachFrom(ctx, MAIN_ENTRY)
  const app = appStage(ctx)
  const day = dayChunks(ctx)
  const firstPage = reachFrom(ctx, ONBOARDING_ROUTE)
  const parts = compassParts(
    {
      importsOf: (id) => ctx.getModuleInfo(id)?.importedIds ?? [],
      codeOf: (id) => ctx.getModuleInfo(id)?.code ?? null,
    },
    {
      reached: reachFrom(ctx, COMPASS_ROUTE),
      held: (id) =>
        id === COMPASS_ROUTE || id === NUMBERS || CATALOGUE.test(id) || day.has(id) || firstPage.has(id),
      started: (id) => entry.has(id) || app.has(id) || STATE.test(id) || REACT_DOM.test(id),
      maxCode: PART_MAX_CODE,
    },
  )
  return parts
})

const PARTS_GROUP = {
  name: (id: string, ctx: ChunkingContext) => (partsIn(ctx).has(id) ? 'compass-parts' : null),
  debugName: 'compass-parts',
  includeDependenciesRecursively: false,
}

const appStage = perPass((ctx) => {
  const entry = reachFrom(ctx, MAIN_ENTRY)
  const day = dayChunks(ctx)
  return new Set(
    [...reachFrom(ctx, APP_STAGE)].filter((id) => !entry.has(id) && !day.has(id) && !REACT_DOM.test(id)),
  )
})

/** Every module `from` imports statically, transitively, `from` included. */
function reachFrom(ctx: ChunkingContext, from: string): Set<string> {
  const seen = new Set<string>()
  const visit = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) visit(dep)
  }
  visit(from)
  return seen
}

/**
 * The RPC client (`hono/client`) imports Hono's cookie serializer for its `cookie` option, which the
 * app never passes (the session travels in the x-session-id header): the build gives the client a
 * stub that says so instead, about 0.6 KB gzipped off every page (docs/performance.md).
 */
const HONO_CLIENT = /[\\/]hono[\\/]dist[\\/]client[\\/]client\.js$/
const NO_COOKIES = '\0luna-hono-client-cookies'
function honoClientWithoutCookies(): Plugin {
  return {
    name: 'luna-hono-client-without-cookies',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../utils/cookie.js' && importer !== undefined && HONO_CLIENT.test(importer))
        return NO_COOKIES
      return null
    },
    load(id) {
      if (id !== NO_COOKIES) return null
      return "export function serialize() { throw new Error('The app sends no cookies with its API calls.') }"
    },
  }
}

export default defineConfig(({ command }) => ({
  root: 'web',
  resolve: {
    alias: [...WEB_ALIASES, ...(command === 'build' ? ROUTER_PRODUCTION : [])],
  },
  publicDir: 'public',
  // The plugins in this order; docs/build.md says what each reads and writes, and the decision that
  // earned it.
  plugins: [
    honoClientWithoutCookies(),
    lunaHyphenate(),
    react(),
    tailwindcss(),
    lunaPdfs(),
    lunaReadingWords(),
    lunaIcons(),
    lunaFirstFrame(),
    lunaPrerender(),
    lunaRoutePreloads(),
    lunaCompileHints(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is web/public/manifest.webmanifest (decision 018).
      manifest: false,
      injectManifest: {
        // The app and every route's code; not the API reference page or the PDFs (fetched on demand),
        // nor the first frame of a page in another language (the Worker inlines it, decision 059).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['api-docs.html', 'assets/apiDocs-*', 'first-frame-kept.js', 'painted/**'],
        maximumFileSizeToCacheInBytes: 1_000_000,
      },
    }),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // No preload helper: the page preloads the first route's code itself on a cold load (the
    // Worker's route preloads), and on a return the service worker answers every module from its
    // cache, where the helper's links only cost the main thread (docs/decisions/054). Without it the
    // two pages share no chunk.
    modulePreload: false,
    // Two pages: the app, and the API reference served at /api/docs (docs/decisions/015).
    rolldownOptions: {
      input: {
        main: resolve(import.meta.dirname, 'web/index.html'),
        apiDocs: resolve(import.meta.dirname, 'web/api-docs.html'),
      },
      // 'allow-extension': an entry chunk may export more than its module (the groups need it).
      preserveEntrySignatures: 'allow-extension',
      output: { codeSplitting: { groups: [...DAY_GROUPS, ...START_GROUPS, PARTS_GROUP] } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8787' },
  },
}))
