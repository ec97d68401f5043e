// The languages Luna speaks and how a visitor's is chosen (docs/decisions/056-languages.md): the
// person's own choice kept on the device first (spokenLocale, in the browser), then the browser's
// Accept-Language (negotiateLocale, at the edge), then English.
// A language is offered only once every catalogue of it is complete: a page half in German is worse
// than one in English. Pure, so the Worker (at the edge) and the app choose the same way.

import type { IsoWeekday } from './calendar.ts'

/**
 * Every language Luna has catalogues for, English first (the spec's own words), and the
 * pseudo-language `en-XA`: English accented and about 40% longer, made from English's catalogues by
 * `npm run messages`, to find words no catalogue holds yet and layouts that break on longer words.
 * No browser asks for it (its Accept-Language would be English); only a deployment that lists it in
 * LOCALES offers it, as the browser tests do.
 */
export const LOCALES = ['en', 'es', 'de', 'en-XA'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'
export const PSEUDO_LOCALE: Locale = 'en-XA'

/**
 * The language of the content a language reads (the day's reading, the codons…): the pseudo-language
 * reads English's, which it does not alter (docs/decisions/058-reading-languages.md).
 */
export const contentLocale = (locale: Locale): Locale => (locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale)

/**
 * Whether a day computed on the device speaks the language: its words are English's (the reading's
 * other languages are the server's, docs/decisions/058-reading-languages.md).
 */
export const computedInEnglish = (locale: Locale): boolean => contentLocale(locale) === DEFAULT_LOCALE

/** The languages whose catalogues are written by hand (English's keys, their own words). */
export const TRANSLATED_LOCALES: readonly Locale[] = ['es', 'de']

/** Each language's name in itself, as the picker shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  'en-XA': 'Ēñĝļîšĥ (pseudo)',
}

/**
 * The first of the browser's languages that is the one spoken ('en-GB' for English in a British
 * browser), which carries the visitor's own region; undefined when none is. The pseudo-language is
 * English.
 */
export function ownTag(spoken: Locale, browserLanguages: readonly string[]): string | undefined {
  const language = spoken === PSEUDO_LOCALE ? 'en' : spoken
  return browserLanguages.find((l) => l.toLowerCase().split('-')[0] === language)
}

/** A week's first day, 1 (Monday) to 7 (Sunday), from a language tag: Intl's week data where the runtime has it. */
function firstDayOf(tag: string): number | undefined {
  try {
    const locale = new Intl.Locale(tag) as Intl.Locale & {
      getWeekInfo?: () => { firstDay?: number }
      weekInfo?: { firstDay?: number }
    }
    const day = (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay
    return typeof day === 'number' && day >= 1 && day <= 7 ? day : undefined
  } catch {
    return undefined
  }
}

/**
 * The day the visitor's week starts on, 1 (Monday) to 7 (Sunday): where the first of the browser's
 * languages that is the one spoken starts it ('en-GB' Monday, 'en-US' and 'es-MX' Sunday), else where
 * the language itself does (English Sunday, as in the US; Spanish and German Monday). The
 * pseudo-language's week is English's. Without Intl's week data: Sunday in English, Monday otherwise.
 */
export function firstDayOfWeek(spoken: Locale, browserLanguages: readonly string[]): IsoWeekday {
  const language = spoken === PSEUDO_LOCALE ? 'en' : spoken
  const tag = ownTag(spoken, browserLanguages) ?? language
  return (firstDayOf(tag) ?? firstDayOf(language) ?? (language === 'en' ? 7 : 1)) as IsoWeekday
}

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/**
 * The languages offered, from a comma-separated list (the Worker's `LOCALES` variable): the known
 * ones in LOCALES' order, English always among them, whatever else the list holds.
 */
export function offeredLocalesOf(list: string | null | undefined): Locale[] {
  const named = new Set((list ?? '').split(',').map((s) => s.trim().toLowerCase()))
  return LOCALES.filter((l) => l === DEFAULT_LOCALE || named.has(l.toLowerCase()))
}

/**
 * The language a page speaks once it is in the browser: the one the person picked on this device
 * when it is offered (a page from the service worker's cache may carry an older `lang`), else the
 * page's own `lang` (the edge negotiated it) when offered, else English.
 */
export function spokenLocale(
  kept: string | null | undefined,
  page: string | null | undefined,
  offered: readonly Locale[],
): Locale {
  if (isLocale(kept) && offered.includes(kept)) return kept
  if (isLocale(page) && offered.includes(page)) return page
  return DEFAULT_LOCALE
}

/** One language range of an Accept-Language header, with its weight. */
interface Range {
  tag: string
  q: number
}

/** The ranges of an Accept-Language header, heaviest first (in the header's order among equals). */
function rangesOf(header: string): Range[] {
  const ranges: Range[] = []
  for (const part of header.split(',').slice(0, 32)) {
    const [rawTag = '', ...params] = part.trim().split(';')
    const tag = rawTag.trim().toLowerCase()
    if (!/^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/.test(tag)) continue
    // A weight that is not one (q=2, q=high) makes the range malformed: it is left out.
    let q = 1
    for (const p of params) {
      if (!/^\s*q\s*=/i.test(p)) continue
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)
      q = m ? Number(m[1]) : -1
    }
    if (q > 0 && q <= 1) ranges.push({ tag, q })
  }
  return ranges
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.q - a.r.q || a.i - b.i)
    .map(({ r }) => r)
}

/**
 * The language a page is served in: the first range of Accept-Language whose language is offered
 * ("es-MX" is Spanish, "*" is English), else English.
 */
export function negotiateLocale(
  acceptLanguage: string | null | undefined,
  offered: readonly Locale[],
): Locale {
  for (const { tag } of rangesOf(acceptLanguage ?? '')) {
    if (tag === '*') return DEFAULT_LOCALE
    // The language, its region ignored: "es-MX" is Spanish, "en-XA" is English.
    const language = tag.split('-')[0]
    if (isLocale(language) && offered.includes(language)) return language
  }
  return DEFAULT_LOCALE
}
