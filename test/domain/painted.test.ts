// A page painted before the app gets the deployment's configuration in place of the build's
// stand-ins (domain/painted.ts; docs/decisions/062-pages-painted-before-the-app.md).
import { describe, expect, it } from 'vitest'
import { PAINTED_STANDINS, usableEmail, usableUrl, withConfiguration } from '../../domain/painted.ts'

const { legalEmail: EMAIL, supportUrls: URLS } = PAINTED_STANDINS
const page = `<a href="mailto:${EMAIL}">${EMAIL}</a><a href="${URLS[0]}">one</a><a href="${URLS[1]}">two</a>`

describe('a painted page’s configuration', () => {
  it('takes the deployment’s contact address and support pages, escaped, wherever the stand-ins were', () => {
    const filled = withConfiguration(page, {
      legalEmail: 'legal@luna.example',
      supportUrls: ['https://pay.example/one?a=1&b=2', 'https://pay.example/"two"'],
    })
    expect(filled).toBe(
      '<a href="mailto:legal@luna.example">legal@luna.example</a>' +
        '<a href="https://pay.example/one?a=1&amp;b=2">one</a><a href="https://pay.example/%22two%22">two</a>',
    )
  })

  it('is left to the app when a value it shows is not configured, or not usable', () => {
    const urls = ['https://pay.example/one', 'https://pay.example/two']
    expect(withConfiguration(page, { legalEmail: null, supportUrls: urls })).toBeNull()
    expect(withConfiguration(page, { legalEmail: 'not an address', supportUrls: urls })).toBeNull()
    expect(
      withConfiguration(page, { legalEmail: 'a@b.example', supportUrls: [urls[0] ?? null, null] }),
    ).toBeNull()
    expect(
      withConfiguration(page, {
        legalEmail: 'a@b.example',
        supportUrls: ['javascript:alert(1)', urls[1] ?? null],
      }),
    ).toBeNull()
    // A page without a stand-in needs none of them.
    expect(withConfiguration('<h1>Help</h1>', { legalEmail: null, supportUrls: [null, null] })).toBe(
      '<h1>Help</h1>',
    )
  })

  it('uses the app’s own rules for a usable value, the stand-ins passing them', () => {
    expect(usableEmail(EMAIL)).toBe(EMAIL)
    for (const url of URLS) expect(usableUrl(url)).toBe(url)
    expect(usableEmail('<script>@x.y')).toBeNull()
    expect(usableUrl('ftp://x.example/')).toBeNull()
  })
})
