// Every screen at 195 CSS px (a phone at 200% zoom) and at 390 px with 200% text (docs/rules/text.md):
// no sideways scroll, no text boxes overlapping, no word broken inside (layout.ts). The walk covers
// every page of the app (domain/pages.ts), onboarding's steps, the compass before and after a
// check-in with a note, the profile's tabs and a day of the month view opened.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SITE_PAGES } from '../../domain/pages.ts'
import { openSession, settled, setupBrowser } from './browser.ts'
import { layoutProblems } from './layout.ts'

const browser = setupBrowser()

/** The walk's stops: each a label, and how to get there from the page before. */
type Stop = [label: string, go: (page: Page) => Promise<void>]

const visit =
  (path: string): Stop[1] =>
  async (page) => {
    await page.goto(path)
    await page.locator('main h1, main h2').first().waitFor()
  }

const STOPS: Stop[] = [
  ['onboarding', visit('/onboarding')],
  [
    'onboarding: the quiz',
    async (page) => {
      await page.getByRole('button', { name: 'Begin' }).click()
      await page.getByLabel('Your name').fill('Maya Okafor')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByLabel('Birth date').fill('1968-03-02')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByText('Question 1 of 5').waitFor()
    },
  ],
  [
    'onboarding: the archetype revealed',
    async (page) => {
      for (let q = 0; q < 5; q++) {
        await page.getByText(`Question ${q + 1} of 5`).waitFor()
        await page.getByRole('radio').nth(1).check()
        await page.getByRole('button', { name: q === 4 ? 'Complete Quiz' : 'Next' }).click()
      }
      await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor()
    },
  ],
  [
    'onboarding: complete',
    async (page) => {
      await page.getByRole('button', { name: 'Begin Your Journey' }).click()
      await page.getByRole('button', { name: 'Enter the Compass' }).waitFor()
    },
  ],
  [
    'the compass',
    async (page) => {
      await page.getByRole('button', { name: 'Enter the Compass' }).click()
      await page.getByTestId('alignment-panel').waitFor()
      await page.getByTestId('luna-message').waitFor()
    },
  ],
  [
    'the compass after a check-in and a note',
    async (page) => {
      await page.getByLabel('How are you feeling right now?').fill('12')
      await page.getByRole('button', { name: 'Save check-in' }).click()
      await page.getByTestId('checkin-sentence').waitFor({ timeout: 15_000 })
      await page.getByRole('button', { name: 'Log how you feel now' }).click()
      const form = page.getByTestId('mood-note-form')
      await form.getByLabel('How do you feel now?').fill('30')
      await form.getByLabel('In your own words (optional)').fill('Lost a patient I had looked after all week')
      await form.getByRole('button', { name: 'Log this feeling' }).click()
      await page.getByTestId('mood-note').waitFor({ timeout: 15_000 })
      await page.getByTestId('luna-answer').waitFor({ timeout: 15_000 })
    },
  ],
  ...SITE_PAGES.filter((p) => !['/', '/compass', '/onboarding'].includes(p.path)).map(
    (p): Stop => [p.path, visit(p.path)],
  ),
  ['/profile?tab=journey', visit('/profile?tab=journey')],
  [
    'a day of the month view',
    async (page) => {
      const today = await page.evaluate(() => {
        const d = new Date()
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
      })
      await page.getByTestId(`month-day-${today}`).click()
      await page.getByTestId('month-day-detail').waitFor()
    },
  ],
  ['/profile?tab=read', visit('/profile?tab=read')],
  ['/profile?tab=codons', visit('/profile?tab=codons')],
  ['a page that does not exist', visit('/nowhere-at-all')],
]

async function walk(page: Page, label: string, prepare: () => Promise<void>): Promise<string[]> {
  const found: string[] = []
  for (const [stop, go] of STOPS) {
    await go(page)
    await settled(page)
    await prepare()
    const problems = await layoutProblems(page)
    if (problems.sideways > 0) found.push(`${label}, ${stop}: scrolls sideways by ${problems.sideways}px`)
    for (const word of problems.broken) found.push(`${label}, ${stop}: a word broken inside: ${word}`)
    for (const pair of problems.overlaps) found.push(`${label}, ${stop}: text overlaps: ${pair}`)
  }
  return found
}

describe('narrow screens', () => {
  it('finds a broken word and overlapping boxes when there are some', async () => {
    const { page, context } = await openSession(browser(), { width: 195, height: 800 })
    await page.goto('/help')
    // The app's page, not the painted one it replaces (docs/decisions/062), which would take the
    // elements added below with it.
    await page.locator('#root:not([data-painted]) main h1').waitFor()
    await page.evaluate(() => {
      const main = document.querySelector('main')
      const broken = document.createElement('p')
      broken.style.cssText = 'width: 3ch; overflow-wrap: anywhere'
      broken.textContent = 'Recovery'
      const a = document.createElement('p')
      a.textContent = 'Grounded'
      const b = document.createElement('p')
      b.textContent = 'Aligned'
      b.style.cssText = 'margin-top: -1.2em'
      main?.append(broken, a, b)
    })
    const problems = await layoutProblems(page)
    expect(problems.broken).toContain('Recovery <p>')
    expect(problems.overlaps).toContain('Grounded × Aligned')
    await context.close()
  })

  it('at 195 CSS px, no page scrolls sideways, overlaps its text or breaks a word', {
    timeout: 240_000,
  }, async () => {
    const { page, context } = await openSession(browser(), { width: 195, height: 800 })
    expect(await walk(page, '195 px', async () => undefined)).toEqual([])
    await context.close()
  })

  it('at 390 px with 200% text, neither', { timeout: 240_000 }, async () => {
    const { page, context } = await openSession(browser(), { width: 390, height: 844 })
    // A reader's 200% text setting: the root size doubles, and the page reflows to it.
    const largeText = async () => {
      await page.evaluate(() => {
        document.documentElement.style.fontSize = '200%'
      })
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
    }
    expect(await walk(page, '390 px at 200% text', largeText)).toEqual([])
    await context.close()
  })
})
