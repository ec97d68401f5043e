// The admin dashboard in use (docs/decisions/008-admin-and-analytics.md, docs/decisions/008-admin-and-analytics.md): by keyboard on a phone, the 30-second
// refetch, a failed refresh and an unreachable server, and the failed-login limit (429).
import { describe, expect, it } from 'vitest'
import {
  adminPassword,
  dashboardShown,
  gateShown,
  submitPassword,
  unlock,
  waitForToast,
} from './admin-helpers.ts'
import {
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  openSession,
  PHONE,
  setupBrowser,
} from './browser.ts'

const browser = setupBrowser()

describe('using the dashboard', () => {
  it('works by keyboard on a phone: unlock, focus moves to the dashboard, tables scroll inside their own region', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await page.goto('/analytics')
    const field = page.getByLabel('Admin password')
    await field.focus()
    await page.keyboard.type(adminPassword())
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Show password')
    await page.keyboard.press('Enter')
    expect(await field.getAttribute('type')).toBe('text')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await dashboardShown(page)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard')

    let reached = false
    for (let i = 0; i < 12 && !reached; i++) {
      await page.keyboard.press('Tab')
      reached = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') === 'Archetype distribution table',
      )
    }
    expect(reached, 'Tab reaches the distribution table region').toBe(true)
    const region = page.getByRole('region', { name: 'Archetype distribution table' })
    expect(await region.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none')
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft), { timeout: 5000 }).toBeGreaterThan(0)
    await expectNoSidewaysScroll(page, 'phone dashboard after keyboard scroll')
    await context.close()
  })

  it('refetches every 30 seconds', async () => {
    const { page, context } = await openSession(browser(), DESKTOP)
    await page.clock.install()
    await unlock(page)
    await page.getByText(/Generated at/).waitFor()
    const next = page.waitForRequest((r) => r.url().endsWith('/api/archetype-analytics'), { timeout: 10_000 })
    await page.clock.fastForward(30_000)
    const res = await (await next).response()
    expect(res?.status()).toBe(200)
    await context.close()
  })

  it("shows 'Failed to load analytics data' when a refresh fails, keeps the figures, and recovers", async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await unlock(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.getByText('Failed to load analytics data').waitFor()
    await expect
      .poll(() => page.getByRole('heading', { name: 'Archetype distribution' }).isVisible())
      .toBe(true)
    await expectAccessible(page, 'dashboard with a failed refresh')
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.getByText('Failed to load analytics data').waitFor({ state: 'detached' })

    // A login that cannot reach the server says so.
    await page.getByRole('button', { name: 'Log out' }).click()
    await gateShown(page)
    await context.setOffline(true)
    await submitPassword(page, adminPassword())
    const failed = await waitForToast(page, 'Login Failed')
    expect(failed).toContain('Could not reach the server')
    await context.setOffline(false)
    await context.close()
  })
})

describe('too many wrong passwords', () => {
  it('shows how many minutes to wait (429 with Retry-After) and holds the button', async () => {
    // Failed logins are counted per client address, which Cloudflare gives the Worker in
    // cf-connecting-ip: this browser is its own client, so other tests keep their allowance.
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 20}`
    const { page, context } = await openSession(browser(), PHONE, {
      extraHTTPHeaders: { 'cf-connecting-ip': address },
    })
    await page.goto('/analytics')
    let status = 0
    for (let i = 0; i < 6 && status !== 429; i++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/login'))
      await submitPassword(page, `wrong-${i}`)
      status = (await answer).status()
    }
    expect(status).toBe(429)
    const limited = page
      .getByText(/Too many failed attempts\. Please wait \d+ minutes? before trying again\./)
      .first()
    await limited.waitFor()
    await expect(page.getByRole('button', { name: 'Unlock dashboard' }).isDisabled()).resolves.toBe(true)
    await expectAccessible(page, 'rate-limited gate')
    await context.close()
  })
})
