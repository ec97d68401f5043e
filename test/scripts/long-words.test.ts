// The build's list of the day's reading's long words, hyphenated (scripts/hyphenate/long-words.ts;
// docs/decisions/061-hyphenation.md).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SOFT_HYPHEN } from '../../scripts/hyphenate/hyphenate.ts'
import {
  LONG_WORDS_MODULE,
  longWordsModule,
  longWordsOf,
  READING_FILES,
} from '../../scripts/hyphenate/long-words.ts'

/** The German content files a domain module imports (domain/content/de/<file>.ts). */
const germanFilesOf = (module: string) =>
  [
    ...readFileSync(resolve(import.meta.dirname, '../../domain', module), 'utf8').matchAll(
      /from '\.\/content\/de\/([\w-]+)\.ts'/g,
    ),
  ].map(([, file]) => file)

describe('the reading’s long words', () => {
  it('come from every content file the Worker says the reading from', () => {
    const used = new Set([...germanFilesOf('reading-language.ts'), ...germanFilesOf('codons-language.ts')])
    // And the sentences of a feeling said, which the reading's words read by descriptor.
    expect([...used].sort()).toEqual(READING_FILES.filter((f) => f !== 'said-feeling'))
  })

  it('are the string literals’ words of 12 letters or more, once each, with their soft hyphens', () => {
    const sources = [
      "// Kommentarwörterbuch is not shown\nexport const A = ['Zeit, herunterzufahren.', 'Zusammenarbeit']",
      "export const B = { x: 'herunterzufahren', y: 'kurz' }",
    ]
    const list = longWordsOf(sources, 'de').split(' ')
    expect(list.map((w) => w.replaceAll(SOFT_HYPHEN, ''))).toEqual(['Zusammenarbeit', 'herunterzufahren'])
    for (const word of list) expect(word).toContain(SOFT_HYPHEN)
  })

  it('are kept current in domain/content/long-words.ts (run `npm run hyphens` after changing the reading’s words)', () => {
    expect(readFileSync(LONG_WORDS_MODULE, 'utf8')).toBe(longWordsModule())
  })
})
