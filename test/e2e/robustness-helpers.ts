// Shared steps of the robustness browser tests: a browser whose storage is blocked, script
// payloads and the checks that none of them ran, and a collector of CSP violations.
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { expectAccessible, onboardFromWelcome } from './browser.ts'

/** Makes every read of window.localStorage and window.sessionStorage throw, as strict privacy settings do. */
export function blockStorage(): void {
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
          'SecurityError',
        )
      },
    })
  }
}

/** Records every Content-Security-Policy violation of the document in window.__csp. */
export function collectCspViolations(): void {
  const w = window as unknown as { __csp?: string[] }
  document.addEventListener('securitypolicyviolation', (e) => {
    w.__csp ??= []
    w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`)
  })
}

export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])

/** Script payloads, each of which sets window.__xss if it ever runs. */
export const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  js: 'javascript:window.__xss=1',
} as const

/**
 * Nothing of the payloads ran or became markup: window.__xss is unset, no element carries an
 * inline event handler, no script holds a payload, no link or source is a javascript: URL, and
 * the page still passes axe and does not scroll sideways.
 */
export async function expectNoScriptRan(page: Page, label: string): Promise<void> {
  // An <img src=x> fails to load a moment after it is inserted: wait until every image has
  // settled (loaded or failed, so any onerror has fired) and a frame has been painted since.
  await page.waitForLoadState('networkidle').catch(() => undefined)
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')]
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
      handlers: all.flatMap((el) =>
        el
          .getAttributeNames()
          .filter((a) => a.toLowerCase().startsWith('on'))
          .map((a) => `${el.tagName} ${a}`),
      ),
      scripts: [...document.scripts].filter((s) => s.text.includes('__xss')).length,
      images: document.querySelectorAll('img[src="x"]').length,
      svgs: [...document.querySelectorAll('svg')].filter((s) => s.outerHTML.includes('__xss')).length,
      jsUrls: all.filter((el) =>
        ['href', 'src', 'action', 'formaction', 'xlink:href'].some((a) =>
          /^\s*javascript:/i.test(el.getAttribute(a) ?? ''),
        ),
      ).length,
    }
  })
  expect(found, label).toEqual({ xss: null, handlers: [], scripts: 0, images: 0, svgs: 0, jsUrls: 0 })
  await expectAccessible(page, label)
  // Long unbroken payload words must wrap too. Soft, so that one screen's layout fault does not
  // hide what the later screens do; the outermost elements that stick out are named.
  const layout = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth
    const out = (el: Element | null) => el !== null && el.getBoundingClientRect().right > edge + 1
    return {
      overflow: document.documentElement.scrollWidth - edge,
      culprits: [...document.querySelectorAll('body *')]
        .filter((el) => out(el) && !out(el.parentElement))
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').trim().slice(0, 60)}`,
        ),
    }
  })
  expect
    .soft(
      layout.overflow,
      `${label} scrolls sideways by ${layout.overflow}px: ${JSON.stringify(layout.culprits)}`,
    )
    .toBeLessThanOrEqual(0)
}

/** The text is visible on screen as text (somewhere inside `scope`, the page by default). */
export async function expectShownAsText(page: Page, text: string, scope = 'body'): Promise<void> {
  await page.locator(scope).getByText(text).first().waitFor({ state: 'visible', timeout: 15_000 })
}

export { expectToast } from './browser.ts'

/** The onboarding steps from the welcome card, on the page already open at /onboarding (no reload). */
export async function onboardInPlace(page: Page, name: string, birthDate = '1990-06-15'): Promise<void> {
  await onboardFromWelcome(page, name, birthDate, (q) => q % 4)
  await page.waitForURL((url) => url.pathname === '/')
}

export interface SavedReading {
  id: string
  readingType: string
  userTags: string | null
  userNotes: string | null
}

/** The saved readings of a session, read from the page through the real API. */
export async function savedReadings(page: Page, sessionId: string): Promise<SavedReading[]> {
  return page.evaluate(async (id) => {
    const res = await fetch('/api/saved-readings', { headers: { 'x-session-id': id } })
    if (!res.ok) throw new Error(`GET /api/saved-readings answered ${res.status}`)
    return res.json()
  }, sessionId)
}

/** Every x-session-id the page sends to the API, in order. */
export function watchSessionIds(page: Page): string[] {
  const ids: string[] = []
  page.on('request', (r) => {
    const id = r.headers()['x-session-id']
    if (id && r.url().includes('/api/')) ids.push(id)
  })
  return ids
}

/** Opens the menu on a phone (when it is closed) and follows the main navigation's link. */
export async function navigate(page: Page, link: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const menu = nav.getByRole('button', { name: 'Menu' })
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  await nav.getByRole('link', { name: link, exact: true }).click()
}
