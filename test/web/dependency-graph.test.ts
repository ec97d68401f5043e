// The import rules of the house on resolved imports (.dependency-cruiser.cjs): the whole tree has no
// value cycle and breaks no boundary, and the evasions a string match let through are caught.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

interface Violation {
  from: string
  to: string
  rule: { name: string }
}

/** The violations dependency-cruiser finds in `paths`, resolved with `tsConfig`'s paths. */
function violations(tsConfig: string, paths: string[]): Violation[] {
  const run = spawnSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['--config', '.dependency-cruiser.cjs', '--ts-config', tsConfig, '--output-type', 'json', ...paths],
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
    const probes: Record<string, string> = {
      // Another feature's module, by a path that climbs out and back in.
      'web/src/features/compass/__probe-a__.ts':
        "export { CheckInCard } from './../checkin/checkin-card.tsx'\n",
      // A feature from lib/, by a relative path instead of the alias.
      'web/src/lib/__probe-b__.ts': "export { TodayCard } from './../features/compass/today-card.tsx'\n",
      // The Worker's code (not its types) from the web app.
      'web/src/lib/__probe-c__.ts': "export { LIMIT_SENTENCES } from '../../../worker/meter-refusals.ts'\n",
    }
    try {
      for (const [path, text] of Object.entries(probes)) {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), text)
      }
      const found = violations('tsconfig.web.json', Object.keys(probes)).map((v) => v.rule.name)
      expect(found.sort()).toEqual([
        'features-stand-alone',
        'shared-code-imports-no-feature',
        'web-takes-only-types-from-worker',
      ])
    } finally {
      for (const path of Object.keys(probes)) rmSync(join(root, path), { force: true })
    }
  }, 60_000)
})
