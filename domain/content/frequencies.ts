// The healing-tone list (174–852 Hz) and the four tuner presets. Names and intentions follow the
// popular solfeggio tradition as symbolic associations; none of them describes a health effect.

import type { HealingFrequency } from './types.ts'

export const HEALING_FREQUENCIES: readonly HealingFrequency[] = [
  {
    hz: 174,
    name: 'Foundation',
    intention:
      'Modern solfeggio listeners regard this lowest tone as a foundation, a symbolic floor to rest on before anything else begins.',
  },
  {
    hz: 285,
    name: 'Renewal',
    intention: 'Tradition links 285 Hz with renewal, and people often choose it to mark a fresh start.',
  },
  {
    hz: 396,
    name: 'UT · Liberation',
    intention: 'Called UT in the old scale, 396 Hz is associated with letting go of what no longer fits.',
  },
  {
    hz: 417,
    name: 'RE · Change',
    intention:
      'The RE tone is traditionally tied to change, a sound for moments when one chapter closes and another opens.',
  },
  {
    hz: 528,
    name: 'MI · Transformation',
    intention:
      'Known as MI and often nicknamed the love frequency, 528 Hz is associated with transformation and a warm, open heart.',
  },
  {
    hz: 639,
    name: 'FA · Connection',
    intention:
      'FA carries an association with connection, and many play it while thinking kindly of the people in their lives.',
  },
  {
    hz: 741,
    name: 'SOL · Expression',
    intention:
      'Linked in the tradition with expression, 741 Hz is a tone people reach for when they want to speak or write with clarity.',
  },
  {
    hz: 852,
    name: 'LA · Inner Light',
    intention:
      'The LA tone is associated with intuition and inner order, a high, bright sound for quiet reflection.',
  },
]

export const TUNER_PRESETS: readonly { hz: number; label: string }[] = [
  { hz: 128, label: "Luna's Root" },
  { hz: 432, label: 'Natural A' },
  { hz: 528, label: 'Heart Tone' },
  { hz: 639, label: 'Connection' },
]

/** The audio safety line shown wherever a tone can play (README.md, README.md). */
export const AUDIO_SAFETY_NOTE =
  'Tones are for relaxation and reflection only. They are not medical treatment and no substitute for care from a qualified professional. Keep the volume low and stop if you feel any discomfort.'
