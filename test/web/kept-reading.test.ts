// The kept reading the first frame paints on return (web/src/lib/device-state/kept-reading.ts;
// docs/decisions/023-first-frame-on-return.md): only today's, only for a visitor the compass
// would show, and only when well formed.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { keptReadingOf } from '../../web/src/lib/device-state/kept-reading.ts'

const TODAY = '2026-11-25'

const day = {
  date: TODAY,
  headline: 'A steady day to finish what you started.',
  leanInto: ['Slow starts', 'Finishing one thing'],
  goEasyOn: ['New commitments'],
  focus: 'grounding',
  energyLabel: 'Low — restful',
  now: { phase: 'Rising', note: 'This evening the reading lifts.' },
}

function storage(over: Record<string, string | null> = {}): (key: string) => string | null {
  const keys: Record<string, string | null> = {
    luna_archetype_data: JSON.stringify({ archetypeId: 6, userName: 'Maya' }),
    luna_compass_last: JSON.stringify({ date: TODAY, answer: { scalarAlignment: {}, dailyReading: day } }),
    ...over,
  }
  return (key) => keys[key] ?? null
}

describe('keptReadingOf', () => {
  it("gives today's reading with the visitor's name and the bar's state", () => {
    expect(keptReadingOf(storage({ luna_view_mode: 'advanced', luna_theme: 'dark' }), TODAY)).toEqual({
      name: 'Maya',
      day: {
        headline: day.headline,
        note: day.now.note,
        leanInto: day.leanInto,
        goEasyOn: day.goEasyOn,
        focus: day.focus,
        energyLabel: day.energyLabel,
      },
      advanced: true,
      theme: 'dark',
    })
    const plain = keptReadingOf(storage({ luna_theme: 'sepia' }), TODAY)
    expect(plain?.advanced).toBe(false)
    expect(plain?.theme).toBeNull()
  })

  it('gives nothing for another day, nothing kept, no profile, or a malformed answer', () => {
    expect(keptReadingOf(storage(), '2026-11-26')).toBeNull()
    expect(keptReadingOf(storage({ luna_compass_last: null }), TODAY)).toBeNull()
    expect(keptReadingOf(storage({ luna_archetype_data: null }), TODAY)).toBeNull()
    expect(keptReadingOf(storage({ luna_compass_last: '{not json' }), TODAY)).toBeNull()
    expect(
      keptReadingOf(
        storage({ luna_compass_last: JSON.stringify({ date: TODAY, answer: { dailyReading: day } }) }),
        TODAY,
      ),
    ).toBeNull()
  })

  it('names nobody without a stored name, and leaves out an absent note', () => {
    const kept = keptReadingOf(
      storage({
        luna_archetype_data: null,
        luna_onboarding_complete: JSON.stringify({ name: 'Maya' }),
        luna_compass_last: JSON.stringify({
          date: TODAY,
          answer: { scalarAlignment: {}, dailyReading: { ...day, now: { phase: 'Rising', note: null } } },
        }),
      }),
      TODAY,
    )
    expect(kept?.name).toBeNull()
    expect(kept?.day.note).toBeNull()
  })

  it('never throws, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('luna_archetype_data', 'luna_compass_last', 'user_profile'),
          fc.string(),
        ),
        (keys) => {
          const kept = keptReadingOf((key) => keys[key] ?? null, TODAY)
          expect(kept === null || typeof kept.day.headline === 'string').toBe(true)
        },
      ),
    )
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        keptReadingOf(storage({ luna_compass_last: JSON.stringify({ date: TODAY, answer: value }) }), TODAY)
      }),
    )
  })
})
