// The words the compass's first frame paints before the app runs (domain/messages/<locale>/frame.json):
// plain text and plain placeholders only, so that index.html's inline script formats them without
// Lingui (docs/decisions/056-languages.md). Each first-frame script carries the languages it paints:
// English's (the pseudo-language paints English's), or with Spanish's and German's in the script of a
// page in those languages (docs/decisions/059-first-frame-per-language.md). The app reads the same
// catalogue through its hook (components/shell/frame-text.ts).

import { formatWeekdayMonthDay } from '@domain/dates.ts'
import { codonIndexFromValue } from '@domain/emotion.ts'
import { feelingInSentence, feltWord } from '@domain/felt-word.ts'
import type { GreetingWords } from '@domain/greeting.ts'
import { computedInEnglish, type Locale } from '@domain/locale.ts'
import type { messages as feelingsEn } from '@domain/messages/compiled/en/feelings.ts'
import { messages as en } from '@domain/messages/compiled/en/frame.ts'
import { MOON_PHASES, type MoonPhaseName } from '@domain/moon.ts'

/** A message of the first frame's catalogue. */
export type FrameKey = keyof typeof en

/** Formats a message of the first frame's catalogue, as the app's FrameText does. */
export type FrameText = (key: FrameKey, values?: Record<string, string>) => string

/** A language's compiled first-frame catalogue. */
export type FrameMessages = Readonly<Record<FrameKey, readonly unknown[]>>

/** English's first-frame words. */
export const FRAME_EN: FrameMessages = en

/** Formats the messages of one language's first-frame catalogue. */
export function frameWords(messages: FrameMessages): FrameText {
  return (key, values = {}) =>
    (messages[key] ?? [])
      .map((t) => (typeof t === 'string' ? t : (values[String((t as unknown[])[0])] ?? '')))
      .join('')
}

/** A language's compiled catalogue of the 64 feeling words (domain/messages/<locale>/feelings.json). */
export type FeelingMessages = Readonly<Record<keyof typeof feelingsEn, readonly unknown[]>>

/**
 * A feeling in the words of a language's feelings catalogue, as it stands inside a sentence: the word
 * of its slider value (domain/emotion.ts, codonIndexFromValue; the word the check-in showed), or
 * undefined without one. The first frame's counterpart of the check-in's useFeelingWord, without
 * English's list of descriptors.
 */
export function feelingWordOf(
  messages: FeelingMessages,
  locale: Locale,
): (descriptor: string, value: number | null) => string | undefined {
  return (_descriptor, value) => {
    if (value === null) return undefined
    const [word] = messages[`feeling.${codonIndexFromValue(value) + 1}` as keyof FeelingMessages] ?? []
    return typeof word === 'string' ? feelingInSentence(word, locale) : undefined
  }
}

/**
 * The app's counterpart of feelingWordOf, from the check-in's useFeelingWord (`word`: the descriptor's
 * word in the language spoken, in a sentence's case, or the descriptor itself where the catalogue is
 * not loaded): the same word the first frame says, only with the feeling's slider value kept, and
 * never English's word in another language's sentence.
 */
export function feltWithCatalogue(
  word: (descriptor: string, inSentence: boolean) => string,
): GreetingWords['felt'] {
  return (descriptor, value) => {
    const said = value === null ? undefined : word(descriptor, true)
    return said === descriptor ? undefined : said
  }
}

/**
 * The compass's greeting's words in `locale` (domain/greeting.ts): the first-frame catalogue's
 * messages (`say`: the first frame's formatter, or the app's hook), the day as Intl writes it in that
 * language, and yesterday's feeling: English's word after "you felt" (feltWord), another language's
 * from its feelings catalogue (`feelingWord`: the app's useFeelingWord, or the first frame's
 * feelingWordOf); without it, such a return is welcomed without the feeling.
 */
export function greetingWords(
  locale: Locale,
  say: GreetingWords['say'],
  feelingWord?: GreetingWords['felt'],
): GreetingWords {
  if (computedInEnglish(locale)) return { say, day: formatWeekdayMonthDay, felt: feltWord }
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' })
  return { say, day: (now) => format.format(now), felt: feelingWord }
}

/**
 * The Moon's phase by its English name (domain/moon.ts), in the words of `t` (the first frame's
 * catalogue); a name it does not know (kept by an older version) as it is.
 */
export function moonWords(t: FrameText, moon: string): string {
  const index = MOON_PHASES.indexOf(moon as MoonPhaseName)
  return index < 0 ? moon : t(`moon.${index}` as FrameKey)
}
