// The compass's small modules in one chunk (docs/decisions/067-the-compass-parts.md): which modules
// the build gathers, and which it must leave where they are.
import { describe, expect, it } from 'vitest'
import { compassParts, type PartsGraph, type PartsRule } from '../../scripts/preload/parts.ts'

/** A module graph from `id: [imports]`, each module's code `size` characters long. */
function graph(modules: Record<string, { imports?: string[]; size?: number }>): PartsGraph {
  return {
    importsOf: (id) => modules[id]?.imports ?? [],
    codeOf: (id) => (modules[id] ? 'x'.repeat(modules[id].size ?? 100) : null),
  }
}

const rule = (over: Partial<PartsRule> = {}): PartsRule => ({
  reached: [],
  held: () => false,
  started: (id) => id.startsWith('start/'),
  maxCode: 3000,
  ...over,
})

describe('the compass parts', () => {
  it('gather the small modules the compass reaches whose imports are parts or already started', () => {
    const g = graph({
      'badge.tsx': { imports: ['start/react.js'] },
      'notice.tsx': { imports: ['rich-text.tsx', 'start/react.js'] },
      'rich-text.tsx': {},
    })
    expect(compassParts(g, rule({ reached: ['badge.tsx', 'notice.tsx', 'rich-text.tsx'] }))).toEqual(
      new Set(['badge.tsx', 'notice.tsx', 'rich-text.tsx']),
    )
  })

  it('leave out a large module, a package, a held one and a started one', () => {
    const g = graph({
      'big.tsx': { size: 3001 },
      '/app/node_modules/tiny/index.js': {},
      'route.tsx': {},
      'start/react.js': {},
      'small.tsx': { size: 3000 },
    })
    const reached = ['big.tsx', '/app/node_modules/tiny/index.js', 'route.tsx', 'start/react.js', 'small.tsx']
    expect(compassParts(g, rule({ reached, held: (id) => id === 'route.tsx' }))).toEqual(
      new Set(['small.tsx']),
    )
  })

  it('leave out a module that imports anything else, and in turn the parts that import it', () => {
    // `words.ts` imports the big catalogue: as a part it would bring the catalogue to every screen
    // that needs a part, so it stays out, and so does `felt.tsx`, which imports it.
    const g = graph({
      'words.ts': { imports: ['catalogue.ts'] },
      'catalogue.ts': { size: 20_000 },
      'felt.tsx': { imports: ['words.ts'] },
      'badge.tsx': {},
    })
    const reached = ['felt.tsx', 'words.ts', 'catalogue.ts', 'badge.tsx']
    expect(compassParts(g, rule({ reached }))).toEqual(new Set(['badge.tsx']))
  })

  it('leave out a module whose code is unknown', () => {
    expect(compassParts(graph({}), rule({ reached: ['ghost.ts'] }))).toEqual(new Set())
  })
})
