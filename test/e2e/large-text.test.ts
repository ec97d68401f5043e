// Text at 200% on a 390-px phone (docs/rules/text.md): on every page the header stays small, nothing
// scrolls sideways, and no number is split across two lines.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectNoSidewaysScroll, onboardThroughUi, openSession, PHONE, setupBrowser } from './browser.ts'

const browser = setupBrowser()

/** Sets the root font size to 200%, as a reader's large-text setting does, and lets the page reflow. */
async function largeText(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%'
  })
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
}

/**
 * The numbers on screen whose characters lie on more than one line: each run of digits (with its
 * sign, decimals, separators and percent) measured from its own line boxes, and each element with
 * tabular figures whose whole text is a figure ("ξ 81.46", "528 Hz"), so a number split between two
 * elements is found too. One box wholly below another is a second line; boxes of a line that only
 * differ in font size are not. An address written out (a share link) is not a number.
 */
async function splitNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const twoLines = (range: Range) => {
      const boxes = [...range.getClientRects()].filter((r) => r.width > 0)
      return boxes.some((a) => boxes.some((b) => b.top >= a.bottom - 1))
    }
    const hidden = (el: Element) =>
      Boolean(el.closest('[hidden], [aria-hidden="true"], .sr-only, script, style')) ||
      getComputedStyle(el).visibility === 'hidden'
    const split: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || hidden(parent)) continue
      const value = node.nodeValue ?? ''
      // A link written out (a share address) may break anywhere, as addresses do.
      if (value.includes('://')) continue
      for (const match of value.matchAll(/[−+±-]?\d+(?:[.,:]\d+)*%?/g)) {
        if (match[0].length < 2) continue
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        if (twoLines(range)) split.push(match[0])
      }
    }
    for (const el of document.querySelectorAll('.tabular-nums')) {
      const whole = (el.textContent ?? '').trim()
      if (hidden(el) || whole.length < 3 || !/^[ξ\s−+\-\d.,:%/·]+(Hz|KB)?$/.test(whole)) continue
      range.selectNodeContents(el)
      if (twoLines(range)) split.push(whole)
    }
    return split
  })
}

async function expectReadable(page: Page, label: string): Promise<void> {
  await largeText(page)
  await expectNoSidewaysScroll(page, `${label} at 200% text`)
  expect(await splitNumbers(page), `${label}: numbers split at 200% text`).toEqual([])
  const header = await page.evaluate(
    () => document.querySelector('body > div header, header')?.getBoundingClientRect().height ?? 0,
  )
  expect(header, `${label}: the header's height at 200% text`).toBeLessThanOrEqual(PHONE.height * 0.2)
}

describe('200% text at 390 px', () => {
  it('finds a split number when there is one', async () => {
    const { page } = await openSession(browser(), PHONE)
    await page.goto('/help')
    await page.locator('main h1').waitFor()
    await page.evaluate(() => {
      const p = document.createElement('p')
      p.style.cssText = 'width: 2ch; overflow-wrap: anywhere'
      p.textContent = '81.454'
      document.querySelector('main')?.append(p)
    })
    expect(await splitNumbers(page)).toContain('81.454')
  })

  it('keeps the onboarding readable before a visitor has a profile', async () => {
    const { page } = await openSession(browser(), PHONE)
    await page.goto('/onboarding')
    await page.getByRole('button', { name: 'Begin' }).waitFor()
    await expectReadable(page, '/onboarding')
    await page.getByRole('button', { name: 'Begin' }).click()
    await page.getByLabel('Your name').fill('Maya Okafor')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Birth date').waitFor()
    await expectReadable(page, '/onboarding, birth date')
    await page.getByLabel('Birth date').fill('1990-06-15')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Question 1 of 5').waitFor()
    await expectReadable(page, '/onboarding, the quiz')
  })

  it('keeps every page readable for an onboarded visitor', async () => {
    const { page } = await openSession(browser(), PHONE)
    await onboardThroughUi(page, 'Maya Okafor', '1990-06-15')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('luna-message').waitFor()
    // The compass with a check-in made and the full reading open.
    await page.getByLabel('How are you feeling right now?').fill('80')
    await page.getByRole('button', { name: 'Save check-in' }).click()
    await page.getByTestId('checkin-sentence').waitFor({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Show the full reading' }).click()
    await page.getByTestId('luna-flags').waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    await expectReadable(page, '/ with the full reading')

    const pages = [
      '/calculator',
      '/resonance',
      '/profile',
      '/profile?tab=journey',
      '/profile?tab=read',
      '/profile?tab=codons',
      '/readings',
      '/archetype-test',
      '/codex',
      '/help',
      '/privacy',
      '/terms',
      '/support',
      '/disclaimer',
      '/analytics',
      '/no-such-page',
    ]
    const found: Record<string, string> = {}
    // The calculator with its answer on screen.
    await page.goto('/calculator')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.getByTestId('computed-xi').waitFor({ timeout: 15_000 })
    await page.waitForLoadState('networkidle')
    await expectReadable(page, '/calculator with a result')
    for (const path of pages) {
      await page.goto(path)
      await page.locator('main h1, main h2').first().waitFor()
      await page.waitForLoadState('networkidle')
      try {
        await expectReadable(page, path)
      } catch (err) {
        found[path] = (err as Error).message.split('\n')[0] ?? ''
      }
    }
    expect(found).toEqual({})
  })
})
