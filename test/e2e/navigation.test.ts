// Moving between pages while one is still loading: a visitor on a slow phone taps Help, then the
// compass before Help's code has arrived. The compass must be drawn, never an empty page (with one
// Suspense boundary for every page, Preact's Suspense sometimes drew nothing for it).
import { describe, expect, it } from 'vitest'
import { onboardedStorage } from '../../bench/seed.ts'
import { openSession, PHONE, settled, setupBrowser } from './browser.ts'

const browser = setupBrowser()

describe('leaving a page before its code has loaded', () => {
  it('draws the next page', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openSession(browser(), PHONE)
    try {
      await context.addInitScript((s: Record<string, string>) => {
        for (const [k, v] of Object.entries(s))
          if (localStorage.getItem(k) === null) localStorage.setItem(k, v)
      }, onboardedStorage())
      await page.goto('/compass')
      await page.getByTestId('save-reading-card').waitFor()
      // Help's code is held back until the visitor has already moved on.
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await context.route('**/assets/help-*.js', async (route) => {
        await held
        await route.continue()
      })
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('link', { name: 'Help' }).first().click()
      await page.waitForURL('**/help')
      await page.getByText('Loading page').first().waitFor({ state: 'attached' })
      await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('link', { name: 'Compass' }).first().click()
      await page.waitForURL('**/compass')
      await page.getByTestId('today-card').waitFor({ timeout: 10_000 })
      await page.getByTestId('save-reading-card').waitFor({ timeout: 10_000 })
      // Help's code arriving late changes nothing: the compass stays.
      const helpCode = page.waitForResponse((res) => /\/assets\/help-.*\.js$/.test(res.url()))
      release()
      await helpCode
      await settled(page)
      expect(await page.getByTestId('today-card').count()).toBe(1)
      expect(await page.getByRole('heading', { name: 'Daily Compass', level: 1 }).count()).toBe(1)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
