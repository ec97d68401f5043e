// The app's language (docs/decisions/056-languages.md): the compiled catalogues (domain/messages),
// English's loaded with the app, another language's chunk only when it is the one spoken, formatted
// by domain/message-format.ts. The edge served the page in the language the browser asks for (<html lang>); a
// choice the person made in the menu is kept on this device and wins over the page's language.
import { DEFAULT_LOCALE, isLocale, type Locale, ownTag, spokenLocale } from '@domain/locale.ts'
import { type CompiledMessage, formatMessage, type MessageValues } from '@domain/message-format.ts'
import { messages as shellEn } from '@domain/messages/compiled/en/shell.ts'
import { useSyncExternalStore } from 'react'
import { getConfig } from '@/lib/config.ts'
import { deviceStore, storedText } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

type Messages = Record<string, CompiledMessage>

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

/**
 * Another language's catalogues, every namespace at once (domain/messages/compiled/<locale>/index.ts):
 * loaded when the language is spoken, before the first render. English's come with each screen's code.
 */
const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: object }>> = {
  es: () => import('@domain/messages/compiled/es/index.ts'),
  de: () => import('@domain/messages/compiled/de/index.ts'),
  'en-XA': () => import('@domain/messages/compiled/en-XA/index.ts'),
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
 * Loads a language's catalogues (once) and speaks it; false when a later request overtook it while
 * its catalogues loaded (a second pick in the menu), which then is the one spoken.
 */
export async function activateLocale(locale: Locale): Promise<boolean> {
  const mine = ++requested
  if (locale !== 'en' && !state.messages[locale]) load(locale, (await CATALOGUES[locale]()).messages)
  if (mine !== requested) return false
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
 * A namespace's messages (domain/messages/<locale>/<namespace>.json): its English catalogue joins
 * the loaded messages when the screen's code loads, and the returned hook formats them in the language spoken,
 * re-rendering when it changes: `const t = useCompassText(); t('compass.title')`.
 */
export function catalogue<M extends object>(english: M): () => Text<keyof M & string> {
  load(DEFAULT_LOCALE, english)
  return () => {
    useSyncExternalStore(subscribe, spokenNow, spokenNow)
    return translate
  }
}

/** The shell's messages (the bar, the menu, the picker): `t('nav.compass')`. */
export const useShellText = catalogue(shellEn)

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
