// A Vite plugin that writes `route-preloads.json`: for each route of the app, the module files its
// lazily loaded screen needs (the route's chunk and every chunk it imports, transitively), less
// those the page's own entry already preloads. The Worker adds them to the route's HTML as
// <link rel="modulepreload">, so a cold load fetches the screen's code in parallel with the entry
// instead of one round trip after another (docs/decisions/021).
import type { Plugin } from 'vite'

/**
 * Each route's screen module (web/src/router.tsx). Not '/': a first visit there becomes onboarding
 * (prerendered, with its own preloads), and the installed app starts at /compass.
 */
export const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/compass': 'routes/compass.tsx',
  '/resonance': 'routes/resonance.tsx',
  '/profile': 'routes/profile.tsx',
  '/calculator': 'routes/calculator.tsx',
  '/readings': 'routes/readings.tsx',
  '/help': 'routes/help.tsx',
  '/codex': 'routes/codex.tsx',
  '/support': 'routes/support.tsx',
  '/archetype-test': 'routes/archetype-test.tsx',
  '/analytics': 'routes/analytics.tsx',
  '/privacy': 'routes/legal.tsx',
  '/terms': 'routes/legal.tsx',
  '/disclaimer': 'routes/legal.tsx',
}

export const PRELOADS_FILE = 'route-preloads.json'

interface ChunkLike {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  isEntry: boolean
  imports: string[]
}

export function lunaRoutePreloads(): Plugin {
  return {
    name: 'luna-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk')
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const closure = (start: string[]): Set<string> => {
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
      const fromEntry = closure(entry ? [entry.fileName] : [])
      const preloads: Record<string, string[]> = {}
      for (const [route, module] of Object.entries(ROUTE_MODULES)) {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/web/src/${module}`))
        if (!chunk) this.error(`route-preloads: no chunk for ${module} (${route})`)
        preloads[route] = [...closure([chunk.fileName])]
          .filter((file) => !fromEntry.has(file))
          .sort()
          .map((file) => `/${file}`)
      }
      this.emitFile({ type: 'asset', fileName: PRELOADS_FILE, source: `${JSON.stringify(preloads)}\n` })
    },
  }
}
