// The compass's greeting in Spanish and German (domain/greeting.ts, web/src/lib/frame-words.ts): the
// first-frame catalogue's messages, the day as Intl writes it in the language, and a return the next
// day welcomed with yesterday's feeling in the language's own word (its feelings catalogue), or
// without it where the word is not known.
import { type GreetingInput, compassGreeting as greet } from '@domain/greeting.ts'
import type { Locale } from '@domain/locale.ts'
import { messages as feelingsDe } from '@domain/messages/compiled/de/feelings.ts'
import { messages as frameDe } from '@domain/messages/compiled/de/frame.ts'
import { messages as feelingsEs } from '@domain/messages/compiled/es/feelings.ts'
import { messages as frameEs } from '@domain/messages/compiled/es/frame.ts'
import { describe, expect, it } from 'vitest'
import {
  FRAME_EN,
  type FrameMessages,
  feelingWordOf,
  feltWithCatalogue,
  frameWords,
  greetingWords as wordsOf,
} from '@/lib/frame-words.ts'

const FRAMES: Record<Locale, FrameMessages> = { en: FRAME_EN, es: frameEs, de: frameDe, 'en-XA': FRAME_EN }
const FEELINGS = { es: feelingsEs, de: feelingsDe }
/** A language's greeting words as the first frame has them: with its feelings' words, or without. */
const greetingWords = (locale: Locale, feelings = true) =>
  wordsOf(
    locale,
    frameWords(FRAMES[locale]),
    feelings && (locale === 'es' || locale === 'de') ? feelingWordOf(FEELINGS[locale], locale) : undefined,
  )

// A Thursday; local time is the machine's, as on the device.
const base: GreetingInput = {
  name: 'Ada',
  localTime: '09:30',
  today: '2026-11-26',
  now: new Date(2026, 10, 26, 9, 30),
  lastSeen: null,
  yesterdayFeeling: null,
}

describe('compassGreeting in Spanish and German', () => {
  it('greets by the time of day and writes the day as the language does', () => {
    expect(greet(base, greetingWords('de'))).toBe(
      'Guten Morgen, Ada. Hier siehst du, wie dein Donnerstag, 26. November, zu deinem Ausgangswert steht.',
    )
    expect(greet({ ...base, localTime: '19:00', name: null }, greetingWords('es'))).toBe(
      'Buenas noches. Así se ve este jueves, 26 de noviembre, frente a tu base.',
    )
  })

  it('welcomes back the next day with yesterday’s feeling in the language’s word, inside the sentence', () => {
    const back = { ...base, lastSeen: '2026-11-25', yesterdayFeeling: 'Weary', yesterdayValue: 18 }
    expect(greet(back, greetingWords('de'))).toBe(
      'Willkommen zurück, Ada. Gestern hast du „müde“ gewählt; hier siehst du, wie heute, Donnerstag, 26. November, zu deinem Ausgangswert steht.',
    )
    expect(
      greet({ ...back, yesterdayFeeling: 'Energized', yesterdayValue: 64, name: null }, greetingWords('de')),
    ).toContain('Gestern hast du „voller Energie“ gewählt;')
    expect(greet({ ...back, yesterdayFeeling: 'Anxious', yesterdayValue: 15 }, greetingWords('es'))).toBe(
      'Hola de nuevo, Ada. Ayer te sentiste con ansiedad; así se ve hoy, jueves, 26 de noviembre, frente a tu base.',
    )
  })

  it('welcomes back without naming a feeling it cannot say in the language, and says a gap', () => {
    const back = { ...base, lastSeen: '2026-11-25', yesterdayFeeling: 'Weary', yesterdayValue: 18 }
    // Without the feelings' words, or without the feeling's value (kept by an older version).
    expect(greet({ ...back, yesterdayValue: null }, greetingWords('de'))).toBe(
      greet(back, greetingWords('de', false)),
    )
    expect(greet(back, greetingWords('de', false))).toBe(
      'Willkommen zurück, Ada. Hier siehst du, wie heute, Donnerstag, 26. November, zu deinem Ausgangswert steht.',
    )
    expect(greet({ ...back, lastSeen: '2026-11-22' }, greetingWords('es'))).toBe(
      'Hola de nuevo, Ada. Han pasado 4 días; así se ve hoy, jueves, 26 de noviembre, frente a tu base.',
    )
  })

  it('greets the pseudo-language in English, which it reads', () => {
    expect(greet(base, greetingWords('en-XA'))).toBe(greet(base, greetingWords('en')))
  })

  it('names the feeling in the app as the first frame does, and never in English inside another language', () => {
    const back = { ...base, lastSeen: '2026-11-25', yesterdayFeeling: 'Weary', yesterdayValue: 18 }
    // The check-in's useFeelingWord: German's word, or the descriptor itself while its catalogue is not loaded.
    const loaded = (descriptor: string, inSentence: boolean) =>
      descriptor === 'Weary' ? (inSentence ? 'müde' : 'Müde') : descriptor
    const notLoaded = (descriptor: string) => descriptor
    const app = (word: (d: string, s: boolean) => string) =>
      wordsOf('de', frameWords(FRAMES.de), feltWithCatalogue(word))
    expect(greet(back, app(loaded))).toBe(greet(back, greetingWords('de')))
    expect(greet(back, app(notLoaded))).toBe(greet(back, greetingWords('de', false)))
    expect(greet({ ...back, yesterdayValue: null }, app(loaded))).toBe(
      greet(back, greetingWords('de', false)),
    )
  })
})
