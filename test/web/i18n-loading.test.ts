// How another language's catalogues load (web/src/lib/i18n.ts; docs/decisions/056-languages.md):
// namespace by namespace, those of the code loaded so far when the language is spoken, a screen's
// with its code (withCatalogues); a later pick wins over an earlier one.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { activateLocale, catalogue, spokenNow, withCatalogues } from '../../web/src/lib/i18n.ts'

/** Renders one message as a screen reads it, through its namespace's hook. */
function Probe({ useText, at, into }: { useText: () => (key: never) => string; at: string; into: string[] }) {
  into.push((useText() as (key: string) => string)(at))
  return null
}

/** A message as a screen reads it through its namespace's hook (rendered once, on the server). */
function read(useText: () => (key: never) => string, key: string): string {
  const into: string[] = []
  renderToString(createElement(Probe, { useText, at: key, into }))
  return into[0] ?? ''
}

describe('another language’s catalogues', () => {
  afterAll(() => activateLocale('en'))

  it('load with the language the namespaces already registered, and a screen’s with its code', async () => {
    const { messages: month } = await import('../../domain/messages/compiled/en/month.ts')
    const useMonthText = catalogue(month, 'month')
    expect(read(useMonthText, 'month.title')).toBe('Your month')
    expect(await activateLocale('de')).toBe(true)
    expect(spokenNow()).toBe('de')
    expect(read(useMonthText, 'month.title')).toBe('Dein Monat')

    // A screen whose code registers a namespace later: its German is there when its code is.
    let useProfileText: (() => (key: never) => string) | undefined
    await withCatalogues(
      import('../../domain/messages/compiled/en/profile.ts').then((m) => {
        useProfileText = catalogue(m.messages, 'profile')
      }),
    )
    if (!useProfileText) throw new Error('no profile catalogue')
    expect(read(useProfileText, 'profile.title')).toBe('Dein Profil')
  })

  it('speak the later of two quick picks, whichever loads first', async () => {
    const [first, second] = await Promise.all([activateLocale('es'), activateLocale('de')])
    expect(first).toBe(false)
    expect(second).toBe(true)
    expect(spokenNow()).toBe('de')
  })
})
