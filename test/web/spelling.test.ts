// One spelling for what a visitor reads: US English, as the spec (docs/spec-texts.md, "One spelling:
// US English"). Every string and JSX text in the content and the web app is read with the TypeScript
// parser, so code identifiers, comments and API values (listed below) are not what is checked.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { isProbe } from './probes.ts'

const BRITISH =
  /\b(centre|centred|centres|colour|colours|coloured|favour|favours|favouring|favourite|flavour|honour|honouring|neighbour|neighbours|savour|savours|organis\w*|organisation|recognis\w*|energised|judgement|traveller|counsellor|metres|modelled|grey|towards|afterwards|behaviour|behaviours|analyse|licence|practise)\b/i

// API and domain values that keep their spelling on purpose (docs/spec-texts.md): never shown as prose.
const VALUES = new Set(['grey', 'scalar-neighbour', 'cancelled', 'centre'])

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path, ext) : ext.test(name) && !isProbe(name) ? [path] : []
  })
}

function texts(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      const text = node.text.trim()
      // Module paths and values in a type's union are code, not prose.
      const inImport = ts.isImportDeclaration(node.parent) || ts.isLiteralTypeNode(node.parent)
      if (text && !inImport && !VALUES.has(text)) found.push(text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('user-facing prose', () => {
  // English's content only: another language's is under domain/content/<locale>/ (docs/decisions/057).
  const sources = [
    ...files('domain/content', /\.ts$/).filter(
      (path) => !/domain\/content\/[a-z]{2}(-[A-Za-z]+)?\//.test(path),
    ),
    ...files('web/src', /\.tsx?$/),
    'domain/daily-reading.ts',
  ]

  it('is spelt in US English in the content and the web app', () => {
    const british = sources.flatMap((path) =>
      texts(path)
        .filter((text) => BRITISH.test(text))
        .map((text) => `${path}: ${text.slice(0, 120)}`),
    )
    expect(british).toEqual([])
  })

  it('would catch a British spelling (the check itself)', () => {
    expect(BRITISH.test('the day’s centre')).toBe(true)
    expect(BRITISH.test('the day’s center')).toBe(false)
  })
})
