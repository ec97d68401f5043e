// The e2e tests wait for what the page does, never for a fixed time (test/e2e/browser.ts's
// `settled`): sleeps removed came back seven times before this test. The one wait allowed watches for
// something that must not happen, and says so beside it.
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const dir = resolve(import.meta.dirname, '../e2e')
const sleeps = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .flatMap((file) => {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n')
    return lines.flatMap((line, i) =>
      // A timer that resolves a wait, however it is written: setTimeout(r, …), (resolve, …), (() => resolve(…), …).
      /\bwaitForTimeout\(|\bsetTimeout\(\s*(\(\)\s*=>\s*)?(r|resolve|done)\b/.test(line)
        ? [{ at: `${file}:${i + 1}`, reason: lines.slice(Math.max(0, i - 3), i).join('\n') }]
        : [],
    )
  })

describe('the e2e tests', () => {
  it('sleep once, where nothing happening is the point, with the reason beside it', () => {
    expect(sleeps.map((s) => s.at)).toEqual([expect.stringMatching(/^update\.test\.ts:\d+$/)])
    expect(sleeps[0]?.reason).toMatch(/The one fixed wait of the e2e tests/)
  })
})
