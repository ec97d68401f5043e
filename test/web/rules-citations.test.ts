// The rules pages cite the code they describe (docs/rules/README.md): every file a page names in
// backticks exists, and every name a page places in a file ("`name` in `file.ts`", "`name` (`file.ts`") is declared in
// that file, so a rename or a move that leaves a page behind fails here.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url).pathname
const rulesDir = join(root, 'docs/rules')
const pages = readdirSync(rulesDir)
  .filter((f) => f.endsWith('.md'))
  .map((f) => ({ page: f, text: readFileSync(join(rulesDir, f), 'utf8') }))

/** Where a cited path may live: from the repository's root, or under the web app's source. */
function resolveCited(path: string): string | null {
  const clean = path.replace(/^\.\//, '')
  for (const base of ['', 'web/src/', 'web/src/lib/device-state/', 'domain/'])
    if (existsSync(join(root, base, clean))) return join(root, base, clean)
  return null
}

const CODE_PATH = /`((?:[\w.-]+\/)*[\w.-]+\.(?:tsx?|css))`/g
const PLACED = /`([A-Za-z_$][\w$]*)(?:\([^`]*\))?`,? (?:in |\()`([\w/.-]+\.tsx?)`/g

describe('the rules pages cite code that exists', () => {
  it.each(pages)('$page: every cited file exists', ({ text }) => {
    const missing = [...text.matchAll(CODE_PATH)].map((m) => m[1] as string).filter((p) => !resolveCited(p))
    expect(missing).toEqual([])
  })

  it.each(pages)('$page: every name placed in a file is declared there', ({ text }) => {
    const wrong = [...text.matchAll(PLACED)].flatMap((m) => {
      const [, name, file] = m as unknown as [string, string, string]
      const path = resolveCited(file)
      if (!path) return [`${name} in ${file}: no such file`]
      const source = readFileSync(path, 'utf8')
      const declared = new RegExp(
        `\\b(?:function\\*?|const|let|var|class|type|interface|enum)\\s+${name.replace(/\$/g, '\\$')}\\b`,
      )
      return declared.test(source) ? [] : [`${name} is not declared in ${file}`]
    })
    expect(wrong).toEqual([])
  })

  it('finds what it checks: the pages place at least 30 names and cite at least 100 files', () => {
    const all = pages.map((p) => p.text).join('\n')
    expect([...all.matchAll(PLACED)].length).toBeGreaterThanOrEqual(30)
    expect([...all.matchAll(CODE_PATH)].length).toBeGreaterThanOrEqual(100)
  })
})
