// A small Vite plugin for the reading's words as data (domain/reading-language.ts, readingSentencesIn):
// `reading-words.<locale>.json` for each language Luna translates, emitted at the output root by
// `vite build` (the service worker keeps them) and served by a middleware in `vite dev`. The app says a
// reading it computes without the network with them (web/src/features/compass/api/offline-compass.ts).
// About 40 KB gzipped each: not precached for every visitor, but kept by the service worker for the
// language a visitor's compass is asked in (web/src/sw.ts).
import type { Plugin } from 'vite'
import { TRANSLATED_LOCALES } from '../../domain/locale.ts'
import { readingSentencesIn } from '../../domain/reading-language.ts'

/** The file of a language's reading words. */
export const readingWordsFile = (locale: string): string => `reading-words.${locale}.json`

/** Each translated language's file and its JSON. */
export function readingWordsFiles(): { fileName: string; source: string }[] {
  return TRANSLATED_LOCALES.flatMap((locale) => {
    const words = readingSentencesIn(locale)
    return words ? [{ fileName: readingWordsFile(locale), source: JSON.stringify(words) }] : []
  })
}

export function lunaReadingWords(): Plugin {
  // Made once per build or dev server: the domain's modules are imported once by the config.
  let files: { fileName: string; source: string }[] | null = null
  const made = () => {
    files ??= readingWordsFiles()
    return files
  }
  return {
    name: 'luna-reading-words',
    generateBundle() {
      for (const { fileName, source } of made()) this.emitFile({ type: 'asset', fileName, source })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? ''
        const file = made().find((f) => f.fileName === name)
        if (!file) return next()
        res.setHeader('Content-Type', 'application/json')
        res.end(file.source)
      })
    },
  }
}
