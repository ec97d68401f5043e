// The long texts in Spanish and German (domain/content/<locale>/{legal,codex,theory}.ts): every
// section, paragraph and bullet of English's, in the same order, each the language's own, with the
// contact address's placeholder where English has it; and the legal pages' date, the same day.
import { describe, expect, it } from 'vitest'
import { CODEX, REFERENCE } from '../../domain/content/codex.ts'
import { CODEX_DE, REFERENCE_DE } from '../../domain/content/de/codex.ts'
import * as DE from '../../domain/content/de/legal.ts'
import { THEORY_DE } from '../../domain/content/de/theory.ts'
import type { LongDocument } from '../../domain/content/documents.ts'
import { CODEX_ES, REFERENCE_ES } from '../../domain/content/es/codex.ts'
import * as ES from '../../domain/content/es/legal.ts'
import { THEORY_ES } from '../../domain/content/es/theory.ts'
import { DISCLAIMER, LEGAL_UPDATED, PRIVACY, TERMS } from '../../domain/content/legal.ts'
import { THEORY } from '../../domain/content/theory.ts'

const LANGUAGES = {
  es: {
    privacy: ES.PRIVACY_ES,
    terms: ES.TERMS_ES,
    disclaimer: ES.DISCLAIMER_ES,
    codex: CODEX_ES,
    about: REFERENCE_ES,
    theory: THEORY_ES,
    updated: ES.LEGAL_UPDATED_ES,
  },
  de: {
    privacy: DE.PRIVACY_DE,
    terms: DE.TERMS_DE,
    disclaimer: DE.DISCLAIMER_DE,
    codex: CODEX_DE,
    about: REFERENCE_DE,
    theory: THEORY_DE,
    updated: DE.LEGAL_UPDATED_DE,
  },
} as const
const ENGLISH = {
  privacy: PRIVACY,
  terms: TERMS,
  disclaimer: DISCLAIMER,
  codex: CODEX,
  about: REFERENCE,
  theory: THEORY,
} as const
const LEGAL = new Set(['privacy', 'terms', 'disclaimer'])

const emails = (text: string) => text.split('{email}').length - 1
const texts = (d: LongDocument) =>
  d.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])])

describe.each(Object.entries(LANGUAGES))('the long texts in %s', (_locale, language) => {
  it.each(Object.keys(ENGLISH) as (keyof typeof ENGLISH)[])(
    '%s has English’s shape, in its own words',
    (doc) => {
      const english = ENGLISH[doc]
      const own = language[doc]
      expect(own.sections).toHaveLength(english.sections.length)
      english.sections.forEach((section, i) => {
        const mine = own.sections[i]
        expect(mine?.paragraphs, section.heading).toHaveLength(section.paragraphs.length)
        expect(mine?.bullets?.length ?? 0, section.heading).toBe(section.bullets?.length ?? 0)
        const englishTexts = [...section.paragraphs, ...(section.bullets ?? [])]
        const ownTexts = [...(mine?.paragraphs ?? []), ...(mine?.bullets ?? [])]
        ownTexts.forEach((text, j) => {
          expect(emails(text), `${section.heading} #${j}`).toBe(emails(englishTexts[j] ?? ''))
        })
      })
      // Every text translated: none is English's, none is empty, and the headings (the pages'
      // contents) are distinct.
      const englishSet = new Set(texts(english))
      for (const text of texts(own)) {
        expect(text.trim()).not.toBe('')
        expect(englishSet.has(text), text).toBe(false)
      }
      const headings = own.sections.map((s) => s.heading)
      expect(new Set(headings).size).toBe(headings.length)
      if (LEGAL.has(doc)) expect(own.updated).toBe(language.updated)
    },
  )

  it('writes numbers with the decimal comma, as the language does', () => {
    for (const doc of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[])
      expect(texts(language[doc]).join(' '), doc).not.toMatch(/\d\.\d/)
  })

  it('dates the pages the day English does', () => {
    expect(LEGAL_UPDATED).toBe('August 6, 2025')
    expect(language.updated).toMatch(/6\.? (de )?(agosto|August) (de )?2025/)
  })
})
