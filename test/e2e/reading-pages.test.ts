// The Read tab reads the saved readings a page at a time: the count of all at once, 20 rows, and
// 'Show more' fetching the next page from the server.
import { describe, expect, it } from 'vitest'
import { onboardThroughUi, openSession, PHONE, setupBrowser } from './browser.ts'
import { callApi } from './profile-helpers.ts'

const browser = setupBrowser()

describe('saved readings, page by page', () => {
  it('shows the total, the first 20, and loads the rest with Show more', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await onboardThroughUi(page)
    for (let i = 0; i < 25; i++) {
      const saved = await callApi(page, 'POST', '/api/save-reading', {
        readingType: 'compass',
        readingData: { n: i },
        userNotes: `page note ${i}`,
      })
      expect(saved.status).toBe(201)
    }
    const requests: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/saved-readings')) requests.push(r.url())
    })
    await page.goto('/profile?tab=read')
    await page.getByText('25 readings').waitFor()
    await expect.poll(() => page.getByTestId('saved-reading').count()).toBe(20)
    await page.getByRole('button', { name: /Show more/ }).click()
    await expect.poll(() => page.getByTestId('saved-reading').count()).toBe(25)
    await expect(page.getByRole('button', { name: /Show more/ }).count()).resolves.toBe(0)
    expect(requests.some((u) => u.includes('cursor='))).toBe(true)
    await context.close()
  })
})
