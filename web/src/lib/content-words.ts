// A content file's words in the language spoken (docs/decisions/057-content-languages.md): English's
// come with the screen's code; another language's words are a chunk of their own
// (domain/content/<locale>/<file>.ts), loaded when a screen shows them in that language. Until they
// arrive the screen suspends, as it does for its own code; words that cannot be loaded (offline,
// before the chunk was cached) leave English's, and the next render asks again.

import type { Locale } from '@domain/locale.ts'
import { use } from 'react'
import { useSpokenLocale } from '@/lib/i18n.ts'

/** Each language's loader of a content file's words (English has none: its words are the file's). */
export type WordLoaders<W> = Partial<Record<Locale, () => Promise<W>>>

/** Every content file's loader of its words in a language, in the order their modules registered them. */
const registered: ((locale: Locale) => Promise<unknown> | undefined)[] = []

/** A mark in the registrations, before a screen's code loads (`wordsSince`). */
export const wordsMark = (): number => registered.length

/**
 * Loads, in `locale`, the words of every content file registered since `mark`: those of a screen
 * whose code just loaded, so that it renders with them instead of waiting for them once drawn
 * (web/src/router.tsx). Never rejects.
 */
export function wordsSince(mark: number, locale: Locale): Promise<unknown> {
  return Promise.all(registered.slice(mark).map((load) => load(locale)))
}

/**
 * The hook of one content file's words: undefined in English (and in a language without them, or
 * when not `wanted`: nothing to show), else that language's words, suspending while they load.
 */
export function contentWords<W>(loaders: WordLoaders<W>): (wanted?: boolean) => W | undefined {
  const loading = new Map<Locale, Promise<W | undefined>>()
  // Words that could not be loaded stay English's (no screen waiting on them) until the network
  // returns, when they are asked for again.
  const failed = new Set<Locale>()
  if (typeof window !== 'undefined')
    window.addEventListener('online', () => {
      for (const locale of failed) loading.delete(locale)
      failed.clear()
    })
  const load = (locale: Locale): Promise<W | undefined> | undefined => {
    const loader = loaders[locale]
    if (!loader || failed.has(locale)) return undefined
    let promise = loading.get(locale)
    if (!promise) {
      promise = loader().catch(() => {
        failed.add(locale)
        return undefined
      })
      loading.set(locale, promise)
    }
    return promise
  }
  registered.push(load)
  return (wanted = true) => {
    const locale = useSpokenLocale()
    const promise = wanted ? load(locale) : undefined
    return promise ? use(promise) : undefined
  }
}
