// The words the compass's first frame paints before the app runs, in each language that has them
// (domain/messages/<locale>/frame.json): plain text and plain placeholders only, so that index.html's
// inline script formats them without Lingui (docs/decisions/056-languages.md). The app reads the same
// catalogue through its hook (components/shell/frame-text.ts). The pseudo-language paints English here.

import type { Locale } from '@domain/locale.ts'
import { messages as de } from '@domain/messages/compiled/de/frame.ts'
import { messages as en } from '@domain/messages/compiled/en/frame.ts'
import { messages as es } from '@domain/messages/compiled/es/frame.ts'

/** A message of the first frame's catalogue. */
export type FrameKey = keyof typeof en

/** Formats a message of the first frame's catalogue, as the app's FrameText does. */
export type FrameText = (key: FrameKey, values?: Record<string, string>) => string

const FRAME: Partial<Record<Locale, Record<FrameKey, unknown[]>>> = { en, es, de }

/** The first frame's words in `locale` (English where it has none). */
export function frameWords(locale: Locale): FrameText {
  const messages = FRAME[locale] ?? en
  return (key, values = {}) =>
    (messages[key] ?? [])
      .map((t) => (typeof t === 'string' ? t : (values[String((t as unknown[])[0])] ?? '')))
      .join('')
}
