// The Today card's line for the hour (docs/rules/daily-reading.md): a visitor who opened the compass
// in the morning and comes back in the evening of the same day never reads the morning's words,
// and nothing on the page moves while the evening's line takes their place (CLS 0), with or without
// a check-in that morning (when the device cannot compute the day, the line's room stays empty
// until the server's answer fills it).
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { onboardedStorage } from '../../bench/seed.ts'
import { expectAccessibleLayout, openSession, PHONE, settled, setupBrowser } from './browser.ts'

const browser = setupBrowser()
const DAY = '2026-12-03'

/** Installed before any script: every hour line shown (first frame's or app's), and every layout shift. */
function installProbe() {
  const probe = { lines: [] as string[], shifts: [] as number[] }
  ;(window as unknown as { __hour: typeof probe }).__hour = probe
  const record = () => {
    const el = document.querySelector('[data-testid="hour-line"], [data-first-frame="hour-line"]')
    const text = el?.textContent ?? ''
    if (text && probe.lines.at(-1) !== text) probe.lines.push(text)
  }
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) probe.shifts.push(e.value)
  }).observe({ type: 'layout-shift', buffered: true })
}

/**
 * The compass at `time` (UTC, the context's zone) on DAY, settled with the server's answer. `late`:
 * the answer is held back until the page has drawn the day's placeholder, as on a slow network.
 */
async function openAt(context: BrowserContext, page: Page, time: string, reload: boolean, late = false) {
  await context.clock.setFixedTime(new Date(`${DAY}T${time}:00Z`))
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  if (late)
    await page.route('**/api/resonance-compass?*', async (route) => {
      await held
      await route.continue()
    })
  const answered = page.waitForResponse((res) => res.url().includes('/api/resonance-compass?'))
  if (reload) await page.reload()
  else await page.goto('/compass')
  if (late) {
    await page.getByTestId('today-loading').waitFor()
    // Two frames drawn with the placeholder, then the answer.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    )
    release()
  }
  expect((await answered).ok()).toBe(true)
  await page.getByTestId('save-reading-card').waitFor()
  await settled(page)
}

describe.each([
  ['without a check-in', false],
  ['after a morning check-in', true],
])('back in the evening of the same day, %s', (_label, checkIn) => {
  it('never shows the morning’s line, and the evening’s takes its room with nothing moving', {
    timeout: 90_000,
  }, async () => {
    const { context, page, problems } = await openSession(browser(), PHONE, { timezoneId: 'UTC' })
    try {
      const storage = onboardedStorage()
      await context.addInitScript((s: Record<string, string>) => {
        for (const [k, v] of Object.entries(s))
          if (localStorage.getItem(k) === null) localStorage.setItem(k, v)
      }, storage)
      await openAt(context, page, '07:40', false)
      expect(await page.getByTestId('hour-line').textContent()).toMatch(/^This morning /)
      if (checkIn) {
        await page.getByLabel('How are you feeling right now?').fill('70')
        await page.getByRole('button', { name: 'Save check-in' }).click()
        await page.getByTestId('checkin-summary').waitFor()
        await page.waitForLoadState('networkidle')
        expect(await page.evaluate(() => localStorage.getItem('luna_checkin_days'))).toContain(DAY)
      }
      await context.addInitScript(installProbe)
      // After a check-in the device cannot tell the evening's words: the server's answer is held back
      // until the page has drawn their placeholder, as on a slow network.
      await openAt(context, page, '19:20', true, checkIn)
      const probe = await page.evaluate(
        () => (window as unknown as { __hour: { lines: string[]; shifts: number[] } }).__hour,
      )
      expect(probe.lines.length).toBeGreaterThan(0)
      for (const line of probe.lines) expect(line).toMatch(/^This evening /)
      expect(await page.getByTestId('hour-line').textContent()).toMatch(/^This evening /)
      expect(probe.shifts.reduce((a, b) => a + b, 0)).toBe(0)
      await expectAccessibleLayout(page, `hour line in the evening (${_label})`)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
