// The strict Content-Security-Policy (docs/ARCHITECTURE.md) in a real Chromium at 390 × 844: every
// route of the app, as an onboarded visitor, reports no violation, and the policy is sent with the
// HTML and with the JavaScript.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { adminPassword, dashboardShown, submitPassword } from './admin-helpers.ts'
import { openSession, PHONE, setupBrowser } from './browser.ts'
import { collectCspViolations, cspViolations, onboardInPlace } from './robustness-helpers.ts'

const browser = setupBrowser()

/** Lets lazy chunks, fetches, charts and fonts settle before the violations are read: no fixed sleep. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined)
  // Fonts loaded and two frames painted: whatever the page applies lazily has been applied.
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  })
}

async function clickTabs(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click()
    await settle(page)
  }
}

const modeSwitch = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('switch', { includeHidden: true })

/** On a phone the mode is in the bar's menu: opened for the switch, closed again by the route. */
async function setMode(page: Page, advanced: boolean): Promise<void> {
  const on = (await modeSwitch(page).first().getAttribute('aria-checked')) === 'true'
  if (on !== advanced) {
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('switch').click()
  }
  await expect.poll(() => modeSwitch(page).first().getAttribute('aria-checked')).toBe(String(advanced))
}

interface Visit {
  path: string
  /** What to do on the screen once it is shown (tabs, modes, a calculation…). */
  act?: (page: Page) => Promise<void>
}

const VISITS: readonly Visit[] = [
  { path: '/' },
  { path: '/compass', act: (page) => setMode(page, true) },
  { path: '/compass' },
  { path: '/resonance', act: (page) => setMode(page, false) },
  { path: '/resonance', act: (page) => setMode(page, true) },
  { path: '/resonance' },
  { path: '/profile', act: (page) => clickTabs(page, ['Journey', 'Read', 'Codons', 'Profile']) },
  {
    path: '/calculator',
    act: async (page) => {
      await page.getByRole('button', { name: 'Calculate' }).click()
      await settle(page)
    },
  },
  { path: '/readings' },
  { path: '/help', act: (page) => clickTabs(page, ['Pages', 'Luna', 'Science', 'Basics']) },
  { path: '/codex' },
  { path: '/support' },
  // An onboarded visitor sees their archetype (a retake would clear it).
  { path: '/archetype-test' },
  {
    path: '/analytics',
    act: async (page) => {
      await submitPassword(page, adminPassword())
      await dashboardShown(page)
      await settle(page)
    },
  },
  { path: '/privacy' },
  { path: '/terms' },
  { path: '/disclaimer' },
  { path: '/no-such-page' },
]

describe('the Content-Security-Policy', () => {
  it('is sent with the HTML and the JavaScript, and no screen of the app violates it', {
    timeout: 240_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await context.addInitScript(collectCspViolations)
    const consoleReports: string[] = []
    // Every script the app loads, lazy chunks included, with the policy it came with.
    const jsPolicies = new Map<string, string | undefined>()
    page.on('response', (res) => {
      if (/\.m?js(\?|$)/.test(new URL(res.url()).pathname))
        jsPolicies.set(res.url(), res.headers()['content-security-policy'])
    })
    page.on('console', (msg) => {
      if (/Content.Security.Policy|Refused to/i.test(msg.text()))
        consoleReports.push(`${page.url()} ${msg.text()}`)
    })

    const first = await page.goto('/onboarding')
    const htmlPolicy = first?.headers()['content-security-policy'] ?? ''
    // HTML pages also allow their own inline stylesheet, by hash only; otherwise every answer has
    // the same policy.
    expect(htmlPolicy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'/)
    const withoutStyleHashes = (p: string | undefined) => (p ?? '').replace(/ 'sha256-[A-Za-z0-9+/=]+'/g, '')
    const policy = withoutStyleHashes(htmlPolicy)
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("style-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
    await page.getByRole('button', { name: 'Begin' }).waitFor()

    // The collector catches what the policy refuses: an inline script is blocked and reported.
    await page.evaluate(() => {
      const s = document.createElement('script')
      s.textContent = 'window.__inlineRan = 1'
      document.head.append(s)
    })
    await expect
      .poll(() => cspViolations(page))
      .toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)])
    expect(
      await page.evaluate(() => (window as unknown as { __inlineRan?: number }).__inlineRan),
    ).toBeUndefined()
    await expect.poll(() => consoleReports.length).toBeGreaterThan(0)
    consoleReports.length = 0
    problems.length = 0
    await page.evaluate(() => {
      ;(window as unknown as { __csp?: string[] }).__csp = []
    })

    // The JavaScript the page loads carries the policy too.
    const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean))
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) {
      const res = await page.request.get(src)
      expect(res.status(), src).toBe(200)
      expect(res.headers()['content-type'], src).toMatch(/javascript/)
      expect(withoutStyleHashes(res.headers()['content-security-policy']), src).toBe(policy)
    }

    await onboardInPlace(page, 'Ada Lovelace')
    await page.getByTestId('alignment-panel').waitFor()
    await settle(page)
    const violations: string[] = (await cspViolations(page)).map((v) => `/onboarding → /: ${v}`)

    for (const visit of VISITS) {
      const res = await page.goto(visit.path)
      // A path with no screen is still the app (its "Page Not Found"), answered 404.
      expect(res?.status(), visit.path).toBe(visit.path === '/no-such-page' ? 404 : 200)
      expect(withoutStyleHashes(res?.headers()['content-security-policy']), visit.path).toBe(policy)
      await page.locator('main h1').first().waitFor()
      await settle(page)
      if (visit.act) await visit.act(page)
      await settle(page)
      violations.push(...(await cspViolations(page)).map((v) => `${visit.path}: ${v}`))
    }
    expect(violations).toEqual([])
    expect(jsPolicies.size).toBeGreaterThan(scripts.length)
    expect([...jsPolicies].filter(([, p]) => p !== policy)).toEqual([])
    expect(consoleReports).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
