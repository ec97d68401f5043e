// `npm run messages`: compiles the catalogues (domain/messages/<locale>/*.json) into the modules the
// app and the Worker import, after checking every language against English (catalogues.ts).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { LOCALES, TRANSLATED_LOCALES } from '../../domain/locale.ts'
import {
  catalogueProblems,
  compiledFiles,
  keysInTwoNamespaces,
  namespaces,
  readCatalogue,
  unreadableArguments,
} from './catalogues.ts'

const problems = [
  ...keysInTwoNamespaces(),
  ...['en' as const, ...TRANSLATED_LOCALES].flatMap((l) =>
    namespaces().flatMap((n) => unreadableArguments(readCatalogue(l, n), `${l}/${n}`)),
  ),
  ...TRANSLATED_LOCALES.flatMap((l) => namespaces().flatMap((n) => catalogueProblems(l, n))),
]
if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
for (const { path, text } of compiledFiles()) {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}
console.log(`compiled ${namespaces().length} namespace(s) in ${LOCALES.length} languages`)
