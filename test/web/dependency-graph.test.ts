// The import rules of the house on resolved imports (.dependency-cruiser.cjs): the whole tree has no
// value cycle and breaks no boundary, and the evasions a string match let through are caught.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROBE_PREFIX } from './probes.ts'

const root = resolve(import.meta.dirname, '../..')

interface Violation {
  from: string
  to: string
  rule: { name: string }
}

/**
 * The violations dependency-cruiser finds in `paths`, resolved with `tsConfig`'s paths; `depth`: how
 * far it follows imports (a probe's own imports are all its rules need to see).
 */
function violations(tsConfig: string, paths: string[], depth?: number): Violation[] {
  const run = spawnSync(
    join(root, 'node_modules/.bin/depcruise'),
    [
      '--config',
      '.dependency-cruiser.cjs',
      '--ts-config',
      tsConfig,
      '--output-type',
      'json',
      ...(depth ? ['--max-depth', String(depth)] : []),
      ...paths,
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  const result = JSON.parse(run.stdout) as { summary: { violations: Violation[] } }
  return result.summary.violations
}

const short = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}`

describe('the import graph', () => {
  it('has no value cycle and breaks no rule, anywhere in the tree', () => {
    const found = [
      ...violations('tsconfig.web.json', ['web/src']),
      ...violations('tsconfig.worker.json', ['worker', 'domain', 'schema']),
      ...violations('tsconfig.node.json', ['scripts', 'bench']),
    ].map(short)
    expect(found).toEqual([])
  }, 120_000)

  it('catches the evasions a string match let through', () => {
    // Named PROBE_PREFIX…: the tests that read the tree's files skip them (they run at the same time).
    const probes: Record<string, { text: string; tsconfig: string }> = {
      // Another feature's module, by a path that climbs out and back in.
      [`web/src/features/compass/${PROBE_PREFIX}a.ts`]: {
        text: "export { CheckInCard } from './../checkin/checkin-card.tsx'\n",
        tsconfig: 'tsconfig.web.json',
      },
      // A feature from lib/, by a relative path instead of the alias.
      [`web/src/lib/${PROBE_PREFIX}b.ts`]: {
        text: "export { TodayCard } from './../features/compass/today-card.tsx'\n",
        tsconfig: 'tsconfig.web.json',
      },
      // The Worker's code (not its types) from the web app.
      [`web/src/lib/${PROBE_PREFIX}c.ts`]: {
        text: "export { LIMIT_SENTENCES } from '../../../worker/meter-refusals.ts'\n",
        tsconfig: 'tsconfig.web.json',
      },
      // A route from a feature, by a path that climbs.
      [`web/src/features/compass/${PROBE_PREFIX}d.ts`]: {
        text: "export { default } from './../../routes/help.tsx'\n",
        tsconfig: 'tsconfig.web.json',
      },
      // The client's calls from a component, by a relative path.
      [`web/src/features/compass/${PROBE_PREFIX}e.tsx`]: {
        text: "export { api } from './../../lib/api.ts'\n",
        tsconfig: 'tsconfig.web.json',
      },
      // Drizzle in a route's handler.
      [`worker/routes/${PROBE_PREFIX}f.ts`]: {
        text: "export { sql } from 'drizzle-orm'\n",
        tsconfig: 'tsconfig.worker.json',
      },
      // The Worker's code from the schemas.
      [`schema/${PROBE_PREFIX}g.ts`]: {
        text: "export { LIMIT_SENTENCES } from '../worker/meter-refusals.ts'\n",
        tsconfig: 'tsconfig.worker.json',
      },
      // The web app's code from a script.
      [`scripts/${PROBE_PREFIX}h.ts`]: {
        text: "export { KEYS } from '../web/src/lib/storage.ts'\n",
        tsconfig: 'tsconfig.node.json',
      },
    }
    try {
      for (const [path, { text }] of Object.entries(probes)) {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), text)
      }
      const byConfig = new Map<string, string[]>()
      for (const [path, { tsconfig }] of Object.entries(probes))
        byConfig.set(tsconfig, [...(byConfig.get(tsconfig) ?? []), path])
      const found = [...byConfig].flatMap(([tsconfig, paths]) =>
        violations(tsconfig, paths, 1).map((v) => `${v.from.split('/').pop()} ${v.rule.name}`),
      )
      expect(found.sort()).toEqual([
        `${PROBE_PREFIX}a.ts features-stand-alone`,
        `${PROBE_PREFIX}b.ts shared-code-imports-no-feature`,
        `${PROBE_PREFIX}c.ts web-takes-only-types-from-worker`,
        `${PROBE_PREFIX}d.ts features-import-no-route`,
        `${PROBE_PREFIX}e.tsx components-call-no-api`,
        `${PROBE_PREFIX}f.ts routes-build-no-queries`,
        `${PROBE_PREFIX}g.ts schema-takes-nothing-from-either-side`,
        `${PROBE_PREFIX}h.ts scripts-run-no-web-code`,
      ])
    } finally {
      for (const path of Object.keys(probes)) rmSync(join(root, path), { force: true })
    }
  }, 60_000)
})
