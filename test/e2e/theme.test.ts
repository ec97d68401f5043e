// Light and dark (web/src/lib/theme.ts): the system's scheme by default, a manual choice that
// persists, no flash of the other theme, and axe-clean screens in both at 390 px.
import { describe, expect, it } from 'vitest'
import { expectAccessibleLayout, onboardThroughUi, openSession, PHONE, setupBrowser } from './browser.ts'

const browser = setupBrowser()

describe('light and dark', () => {
  it('follows the system, keeps a manual choice, and passes axe in both', { timeout: 120_000 }, async () => {
    const { page, problems } = await openSession(browser(), PHONE, { colorScheme: 'light' })
    // The first paint already has the theme: the pre-rendered page sets it before any module runs.
    await page.goto('/onboarding')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
    expect(await background()).toBe('rgb(247, 244, 236)')
    await onboardThroughUi(page, 'Maya Okafor', '1990-06-15')
    await page.getByTestId('day-headline').waitFor()
    for (const path of ['/', '/calculator', '/profile', '/codex']) {
      await page.goto(path)
      await page.locator('main h1, main h2').first().waitFor()
      await page.waitForLoadState('networkidle')
      await expectAccessibleLayout(page, `light ${path}`)
    }

    // The button steps System → Light → Dark → System and says which is on. On a phone it is in
    // the bar's menu, beside the pages.
    await page.getByRole('button', { name: 'Menu' }).click()
    const button = page.getByTestId('theme-button-menu')
    expect(await button.getAttribute('aria-label')).toBe('Appearance: System (light). Switch to Light')
    // The page's theme follows in the effect after the button's render: polled.
    await button.click()
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Appearance: Light. Switch to Dark')
    await button.click()
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    await expect.poll(background).toBe('rgb(11, 16, 32)')
    // A manual choice outlives a reload and overrides the system.
    await page.reload()
    await page.locator('main h1, main h2').first().waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    // The rest of the e2e suite runs in Chromium's default light scheme: dark is checked here.
    for (const path of ['/codex', '/', '/calculator', '/profile', '/readings', '/help']) {
      await page.goto(path)
      await page.locator('main h1, main h2').first().waitFor()
      await page.waitForLoadState('networkidle')
      await expectAccessibleLayout(page, `dark ${path}`)
    }
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByTestId('theme-button-menu').click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('luna_theme'))).toBeNull()
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    // Following the system: a change of the system's scheme changes the app's at once.
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(problems).toEqual([])
  })
})
