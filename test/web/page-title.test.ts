// The title of each page (web/src/components/shell/page-title.ts) in the language spoken: the shell
// catalogue's `page.<path>`, English's word for word the page list's own titles (domain/pages.ts).
import { describe, expect, it } from 'vitest'
import { type CompiledMessage, formatMessage } from '../../domain/message-format.ts'
import { messages as de } from '../../domain/messages/compiled/de/shell.ts'
import { messages as en } from '../../domain/messages/compiled/en/shell.ts'
import { messages as es } from '../../domain/messages/compiled/es/shell.ts'
import { SITE_PAGES } from '../../domain/pages.ts'
import { pageTitle, titleKey } from '../../web/src/components/shell/page-title.ts'

/** A catalogue's formatter, as the shell's hook gives it (the key itself where there is none). */
const sayIn = (messages: object, locale: string) => (key: string) => {
  const message = (messages as Record<string, CompiledMessage>)[key]
  return message ? formatMessage(message, {}, locale) : key
}

describe('the title of each page', () => {
  const english = sayIn(en, 'en')
  it('names the page by its heading, then Luna', () => {
    expect(pageTitle('/', english)).toBe('Daily Compass · Luna')
    expect(pageTitle('/compass', english)).toBe('Daily Compass · Luna')
    expect(pageTitle('/profile/', english)).toBe('Your Profile · Luna')
    expect(pageTitle('/terms', english)).toBe('Terms of Use · Luna')
    expect(pageTitle('/Profile', english)).toBe('Your Profile · Luna')
  })
  it('names an unknown address as the 404 card does', () => {
    expect(pageTitle('/nope-404', english)).toBe('Page Not Found · Luna')
    expect(pageTitle('/profile/extra', english)).toBe('Page Not Found · Luna')
  })
  it("has every page's title in each language, English's the page list's own", () => {
    for (const page of SITE_PAGES) {
      expect(english(titleKey(page.path)), page.path).toBe(page.title)
      for (const messages of [es, de]) expect(titleKey(page.path) in messages, page.path).toBe(true)
    }
    expect(pageTitle('/profile', sayIn(de, 'de'))).toBe('Dein Profil · Luna')
    expect(pageTitle('/nope', sayIn(es, 'es'))).toBe(`${sayIn(es, 'es')('notFound.title')} · Luna`)
  })
  it("keeps the list's English title where a catalogue lacks the page", () => {
    expect(pageTitle('/help', (key) => key)).toBe('Help · Luna')
  })
})
