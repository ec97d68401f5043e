// The app's catalogues (docs/decisions/056-languages.md): one JSON file per language and namespace
// in domain/messages/<locale>/<namespace>.json, every message in ICU MessageFormat. Compiled here,
// once, into domain/messages/compiled/<locale>/<namespace>.ts (Lingui's compiled form: the app and
// the Worker carry no message parser), and checked: every language has exactly English's keys, and
// each message takes the same arguments, of the same kinds, as its English.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { LOCALES, type Locale, PSEUDO_LOCALE } from '../../domain/locale.ts'
import { MESSAGE_KINDS } from '../../domain/message-format.ts'

export const MESSAGES_DIR = join(import.meta.dirname, '..', '..', 'domain', 'messages')

export type Catalogue = Record<string, string>

/** The namespaces, as English has them (every language has the same files). */
export function namespaces(): string[] {
  return readdirSync(join(MESSAGES_DIR, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort()
}

export function readCatalogue(locale: Locale, namespace: string): Catalogue {
  return JSON.parse(readFileSync(join(MESSAGES_DIR, locale, `${namespace}.json`), 'utf8')) as Catalogue
}

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
}

/**
 * English's words as the pseudo-language writes them (domain/locale.ts, PSEUDO_LOCALE): every letter
 * that has an accented form takes it, and every vowel is written twice, which makes the text about
 * 40% longer, in long words, as German's are. A part's tags (`<link>`) stay as they are.
 */
export function pseudo(text: string): string {
  return text
    .split(/(<\/?\w+>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/[a-zA-Z]/g, (c) =>
            /[aeiouAEIOU]/.test(c) ? (ACCENTED[c] ?? c).repeat(2) : (ACCENTED[c] ?? c),
          ),
    )
    .join('')
}

/** A language's catalogue of a namespace: the pseudo-language's is made from English's. */
export function catalogueOf(locale: Locale, namespace: string): Record<string, unknown[]> {
  const source = readCatalogue(locale === PSEUDO_LOCALE ? 'en' : locale, namespace)
  const map = locale === PSEUDO_LOCALE ? pseudo : undefined
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [k, compileMessageOrThrow(v, map)]))
}

/** A message's arguments, each with its kind: `name` (a plain placeholder), `select`, `plural`… */
export function argumentsOf(message: CompiledMessage): Map<string, string> {
  const found = new Map<string, string>()
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue
      const [name, kind, format] = token
      if (name !== '#') found.set(name, kind ?? 'name')
      if (format && typeof format === 'object')
        for (const [key, branch] of Object.entries(format))
          if (key !== 'offset' && Array.isArray(branch)) visit(branch as CompiledMessage)
    }
  }
  visit(message)
  return found
}

const listed = (args: Map<string, string>) =>
  [...args]
    .map(([name, kind]) => `${name}: ${kind}`)
    .sort()
    .join(', ')

/**
 * Keys English gives in more than one namespace: the app merges every namespace into one catalogue
 * per language, so a key must be said once.
 */
export function keysInTwoNamespaces(): string[] {
  const seen = new Map<string, string>()
  const twice: string[] = []
  for (const namespace of namespaces())
    for (const key of Object.keys(readCatalogue('en', namespace))) {
      const first = seen.get(key)
      if (first) twice.push(`"${key}" is in ${first} and ${namespace}`)
      else seen.set(key, namespace)
    }
  return twice
}

/** What is wrong with a language's catalogue against English's: an empty list when nothing is. */
export function catalogueProblems(locale: Locale, namespace: string): string[] {
  return problemsAgainstEnglish(
    readCatalogue('en', namespace),
    readCatalogue(locale, namespace),
    `${locale}/${namespace}`,
  )
}

/**
 * English's arguments the app's formatter cannot read (domain/message-format.ts): a `{n, number}` or
 * `{d, date}` would come out as its bare value, so numbers and dates are formatted before they are
 * passed (web/src/lib/format.ts); and a plural or select without its `other` case.
 */
export function unreadableArguments(en: Catalogue, where: string): string[] {
  const problems: string[] = []
  for (const [key, text] of Object.entries(en)) {
    const visit = (tokens: CompiledMessage) => {
      for (const token of tokens) {
        if (typeof token === 'string') continue
        const [name, kind, format] = token
        if (kind && !MESSAGE_KINDS.includes(kind))
          problems.push(
            `${where}: "${key}" formats {${name}} as ${kind}; pass it formatted (a plain {${name}})`,
          )
        if (
          kind &&
          MESSAGE_KINDS.includes(kind) &&
          !(format && typeof format === 'object' && 'other' in format)
        )
          problems.push(`${where}: "${key}" has no "other" case for {${name}}`)
        if (format && typeof format === 'object')
          for (const [k, branch] of Object.entries(format))
            if (k !== 'offset' && Array.isArray(branch)) visit(branch as CompiledMessage)
      }
    }
    visit(compileMessageOrThrow(text))
  }
  return problems
}

/** What is wrong with `other` against the English catalogue `en` (named `where` in each line). */
export function problemsAgainstEnglish(en: Catalogue, other: Catalogue, where: string): string[] {
  const problems: string[] = []
  for (const key of Object.keys(en)) if (!(key in other)) problems.push(`${where}: "${key}" is missing`)
  for (const key of Object.keys(other)) {
    if (!(key in en)) {
      problems.push(`${where}: "${key}" is not in English`)
      continue
    }
    const text = other[key]
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${where}: "${key}" is empty`)
      continue
    }
    let compiled: CompiledMessage
    try {
      compiled = compileMessageOrThrow(text)
    } catch (e) {
      problems.push(`${where}: "${key}" is not ICU MessageFormat (${(e as Error).message})`)
      continue
    }
    const want = listed(argumentsOf(compileMessageOrThrow(en[key] as string)))
    const have = listed(argumentsOf(compiled))
    if (want !== have) problems.push(`${where}: "${key}" takes {${have}}, English {${want}}`)
    const tags = (m: string) =>
      [...m.matchAll(/<(\w+)>/g)]
        .map((t) => t[1])
        .sort()
        .join(', ')
    if (tags(text) !== tags(en[key] as string))
      problems.push(`${where}: "${key}" has the parts <${tags(text)}>, English <${tags(en[key] as string)}>`)
  }
  return problems
}

/** The generated module of one catalogue, typed by English's keys. */
export function compiledModule(locale: Locale, namespace: string): string {
  const catalogue = catalogueOf(locale, namespace)
  const entries = Object.keys(readCatalogue('en', namespace))
    .filter((key) => key in catalogue)
    .map((key) => `  ${JSON.stringify(key)}: ${JSON.stringify(catalogue[key])},`)
  const source =
    locale === PSEUDO_LOCALE
      ? `domain/messages/en/${namespace}.json, as the pseudo-language writes it`
      : `domain/messages/${locale}/${namespace}.json`
  // Lingui's compiled form, as plain data: domain/ imports nothing outside itself (web/src/lib/i18n.ts
  // formats it with domain/message-format.ts). English's keys type every other language's.
  const typed =
    locale === 'en'
      ? `export const messages = {\n${entries.join('\n')}\n}\n`
      : `export const messages: Record<keyof typeof import('../en/${namespace}.ts').messages, unknown[]> = {\n${entries.join('\n')}\n}\n`
  return [
    `// Generated by \`npm run messages\` from ${source} (scripts/messages/catalogues.ts): do not edit.`,
    '',
    typed,
  ].join('\n')
}

/** Every generated file: its path under domain/messages/compiled and its text. */
export function compiledFiles(): { path: string; text: string }[] {
  return LOCALES.flatMap((locale) =>
    namespaces().map((namespace) => ({
      path: join(MESSAGES_DIR, 'compiled', locale, `${namespace}.ts`),
      text: compiledModule(locale, namespace),
    })),
  )
}
