// The app's language (docs/decisions/056-languages.md): the compiled catalogues (domain/messages),
// English's loaded with each screen's code, another language's namespace by namespace, each a chunk
// loaded only when that language is spoken and a screen that uses it is loaded; formatted by
// domain/message-format.ts. The edge served the page in the language the browser asks for (<html lang>); a
// choice the person made in the menu is kept on this device and wins over the page's language.
import { DEFAULT_LOCALE, isLocale, type Locale, ownTag, spokenLocale } from '@domain/locale.ts'
import { formatMessage, type MessageValues } from '@domain/message-format.ts'
import { messages as shellEn } from '@domain/messages/compiled/en/shell.ts'
import { use, useSyncExternalStore } from 'react'
import { getConfig } from '@/lib/config.ts'
import { deviceStore, storedText } from '@/lib/device-state/stored.ts'
import type { LanguageFile, LanguageFiles } from '@/lib/language-files/table.ts'
import { KEYS } from '@/lib/storage.ts'

type Messages = LanguageFile['messages']

/** The language spoken and every catalogue loaded so far, per language (each screen's English joins it). */
const state: { locale: Locale; messages: Partial<Record<Locale, Messages>> } = {
  locale: DEFAULT_LOCALE,
  messages: { [DEFAULT_LOCALE]: {} },
}
const listeners = new Set<() => void>()

function load(locale: Locale, messages: object): void {
  state.messages[locale] = { ...state.messages[locale], ...(messages as Messages) }
}

/** The language spoken now. */
export const spokenNow = (): Locale => state.locale

/**
 * A message in the language spoken: English's where that language lacks it (the catalogues' check
 * keeps every language complete, so only a screen loaded before its language's chunk would).
 */
function translate(key: string, values: MessageValues = {}): string {
  const message = state.messages[state.locale]?.[key] ?? state.messages[DEFAULT_LOCALE]?.[key]
  return message ? formatMessage(message, values, state.locale) : key
}

/** Each language's table of its catalogues' chunks (lib/language-files/). */
const LANGUAGE_TABLES: Record<Exclude<Locale, 'en'>, () => Promise<{ LANGUAGE_FILES: LanguageFiles }>> = {
  es: () => import('@/lib/language-files/es.ts'),
  de: () => import('@/lib/language-files/de.ts'),
  'en-XA': () => import('@/lib/language-files/en-XA.ts'),
}
/** The tables loaded or loading; one that could not be loaded (offline before it was cached) is asked for again. */
const tables = new Map<Locale, Promise<LanguageFiles>>()
function languageFiles(locale: Exclude<Locale, 'en'>): Promise<LanguageFiles> {
  let table = tables.get(locale)
  if (!table) {
    table = LANGUAGE_TABLES[locale]().then(
      (m) => m.LANGUAGE_FILES,
      (error: unknown) => {
        tables.delete(locale)
        throw error
      },
    )
    tables.set(locale, table)
  }
  return table
}

/** The namespaces whose English the loaded code has registered (`catalogue`): the screens loaded so far. */
const registered = new Set<string>()
/** Each language's namespaces asked for ('<locale>/<namespace>'): loading, or settled (their `status`). */
const loading = new Map<string, Promise<boolean>>()
/** Those that could not be loaded, until asked for again. */
const failed = new Set<string>()

/**
 * A language's catalogue of one namespace, loaded once: the same promise for every caller (React's
 * `use` needs one), true once loaded. It never rejects: a namespace that cannot be loaded (offline)
 * gives false, and stays so (its messages English's, no screen waiting on it) until the language's
 * catalogues are asked for again (`retry`: a change of language, a screen's code loaded).
 */
function namespaceLoad(locale: Locale, namespace: string, retry = false): Promise<boolean> {
  const key = `${locale}/${namespace}`
  if (retry && failed.has(key)) {
    failed.delete(key)
    loading.delete(key)
  }
  let promise = loading.get(key)
  if (!promise) {
    promise = (locale === 'en' ? Promise.resolve({}) : languageFiles(locale))
      .then((files: LanguageFiles) => files[`./${namespace}.ts`]?.() ?? { messages: {} })
      .then(
        (m) => {
          load(locale, m.messages)
          return true
        },
        () => {
          failed.add(key)
          return false
        },
      )
    loading.set(key, promise)
    // Settled, it says so as React reads a promise (`status`, `value`): `use` then returns at once.
    const settled = promise as Promise<boolean> & { status?: string; value?: boolean }
    void promise.then((value) => Object.assign(settled, { status: 'fulfilled', value }))
  }
  return promise
}

/**
 * Loads a language's catalogues of `namespaces` (English's are loaded with their code): true when
 * every one is loaded.
 */
async function loadNamespaces(locale: Locale, namespaces: Iterable<string>): Promise<boolean> {
  if (locale === DEFAULT_LOCALE) return true
  const done = await Promise.all([...namespaces].map((n) => namespaceLoad(locale, n, true)))
  return done.every(Boolean)
}

/**
 * A screen's code, with the language spoken's catalogues of every namespace it registered loaded
 * before it renders (router.tsx wraps each lazy route with it): no screen shows English first.
 */
export async function withCatalogues<T>(code: Promise<T>): Promise<T> {
  const m = await code
  await loadNamespaces(state.locale, registered)
  return m
}

/** The languages this deployment offers (the Worker's configuration): English always. */
export const offeredLocales = (): readonly Locale[] => {
  const list = getConfig().locales
  return list.length > 0 ? list : [DEFAULT_LOCALE]
}

/** luna_locale: the language the person picked on this device; absent follows the browser. */
export const localeAtom = storedText(KEYS.locale, { accept: isLocale })

/** The language to start in: the person's kept choice when offered, else the page's own. */
export function startLocale(): Locale {
  return spokenLocale(deviceStore.get(localeAtom), document.documentElement.lang, offeredLocales())
}

/** The latest language asked for: an earlier request whose catalogues arrive later gives way to it. */
let requested = 0

/**
 * Loads a language's catalogues of every screen loaded so far (once) and speaks it; throws when they
 * cannot be loaded (the language spoken stays as it was); false when a later request overtook it
 * while its catalogues loaded (a second pick in the menu), which then is the one spoken.
 */
export async function activateLocale(locale: Locale): Promise<boolean> {
  const mine = ++requested
  const ready = await loadNamespaces(locale, registered)
  // A later pick overtook this one: that one is spoken, whatever became of this one.
  if (mine !== requested) return false
  if (!ready) throw new Error(`The catalogues of ${locale} could not be loaded`)
  const changed = state.locale !== locale
  state.locale = locale
  if (typeof document !== 'undefined') document.documentElement.lang = locale
  if (changed) for (const listener of listeners) listener()
  return true
}

/**
 * The person picked a language in the menu: spoken at once, then kept on this device (no cookie:
 * Luna sets none; the app and the first frame read the kept choice, docs/decisions/056-languages.md).
 */
export async function chooseLocale(locale: Locale): Promise<boolean> {
  const spoken = await activateLocale(locale)
  if (spoken) deviceStore.set(localeAtom, locale)
  return spoken
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

/** Formats one message of a namespace, typed by its English catalogue's keys. */
export type Text<K extends string> = (key: K, values?: MessageValues) => string

/**
 * A namespace's hook; `now`, its messages formatted outside a render in the language spoken; and
 * `loaded()`, the same once that language's namespace is here (a toast of a write the outbox sends
 * later, from a page that never loaded it): English's if it cannot be loaded.
 */
export type Catalogue<K extends string> = (() => Text<K>) & { now: Text<K>; loaded: () => Promise<Text<K>> }

/**
 * A namespace's messages (domain/messages/<locale>/<namespace>.json): its English catalogue joins
 * the loaded messages when the screen's code loads, and the returned hook formats them in the language spoken,
 * re-rendering when it changes: `const t = useCompassText(); t('compass.title')`. Outside a render,
 * `useCompassText.now('…')` formats one in the language spoken at that moment (English's when that
 * language's namespace is not loaded), and `await useCompassText.loaded()` first loads it.
 */
export function catalogue<M extends object>(english: M, namespace: string): Catalogue<keyof M & string> {
  load(DEFAULT_LOCALE, english)
  registered.add(namespace)
  const hook = () => {
    const locale = useSyncExternalStore(subscribe, spokenNow, spokenNow)
    // A screen loaded without withCatalogues (a lazy part of a screen) waits for its words (English's
    // stand in for those that cannot be loaded). In another language the hook reads its namespace's
    // load on every render, never only while waiting: React replays a component that waited expecting
    // the same hooks, and one first mounting without that call throws ("Update hook called on initial
    // render", recovered by rendering it all again). A settled load is read at once (its `status`).
    if (locale !== DEFAULT_LOCALE) use(namespaceLoad(locale, namespace))
    return translate
  }
  const loaded = async () => {
    await namespaceLoad(state.locale, namespace)
    return translate
  }
  return Object.assign(hook, { now: translate, loaded })
}

/** The shell's messages (the bar, the menu, the picker): `t('nav.compass')`. */
export const useShellText = catalogue(shellEn, 'shell')

/** The language spoken, re-rendering when it changes (the app's root keys its tree by it). */
export function useSpokenLocale(): Locale {
  return useSyncExternalStore(subscribe, spokenNow, spokenNow)
}

/**
 * The conventions numbers and dates follow in the language spoken (Intl): Spanish's and German's
 * ("81,387", "30 de noviembre de 2026", "30. November 2026"); US English for English and the
 * pseudo-language, as the spec writes them.
 */
export function formatLocale(): string {
  const locale = state.locale
  return locale === 'es' || locale === 'de' ? locale : 'en-US'
}

/**
 * The visitor's own conventions for their clock and short dates, in the language spoken: the first of
 * the browser's languages that is that language ('en-GB' writes "21 Nov, 14:30"), else the language's
 * own (a German speaker in an English browser reads German dates).
 */
export function visitorLocale(): string | undefined {
  if (typeof navigator === 'undefined') return undefined
  return ownTag(state.locale, browserLanguages()) ?? formatLocale()
}

/** The browser's languages, most wanted first (empty outside a browser). */
export const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
