// The catalogues' formatter (domain/message-format.ts): what a message reads like in each language,
// with its placeholders, plurals and selects, and numbers written as Intl writes them.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatMessage, type MessageValues, pluralNumber } from '../../domain/message-format.ts'

const say = (icu: string, values: MessageValues, locale = 'en') =>
  formatMessage(compileMessageOrThrow(icu), values, locale)

const NOTES = '{count, plural, one {One note is} other {# notes are}} kept'

describe('formatMessage', () => {
  it('fills plain placeholders, leaving an absent one empty', () => {
    expect(say('You are {archetype}.', { archetype: 'The Weaver' })).toBe('You are The Weaver.')
    expect(say('You are {archetype}.', {})).toBe('You are .')
    expect(say('Plain words', {})).toBe('Plain words')
  })

  it('chooses the plural by the language’s rules and writes # as the number', () => {
    expect(say(NOTES, { count: 1 })).toBe('One note is kept')
    expect(say(NOTES, { count: 0 })).toBe('0 notes are kept')
    expect(say(NOTES, { count: 3 })).toBe('3 notes are kept')
    expect(say(NOTES, { count: 1234 })).toBe('1,234 notes are kept')
    const de = '{count, plural, one {# Notiz} other {# Notizen}}'
    expect(say(de, { count: 1 }, 'de')).toBe('1 Notiz')
    expect(say(de, { count: 1234 }, 'de')).toBe('1.234 Notizen')
    expect(say(de, { count: 1.5 }, 'de')).toBe('1,5 Notizen')
    // Spanish groups from five digits on, as Intl writes it.
    expect(say('{count, plural, one {# nota} other {# notas}}', { count: 1234 }, 'es')).toBe('1234 notas')
    expect(say('{count, plural, one {# nota} other {# notas}}', { count: 12345 }, 'es')).toBe('12.345 notas')
  })

  it('takes the other case for a count that is missing or not a number, never writing NaN', () => {
    expect(say(NOTES, {})).toBe(' notes are kept')
    expect(say(NOTES, { count: null })).toBe(' notes are kept')
    expect(say(NOTES, { count: 'many' })).toBe('many notes are kept')
    expect(say('{n, plural, =0 {none} other {#}}', { n: null })).toBe('')
  })

  it('prefers an exact case, and counts from an offset', () => {
    const icu = '{n, plural, =0 {nobody} one {just you} other {you and # others}}'
    expect(say(icu, { n: 0 })).toBe('nobody')
    expect(say(icu, { n: 1 })).toBe('just you')
    expect(
      say('{n, plural, offset:1 =1 {you} one {you and # other} other {you and # others}}', { n: 3 }),
    ).toBe('you and 2 others')
    expect(
      say('{n, plural, offset:1 =1 {you} one {you and # other} other {you and # others}}', { n: 2 }),
    ).toBe('you and 1 other')
  })

  it('reads ordinals and selects, with other for a value it does not name', () => {
    const icu = 'the {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} day'
    expect([1, 2, 3, 4, 11, 22].map((n) => say(icu, { n }))).toEqual([
      'the 1st day',
      'the 2nd day',
      'the 3rd day',
      'the 4th day',
      'the 11th day',
      'the 22nd day',
    ])
    const mood = '{theme, select, rest {Rest now.} work {Work on.} other {Go gently.}}'
    expect(say(mood, { theme: 'rest' })).toBe('Rest now.')
    expect(say(mood, { theme: 'constructor' })).toBe('Go gently.')
    expect(say(mood, {})).toBe('Go gently.')
  })

  it('writes # inside a select inside a plural, and keeps a # outside any plural', () => {
    const icu = '{n, plural, one {{who, select, me {my # day} other {# day}}} other {# days}} #1'
    expect(say(icu, { n: 1, who: 'me' })).toBe('my 1 day #1')
    expect(say(icu, { n: 5, who: 'me' })).toBe('5 days #1')
  })
})

describe('pluralNumber', () => {
  it('writes whole numbers below 1,000 as Intl does in every language Luna speaks, without Intl', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('en', 'es', 'de', 'en-XA'),
        (n, locale) => {
          expect(pluralNumber(locale, n)).toBe(new Intl.NumberFormat(locale).format(n))
        },
      ),
    )
  })

  it('gives other numbers to Intl', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
        fc.constantFrom('en', 'es', 'de'),
        (n, locale) => {
          expect(pluralNumber(locale, n)).toBe(new Intl.NumberFormat(locale).format(n))
        },
      ),
    )
  })
})
