// `npm run hyphens`: writes domain/content/long-words.ts, the day's reading's long words with their soft
// hyphens, from the languages' reading files (long-words.ts). Run it after changing those files; a test
// (test/scripts/long-words.test.ts) fails while the module is behind them.
import { writeFileSync } from 'node:fs'
import { LONG_WORDS_MODULE, longWordsModule } from './long-words.ts'

writeFileSync(LONG_WORDS_MODULE, longWordsModule())
console.log(`wrote ${LONG_WORDS_MODULE}`)
