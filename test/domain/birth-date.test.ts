// The birth-date rules every form shares (docs/ARCHITECTURE.md; docs/decisions/007-derived-rules.md).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  ageOn,
  checkBirthDate,
  isValidDate,
  MIN_BIRTH_DATE,
  minorBirthDateIn,
} from '../../domain/dates.ts'
import { MIN_BIRTH_DATE as SCALAR_MIN_BIRTH_DATE } from '../../domain/scalar.ts'

const TODAY = '2026-11-21'

describe('checkBirthDate', () => {
  it('asks for a date when nothing is entered', () => {
    expect(checkBirthDate('', TODAY)).toBe('required')
    expect(checkBirthDate('   ', TODAY)).toBe('required')
  })

  it('refuses what is not a real calendar date', () => {
    for (const text of [
      '1990-02-30',
      '2023-02-29',
      '1900-02-29',
      '1990-13-01',
      '1990-6-15',
      'June 15',
      '15/06/1990',
    ])
      expect(checkBirthDate(text, TODAY), text).toBe('invalid')
    expect(checkBirthDate('2000-02-29', TODAY)).toBeNull()
  })

  it('accepts 1900-01-01 and nothing before it', () => {
    expect(MIN_BIRTH_DATE).toBe('1900-01-01')
    expect(SCALAR_MIN_BIRTH_DATE).toBe(MIN_BIRTH_DATE)
    expect(checkBirthDate('1900-01-01', TODAY)).toBeNull()
    expect(checkBirthDate('1899-12-31', TODAY)).toBe('too-early')
    expect(checkBirthDate('0001-01-01', TODAY)).toBe('too-early')
  })

  it('refuses a date after today, even by one day', () => {
    expect(checkBirthDate('2026-11-22', TODAY)).toBe('future')
    expect(checkBirthDate('2099-01-01', TODAY)).toBe('future')
  })

  it('is for adults: 18 on the birthday itself, not the day before', () => {
    expect(checkBirthDate('2008-11-21', TODAY)).toBeNull()
    expect(checkBirthDate('2008-11-22', TODAY)).toBe('minor')
    expect(checkBirthDate(TODAY, TODAY)).toBe('minor')
    // Born on 29 February: 18 on 1 March of a common year, not on 28 February.
    expect(checkBirthDate('2008-02-29', '2026-02-28')).toBe('minor')
    expect(checkBirthDate('2008-02-29', '2026-03-01')).toBeNull()
  })

  it('agrees with the separate rules for every date', () => {
    const day = fc.integer({ min: -60_000, max: 60_000 }).map((n) => addDays('1950-01-01', n))
    fc.assert(
      fc.property(day, (birthDate) => {
        const problem = checkBirthDate(birthDate, TODAY)
        const expected =
          birthDate < MIN_BIRTH_DATE
            ? 'too-early'
            : birthDate > TODAY
              ? 'future'
              : ageOn(birthDate, TODAY) < 18
                ? 'minor'
                : null
        expect(isValidDate(birthDate)).toBe(true)
        expect(problem).toBe(expected)
      }),
    )
  })
})

describe('a birth date inside a stored object (minorBirthDateIn)', () => {
  it('finds a minor’s under any birth-date key, at any depth, and passes adults, guests and other keys', () => {
    expect(minorBirthDateIn({ birthDate: '2012-05-01' }, TODAY)).toBe('birthDate')
    expect(minorBirthDateIn({ profile: { date_of_birth: '2010-01-01T00:00:00Z' } }, TODAY)).toBe(
      'profile.date_of_birth',
    )
    expect(minorBirthDateIn({ people: [{ DOB: '2015-03-03' }] }, TODAY)).toBe('people.0.DOB')
    expect(minorBirthDateIn({ birthday: addDays(TODAY, -(365 * 18 - 10)) }, TODAY)).toBe('birthday')
    // An adult's, the guest's placeholder (today), a date under another key, and what is no date.
    expect(minorBirthDateIn({ birthDate: '1990-05-01' }, TODAY)).toBeNull()
    expect(minorBirthDateIn({ birthDate: TODAY }, TODAY)).toBeNull()
    expect(minorBirthDateIn({ savedOn: '2020-01-01', note: 'born 2012-01-01' }, TODAY)).toBeNull()
    expect(minorBirthDateIn({ birthDate: 'not a date' }, TODAY)).toBeNull()
  })

  it('agrees with the form’s rule for every date of the last thirty years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 365 * 30 }), (back) => {
        const date = addDays(TODAY, -back)
        const minor = minorBirthDateIn({ birthDate: date }, TODAY) !== null
        expect(minor).toBe(checkBirthDate(date, TODAY) === 'minor')
      }),
    )
  })
})
