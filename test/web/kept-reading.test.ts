// The kept reading the first frame paints on return (web/src/lib/device-state/kept-reading.ts;
// docs/decisions/023-first-frame-on-return.md): only today's, only for a visitor the compass
// would show, and only when well formed.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  daysAheadInputs,
  keptReadingOf,
  NOTE_SLOTS,
  noteSlotOf,
  noteSlotTime,
} from '../../web/src/lib/device-state/kept-reading.ts'

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

describe('keptReadingOf, a day computed ahead (docs/decisions/026-days-computed-ahead.md)', () => {
  const profile = {
    luna_archetype_data: JSON.stringify({ archetypeId: 6, userName: 'Maya' }),
    luna_session_id: 's-1',
  }
  const notes = Array.from({ length: NOTE_SLOTS }, (_, i) =>
    i >= 36 ? 'This evening the reading dips.' : null,
  )
  const ahead = {
    headline: 'A day to begin.',
    leanInto: ['First steps', 'Asking'],
    goEasyOn: ['Rushing'],
    focus: 'initiation',
    energyLabel: 'High — bright',
    notes,
  }
  /** The stored keys of a visitor whose days were computed from the profile stored now. */
  function withAhead(
    over: Record<string, string | null> = {},
    days: Record<string, unknown> = { [TODAY]: ahead },
  ) {
    const base: Record<string, string | null> = { ...profile, ...over }
    const read = (key: string) => base[key] ?? null
    base.luna_days_ahead ??= JSON.stringify({ inputs: daysAheadInputs(read), days })
    return read
  }

  it("gives the day's reading with the note of the half hour", () => {
    expect(keptReadingOf(withAhead(), TODAY, '08:10')?.day).toEqual({
      headline: ahead.headline,
      note: null,
      leanInto: ahead.leanInto,
      goEasyOn: ahead.goEasyOn,
      focus: ahead.focus,
      energyLabel: ahead.energyLabel,
    })
    expect(keptReadingOf(withAhead(), TODAY, '18:00')?.day.note).toBe('This evening the reading dips.')
    expect(keptReadingOf(withAhead(), TODAY, '17:59')?.day.note).toBeNull()
  })

  it("prefers the day's last answer from the server", () => {
    const read = withAhead({
      luna_compass_last: JSON.stringify({ date: TODAY, answer: { scalarAlignment: {}, dailyReading: day } }),
    })
    expect(keptReadingOf(read, TODAY, '08:00')?.day.headline).toBe(day.headline)
  })

  it('gives nothing computed from another profile or session, on a day with a check-in, or for another day', () => {
    const stale = JSON.stringify({ inputs: daysAheadInputs(withAhead()), days: { [TODAY]: ahead } })
    const other = { luna_days_ahead: stale }
    expect(keptReadingOf(withAhead({ ...other, luna_session_id: 's-2' }), TODAY)).toBeNull()
    expect(
      keptReadingOf(
        withAhead({ ...other, luna_archetype_data: JSON.stringify({ archetypeId: 7, userName: 'Maya' }) }),
        TODAY,
      ),
    ).toBeNull()
    expect(keptReadingOf(withAhead({ luna_checkin_days: JSON.stringify([TODAY]) }), TODAY)).toBeNull()
    expect(keptReadingOf(withAhead({}, { '2026-11-26': ahead }), TODAY)).toBeNull()
    expect(keptReadingOf(withAhead({}, { [TODAY]: { ...ahead, notes: notes.slice(1) } }), TODAY)).toBeNull()
    expect(keptReadingOf(withAhead({ luna_archetype_data: null }), TODAY)).toBeNull()
  })

  it('maps every time of day to its half hour, and each half hour back to its start', () => {
    expect(noteSlotOf('00:00')).toBe(0)
    expect(noteSlotOf('00:29')).toBe(0)
    expect(noteSlotOf('00:30')).toBe(1)
    expect(noteSlotOf('23:59')).toBe(NOTE_SLOTS - 1)
    expect(noteSlotOf('nonsense')).toBe(0)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        const time = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
        const slot = noteSlotOf(time)
        expect(noteSlotTime(slot) <= time).toBe(true)
        expect(slot === NOTE_SLOTS - 1 || noteSlotTime(slot + 1) > time).toBe(true)
      }),
    )
  })
})
