// The app's start in stages (docs/decisions/064-the-start-in-stages.md): the entry imports React DOM
// and then the app by dynamic imports, and the build counts both stages among the entry's start
// files, so that a cold load preloads them with the entry and V8 compiles them as they stream in
// (scripts/preload/vite-plugin.ts, scripts/first-frame/vite-plugin.ts, scripts/compile-hints).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { entryImports } from '../../scripts/first-frame/vite-plugin.ts'
import {
  type ChunkLike,
  ROUTE_MODULES,
  START_STAGES,
  stageChunks,
  startFiles,
} from '../../scripts/preload/vite-plugin.ts'

const fail = (message: string): never => {
  throw new Error(message)
}

/** A build's chunks: the entry, its two stages (groups, with no facade), a route and a lazy chunk. */
function build(): ChunkLike[] {
  const chunk = (c: Partial<ChunkLike> & { fileName: string }): ChunkLike => ({
    type: 'chunk',
    facadeModuleId: null,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    ...c,
  })
  return [
    chunk({
      fileName: 'assets/main-A.js',
      facadeModuleId: '/app/web/index.html',
      isEntry: true,
      imports: ['assets/state-A.js'],
      dynamicImports: ['assets/react-dom-A.js', 'assets/app-A.js', 'assets/compass-A.js', 'assets/de-A.js'],
      moduleIds: ['/app/web/src/main.tsx'],
    }),
    chunk({ fileName: 'assets/state-A.js', moduleIds: ['/app/node_modules/react/index.js'] }),
    chunk({
      fileName: 'assets/react-dom-A.js',
      imports: ['assets/state-A.js'],
      moduleIds: ['/app/node_modules/scheduler/index.js', '/app/node_modules/react-dom/client.js'],
    }),
    chunk({
      fileName: 'assets/app-A.js',
      // A stage imports what it shares with the entry from the entry.
      imports: ['assets/main-A.js', 'assets/react-dom-A.js', 'assets/router-A.js'],
      moduleIds: ['/app/web/src/router.tsx', '/app/web/src/app.tsx'],
    }),
    chunk({ fileName: 'assets/router-A.js', moduleIds: ['/app/node_modules/react-router/index.mjs'] }),
    chunk({
      fileName: 'assets/compass-A.js',
      facadeModuleId: '/app/web/src/routes/compass.tsx',
      imports: ['assets/app-A.js', 'assets/card-A.js'],
    }),
    chunk({ fileName: 'assets/card-A.js' }),
    chunk({ fileName: 'assets/de-A.js', facadeModuleId: '/app/web/src/lib/language-files/de.ts' }),
    // Every other page's screen (domain/pages.ts), each a chunk of its own.
    ...Object.values(ROUTE_MODULES)
      .filter((module) => module !== 'routes/compass.tsx')
      .map((module, i) =>
        chunk({ fileName: `assets/page-${i}.js`, facadeModuleId: `/app/web/src/${module}` }),
      ),
  ]
}
const byFile = (chunks: ChunkLike[]) => new Map(chunks.map((c) => [c.fileName, c]))

describe('the start stages', () => {
  it('are the modules the entry imports dynamically, in that order', () => {
    // The build's list (START_STAGES) and the entry's code name the same stages: a stage the entry
    // imports that the list lacks would load without its preload and compile hint.
    const entry = readFileSync(resolve(import.meta.dirname, '../../web/src/main.tsx'), 'utf8')
    const imported = [...entry.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1])
    const specifiers: Record<string, string> = {
      'node_modules/react-dom/client.js': 'react-dom/client',
      'web/src/app.tsx': '@/app.tsx',
    }
    const stages = START_STAGES.map((module) => specifiers[module])
    expect(imported.filter((specifier) => stages.includes(specifier))).toEqual(stages)
  })

  it('are found among the entry’s dynamic imports by the modules their chunks hold', () => {
    const chunks = build()
    expect(stageChunks(chunks[0] as ChunkLike, byFile(chunks), fail)).toEqual([
      'assets/react-dom-A.js',
      'assets/app-A.js',
    ])
  })

  it('fail the build when the entry no longer imports one', () => {
    const chunks = build()
    const entry = { ...(chunks[0] as ChunkLike), dynamicImports: ['assets/react-dom-A.js'] }
    expect(() => stageChunks(entry, byFile(chunks), fail)).toThrow('web/src/app.tsx')
  })

  it('count with what they import among the entry’s start files, not the other lazy chunks', () => {
    const { entry, routes } = startFiles(build(), fail)
    expect([...entry].sort()).toEqual([
      'assets/app-A.js',
      'assets/main-A.js',
      'assets/react-dom-A.js',
      'assets/router-A.js',
      'assets/state-A.js',
    ])
    // A route's files still list all it imports; route-preloads.json leaves the entry's out.
    expect(routes.get('/compass')).toContain('assets/card-A.js')
  })

  it('are preloaded by the first frame with the entry’s imports, the entry itself left out', () => {
    const chunks = build()
    const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c]))
    expect(entryImports(chunks[0] as ChunkLike, bundle)).toEqual([
      '/assets/app-A.js',
      '/assets/react-dom-A.js',
      '/assets/router-A.js',
      '/assets/state-A.js',
    ])
  })
})
