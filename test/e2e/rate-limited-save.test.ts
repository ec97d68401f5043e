// Over a rate limit the app shows the server's sentence and keeps the visitor's input: a queued
// save stays queued and is stored once when the wait is over.
import { describe, expect, it } from 'vitest'
import { onboardThroughUi, openSaveForm, openSession, PHONE, setupBrowser } from './browser.ts'
import { callApi } from './profile-helpers.ts'

const browser = setupBrowser()
const SENTENCE =
  'Too many changes from this browser in a minute. Please wait a minute and try again; nothing was lost.'

describe('a save over the rate limit', () => {
  it('shows the server’s sentence, keeps the reading queued, and stores it once after Retry-After', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await onboardThroughUi(page)
    let refused = 0
    // The first attempt meets the limit, as the Worker answers it (429, Retry-After, a sentence).
    await page.route('**/api/save-reading', async (route) => {
      if (refused === 0) {
        refused++
        await route.fulfill({
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '2' },
          body: JSON.stringify({ error: SENTENCE }),
        })
      } else await route.continue()
    })
    await openSaveForm(page)
    await page.getByLabel('Tags', { exact: true }).fill('patient')
    await page.getByLabel('Notes').fill('kept through a limit')
    await page.getByRole('button', { name: 'Save reading', exact: true }).click()
    await page.getByText(`${SENTENCE} Your reading is kept and will be saved then.`).waitFor()
    // The reading is kept as typed, and the card says so while it waits.
    expect(await page.getByTestId('saved-reading-summary').textContent()).toBe(
      'Tags: patient · “kept through a limit”',
    )
    await page.getByText('Reading Saved').first().waitFor({ timeout: 15_000 })
    const readings = (await callApi(page, 'GET', '/api/saved-readings')).json as unknown as {
      readingType: string
      userNotes: string
    }[]
    expect(readings.filter((r) => r.readingType === 'compass').map((r) => r.userNotes)).toEqual([
      'kept through a limit',
    ])
    expect(refused).toBe(1)
    await context.close()
  })
})
