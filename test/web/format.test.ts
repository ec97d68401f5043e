// The screens' one formatting module (web/src/lib/format.ts): the domain's rounding, a real minus
// sign, calendar days read without a time-zone shift.
import { describe, expect, it, vi } from 'vitest'
import { type CompiledMessage, formatMessage } from '../../domain/message-format.ts'
import { messages } from '../../domain/messages/compiled/en/journey.ts'
import { roundTo } from '../../domain/numbers.ts'
import { MIN_READINGS_FOR_ANALYSIS } from '../../domain/trajectory.ts'
import {
  capitalize,
  EMPTY,
  fixed,
  formatCalendarDay,
  formatHz,
  formatLongDate,
  formatLongDay,
  formatNumber,
  formatTimeOfDay,
  formatWeekDay,
  signed,
} from '../../web/src/lib/format.ts'

describe('numbers', () => {
  it('round half away from zero, as the domain does, with a Unicode minus', () => {
    expect(fixed(81.4995)).toBe('81.500')
    expect(fixed(1.0005)).toBe(roundTo(1.0005, 3).toFixed(3))
    expect(fixed(-0.0125, 3)).toBe('−0.013')
    expect(fixed(2, 1)).toBe('2.0')
  })

  it('sign deltas, and show no sign on zero', () => {
    expect(signed(0.034)).toBe('+0.034')
    expect(signed(-0.012)).toBe('−0.012')
    expect(signed(0.0004)).toBe('0.000')
    expect(signed(-0.0004)).toBe('0.000')
  })

  it('frequencies keep at most two decimals and no trailing zeros', () => {
    expect(formatHz(432.5)).toBe('432.5')
    expect(formatHz(528)).toBe('528')
    expect(formatHz(136.104)).toBe('136.1')
  })

  it('the dashboard shows — for a missing figure', () => {
    expect(formatNumber(null)).toBe(EMPTY)
    expect(formatNumber(Number.NaN, 2)).toBe(EMPTY)
    expect(formatNumber(1234.5, 1)).toBe('1,234.5')
  })

  it('capitalize changes only the first letter', () => {
    expect(capitalize('elevated zone')).toBe('Elevated zone')
    expect(capitalize('')).toBe('')
  })
})

describe('days and times', () => {
  it('read a calendar day as that day in every time zone', () => {
    expect(formatLongDate('1990-06-15')).toBe('June 15, 1990')
    expect(formatLongDate('2000-01-01')).toBe('January 1, 2000')
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate('not a date')).toBe('not a date')
    expect(formatCalendarDay('2025-03-21')).toMatch(/21/)
  })

  it('format UTC days of the dashboard', () => {
    expect(formatLongDay('2026-06-03')).toBe('June 3, 2026')
    expect(formatLongDay(null)).toBe(EMPTY)
    expect(formatWeekDay('2026-06-03')).toBe('Wed, Jun 3')
  })

  it('format a time of day, and leave a malformed one as it is', () => {
    expect(formatTimeOfDay('14:30')).toMatch(/2:30|14:30/)
    expect(formatTimeOfDay('xx')).toBe('xx')
  })
})

describe('loading the module', () => {
  it('makes no date formatter until one is used (a page pays 70–150 ms for its first one)', async () => {
    vi.resetModules()
    const made = vi.spyOn(Intl, 'DateTimeFormat')
    try {
      const fresh = await import('../../web/src/lib/format.ts')
      expect(made).not.toHaveBeenCalled()
      expect(fresh.formatShortDay('2026-06-03')).toBe('Jun 3')
      expect(fresh.formatShortDay('2026-06-04')).toBe('Jun 4')
      // One formatter per format, made once and kept.
      expect(made).toHaveBeenCalledTimes(1)
    } finally {
      made.mockRestore()
    }
  })
})

describe('the journey’s pattern words', () => {
  it('say what the spec says of too few readings', () => {
    // "Evolution analysis needs at least 3 readings; otherwise the pattern shows as insufficient data"
    expect(
      formatMessage(
        messages['journey.meaning.insufficient'] as CompiledMessage,
        { min: MIN_READINGS_FOR_ANALYSIS },
        'en',
      ),
    ).toBe('Evolution analysis needs at least 3 readings.')
  })
})
