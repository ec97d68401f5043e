// The size caps count UTF-8 bytes (docs/rules/text.md); fitsUtf8 skips the count when the length
// alone decides, and must decide exactly as counting would.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fitsUtf8, utf8Bytes } from '../../schema/api.ts'

describe('fitsUtf8', () => {
  it('agrees with counting the UTF-8 bytes, for any text and cap', () => {
    // Every UTF-8 width at its edges (1: U+0000, U+007F; 2: U+0080, U+07FF; 3: U+0800, U+FFFF;
    // 4: a surrogate pair), and lone surrogates (written as U+FFFD, 3 bytes).
    const unit = fc.constantFrom(
      '\u0000',
      'a',
      '\u007f',
      '\u0080',
      'é',
      '\u07ff',
      '\u0800',
      '漢',
      '\uffff',
      '😀',
      '\ud800',
      '\udfff',
    )
    const text = fc.string({ unit, maxLength: 60 })
    fc.assert(
      fc.property(text, fc.integer({ min: 0, max: 250 }), (t, max) => {
        expect(fitsUtf8(t, max)).toBe(utf8Bytes(t) <= max)
      }),
      { numRuns: 2000 },
    )
  })
  it('holds at the edges of its shortcuts', () => {
    expect(fitsUtf8('漢'.repeat(3), 9)).toBe(true)
    expect(fitsUtf8('漢'.repeat(4), 11)).toBe(false)
    expect(fitsUtf8('😀'.repeat(3), 11)).toBe(false)
    expect(fitsUtf8('😀'.repeat(3), 12)).toBe(true)
    expect(fitsUtf8('a'.repeat(13), 12)).toBe(false)
  })
})
