// Numbers and dates in the language spoken (docs/decisions/056-languages.md): English as the spec
// writes them; Spanish and German with the decimal comma and their own dates.
import { afterAll, describe, expect, it } from 'vitest'
import {
  fixed,
  formatHz,
  formatLongDate,
  formatLongDay,
  formatNumber,
  hz,
  weekdayNarrow,
  weekdayShort,
} from '../../web/src/lib/format.ts'
import { activateLocale } from '../../web/src/lib/i18n.ts'

describe('numbers and dates', () => {
  afterAll(() => activateLocale('en'))

  it('follow English by default, word for word as before', () => {
    expect(fixed(81.387)).toBe('81.387')
    expect(fixed(-0.0125, 3)).toBe('−0.013')
    expect(formatNumber(12345.678, 1)).toBe('12,345.7')
    expect(formatLongDay('2026-11-30')).toBe('November 30, 2026')
    expect(formatHz(432.5)).toBe('432.5')
    expect(hz(528)).toBe('528\u00a0Hz')
    expect([1, 7].map(weekdayShort)).toEqual(['Mon', 'Sun'])
    expect(weekdayNarrow(3)).toBe('W')
  })

  it('take the decimal comma and the language’s dates in German and Spanish', async () => {
    await activateLocale('de')
    expect(fixed(81.387)).toBe('81,387')
    expect(formatNumber(12345.678, 1)).toBe('12.345,7')
    expect(formatLongDay('2026-11-30')).toBe('30. November 2026')
    expect(formatLongDate('2026-11-30')).toMatch(/30\. November 2026/)
    expect(formatHz(432.5)).toBe('432,5')
    expect(hz(7.83)).toBe('7,83\u00a0Hz')
    expect([1, 7].map(weekdayShort)).toEqual(['Mo', 'So'])
    await activateLocale('es')
    expect(fixed(81.387)).toBe('81,387')
    expect(formatLongDay('2026-11-30')).toBe('30 de noviembre de 2026')
    expect([1, 7].map(weekdayShort)).toEqual(['lun', 'dom'])
  })
})
