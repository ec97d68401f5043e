// The Today card's words are listed once (DAY_CARD_TEXTS in domain/day-card.ts): the daily reading
// carries each, the compass's answer declares each, and the device keeps a card only when each is
// well formed (docs/ARCHITECTURE.md, "Adding a field to the Today card").

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeThresholds } from '../../domain/alignment.ts'
import { computeDailyReading } from '../../domain/daily-reading.ts'
import {
  DAY_CARD_TEXTS,
  type DayCardFieldKind,
  dayCardTextsOf,
  isDayCardValue,
  parseDayCardTexts,
} from '../../domain/day-card-texts.ts'
import { CompassResponse } from '../../schema/responses.ts'
import { sampleCardTexts } from '../support/day-card.ts'

const FIELDS = Object.keys(DAY_CARD_TEXTS) as (keyof typeof DAY_CARD_TEXTS)[]

const reading = fc
  .record({
    date: fc.date({
      min: new Date('2025-01-01T00:00:00Z'),
      max: new Date('2029-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    hour: fc.integer({ min: 0, max: 23 }),
    baseline: fc.integer({ min: 80901, max: 82081 }),
    feeling: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  })
  .map(({ date, hour, baseline, feeling }) =>
    computeDailyReading({
      seed: 'card-texts',
      localDate: date.toISOString().slice(0, 10),
      localTime: `${String(hour).padStart(2, '0')}:15`,
      baseline: baseline / 1000,
      archetypeId: null,
      thresholds: computeThresholds(0, 0),
      livePhase: 'Echo Chamber',
      birthDate: null,
      feelings: { today: feeling === null ? null : { value: feeling }, yesterday: null },
    }),
  )

describe('the Today card’s words', () => {
  it('are each in the day’s reading, of their kind, and read back whole', () => {
    fc.assert(
      fc.property(reading, (r) => {
        for (const field of FIELDS) {
          const value = r[field]
          const kind: DayCardFieldKind = DAY_CARD_TEXTS[field]
          if (kind === 'text') expect(typeof value === 'string' && value.length > 0).toBe(true)
          else if (kind === 'texts') expect(Array.isArray(value) && value.length > 0).toBe(true)
          else expect(Number.isFinite(value)).toBe(true)
        }
        expect(Object.keys(dayCardTextsOf(r)).sort()).toEqual([...FIELDS].sort())
        expect(parseDayCardTexts(r)).toEqual(dayCardTextsOf(r))
      }),
      { numRuns: 60 },
    )
  })

  it('are declared in the compass’s answer, each as a text or a list of texts', () => {
    const shape = CompassResponse.shape.dailyReading.shape
    for (const field of FIELDS) {
      const declared = shape[field]
      const kind: DayCardFieldKind = DAY_CARD_TEXTS[field]
      expect(declared.def.type, field).toBe(
        kind === 'text' ? 'string' : kind === 'texts' ? 'array' : 'number',
      )
    }
  })

  it('hold a number as a number, of each kind a field may be', () => {
    expect([3, 0, -1.5].every((v) => isDayCardValue('number', v))).toBe(true)
    expect([Number.NaN, Number.POSITIVE_INFINITY, '3', null].some((v) => isDayCardValue('number', v))).toBe(
      false,
    )
    expect(isDayCardValue('text', 'A clear day') && !isDayCardValue('text', '')).toBe(true)
    expect(isDayCardValue('texts', ['walks']) && !isDayCardValue('texts', ['walks', 3])).toBe(true)
  })

  it('are kept only when every one is well formed', () => {
    const card = sampleCardTexts()
    expect(parseDayCardTexts(card)).toEqual(card)
    for (const field of FIELDS) {
      const { [field]: _gone, ...without } = card
      expect(parseDayCardTexts(without), `without ${field}`).toBeNull()
      const kind: DayCardFieldKind = DAY_CARD_TEXTS[field]
      const empty = kind === 'text' ? '' : kind === 'texts' ? ['walks', 3] : Number.NaN
      expect(parseDayCardTexts({ ...card, [field]: empty }), `${field} malformed`).toBeNull()
    }
    expect(parseDayCardTexts(null)).toBeNull()
    expect(parseDayCardTexts('A clear day')).toBeNull()
  })
})
