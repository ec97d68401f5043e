// The session id is a bearer secret: the web app sends it only in the x-session-id header, never in
// a path or a query string, across the main journeys (docs/decisions/002).
import { describe, expect, it } from 'vitest'
import { onboardThroughUi, openSession, PHONE, setupBrowser } from './browser.ts'

const browser = setupBrowser()

describe('the web app’s requests carry no session id in a URL', () => {
  it('onboarding, compass, check-in, saved readings, profile tabs, journey, resonance and privacy', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    const urls: string[] = []
    page.on('request', (req) => urls.push(req.url()))
    await onboardThroughUi(page)
    await page
      .getByRole('heading', { name: /Daily Compass/i })
      .first()
      .waitFor()
    await page
      .getByText(/streak/i)
      .first()
      .waitFor()
    for (const path of ['/profile', '/readings', '/resonance', '/calculator', '/privacy', '/compass']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
    }
    await page.goto('/profile')
    for (const tab of ['Journey', 'Read', 'Codons']) {
      await page.getByRole('tab', { name: new RegExp(tab) }).click()
      await page.waitForLoadState('networkidle')
    }
    const api = urls.filter((u) => new URL(u).pathname.startsWith('/api/'))
    expect(api.length).toBeGreaterThan(10)
    // The streak comes with each recorded visit; a streak asked for on its own is asked as 'me'.
    expect(api.some((u) => u.includes('/api/daily-visit'))).toBe(true)
    expect(api.filter((u) => u.includes('/api/streak/')).every((u) => u.includes('/api/streak/me'))).toBe(
      true,
    )
    expect(api.some((u) => u.includes('/api/emotional-state/me'))).toBe(true)
    expect(urls.filter((u) => /luna_\d+_/.test(decodeURIComponent(u)))).toEqual([])
    await context.close()
  })
})
