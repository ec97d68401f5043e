// The day's first open (docs/decisions/026-days-computed-ahead.md): after a visit, the device
// computes the next days' readings with the domain's own function; the next day, the first frame
// shows that day's reading before any module runs, the server's answer then says the same, and
// nothing moves (CLS 0). The browser's clock is moved to the next day; the server takes the day
// and time from the request, as it does for every visitor.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/dates.ts'
import {
  calmTime,
  expectAccessibleLayout,
  onboardThroughUi,
  openSession,
  settled,
  setupBrowser,
  VIEWPORTS,
} from './browser.ts'

const browser = setupBrowser()

const DAY_ONE = '2026-12-01'
const DAY_TWO = addDays(DAY_ONE, 1)

/**
 * Installed before any script: what the Today card said when parsing ended (before any module ran;
 * the first frame's card, or null), and every layout shift. `__todayCard()` reads the card on the
 * page at any later moment, the first frame's or the app's.
 */
function installProbe() {
  const todayCard = () => {
    const card =
      document.querySelector('[data-first-frame="headline"]')?.closest('section') ??
      document.querySelector('[data-testid="today-card"]')
    if (!card) return null
    const lines = (label: string) =>
      [
        ...([...card.querySelectorAll('h3')]
          .find((h) => h.textContent === label)
          ?.parentElement?.querySelectorAll('li') ?? []),
      ].map((li) => (li.textContent ?? '').replace(/\s+/g, ' ').trim())
    return {
      fromFirstFrame: card.querySelector('[data-first-frame="headline"]') !== null,
      headline: (card.querySelector('h2 + p')?.textContent ?? '').trim(),
      leanInto: lines('Lean into'),
      goEasyOn: lines('Go easy on'),
      text: (card.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }
  }
  const w = window as unknown as { __probe: Record<string, unknown>; __todayCard: typeof todayCard }
  w.__todayCard = todayCard
  const probe: Record<string, unknown> = { atInteractive: null, appCardAtInteractive: null, shifts: [] }
  w.__probe = probe
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return
    probe.atInteractive = todayCard()
    probe.appCardAtInteractive = document.querySelector('[data-testid="today-card"]') !== null
  })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
      (probe.shifts as number[]).push(e.value)
  }).observe({ type: 'layout-shift', buffered: true })
}

interface CardText {
  fromFirstFrame: boolean
  headline: string
  leanInto: string[]
  goEasyOn: string[]
  text: string
}

const storedDays = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('luna_days_ahead') ?? '{}').days ?? {}))

describe.each(VIEWPORTS)("the day's first open on %s", (label, viewport) => {
  it('shows the day computed ahead in the first frame, the same as the server says, in place (CLS 0)', {
    timeout: 120_000,
  }, async () => {
    const { context, page, problems } = await openSession(browser(), viewport, {
      timezoneId: 'UTC',
      serviceWorkers: 'allow',
    })
    try {
      // Day one: onboarding and the compass; the device then keeps the next days.
      await context.clock.setFixedTime(new Date(`${DAY_ONE}T09:00:00Z`))
      await onboardThroughUi(page, 'Ines Varga', '1991-09-12')
      await page.getByTestId('day-headline').waitFor()
      // Nothing is computed ahead on a page the service worker does not control yet (a first visit).
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      // Settled: the idle work the compass schedules (days ahead, when it would) has run.
      await settled(page)
      expect(await storedDays(page)).toEqual([])
      await page.reload()
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
      await page.getByTestId('day-headline').waitFor()
      await expect
        .poll(() => storedDays(page), { timeout: 20_000 })
        .toEqual([DAY_TWO, addDays(DAY_ONE, 2), addDays(DAY_ONE, 3)])

      // Day two, at noon or midnight: whichever puts the hour's reading further from the phase
      // boundaries, so the hour's note cannot depend on the server's live Schumann data.
      const archetypeId = await page.evaluate(
        () => JSON.parse(localStorage.getItem('luna_archetype_data') ?? '{}').archetypeId as number,
      )
      const time = calmTime(DAY_TWO, archetypeId)
      await context.clock.setFixedTime(new Date(`${DAY_TWO}T${time}:00Z`))
      await context.addInitScript(installProbe)

      const answered = page.waitForResponse((res) => res.url().includes('/api/resonance-compass?'))
      await page.goto('/compass')
      expect((await answered).ok()).toBe(true)
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('luna_compass_last') ?? '{}').date))
        .toBe(DAY_TWO)
      await settled(page)
      const probe = await page.evaluate(
        () =>
          (
            window as unknown as {
              __probe: { atInteractive: CardText | null; appCardAtInteractive: boolean; shifts: number[] }
            }
          ).__probe,
      )
      const app = await page.evaluate(() =>
        (window as unknown as { __todayCard: () => CardText | null }).__todayCard(),
      )
      // Before any module ran, the day's reading was on the page (computed ahead), the app was not.
      const first = probe.atInteractive
      expect(first?.fromFirstFrame).toBe(true)
      expect(probe.appCardAtInteractive).toBe(false)
      expect(first?.headline).toBeTruthy()
      // The server's answer says what the device computed the day before, and it took its place.
      expect(app?.fromFirstFrame).toBe(false)
      expect(app?.headline).toBe(first?.headline)
      expect(app?.leanInto).toEqual(first?.leanInto)
      expect(app?.goEasyOn).toEqual(first?.goEasyOn)
      expect(app?.text).toBe(first?.text)
      expect(probe.shifts.reduce((a, b) => a + b, 0)).toBe(0)
      await expectAccessibleLayout(page, `the day's first open (${label})`)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
