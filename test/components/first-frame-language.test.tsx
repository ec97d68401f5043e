// The compass's first frame in the language the app will speak (docs/decisions/056-languages.md):
// index.html's inline script paints the bar and the Today card's words from the first frame's own
// catalogue, the same words the app then draws in their place (no language flips after the paint).
import { describe, expect, it } from 'vitest'
import { paintFirstFrame } from '@/features/compass/first-frame.ts'
import type { KeptReading } from '@/lib/device-state/kept-reading.ts'
import { sampleCardTexts } from '../support/day-card.ts'

const reading: KeptReading = {
  name: 'Maya',
  back: { lastSeen: null, yesterdayFeeling: null },
  day: {
    ...sampleCardTexts(),
    hourLine: 'This morning is in step with your steady day.',
    moon: 'Waxing crescent',
  },
  advanced: false,
  theme: null,
}

function painted(locale?: 'en' | 'es' | 'de') {
  const root = document.createElement('div')
  paintFirstFrame(root, reading, '/compass', '09:00', new Date('2026-12-01T09:00:00'), locale)
  const text = (selector: string) => root.querySelector(selector)?.textContent ?? ''
  return {
    links: [...root.querySelectorAll('header a')].map((a) => a.textContent),
    title: text('main h1'),
    card: text('main section h2'),
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
    const es = painted('es')
    expect(es.title).toBe('Brújula diaria')
    expect(es.card).toBe('Hoy para Maya')
  })
})
