// The compass in stages (docs/decisions/025-compass-in-stages.md): on the day's first open (no
// reading kept on the device), the day's reading is drawn first and the cards below it, the
// check-in and the streak included, mount one task after another, each in the place its loading
// state held, so nothing moves (CLS 0) and the page ends up whole and accessible.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  DESKTOP,
  expectAccessibleLayout,
  onboardThroughUi,
  openSession,
  setupBrowser,
  VIEWPORTS,
} from './browser.ts'

const browser = setupBrowser()

/** The cards in the order the screen draws them, by their test ids. */
const CARDS = ['today-card', 'alignment-panel', 'luna-insight', 'time-phase', 'save-reading-card'] as const
/**
 * Cards that need no reading, and so could be drawn in the app's first render: they mount a task
 * after it (the render that draws the day's reading, on this open), so that render stays short.
 */
const WITHOUT_READING = ['checkin-card', 'streak-card'] as const

/**
 * Installed before any script: for each card, the number of the DOM-change batch in which it first
 * appeared (a batch is what one render, in one task, changed), and every layout shift.
 */
function installProbe(cards: readonly string[]) {
  const probe = { batch: 0, seen: {} as Record<string, number>, shifts: [] as number[] }
  ;(window as unknown as { __stages: typeof probe }).__stages = probe
  new MutationObserver(() => {
    probe.batch++
    for (const id of cards)
      if (!(id in probe.seen) && document.querySelector(`[data-testid="${id}"]`)) probe.seen[id] = probe.batch
  }).observe(document, { childList: true, subtree: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) probe.shifts.push(e.value)
  }).observe({ type: 'layout-shift', buffered: true })
}

/** What the probe of installProbe recorded. */
const readProbe = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __stages: { seen: Record<string, number>; shifts: number[] } }).__stages,
  )

// A 360-px phone too: narrower than 390 px the alignment panel grows, and its loading state with it.
const SMALL_PHONE = { width: 360, height: 780 } as const

describe.each([...VIEWPORTS, ['small phone', SMALL_PHONE] as const])(
  'the compass on %s',
  (label, viewport) => {
    it("draws the day's reading first, then each card in a later task, in place (CLS 0)", {
      timeout: 90_000,
    }, async () => {
      const { context, page, problems } = await openSession(browser(), viewport)
      try {
        await onboardThroughUi(page, 'Noor Haddad', '1988-03-02')
        await page.getByTestId('save-reading-card').waitFor()
        // The day's first open: nothing kept from earlier today, so nothing is drawn before the answer.
        await page.evaluate(() => localStorage.removeItem('luna_compass_last'))
        await context.addInitScript(installProbe, [...CARDS, ...WITHOUT_READING, 'checkin-loading'])
        await page.reload()
        await page.getByTestId('save-reading-card').waitFor()
        await page.getByTestId('luna-insight').waitFor()
        const probe = await readProbe(page)
        const batches = CARDS.map((id) => probe.seen[id])
        expect(batches.every((b) => typeof b === 'number')).toBe(true)
        // In order, and the last card not in the render that drew the day's reading.
        expect([...(batches as number[])].sort((a, b) => a - b)).toEqual(batches)
        expect(probe.seen['save-reading-card']).toBeGreaterThan(probe.seen['today-card'] as number)
        expect(probe.seen['alignment-panel']).toBeGreaterThan(probe.seen['today-card'] as number)
        for (const id of WITHOUT_READING)
          expect(probe.seen[id]).toBeGreaterThan(probe.seen['today-card'] as number)
        // The slider's card held its place with its loading state until then.
        expect(probe.seen['checkin-loading']).toBeLessThan(probe.seen['checkin-card'] as number)
        // Each card took its loading state's place: nothing on screen moved.
        expect(probe.shifts.reduce((a, b) => a + b, 0)).toBe(0)
        await expectAccessibleLayout(page, `compass in stages (${label})`)
        expect(problems).toEqual([])
      } finally {
        await context.close()
      }
    })
  },
)

describe('the compass after a check-in today', () => {
  it('draws the check-in in the first render, with nothing moving while it is on screen', {
    timeout: 90_000,
  }, async () => {
    // Tall enough to show the check-in whole: below it, Luna's card and the rest keep loading states
    // sized for a typical day's texts, which a longer text can outgrow. The check-in kept the day's
    // answer on the device, as it always does (it asks for the compass again), so the Today card
    // is drawn from it at once; the device cannot compute the day after a check-in.
    const { context, page, problems } = await openSession(browser(), { width: 1280, height: 1100 })
    try {
      await onboardThroughUi(page, 'Lea Brandt', '1993-11-08')
      await page.getByTestId('save-reading-card').waitFor()
      // Checked in: the card is the short summary from then on, never the slider's placeholder
      // (docs/decisions/025-compass-in-stages.md).
      await page.getByLabel('How are you feeling right now?').fill('60')
      await page.getByRole('button', { name: 'Save check-in' }).click()
      await page.getByTestId('checkin-summary').waitFor()
      await page.waitForLoadState('networkidle')
      await context.addInitScript(installProbe, [
        'checkin-loading',
        'checkin-card',
        'checkin-summary',
        'save-reading-card',
      ])
      await page.reload()
      await page.getByTestId('save-reading-card').waitFor()
      await page.getByTestId('checkin-summary').waitFor()
      const probe = await readProbe(page)
      // The slider's placeholder never stood in for the summary.
      expect(probe.seen['checkin-loading']).toBeUndefined()
      expect(probe.seen['checkin-summary']).toBe(probe.seen['checkin-card'])
      expect(probe.seen['checkin-card']).toBeLessThan(probe.seen['save-reading-card'] as number)
      expect(probe.shifts.reduce((a, b) => a + b, 0)).toBe(0)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('the compass in Advanced mode', () => {
  it('mounts the full reading after the save card, even when its code is already loaded', {
    timeout: 90_000,
  }, async () => {
    const { context, page, problems } = await openSession(browser(), DESKTOP)
    try {
      await onboardThroughUi(page, 'Ines Duarte', '1991-09-12')
      await page.getByTestId('save-reading-card').waitFor()
      await page.evaluate(() => localStorage.setItem('luna_view_mode', 'advanced'))
      await page.reload()
      // The full reading's code is now loaded in this page.
      await page.getByTestId('full-reading').waitFor()
      const nav = page.getByRole('navigation').first()
      await nav.getByRole('link', { name: 'Help' }).click()
      await page.waitForURL('**/help')
      await page.evaluate(installProbe, [...CARDS, 'full-reading'])
      await nav.getByRole('link', { name: 'Compass' }).click()
      await page.getByTestId('full-reading').waitFor()
      await page.getByTestId('save-reading-card').waitFor()
      const { seen } = await readProbe(page)
      // Below the save card on screen, so never drawn before it: nothing above it appears later and
      // pushes it. (Two stage transitions may commit in one render on a busy machine; that moves
      // nothing either.)
      expect(seen['full-reading']).toBeGreaterThanOrEqual(seen['save-reading-card'] as number)
      await expectAccessibleLayout(page, 'compass in Advanced mode')
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
