// How a visitor's language is chosen (docs/decisions/056-languages.md): the kept choice, then the
// browser's Accept-Language, among the offered languages; English otherwise.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES, negotiateLocale, offeredLocalesOf, spokenLocale } from '../../domain/locale.ts'

const ALL = [...LOCALES]

describe('the language of a visit', () => {
  it('takes the first offered language of Accept-Language, by weight, region and case ignored', () => {
    expect(negotiateLocale('es-MX,es;q=0.9,en;q=0.8', ALL)).toBe('es')
    expect(negotiateLocale('fr-FR, de-AT;q=0.7, en;q=0.5', ALL)).toBe('de')
    expect(negotiateLocale('en;q=0.4, DE;q=0.9', ALL)).toBe('de')
    expect(negotiateLocale('de;q=0.5, es;q=0.5', ALL)).toBe('de')
    expect(negotiateLocale('fr, *;q=0.1', ALL)).toBe('en')
  })

  it('never speaks a language it does not offer, nor one weighted 0', () => {
    expect(negotiateLocale('de', ['en'])).toBe('en')
    expect(negotiateLocale('de;q=0, es', ALL)).toBe('es')
  })

  it('prefers, once in the browser, the language the person picked to the page’s, when offered', () => {
    expect(spokenLocale('es', 'de', ALL)).toBe('es')
    expect(spokenLocale('fr', 'de', ALL)).toBe('de')
    expect(spokenLocale('de', 'es', ['en', 'es'])).toBe('es')
    expect(spokenLocale(null, 'xx', ALL)).toBe('en')
  })

  it('answers English for a missing or broken header', () => {
    for (const header of [null, undefined, '', ';;;', 'q=1', 'de;q=2', 'x'.repeat(5000), '<script>'])
      expect(negotiateLocale(header, ALL)).toBe('en')
  })

  it('always answers an offered language, whatever the header and the kept choice', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.subarray(ALL),
        fc.option(fc.string({ maxLength: 5 })),
        (header, offered, kept) => {
          const locales = offeredLocalesOf(offered.join(','))
          expect(locales).toContain(negotiateLocale(header, locales))
          expect(locales).toContain(spokenLocale(kept, header, locales))
        },
      ),
    )
  })

  it('offers English always, and the listed languages it has catalogues for, in its own order', () => {
    expect(offeredLocalesOf('')).toEqual(['en'])
    expect(offeredLocalesOf(undefined)).toEqual(['en'])
    expect(offeredLocalesOf('de, ES ,fr')).toEqual(['en', 'es', 'de'])
  })
})
