// The compass's greeting in Spanish and German (domain/greeting.ts, web/src/lib/frame-words.ts): the
// first-frame catalogue's messages, the day as Intl writes it in the language, and a return the next
// day welcomed without naming a feeling the device cannot say in that language.
import { type GreetingInput, compassGreeting as greet } from '@domain/greeting.ts'
import type { Locale } from '@domain/locale.ts'
import { messages as frameDe } from '@domain/messages/compiled/de/frame.ts'
import { messages as frameEs } from '@domain/messages/compiled/es/frame.ts'
import { describe, expect, it } from 'vitest'
import { FRAME_EN, type FrameMessages, frameWords, greetingWords as wordsOf } from '@/lib/frame-words.ts'

const FRAMES: Record<Locale, FrameMessages> = { en: FRAME_EN, es: frameEs, de: frameDe, 'en-XA': FRAME_EN }
const greetingWords = (locale: Locale) => wordsOf(locale, frameWords(FRAMES[locale]))

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

  it('welcomes back without naming a feeling it cannot say in the language, and says a gap', () => {
    const back = { ...base, lastSeen: '2026-11-25', yesterdayFeeling: 'Weary' }
    expect(greet(back, greetingWords('de'))).toBe(
      'Willkommen zurück, Ada. Hier siehst du, wie heute, Donnerstag, 26. November, zu deinem Ausgangswert steht.',
    )
    expect(greet({ ...back, lastSeen: '2026-11-22' }, greetingWords('es'))).toBe(
      'Hola de nuevo, Ada. Han pasado 4 días; así se ve hoy, jueves, 26 de noviembre, frente a tu base.',
    )
  })

  it('greets the pseudo-language in English, which it reads', () => {
    expect(greet(base, greetingWords('en-XA'))).toBe(greet(base, greetingWords('en')))
  })
})
