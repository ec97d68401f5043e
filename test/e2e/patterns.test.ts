// What your own days say (docs/rules/patterns.md), as a visitor meets it: after four weeks of notes
// (stored before the server started, global-setup.ts), the Journey shows the pattern in their
// evenings with its numbers, its chart and its table; a new visitor is told how far along they are;
// and Luna says it once on the compass in an evening, the only part of the day it is about.
import { describe, expect, inject, it } from 'vitest'
import { onboardedStorage } from '../../bench/seed.ts'
import { expectAccessibleLayout, openSession, PHONE, setupBrowser } from './browser.ts'

const browser = setupBrowser()

async function visitorWith(sessionId: string | undefined, clock?: Date) {
  const session = await openSession(browser(), PHONE, { timezoneId: 'UTC' })
  await session.context.addInitScript((entries: Record<string, string>) => {
    for (const [k, v] of Object.entries(entries))
      if (localStorage.getItem(k) === null) localStorage.setItem(k, v)
  }, onboardedStorage(sessionId))
  if (clock) await session.page.clock.install({ time: clock })
  return session
}

describe('the Patterns view', () => {
  it('tells a new visitor how far along they are', async () => {
    const { page, context, problems } = await visitorWith(undefined)
    await page.goto('/profile?tab=journey')
    await expect
      .poll(() => page.getByTestId('patterns-progress').innerText())
      .toBe(
        'Luna looks for patterns once you have checked in or written a note on 14 days: 0 of 14 days so far.',
      )
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows four weeks of evenings that ran higher, with their numbers, a chart and a table; Luna says it in the evening', async () => {
    const evening = new Date(`${new Date().toISOString().slice(0, 10)}T19:40:00Z`)
    const { page, context, problems } = await visitorWith(inject('patternsSession'), evening)
    await page.goto('/profile?tab=journey')
    const pattern = page.getByTestId('pattern').first()
    await expect
      .poll(() => pattern.locator('p').first().innerText())
      .toBe(
        'In the evening your feelings run higher than in the morning: 71 against 49, over 28 and 28 entries.',
      )
    // The table a screen reader reads: each group with its mean and its entries.
    const rows = await pattern.locator('tbody tr').allInnerTexts()
    expect(rows.map((r) => r.split('\t'))).toEqual([
      ['in the morning', '49', '28'],
      ['in the evening', '71', '28'],
    ])
    await expectAccessibleLayout(page, 'the Patterns view at 390 px')
    // On the compass, in the evening, Luna says it once.
    await page.goto('/compass')
    await expect
      .poll(() => page.getByTestId('luna-pattern').innerText(), { timeout: 20_000 })
      .toBe(
        'Your own days say: in the evening your feelings have run higher than in the morning (71 against 49).',
      )
    expect(await page.getByTestId('luna-pattern').count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps Luna from speaking of the evenings in the morning', async () => {
    const morning = new Date(`${new Date().toISOString().slice(0, 10)}T08:40:00Z`)
    const { page, context, problems } = await visitorWith(inject('patternsSession'), morning)
    await page.goto('/profile?tab=journey')
    await page.getByTestId('pattern').first().waitFor()
    // The evening pattern is kept on the device, so Luna could say it: she holds it for the evening.
    const kept = await page.evaluate(() => localStorage.getItem('luna_patterns_last') ?? '')
    expect(kept).toContain('"id":"evening"')
    await page.goto('/compass')
    await page.getByTestId('luna-message').waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('luna-pattern').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })
})
