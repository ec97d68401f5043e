// With the keyboard alone, focus never falls to the page's body (docs/ARCHITECTURE.md, invariant 14):
// the quiz's next question, a new page, a tab chosen with the arrow keys, the views that replace
// the control that opened them, and the menu closed with Escape. Each page names itself in the tab.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openSession, PHONE, setupBrowser } from './browser.ts'

const browser = setupBrowser()

/** What has the focus: tag, role and accessible text, for messages that say what went wrong. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null
    if (!a || a === document.body) return 'body'
    const role = a.getAttribute('role') ?? (a instanceof HTMLInputElement ? a.type : a.tagName.toLowerCase())
    return `${role} ${(a.getAttribute('aria-label') ?? a.textContent ?? '').trim().slice(0, 40)}`.trim()
  })

async function press(page: Page, name: string, key = 'Enter') {
  await page.getByRole('button', { name, exact: true }).focus()
  await page.keyboard.press(key)
}

describe('the keyboard keeps its place', () => {
  it('through onboarding, the compass’s views and the profile’s tabs', { timeout: 90_000 }, async () => {
    const { page, problems } = await openSession(browser(), PHONE)
    await page.goto('/onboarding')
    await expect.poll(() => focused(page)).toBe('h1 Welcome to Luna')
    expect(await page.title()).toBe('Welcome to Luna · Luna')
    await press(page, 'Begin')
    // Each step of onboarding is its own history entry, and its own title.
    await expect.poll(() => page.title()).toBe('What should Luna call you? · Luna')
    await page.getByLabel('Your name').fill('Maya Okafor')
    await page.keyboard.press('Enter')
    await page.getByLabel('Birth date').fill('1990-06-15')
    await page.keyboard.press('Enter')
    for (let q = 0; q < 5; q++) {
      await page.getByText(`Question ${q + 1} of 5`).waitFor()
      await expect.poll(() => page.title()).toBe(`Archetype quiz, question ${q + 1} of 5 · Luna`)
      // Each question's first option has the focus, the first question's too: Space chooses it.
      await expect.poll(() => focused(page)).toBe('radio')
      await page.keyboard.press('Space')
      await expect.poll(() => page.getByRole('radio').first().isChecked()).toBe(true)
      await press(page, q === 4 ? 'Complete Quiz' : 'Next')
    }
    // The reveal replaces the quiz: its archetype's name has the focus, and Tab reaches the button.
    await expect.poll(() => focused(page)).toMatch(/^h2 The /)
    await expect.poll(() => page.title()).toBe('Your archetype · Luna')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('button Begin Your Journey')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Enter the Compass' }).waitFor()
    await press(page, 'Enter the Compass')
    await page.getByTestId('day-headline').waitFor()
    // The button is gone with its page: the new page holds the focus, and the tab names the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    expect(await page.title()).toBe('Daily Compass · Luna')

    // Escape closes the open menu and gives the focus back to its button.
    await press(page, 'Menu')
    await page.getByRole('link', { name: 'Help' }).first().waitFor()
    // The compass, shown at /, is the menu's current page.
    expect(new URL(page.url()).pathname).toBe('/')
    const menu = page.getByRole('navigation', { name: 'Main' })
    expect(
      await menu.getByRole('link', { name: 'Compass', exact: true }).last().getAttribute('aria-current'),
    ).toBe('page')
    await page.keyboard.press('Escape')
    await expect
      .poll(() => page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded'))
      .toBe('false')
    expect(await focused(page)).toBe('button Menu')

    await press(page, 'Show the full reading')
    await expect.poll(() => focused(page)).toBe('h2 The full reading')
    await press(page, 'Back to the simple view')
    await expect.poll(() => focused(page)).toBe('button Show the full reading')

    await page.goto('/profile')
    await expect.poll(() => page.title()).toBe('Your Profile · Luna')
    await page.getByRole('tab', { name: 'Profile' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => focused(page)).toBe('tab Journey')
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=journey')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => focused(page)).toMatch(/^tab Read/)
    expect(problems).toEqual([])
  })
})
