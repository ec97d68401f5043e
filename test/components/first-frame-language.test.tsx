// The compass's first frame in the language the app will speak (docs/decisions/056-languages.md):
// index.html's inline script paints the bar and the Today card's words from the first frame's own
// catalogue, the same words the app then draws in their place (no language flips after the paint).

import { messages as de } from '@domain/messages/compiled/de/frame.ts'
import { messages as es } from '@domain/messages/compiled/es/frame.ts'
import { describe, expect, it } from 'vitest'
import { paintFirstFrame } from '@/features/compass/first-frame.ts'
import type { KeptReading } from '@/lib/device-state/kept-reading.ts'
import { FRAME_EN, type FrameMessages, frameWords } from '@/lib/frame-words.ts'
import { sampleCardTexts } from '../support/day-card.ts'

const reading: KeptReading = {
  name: 'Maya',
  back: { lastSeen: null, yesterdayFeeling: null, yesterdayValue: null },
  day: {
    ...sampleCardTexts(),
    hourLine: 'This morning is in step with your steady day.',
    moon: 'Waxing crescent',
  },
  advanced: false,
  theme: null,
}

const FRAMES: Record<'en' | 'es' | 'de', FrameMessages> = { en: FRAME_EN, es, de }

function painted(locale: 'en' | 'es' | 'de' = 'en') {
  const root = document.createElement('div')
  const now = new Date('2026-12-01T09:00:00')
  paintFirstFrame(root, reading, '/compass', '09:00', now, locale, frameWords(FRAMES[locale]))
  const text = (selector: string) => root.querySelector(selector)?.textContent ?? ''
  return {
    links: [...root.querySelectorAll('header a')].map((a) => a.textContent),
    title: text('main h1'),
    card: text('main section h2'),
    greeting: text('main header p'),
    labels: [...root.querySelectorAll('main section h3, main section p')].map((p) => p.textContent),
  }
}

describe('the first frame’s words', () => {
  it('are English by default, word for word as the app draws them', () => {
    const { links, title, card, labels } = painted()
    expect(links).toEqual(['☾ Luna', 'Compass', 'Profile', 'Readings', 'Help', 'Codex', 'Support'])
    expect(title).toBe('Daily Compass')
    expect(card).toBe('Today for Maya')
    expect(labels.join(' | ')).toContain(
      "Today's focus: The focus of the day · Energy: The energyLabel of the day · Moon: Waxing crescent",
    )
  })

  it('are the page’s language when it is another', () => {
    const de = painted('de')
    expect(de.links.slice(1)).toEqual(['Kompass', 'Profil', 'Deutungen', 'Hilfe', 'Kodex', 'Unterstützen'])
    expect(de.title).toBe('Tageskompass')
    expect(de.card).toBe('Heute für Maya')
    expect(de.labels.join(' | ')).toContain('Fokus des Tages: The focus of the day · Energie:')
    expect(de.labels.join(' | ')).toContain('Mond: Zunehmende Sichel')
    expect(de.greeting).toBe(
      'Guten Morgen, Maya. Hier siehst du, wie dein Dienstag, 1. Dezember, zu deinem Ausgangswert steht.',
    )
    const es = painted('es')
    expect(es.title).toBe('Brújula diaria')
    expect(es.card).toBe('Hoy para Maya')
    expect(es.greeting).toBe('Buenos días, Maya. Así se ve este martes, 1 de diciembre, frente a tu base.')
  })
})
