// Invisible format characters are removed from visitors' text (docs/rules/text.md), the joiners
// kept where they join: inside emoji sequences and in the scripts that need them.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanJsonText,
  holdsVisibleCharacter,
  stripControls,
  stripControlsKeepLines,
} from '../../domain/text.ts'

const INVISIBLE = [
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u2060',
  '\uFEFF',
  '\u{E0041}',
  '\u{E007F}',
  '\u2028',
  '\u2029',
  '\u0085',
  '\u202E',
  '\u2066',
]

describe('invisible characters', () => {
  it('removes every one the probe stored, from names and from notes', () => {
    for (const ch of INVISIBLE) {
      expect(stripControls(`a${ch}b`), JSON.stringify(ch)).toBe('ab')
      // A note keeps the line separators as line breaks.
      const note = stripControlsKeepLines(`a${ch}b`)
      expect(note === 'ab' || note === 'a\nb', JSON.stringify(ch)).toBe(true)
    }
    expect(stripControlsKeepLines('one\u2028two\u0085three\u2029four')).toBe('one\ntwo\nthree\nfour')
  })

  it('keeps the zero-width joiner inside emoji sequences and the tags of a subdivision flag', () => {
    for (const emoji of [
      '👩\u200D💻',
      '👨\u200D👩\u200D👧',
      '🏳\uFE0F\u200D🌈',
      '👍🏽\u200D',
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    ])
      expect(stripControls(`hi ${emoji}`).startsWith(`hi ${emoji.replace(/\u200D$/, '')}`)).toBe(true)
    expect(stripControls('👩\u200D💻')).toBe('👩\u200D💻')
    // A joiner between Latin letters, or at the edge, joins nothing.
    expect(stripControls('a\u200Db')).toBe('ab')
    expect(stripControls('\u200Dx\u200D')).toBe('x')
    // Persian needs its non-joiner; Devanagari its joiner.
    expect(stripControls('می\u200Cخواهم')).toBe('می\u200Cخواهم')
    expect(stripControls('क्\u200Dष')).toBe('क्\u200Dष')
  })

  it('holds for any text: the result has none of them, and clean text is left as it is', () => {
    const piece = fc.constantFrom('a', 'é', ' ', 'ش', '👩', '\u200D', '\u200C', ...INVISIBLE)
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const out = stripControls(pieces.join(''))
        for (const ch of INVISIBLE) expect(out.includes(ch)).toBe(false)
        expect(stripControls(out)).toBe(out)
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what is left out.
        const clean = s.replace(/[\u0000-\u001F\u007F]/g, '')
        expect(stripControls(clean)).toBe(clean)
      }),
    )
    expect(cleanJsonText({ 'k\u200B': ['v\uFEFF'] })).toEqual({ k: ['v'] })
  })

  it('removes the default-ignorable code points the second probe stored, keeping what chooses an emoji', () => {
    const ignorable = [
      '\u00AD',
      '\u034F',
      '\u115F',
      '\u1160',
      '\u3164',
      '\uFFA0',
      '\u17B4',
      '\u180B',
      '\u180F',
      '\u206A',
      '\u206F',
      '\u{E0100}',
      '\u{E01EF}',
      '\u{1D173}',
      '\u{1BCA0}',
    ]
    for (const ch of ignorable) {
      expect(stripControls(`a${ch}b`), JSON.stringify(ch)).toBe('ab')
      expect(stripControlsKeepLines(`a${ch}b`), JSON.stringify(ch)).toBe('ab')
    }
    // Variation selectors after a Latin letter draw nothing; after an emoji or a keycap base they
    // choose its presentation.
    expect(stripControls('a\uFE0Fb\uFE00')).toBe('ab')
    expect(stripControls('I \u2764\uFE0F you')).toBe('I \u2764\uFE0F you')
    expect(stripControls('#\uFE0F\u20E3')).toBe('#\uFE0F\u20E3')
    // A flag's tag sequence is kept whole; a tag run hiding ASCII after a lone flag is not.
    const wales = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}'
    expect(stripControls(`Hi ${wales}`)).toBe(`Hi ${wales}`)
    expect(stripControls('Hi \u{1F3F4}\u{E0068}\u{E0069}')).toBe('Hi \u{1F3F4}')
    // The braille blank draws nothing in a name; a note keeps it (braille art).
    expect(stripControls('a\u2800b')).toBe('ab')
    expect(stripControlsKeepLines('a\u2800b')).toBe('a\u2800b')
    expect(cleanJsonText({ note: 'x\u00ADy' })).toEqual({ note: 'xy' })
  })

  it('says a name of fillers holds nothing visible', () => {
    for (const name of ['\u3164', '\u2800\u2800', '\u115F\u1160', '\uFFA0 ', '\u00AD'])
      expect(holdsVisibleCharacter(name), JSON.stringify(name)).toBe(false)
    for (const name of ['Ana', '\u3164A', '李', '\u{1F319}'])
      expect(holdsVisibleCharacter(name), name).toBe(true)
  })
})
