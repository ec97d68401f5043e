// The long words of the day's reading, hyphenated (domain/soft-hyphens.ts; docs/decisions/061-hyphenation.md).
// The Worker says the day's reading from these content files (domain/reading-language.ts,
// domain/codons-language.ts) without soft hyphens: its sentences are matched as written. Their words of
// MIN_WORD_LENGTH letters or more, each with its soft hyphens, are kept in domain/content/long-words.ts
// (`npm run hyphens`), from which the compass puts them in when asked (`hyphens=soft`).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { type HyphenatedLanguage, hyphenate, MIN_WORD_LENGTH, SOFT_HYPHEN } from './hyphenate.ts'

/** The content files of a language whose words the day's reading says (domain/content/<language>/). */
export const READING_FILES = [
  'codons',
  'day-words',
  'feelings',
  'guidance',
  'hour-advice',
  'hour-words',
  'luna',
  'places',
  'said-feeling',
  'themes',
] as const

/** The path of a language's reading file. */
export const readingFile = (language: HyphenatedLanguage, file: string): string =>
  resolve(import.meta.dirname, '../../domain/content', language, `${file}.ts`)

// A single-quoted string literal (the content files' words). Text between two apostrophes of a comment
// matches too: a few words no sentence says join the list, which costs nothing but their bytes.
const LITERAL = /'((?:[^'\\\n]|\\.)*)'/g
const LONG_WORD = new RegExp(`\\p{L}{${MIN_WORD_LENGTH},}`, 'gu')

/** The words of MIN_WORD_LENGTH letters or more in the string literals of `sources`, sorted, hyphenated, joined by spaces. */
export function longWordsOf(sources: readonly string[], language: HyphenatedLanguage): string {
  const words = new Set<string>()
  for (const source of sources)
    for (const [, literal] of source.matchAll(LITERAL))
      for (const [word] of (literal ?? '').matchAll(LONG_WORD)) words.add(word)
  return [...words]
    .sort()
    .map((word) => hyphenate(word, language))
    .join(' ')
}

/** A language's long reading words, from its files on disk. */
export const readingLongWords = (language: HyphenatedLanguage): string =>
  longWordsOf(
    READING_FILES.map((file) => readFileSync(readingFile(language, file), 'utf8')),
    language,
  )

/** Where the lists are kept for the Worker and the app (written by `npm run hyphens`). */
export const LONG_WORDS_MODULE = resolve(import.meta.dirname, '../../domain/content/long-words.ts')

/** The source of domain/content/long-words.ts: each language's list, its soft hyphens written as escapes. */
export function longWordsModule(): string {
  const list = (language: HyphenatedLanguage) =>
    `'${readingLongWords(language).replaceAll(SOFT_HYPHEN, '\\u00ad')}'`
  return [
    '// Written by `npm run hyphens` (scripts/hyphenate/long-words.ts) from the reading files of each',
    "// language: do not edit. The day's reading's words of 12 letters or more, each with its soft hyphens",
    '// (U+00AD), separated by spaces (domain/soft-hyphens.ts; docs/decisions/061-hyphenation.md).',
    '',
    '/** German\u2019s long reading words, hyphenated. */',
    `export const LONG_WORDS_DE =\n  ${list('de')}`,
    '',
    '/** Spanish\u2019s long reading words, hyphenated. */',
    `export const LONG_WORDS_ES =\n  ${list('es')}`,
    '',
  ].join('\n')
}
