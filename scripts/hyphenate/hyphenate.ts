// German's and Spanish's long words, hyphenated for the screen (docs/decisions/061-hyphenation.md):
// a soft hyphen (U+00AD) at each of the word's hyphenation points, by Liang's patterns (the `hyphen`
// package's, TeX's). The browser breaks a word there only when it would not fit its line, and shows
// a hyphen where it does; on a phone at 200% zoom German's compounds ("Datenschutzerklärung") would
// otherwise break anywhere.
import { createRequire } from 'node:module'
import { SOFT_HYPHEN } from '../../domain/soft-hyphens.ts'

const require = createRequire(import.meta.url)

type Hyphenator = (text: string) => string
const createHyphenator = require('hyphen/hyphen.js') as (
  patterns: unknown,
  options: { minWordLength: number; hyphenChar?: string; exceptions?: string[] },
) => Hyphenator

/** Words shorter than this stay whole: they fit a line of the narrowest page (16rem). */
export const MIN_WORD_LENGTH = 12

export { SOFT_HYPHEN }

export type HyphenatedLanguage = 'de' | 'es'

const PATTERNS: Record<HyphenatedLanguage, string> = {
  de: 'hyphen/patterns/de-1996.js',
  es: 'hyphen/patterns/es.js',
}

/**
 * Words whose patterns' breaks are wrong, with their breaks as a dictionary writes them (hyphens):
 * TeX's German patterns break "Asparag-insäure" and "En-ergie".
 */
const EXCEPTIONS: Record<HyphenatedLanguage, string[]> = {
  de: ['As-pa-ra-gin-säu-re', 'Ener-gie-schü-ben', 'Ener-gie-schub'],
  es: [],
}

const made = new Map<HyphenatedLanguage, Hyphenator>()

/** `text` with soft hyphens in its words of MIN_WORD_LENGTH letters or more. */
export function hyphenate(text: string, language: HyphenatedLanguage): string {
  let hyphenator = made.get(language)
  if (!hyphenator) {
    hyphenator = createHyphenator(require(PATTERNS[language]), {
      minWordLength: MIN_WORD_LENGTH,
      exceptions: EXCEPTIONS[language],
    })
    made.set(language, hyphenator)
  }
  return hyphenator(text)
}

// A single-quoted string literal of a content file (its escapes kept as written).
const LITERAL = /'((?:[^'\\\n]|\\.)*)'/g

/**
 * A content module's source with its shown strings hyphenated: every single-quoted literal but a
 * module path ('../documents.ts'). The content files hold only words people read
 * (docs/decisions/057-content-languages.md), so no literal of theirs is a key.
 */
export function hyphenateModule(code: string, language: HyphenatedLanguage): string {
  return code.replace(LITERAL, (whole, body: string) =>
    /^\.{1,2}\//.test(body) ? whole : `'${hyphenate(body, language)}'`,
  )
}
