// The help guide in Spanish and German (domain/content/<locale>/help.ts): English's tabs, sections,
// paragraphs and bullets in the same order, each the language's own, and a sentence for every zone.
import { describe, expect, it } from 'vitest'
import { HELP_TABS_DE, ZONE_HELP_DE } from '../../domain/content/de/help.ts'
import { HELP_TABS_ES, ZONE_HELP_ES } from '../../domain/content/es/help.ts'
import { HELP_TABS, type HelpTabKey, ZONE_HELP } from '../../domain/content/help.ts'

const LANGUAGES = {
  es: { tabs: HELP_TABS_ES, zones: ZONE_HELP_ES },
  de: { tabs: HELP_TABS_DE, zones: ZONE_HELP_DE },
}
const KEYS = Object.keys(HELP_TABS) as HelpTabKey[]

describe.each(Object.entries(LANGUAGES))('the help guide in %s', (_locale, language) => {
  it('has English’s tabs in English’s order, each section’s texts in the language’s own words', () => {
    expect(Object.keys(language.tabs)).toEqual(KEYS)
    const english = new Set(
      KEYS.flatMap((k) =>
        HELP_TABS[k].sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.bullets ?? [])]),
      ),
    )
    for (const key of KEYS) {
      const own = language.tabs[key]
      expect(own.label.trim()).not.toBe('')
      expect(own.sections).toHaveLength(HELP_TABS[key].sections.length)
      HELP_TABS[key].sections.forEach((section, i) => {
        const mine = own.sections[i]
        expect(mine?.paragraphs, section.heading).toHaveLength(section.paragraphs.length)
        expect(mine?.bullets?.length ?? 0, section.heading).toBe(section.bullets?.length ?? 0)
        for (const text of [mine?.heading ?? '', ...(mine?.paragraphs ?? []), ...(mine?.bullets ?? [])]) {
          expect(text.trim()).not.toBe('')
          // Luna's name may stand alone (the tab 'Luna'); a sentence never stays English's.
          if (text.includes(' ')) expect(english.has(text), text).toBe(false)
        }
      })
    }
    expect(Object.keys(language.zones).sort()).toEqual(Object.keys(ZONE_HELP).sort())
  })

  it('writes numbers with the decimal comma, as the language does', () => {
    const all = KEYS.flatMap((k) =>
      language.tabs[k].sections.flatMap((s) => [...s.paragraphs, ...(s.bullets ?? [])]),
    )
    expect(all.join(' ')).not.toMatch(/\d\.\d/)
    expect(Object.values(language.zones).join(' ')).not.toMatch(/\d\.\d/)
  })
})
