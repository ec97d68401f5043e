// The import rules of the house (docs/ARCHITECTURE.md, code map), read from the import graph: each
// rule is one line of RULES, and the features are read from web/src/features/, never listed by hand.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isProbe } from './probes.ts'

const root = resolve(import.meta.dirname, '../..')
const files = (dir: string): string[] =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !isProbe(f))
    .map((f) => join(dir, f))

interface Edge {
  file: string
  spec: string
  names: string
  typeOnly: boolean
}
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|(?:^|\n)\s*import\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g
function edges(file: string): Edge[] {
  const text = readFileSync(join(root, file), 'utf8')
  return [...text.matchAll(IMPORT)].map((m) => ({
    file,
    spec: m[3] ?? m[4] ?? m[5] ?? '',
    names: m[2] ?? '',
    typeOnly: Boolean(m[1]) || /^\{\s*type\s+\w+\s*\}$/.test(m[2] ?? ''),
  }))
}
const features = readdirSync(join(root, 'web/src/features'))
const featureOf = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null
const inDomain = (e: Edge) => resolve(dirname(join(root, e.file)), e.spec).startsWith(join(root, 'domain/'))

/** [where it applies, what it refuses, why]: the messages are what a wrong arrow is told. */
const RULES: [RegExp, (e: Edge) => boolean, string][] = [
  [
    /^domain\//,
    (e) => !(e.spec.startsWith('.') && inDomain(e)),
    'domain/ is pure: it imports nothing outside domain/',
  ],
  [
    /^web\//,
    (e) => /(^|\/|@)worker\//.test(e.spec) && !(e.typeOnly && /\bAppType\b/.test(e.names)),
    'the web app takes only `import type { AppType }` from worker/',
  ],
  [
    /^web\//,
    (e) => e.spec.startsWith('../'),
    'import through the aliases (@/, @domain/, @schema/) instead of climbing folders',
  ],
  [
    /^web\//,
    (e) => /schema\/tables\.ts$/.test(e.spec),
    'the tables are the worker’s: the web app reads the API',
  ],
  [
    /^web\/src\/(components|lib)\//,
    (e) => /^@\/(features|routes)\//.test(e.spec),
    'components/ and lib/ serve every feature: they import no feature and no route',
  ],
  [/^web\/src\/features\//, (e) => e.spec.startsWith('@/routes/'), 'a feature imports no route'],
  [
    /^web\/src\/features\//,
    (e) =>
      /^@\/features\/([^/]+)\//.exec(e.spec)?.[1] !== undefined &&
      /^@\/features\/([^/]+)\//.exec(e.spec)?.[1] !== featureOf(e.file),
    'a feature imports no other feature: move what several share to components/ or lib/',
  ],
  [
    /^web\/.*\.tsx$/,
    (e) => e.spec === '@/lib/api.ts' && !e.typeOnly && /\b(api|ok|settled|idempotencyKey)\b/.test(e.names),
    'components only render: an API call lives in the feature’s api/ folder or lib/queries/',
  ],
  [
    /^web\/.*\.tsx$/,
    (e) =>
      !e.typeOnly &&
      (e.spec === '@/lib/storage.ts' ||
        (e.spec === '@/lib/device-state/stored.ts' &&
          /\b(stored(Text|Json)|readStored|deviceStore)\b/.test(e.names))),
    'screens only render: storage is reached through an atom or a hook in a .ts module',
  ],
  [
    /^worker\/routes\//,
    (e) => /^drizzle-orm/.test(e.spec),
    'a route holds no query: its queries live in worker/data/, each naming its session',
  ],
]

const graph = [...files('domain'), ...files('web'), ...files('worker/routes')].flatMap(edges)
const wrong = (edgesToCheck: Edge[]) =>
  edgesToCheck.flatMap((e) =>
    RULES.filter(([where, refuses]) => where.test(e.file) && refuses(e)).map(
      ([, , why]) => `${e.file} → ${e.spec}: ${why}`,
    ),
  )

describe('the import graph', () => {
  it('reads every feature and thousands of arrows', () => {
    expect(features).toContain('compass')
    expect(graph.length).toBeGreaterThan(1000)
  })

  it('keeps every rule', () => {
    expect(wrong(graph)).toEqual([])
  })

  it('refuses a wrong arrow of each rule', () => {
    const probe = (file: string, spec: string, names = '{ x }', typeOnly = false) =>
      wrong([{ file, spec, names, typeOnly }])
    expect(probe('domain/a.ts', 'react')).toHaveLength(1)
    expect(probe('domain/content/a.ts', '../vocabulary.ts')).toEqual([])
    expect(probe('web/src/lib/a.ts', '@worker/index.ts', '{ AppType }')).toHaveLength(1)
    expect(probe('web/src/lib/a.ts', '@worker/index.ts', '{ AppType }', true)).toEqual([])
    expect(probe('web/src/lib/a.ts', '../x.ts')).toHaveLength(1)
    expect(probe('web/src/lib/a.ts', '@schema/tables.ts')).toHaveLength(1)
    expect(probe('web/src/lib/a.ts', '@/features/compass/x.ts')).toHaveLength(1)
    expect(probe('web/src/features/compass/a.ts', '@/routes/help.tsx')).toHaveLength(1)
    for (const f of features) {
      const other = features.find((g) => g !== f)
      expect(probe(`web/src/features/${f}/a.ts`, `@/features/${other}/x.ts`)).toHaveLength(1)
      expect(probe(`web/src/features/${f}/a.ts`, `@/features/${f}/x.ts`)).toEqual([])
    }
    expect(probe('web/src/features/compass/a.tsx', '@/lib/api.ts', '{ api, ok }')).toHaveLength(1)
    expect(probe('web/src/features/compass/a.tsx', '@/lib/api.ts', '{ ApiError }')).toEqual([])
    expect(probe('web/src/lib/a.tsx', '@/lib/storage.ts', '{ KEYS }')).toHaveLength(1)
    expect(probe('web/src/lib/a.tsx', '@/lib/device-state/stored.ts', '{ deviceStore }')).toHaveLength(1)
    expect(probe('web/src/lib/a.tsx', '@/lib/storage.ts', '{ ArchetypeData }', true)).toEqual([])
    expect(probe('worker/routes/a.ts', 'drizzle-orm', '{ eq }')).toHaveLength(1)
    expect(probe('worker/data/a.ts', 'drizzle-orm', '{ eq }')).toEqual([])
  })
})
