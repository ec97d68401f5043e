// A language's table of catalogue chunks that could not be loaded (offline before the service worker
// had cached it) is asked for again the next time the language is (web/src/lib/i18n.ts,
// `languageFiles`): one failure does not keep the person in English for the rest of the visit.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { messages } from '../../domain/messages/compiled/en/month.ts'
import { activateLocale, catalogue, spokenNow } from '../../web/src/lib/i18n.ts'

let tableLoads = 0
vi.mock('../../web/src/lib/language-files/es.ts', async () => {
  tableLoads++
  if (tableLoads === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return {
    LANGUAGE_FILES: {
      './month.ts': async () => ({ messages: { 'month.title': ['Tu mes'] } }),
    },
  }
})

/** Renders one message as a screen reads it, through its namespace's hook. */
function Probe({ useText, into }: { useText: () => (key: 'month.title') => string; into: string[] }) {
  into.push(useText()('month.title'))
  return null
}

/** The month's title as a screen reads it (rendered once, on the server). */
function monthTitle(useText: () => (key: 'month.title') => string): string {
  const into: string[] = []
  renderToString(createElement(Probe, { useText, into }))
  return into[0] ?? ''
}

describe('a language table that failed to load', () => {
  afterAll(() => activateLocale('en'))

  it('is asked for again when the language is, and then the language is spoken', async () => {
    const useMonthText = catalogue(messages, 'month')

    await expect(activateLocale('es')).rejects.toThrow('The catalogues of es could not be loaded')
    expect(spokenNow()).toBe('en')

    expect(monthTitle(useMonthText)).toBe('Your month')

    expect(await activateLocale('es')).toBe(true)
    expect(spokenNow()).toBe('es')
    expect(monthTitle(useMonthText)).toBe('Tu mes')
    expect(tableLoads).toBe(2)
  })
})
