// A language's table of catalogue chunks that could not be loaded (offline before the service worker
// had cached it) is asked for again the next time the language is (web/src/lib/i18n.ts,
// `languageFiles`): one failure does not keep the person in English for the rest of the visit.
import { afterAll, describe, expect, it, vi } from 'vitest'

let tableLoads = 0
vi.mock('../../web/src/lib/language-files/es.ts', async () => {
  tableLoads++
  if (tableLoads === 1) throw new TypeError('Failed to fetch dynamically imported module')
  return {
    LANGUAGE_FILES: {
      './month.ts': async () => ({ messages: { 'month.title': 'Tu mes' } }),
    },
  }
})

describe('a language table that failed to load', () => {
  afterAll(async () => {
    const { activateLocale } = await import('../../web/src/lib/i18n.ts')
    await activateLocale('en')
  })

  it('is asked for again when the language is, and then the language is spoken', async () => {
    const { activateLocale, catalogue, spokenNow } = await import('../../web/src/lib/i18n.ts')
    const { messages } = await import('../../domain/messages/compiled/en/month.ts')
    catalogue(messages, 'month')

    await expect(activateLocale('es')).rejects.toThrow('The catalogues of es could not be loaded')
    expect(spokenNow()).toBe('en')

    expect(await activateLocale('es')).toBe(true)
    expect(spokenNow()).toBe('es')
    expect(tableLoads).toBe(2)
  })
})
