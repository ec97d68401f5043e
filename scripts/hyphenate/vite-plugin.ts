// The app's build hyphenates the long texts of Spanish and German (scripts/hyphenate/hyphenate.ts;
// docs/decisions/061-hyphenation.md): the legal pages, the help, the codex and Luna's prose (her reading
// of a profile's birth season), as the app shows them.
// The Worker's bundle (wrangler's) is not built by Vite: the API's sentences have soft hyphens only
// when the compass is asked for them (`hyphens=soft`; domain/content/long-words.ts).
import type { Plugin } from 'vite'
import { type HyphenatedLanguage, hyphenateModule } from './hyphenate.ts'

/** The content files whose words are long prose, by language. */
export const HYPHENATED = /\/domain\/content\/(de|es)\/(legal|help|codex|theory|luna)\.ts$/

export function lunaHyphenate(): Plugin {
  return {
    name: 'luna-hyphenate',
    enforce: 'pre',
    transform(code, id) {
      const match = HYPHENATED.exec(id.split('?')[0] ?? id)
      if (!match) return null
      return { code: hyphenateModule(code, match[1] as HyphenatedLanguage), map: null }
    },
  }
}
