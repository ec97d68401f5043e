// The kept reading the first frame paints on return (web/src/lib/device-state/kept-reading.ts;
// docs/decisions/023-first-frame-on-return.md): only today's, only for a visitor the compass
// would show, and only when well formed.

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatTime } from '../../domain/dates.ts'
import { dayCardTextsOf } from '../../domain/day-card-texts.ts'
import {
  type CardChanges,
  cardAt,
  daysAheadInputs,
  hourStillHolds,
  type KeptDay,
  keptReadingOf,
  minuteOfDay,
  returnOf,
} from '../../web/src/lib/device-state/kept-reading.ts'
import {
  entriesOn,
  feelingOn,
  parseKeptFeelings,
  withFeeling,
} from '../../web/src/lib/device-state/last-feeling.ts'
import { sampleCardTexts } from '../support/day-card.ts'

const TODAY = '2026-11-25'

const day = {
  date: TODAY,
  ...sampleCardTexts({
    headline: 'A steady day to finish what you started.',
    leanInto: ['Slow starts', 'Finishing one thing'],
    goEasyOn: ['New commitments'],
    focus: 'grounding',
    energyLabel: 'Low — restful',
  }),
  now: {
    phase: 'Echo Chamber',
    line: 'This afternoon keeps pace with your quiet day, so its words hold as they are.',
  },
}

function storage(over: Record<string, string | null> = {}): (key: string) => string | null {
  const keys: Record<string, string | null> = {
    luna_archetype_data: JSON.stringify({ archetypeId: 6, userName: 'Maya' }),
    luna_compass_last: JSON.stringify({
      date: TODAY,
      time: '12:00',
      answer: { scalarAlignment: {}, dailyReading: day },
    }),
    ...over,
  }
  return (key) => keys[key] ?? null
}

describe('keptReadingOf', () => {
  it("gives today's reading with the visitor's name and the bar's state", () => {
    expect(keptReadingOf(storage({ luna_view_mode: 'advanced', luna_theme: 'dark' }), TODAY)).toEqual({
      name: 'Maya',
      back: { lastSeen: null, yesterdayFeeling: null, yesterdayValue: null },
      day: {
        ...dayCardTextsOf(day),
        hourLine: day.now.line,
        // A reading kept before the Moon was named has none.
        moon: null,
      },
      advanced: true,
      theme: 'dark',
    })
    const plain = keptReadingOf(storage({ luna_theme: 'sepia' }), TODAY)
    expect(plain?.advanced).toBe(false)
    expect(plain?.theme).toBeNull()
  })

  it('gives nothing when a feeling was said on this device after the answer was asked (kept offline)', () => {
    const feeling = (at: string) =>
      JSON.stringify({ date: TODAY, value: 10, descriptor: 'Weary', at, localTime: '12:30' })
    const kept = (heard: string | null) =>
      JSON.stringify({
        date: TODAY,
        time: '12:00',
        heard,
        answer: { scalarAlignment: {}, dailyReading: day },
      })
    // Asked before any feeling today, then a check-in was kept offline: it has not heard it.
    expect(
      keptReadingOf(
        storage({ luna_compass_last: kept(null), luna_last_feeling: feeling('2026-11-25T12:30:00Z') }),
        TODAY,
      ),
    ).toBeNull()
    // Asked after that very feeling: it has.
    expect(
      keptReadingOf(
        storage({
          luna_compass_last: kept('2026-11-25T12:30:00Z'),
          luna_last_feeling: feeling('2026-11-25T12:30:00Z'),
        }),
        TODAY,
      )?.day?.headline,
    ).toBe(day.headline)
    // Yesterday's feeling is not today's: an answer that heard nothing today still holds.
    expect(
      keptReadingOf(
        storage({
          luna_compass_last: kept(null),
          luna_last_feeling: JSON.stringify({
            date: '2026-11-24',
            value: 10,
            descriptor: 'Weary',
            at: '2026-11-24T20:00:00Z',
          }),
        }),
        TODAY,
      ),
    ).not.toBeNull()
    // An answer kept before `heard` was recorded is shown as before.
    expect(
      keptReadingOf(storage({ luna_last_feeling: feeling('2026-11-25T12:30:00Z') }), TODAY),
    ).not.toBeNull()
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

  it('names nobody without a stored name, and keeps no card without its line for the hour', () => {
    const kept = keptReadingOf(
      storage({ luna_archetype_data: null, luna_onboarding_complete: JSON.stringify({ name: 'Maya' }) }),
      TODAY,
    )
    expect(kept?.name).toBeNull()
    const noLine = storage({
      luna_compass_last: JSON.stringify({
        date: TODAY,
        time: '12:00',
        answer: { scalarAlignment: {}, dailyReading: { ...day, now: { phase: 'Echo Chamber' } } },
      }),
    })
    expect(keptReadingOf(noLine, TODAY)).toBeNull()
  })

  it('keeps the last answer only in the part of the day it was asked for: its words speak for that part', () => {
    const askedAt = (time: string | undefined) =>
      storage({
        luna_compass_last: JSON.stringify({
          date: TODAY,
          ...(time === undefined ? {} : { time }),
          answer: { scalarAlignment: {}, dailyReading: day },
        }),
      })
    expect(keptReadingOf(askedAt('12:00'), TODAY, '16:59')?.day.headline).toBe(day.headline)
    expect(keptReadingOf(askedAt('08:15'), TODAY, '11:59')?.day.hourLine).toBe(day.now.line)
    // The afternoon's answer in the evening, the morning's at noon, the night's before dawn: none.
    expect(keptReadingOf(askedAt('16:59'), TODAY, '17:00')).toBeNull()
    expect(keptReadingOf(askedAt('11:59'), TODAY, '12:00')).toBeNull()
    expect(keptReadingOf(askedAt('04:59'), TODAY, '05:00')).toBeNull()
    // Night runs across midnight's end of the day: 21:00 and 04:00 are the same part.
    expect(keptReadingOf(askedAt('21:00'), TODAY, '23:59')).not.toBeNull()
    expect(keptReadingOf(askedAt('00:30'), TODAY, '04:59')).not.toBeNull()
    // An answer kept before its time was stored, or with a time that is not one: not used.
    expect(keptReadingOf(askedAt(undefined), TODAY, '12:00')).toBeNull()
    expect(keptReadingOf(askedAt('25:00'), TODAY, '12:00')).toBeNull()
  })

  it('hourStillHolds: the same part of the day, for well-formed times only', () => {
    expect(hourStillHolds('05:00', '11:59')).toBe(true)
    expect(hourStillHolds('12:00', '17:00')).toBe(false)
    expect(hourStillHolds('20:59', '21:00')).toBe(false)
    expect(hourStillHolds(null, '12:00')).toBe(false)
    expect(hourStillHolds(1200, '12:00')).toBe(false)
    expect(hourStillHolds('12:00', 'noon')).toBe(false)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), (a, b) => {
        const [x, y] = [formatTime(a), formatTime(b)]
        expect(hourStillHolds(x, y)).toBe(hourStillHolds(y, x))
        expect(hourStillHolds(x, x)).toBe(true)
      }),
    )
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
  const card = (headline: string, hourLine: string): KeptDay => ({
    ...sampleCardTexts({
      headline,
      leanInto: ['First steps', 'Asking'],
      goEasyOn: ['Rushing'],
      focus: 'Following what lifts you',
      energyLabel: 'High — bright',
    }),
    hourLine,
    moon: 'Waxing crescent',
  })
  const changes: CardChanges = [
    [0, card('Your day reads bright and willing: rest now.', 'Tonight keeps pace with your bright day.')],
    [300, card('Today has a tailwind: begin.', 'This morning keeps pace with your bright day.')],
    [1087, card('Today opens outward: good company.', 'This evening runs quieter than your bright day.')],
    [
      1260,
      card('Your day reads bright and willing: rest now.', 'Tonight runs quieter than your bright day.'),
    ],
  ]
  const ahead = { changes }
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

  it("gives the day's card of that minute", () => {
    expect(keptReadingOf(withAhead(), TODAY, '08:10')?.day).toEqual(changes[1]?.[1])
    expect(keptReadingOf(withAhead(), TODAY, '04:59')?.day).toEqual(changes[0]?.[1])
    expect(keptReadingOf(withAhead(), TODAY, '18:06')?.day.hourLine).toBe(
      'This morning keeps pace with your bright day.',
    )
    expect(keptReadingOf(withAhead(), TODAY, '18:07')?.day.hourLine).toBe(
      'This evening runs quieter than your bright day.',
    )
    expect(keptReadingOf(withAhead(), TODAY, '21:00')?.day.headline).toBe(
      'Your day reads bright and willing: rest now.',
    )
  })

  it("prefers the day's last answer from the server, while it is the same part of the day", () => {
    const read = withAhead({
      luna_compass_last: JSON.stringify({
        date: TODAY,
        time: '07:30',
        answer: { scalarAlignment: {}, dailyReading: day },
      }),
    })
    expect(keptReadingOf(read, TODAY, '08:00')?.day.headline).toBe(day.headline)
    // In the evening, the morning's answer cannot speak for the hour: the day computed ahead can.
    expect(keptReadingOf(read, TODAY, '18:07')?.day).toEqual(changes[2]?.[1])
  })

  // docs/decisions/058-reading-languages.md: the server says the day in the language spoken; the
  // device computes it in English's words only.
  it('keeps an answer only in the language it was said in, and a day computed ahead only for English', () => {
    const said = (lang?: string) =>
      withAhead({
        luna_compass_last: JSON.stringify({
          date: TODAY,
          time: '07:30',
          ...(lang ? { lang } : {}),
          answer: { scalarAlignment: {}, dailyReading: day },
        }),
      })
    expect(keptReadingOf(said('de'), TODAY, '08:00', 'de')?.day.headline).toBe(day.headline)
    // English's answer (kept before languages, or said in English) is not German's.
    expect(keptReadingOf(said(), TODAY, '08:00', 'de')).toBeNull()
    expect(keptReadingOf(said('en'), TODAY, '08:00', 'es')).toBeNull()
    // German's is not English's: the day computed ahead (English's words) speaks instead.
    expect(keptReadingOf(said('de'), TODAY, '08:00', 'en')?.day).toEqual(changes[1]?.[1])
    // The pseudo-language reads English's content.
    expect(keptReadingOf(said(), TODAY, '08:00', 'en-XA')?.day.headline).toBe(day.headline)
    expect(keptReadingOf(withAhead(), TODAY, '08:10', 'en-XA')?.day).toEqual(changes[1]?.[1])
  })

  it('gives nothing computed from another profile or session, on a day with a check-in, for another day, or malformed', () => {
    const stale = JSON.stringify({ inputs: daysAheadInputs(withAhead()), days: { [TODAY]: ahead } })
    const other = { luna_days_ahead: stale }
    expect(keptReadingOf(withAhead({ ...other, luna_session_id: 's-2' }), TODAY)).toBeNull()
    expect(keptReadingOf(withAhead({ ...other, luna_archetype: '12' }), TODAY)).toBeNull()
    expect(
      keptReadingOf(
        withAhead({ ...other, luna_archetype_data: JSON.stringify({ archetypeId: 7, userName: 'Maya' }) }),
        TODAY,
      ),
    ).toBeNull()
    expect(keptReadingOf(withAhead({ luna_checkin_days: JSON.stringify([TODAY]) }), TODAY)).toBeNull()
    expect(keptReadingOf(withAhead({}, { '2026-11-26': ahead }), TODAY)).toBeNull()
    const one = changes[0]?.[1]
    for (const bad of [
      [],
      [[5, one]],
      [
        [0, one],
        [0, one],
      ],
      [
        [0, one],
        [1440, one],
      ],
      [[0, 3]],
      [[0, { ...one, hourLine: null }]],
      'x',
    ])
      expect(
        keptReadingOf(withAhead({}, { [TODAY]: { changes: bad } }), TODAY),
        JSON.stringify(bad),
      ).toBeNull()
    expect(keptReadingOf(withAhead({ luna_archetype_data: null }), TODAY)).toBeNull()
  })

  it('reads every time of day as its minute and back, and the card in force at each minute', () => {
    expect(minuteOfDay('00:00')).toBe(0)
    expect(minuteOfDay('23:59')).toBe(1439)
    expect(minuteOfDay('nonsense')).toBe(0)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 1439 }), { maxLength: 6 }),
        (minute, starts) => {
          expect(minuteOfDay(formatTime(minute))).toBe(minute)
          const some: CardChanges = [
            [0, card('from 0', 'line 0')],
            ...[...starts]
              .sort((a, b) => a - b)
              .map((m): [number, KeptDay] => [m, card(`from ${m}`, `line ${m}`)]),
          ]
          const inForce = [...some].reverse().find(([from]) => from <= minute)
          expect(cardAt(some, minute)).toEqual(inForce?.[1])
        },
      ),
    )
  })
})

describe('a return, as this device knows it (returnOf)', () => {
  const feelings = (over: Record<string, unknown>) =>
    JSON.stringify({ value: 12, descriptor: 'Weary', at: '2026-11-24T18:11:00Z', before: null, ...over })

  it('is a first day with nothing kept from an earlier day', () => {
    expect(returnOf(storage(), TODAY)).toEqual({
      lastSeen: null,
      yesterdayFeeling: null,
      yesterdayValue: null,
    })
    expect(returnOf(storage({ luna_compass_last: null }), TODAY)).toEqual({
      lastSeen: null,
      yesterdayFeeling: null,
      yesterdayValue: null,
    })
  })

  it('is the last earlier day the compass answered, all day long, and yesterday’s feeling', () => {
    const yesterday = JSON.stringify({
      date: '2026-11-24',
      time: '18:00',
      answer: { scalarAlignment: {}, dailyReading: day },
    })
    // The day's first open: the kept answer is yesterday's.
    const first = storage({
      luna_compass_last: yesterday,
      luna_last_feeling: feelings({ date: '2026-11-24' }),
    })
    expect(returnOf(first, TODAY)).toEqual({
      lastSeen: '2026-11-24',
      yesterdayFeeling: 'Weary',
      yesterdayValue: 12,
    })
    // Later that day: today's answer replaced it and names the day before; today's check-in keeps
    // yesterday's feeling as the one before it.
    const later = storage({
      luna_compass_last: JSON.stringify({
        date: TODAY,
        time: '09:00',
        previousDate: '2026-11-24',
        answer: {},
      }),
      luna_last_feeling: JSON.stringify({
        date: TODAY,
        value: 70,
        descriptor: 'Curious',
        at: '2026-11-25T09:00:00Z',
        before: { date: '2026-11-24', value: 12, descriptor: 'Weary', at: '2026-11-24T18:11:00Z' },
      }),
    })
    expect(returnOf(later, TODAY)).toEqual({
      lastSeen: '2026-11-24',
      yesterdayFeeling: 'Weary',
      yesterdayValue: 12,
    })
    // A feeling of an older day is not yesterday's.
    expect(
      returnOf(
        storage({ luna_compass_last: yesterday, luna_last_feeling: feelings({ date: '2026-11-20' }) }),
        TODAY,
      ),
    ).toEqual({ lastSeen: '2026-11-24', yesterdayFeeling: null, yesterdayValue: null })
  })
})

describe('the feelings a device keeps', () => {
  const at = (date: string, value: number, descriptor: string, time = '12:00') => ({
    date,
    value,
    descriptor,
    at: `${date}T${time}:00Z`,
  })

  it('keeps the latest, and the latest of an earlier day before it', () => {
    let kept = withFeeling(null, at('2026-11-23', 40, 'Open'))
    kept = withFeeling(kept, at('2026-11-24', 12, 'Weary', '09:00'))
    kept = withFeeling(kept, at('2026-11-24', 20, 'Cautious', '20:00'))
    kept = withFeeling(kept, at('2026-11-25', 70, 'Curious'))
    expect(feelingOn(kept, '2026-11-25')?.descriptor).toBe('Curious')
    expect(feelingOn(kept, '2026-11-24')?.descriptor).toBe('Cautious')
    expect(feelingOn(kept, '2026-11-23')).toBeNull()
    // An answer that arrives late (an earlier instant) never replaces a later feeling.
    expect(withFeeling(kept, at('2026-11-25', 5, 'Lost', '06:00'))).toEqual(kept)
    expect(parseKeptFeelings(JSON.parse(JSON.stringify(kept)))).toEqual(kept)
    expect(parseKeptFeelings({ date: '2026-11-25', value: 101, descriptor: 'x', at: 'x' })).toBeNull()
  })

  it('keeps every feeling of the latest day with its words, as the day’s entries Luna hears offline', () => {
    let kept = withFeeling(null, { ...at('2026-11-24', 40, 'Open'), words: 'an old day' })
    kept = withFeeling(kept, {
      ...at('2026-11-25', 12, 'Weary', '07:15'),
      words: 'Just want my bed',
      localTime: '07:15',
    })
    kept = withFeeling(kept, { ...at('2026-11-25', 30, 'Calm', '16:00'), words: null, localTime: '16:00' })
    expect(entriesOn(kept, '2026-11-25')).toEqual([
      { value: 12, words: 'Just want my bed', localTime: '07:15', at: Date.parse('2026-11-25T07:15:00Z') },
      { value: 30, words: null, localTime: '16:00', at: Date.parse('2026-11-25T16:00:00Z') },
    ])
    expect(entriesOn(kept, '2026-11-24')).toEqual([])
    // A device that kept only the latest feeling (before the day's entries were kept) has that one.
    const older = parseKeptFeelings({
      date: '2026-11-25',
      value: 30,
      descriptor: 'Calm',
      at: '2026-11-25T16:00:00Z',
    })
    expect(entriesOn(older, '2026-11-25')).toHaveLength(1)
  })
})
