// A Vite plugin that writes `route-preloads.json`: for each route of the app, the module files its
// lazily loaded screen needs (the route's chunk and every chunk it imports, transitively), less
// those the page's own entry already preloads. The Worker adds them to the route's HTML as
// <link rel="modulepreload">, so a cold load fetches the screen's code in parallel with the entry
// instead of one round trip after another (docs/decisions/021).
import type { Plugin } from 'vite'
import { SITE_PAGES } from '../../domain/pages.ts'

/**
 * Each lazily loaded page's screen module, from the app's one list of pages (domain/pages.ts). Not
 * '/': a first visit there becomes onboarding (prerendered, with its own preloads), and the installed
 * app starts at /compass.
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = Object.fromEntries(
  SITE_PAGES.flatMap((p) => (p.module ? [[p.path, p.module]] : [])),
)

export const PRELOADS_FILE = 'route-preloads.json'

/** What these build plugins read of an output chunk. */
export interface ChunkLike {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  isEntry: boolean
  imports: string[]
  dynamicImports?: string[]
  moduleIds?: string[]
}

/**
 * The modules the app's entry imports in stages as it starts, each evaluated in a task of its own
 * (web/src/main.tsx; docs/decisions/064-the-start-in-stages.md): part of the entry's start files,
 * preloaded with it and compiled as it streams in, like the files it imports statically.
 */
export const START_STAGES = ['node_modules/react-dom/client.js', 'web/src/app.tsx']

/**
 * The chunks of the entry's start stages (START_STAGES) among the chunks `entry` imports
 * dynamically (a stage's chunk is a group of vite.config.ts, with no facade module: it is found by
 * the modules it holds); the build fails when one is missing, so that a stage is never loaded
 * without its preload and compile hint.
 */
export function stageChunks(
  entry: { dynamicImports?: readonly string[] },
  byFile: ReadonlyMap<string, { moduleIds?: readonly string[] }>,
  fail: (message: string) => never,
): string[] {
  return START_STAGES.map((module) => {
    const file = (entry.dynamicImports ?? []).find((f) =>
      byFile.get(f)?.moduleIds?.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)),
    )
    if (!file) fail(`the entry imports no chunk of its start stage ${module}`)
    return file
  })
}

/**
 * The code each screen runs as it starts: the files of the app page's entry chunk and its start
 * stages with what they import statically (`entry`), and for each route of ROUTE_MODULES its chunk with what that imports
 * statically (`routes`). Shared by the route preloads and the compile hints
 * (scripts/compile-hints/vite-plugin.ts).
 */
export function startFiles(
  chunks: readonly ChunkLike[],
  fail: (message: string) => never,
): { entry: Set<string>; routes: Map<string, Set<string>> } {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]))
  const closure = (...start: string[]): Set<string> => {
    const seen = new Set<string>()
    const stack = [...start]
    while (stack.length > 0) {
      const file = stack.pop() as string
      if (seen.has(file)) continue
      seen.add(file)
      stack.push(...(byFile.get(file)?.imports ?? []))
    }
    return seen
  }
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('/web/index.html'))
  if (!entry) fail('no entry chunk for web/index.html')
  const routes = new Map<string, Set<string>>()
  for (const [route, module] of Object.entries(ROUTE_MODULES)) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/web/src/${module}`))
    if (!chunk) fail(`no chunk for ${module} (${route})`)
    routes.set(route, closure(chunk.fileName))
  }
  return { entry: closure(entry.fileName, ...stageChunks(entry, byFile, fail)), routes }
}

export function lunaRoutePreloads(): Plugin {
  return {
    name: 'luna-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk')
      const { entry, routes } = startFiles(chunks, (message) => this.error(`route-preloads: ${message}`))
      const preloads: Record<string, string[]> = {}
      for (const [route, files] of routes)
        preloads[route] = [...files]
          .filter((file) => !entry.has(file))
          .sort()
          .map((file) => `/${file}`)
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: `${JSON.stringify(preloads)}\n` })
    },
  }
}
