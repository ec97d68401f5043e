// The build's hyphenation of Spanish's and German's long texts (docs/decisions/061-hyphenation.md).
import { describe, expect, it } from 'vitest'
import {
  hyphenate,
  hyphenateModule,
  MIN_WORD_LENGTH,
  SOFT_HYPHEN,
} from '../../scripts/hyphenate/hyphenate.ts'
import { HYPHENATED } from '../../scripts/hyphenate/vite-plugin.ts'

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, '|')

describe('hyphenation', () => {
  it('puts soft hyphens at German’s and Spanish’s hyphenation points, in long words only', () => {
    expect(shown(hyphenate('Die Datenschutzerklärung gilt.', 'de'))).toBe(
      'Die Da|ten|schutz|er|klä|rung gilt.',
    )
    expect(shown(hyphenate('tu almacenamiento local', 'es'))).toBe('tu al|ma|ce|na|mien|to local')
    const short = 'Zwölf Zeichen'.padEnd(MIN_WORD_LENGTH - 1, 'x')
    expect(hyphenate(short, 'de')).toBe(short)
    // The words are the same once the soft hyphens are taken out.
    const text = 'Verschlüsselungsschlüsseln, {email} und Wiederherstellungscode luna_123'
    expect(hyphenate(text, 'de').replaceAll(SOFT_HYPHEN, '')).toBe(text)
    expect(hyphenate(text, 'de')).toContain('{email}')
  })

  it('hyphenates a content module’s strings, not its module paths, and keeps its escapes', () => {
    const code = [
      "import type { LongDocument } from '../documents.ts'",
      "export const X: LongDocument = { title: 'Datenschutzerklärung', subtitle: 'Lunas \\'Nutzungsbedingungen\\'' }",
    ].join('\n')
    const out = hyphenateModule(code, 'de')
    expect(out).toContain("from '../documents.ts'")
    expect(shown(out)).toContain("title: 'Da|ten|schutz|er|klä|rung'")
    expect(shown(out)).toContain("'Lunas \\'Nut|zungs|be|din|gun|gen\\''")
  })

  it('applies to the long texts of Spanish and German only', () => {
    expect(HYPHENATED.test('/work/main/domain/content/de/legal.ts')).toBe(true)
    expect(HYPHENATED.test('/work/main/domain/content/es/help.ts')).toBe(true)
    expect(HYPHENATED.test('/work/main/domain/content/legal.ts')).toBe(false)
    expect(HYPHENATED.test('/work/main/domain/content/de/day-words.ts')).toBe(false)
  })
})
