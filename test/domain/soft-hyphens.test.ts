// Soft hyphens put into the server's sentences from the build's list of long words
// (domain/soft-hyphens.ts; docs/decisions/061-hyphenation.md).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SOFT_HYPHEN, softHyphenator, withoutSoftHyphens } from '../../domain/soft-hyphens.ts'

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '|')
const LIST = [
  'he\u00adr\u00adun\u00adter\u00adzu\u00adfah\u00adren',
  'Zu\u00adsam\u00admen\u00adar\u00adbeit',
].join(' ')

describe('soft hyphens from a list of long words', () => {
  const hyphenate = softHyphenator(LIST)

  it('hyphenates a listed word wherever it stands whole, and nothing else', () => {
    expect(shown(hyphenate('Zeit, herunterzufahren. Zusammenarbeit!'))).toBe(
      'Zeit, he|r|un|ter|zu|fah|ren. Zu|sam|men|ar|beit!',
    )
    // Inside a longer word, with another case, or unlisted: left as it is.
    expect(hyphenate('Zusammenarbeitszeit zusammenarbeit Überforderung')).toBe(
      'Zusammenarbeitszeit zusammenarbeit Überforderung',
    )
  })

  it('gives the text back once its soft hyphens are taken out, for any text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('herunterzufahren', 'Zusammenarbeit', ' ', ', ', 'ß', 'Zeit', '—', '\n'), {
          maxLength: 20,
        }),
        fc.string(),
        (pieces, noise) => {
          const text = pieces.join('') + noise.replaceAll(SOFT_HYPHEN, '')
          expect(withoutSoftHyphens(hyphenate(text))).toBe(text)
          // Hyphenating twice is hyphenating once: a hyphenated word is no longer a listed one.
          expect(hyphenate(hyphenate(text))).toBe(hyphenate(text))
        },
      ),
    )
  })
})
