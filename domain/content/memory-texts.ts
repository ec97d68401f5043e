// The memory panel's insights (docs/rules/memory-panel.md): `{n}` and `{span}` are filled by the
// domain rule (domain/memory.ts).
import type { MemoryTexts } from './types.ts'

export const MEMORY_TEXTS: MemoryTexts = {
  intent: {
    clarity:
      'You have come looking for clarity {n} times; it may help to write down the question that sits beneath all the others.',
    growth:
      'Growth has been your intention {n} times now, which tells me you are ready to keep stretching, gently and at your own pace.',
    healing:
      'You have arrived with healing in mind {n} times, so I would honor that by making room for rest and kindness toward yourself.',
    harmony:
      'Harmony has drawn you here {n} times; balance between your inner and outer life clearly matters to you.',
    generic:
      'You have returned with the same intention {n} times, and that steadiness of purpose is worth noticing.',
  },
  page: {
    compass: 'You have opened the Daily Compass {n} times, so a short check-in seems to suit your rhythm.',
    resonance:
      'You have explored the resonance page {n} times; the codons and their tones seem to speak to you.',
    profile:
      'You have visited your profile {n} times, returning to the question of who you are and how you are changing.',
    calculator:
      'You have used the Scalar Time Calculator {n} times, curious about how the hours and places shape your day.',
  },
  consistency: {
    remarkable:
      'You have come back more than three days in a row, and that kind of steady attention is remarkable.',
    developing:
      'You are building a rhythm of returning, and each visit makes the pattern in your readings easier to see.',
    beginning:
      'Our journey together is just beginning; come back whenever it feels right and we will watch the pattern form.',
  },
  trend: {
    ascending:
      'Your scalar has been rising across your recent readings, a gradual climb toward more expansive days.',
    descending:
      'Your scalar has been easing downward lately, a natural season of drawing inward and tending your roots.',
    stable:
      'Your scalar has held steady across your recent readings, a reliable center you can always return to.',
  },
  /** The same, for readings that lie within a day: they speak of the readings, never of a season. */
  trendWithinDay: {
    ascending: 'Your last readings rose {span}; a few days of readings will show whether the climb holds.',
    descending: 'Your last readings eased lower {span}; a few days of readings will show whether it lasts.',
    stable: 'Your last readings held steady {span}; a few days of readings will show your deeper rhythm.',
  },
  growth:
    'Across {n} interactions you have built a real practice of reflection, and your readings now tell a story that is yours.',
}
