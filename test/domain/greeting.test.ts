// The compass's greeting (docs/rules/daily-reading.md, "A return that is noticed"): a first day is
// greeted by the time of day, the next day recalls yesterday's feeling, a gap says how long it was.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, formatWeekdayMonthDay } from '../../domain/dates.ts'
import { feltWord } from '../../domain/felt-word.ts'
import type { GreetingWords } from '../../domain/greeting.ts'
import { type GreetingInput, compassGreeting as greet } from '../../domain/greeting.ts'
import { messages as frameEn } from '../../domain/messages/compiled/en/frame.ts'

/** English's words: the first-frame catalogue's messages, placeholders filled (test/web/greeting-languages.test.ts: the others). */
const ENGLISH: GreetingWords = {
  say: (key, values = {}) =>
    (frameEn[key] as readonly unknown[])
      .map((part) => (typeof part === 'string' ? part : (values[String((part as unknown[])[0])] ?? '')))
      .join(''),
  day: formatWeekdayMonthDay,
  felt: feltWord,
}

// A Thursday; local time is the machine's, as on the device.
const now = new Date(2026, 10, 26, 9, 30)
const base: GreetingInput = {
  name: 'Ada',
  localTime: '09:30',
  today: '2026-11-26',
  now,
  lastSeen: null,
  yesterdayFeeling: null,
}

const compassGreeting = (input: GreetingInput) => greet(input, ENGLISH)

describe('compassGreeting', () => {
  it('greets a first day by the time of day, with the name and the date', () => {
    expect(compassGreeting(base)).toBe(
      'Good morning, Ada. Here is how Thursday, November 26 meets your baseline.',
    )
    expect(compassGreeting({ ...base, localTime: '14:00' })).toMatch(/^Good afternoon, Ada\./)
    expect(compassGreeting({ ...base, localTime: '19:00' })).toMatch(/^Good evening, Ada\./)
    expect(compassGreeting({ ...base, localTime: '02:00', name: null })).toBe(
      'Hello. Here is how Thursday, November 26 meets your baseline.',
    )
  })

  it("welcomes back the next day with yesterday's feeling, in lower case", () => {
    expect(compassGreeting({ ...base, lastSeen: '2026-11-25', yesterdayFeeling: 'Weary' })).toBe(
      'Welcome back, Ada. Yesterday you felt weary; here is how today, Thursday, November 26, meets your baseline.',
    )
    expect(compassGreeting({ ...base, lastSeen: '2026-11-25' })).toBe(
      'Welcome back, Ada. Here is how today, Thursday, November 26, meets your baseline.',
    )
  })

  it('says how long a gap was, and names no feeling from before it', () => {
    expect(compassGreeting({ ...base, lastSeen: '2026-11-22', yesterdayFeeling: 'Weary' })).toBe(
      'Welcome back, Ada. It has been 4 days; here is how today, Thursday, November 26, meets your baseline.',
    )
  })

  it('welcomes back exactly when the device saw an earlier day, and is one sentence pair ending in a period', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -400, max: 3 }), { nil: null }),
        fc.option(fc.constantFrom('Weary', 'Calm', 'Anxious'), { nil: null }),
        fc.option(fc.constantFrom('Ada', 'Maya Okafor'), { nil: null }),
        (offset, feeling, name) => {
          const lastSeen = offset === null ? null : addDays(base.today, offset)
          const text = compassGreeting({ ...base, name, lastSeen, yesterdayFeeling: feeling })
          const returning = lastSeen !== null && lastSeen < base.today
          expect(text.startsWith('Welcome back')).toBe(returning)
          expect(text.endsWith('meets your baseline.')).toBe(true)
          if (name) expect(text).toContain(`, ${name}.`)
          expect(text.includes('Yesterday you felt')).toBe(offset === -1 && feeling !== null)
        },
      ),
    )
  })
})
