// A cold load of the compass (docs/decisions/027-today-computed-on-a-cold-load.md): a visitor with a
// profile and nothing kept for today, no service worker and nothing cached. The first frame shows
// today's card computed on the device before the app's entry runs, the server's answer then says
// the same, and nothing moves (CLS 0); with a check-in today on this device nothing is computed.
import { describe, expect, it } from 'vitest'
import { onboardedStorage } from '../../bench/seed.ts'
import { calmTime, expectAccessibleLayout, openSession, settled, setupBrowser, VIEWPORTS } from './browser.ts'

const browser = setupBrowser()
const DAY = '2026-12-03'

interface CardText {
  fromFirstFrame: boolean
  headline: string
  text: string
}

/**
 * Installed before any script: the visitor's storage, and a probe that records the Today card the
 * first time one is in the page (with whether the app's entry script had been added by then), the
 * largest contentful paint's element and every layout shift.
 */
function installProbe(storage: Record<string, string>) {
  if (location.pathname === '/manifest.webmanifest') return
  for (const [k, v] of Object.entries(storage))
    if (localStorage.getItem(k) === null) localStorage.setItem(k, v)
  const todayCard = () => {
    const card =
      document.querySelector('[data-first-frame="headline"]')?.closest('section') ??
      document.querySelector('[data-testid="today-card"]')
    if (!card) return null
    return {
      fromFirstFrame: card.querySelector('[data-first-frame="headline"]') !== null,
      headline: (card.querySelector('h2 + p')?.textContent ?? '').trim(),
      text: (card.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }
  }
  const probe: Record<string, unknown> = { first: null, entryAddedBeforeFirst: null, lcp: [], shifts: [] }
  const w = window as unknown as { __probe: typeof probe; __todayCard: typeof todayCard }
  w.__probe = probe
  w.__todayCard = todayCard
  new MutationObserver((_, observer) => {
    const card = todayCard()
    if (!card) return
    probe.first = card
    probe.entryAddedBeforeFirst =
      document.querySelector('script[type="module"][src*="/assets/main-"]') !== null
    observer.disconnect()
  }).observe(document, { childList: true, subtree: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element?: Element })[])
      (probe.lcp as string[]).push(e.element?.getAttribute('data-first-frame') ?? e.element?.tagName ?? '?')
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
      (probe.shifts as number[]).push(e.value)
  }).observe({ type: 'layout-shift', buffered: true })
}

describe.each(VIEWPORTS)('a cold load of the compass on %s', (label, viewport) => {
  it('paints today’s card computed on the device before the app, the same as the server says (CLS 0)', {
    timeout: 90_000,
  }, async () => {
    const { context, page, problems } = await openSession(browser(), viewport, { timezoneId: 'UTC' })
    try {
      const storage = onboardedStorage()
      const archetypeId = JSON.parse(storage.luna_archetype_data ?? '{}').archetypeId as number
      await context.clock.setFixedTime(new Date(`${DAY}T${calmTime(DAY, archetypeId)}:00Z`))
      await context.addInitScript(installProbe, storage)
      const answered = page.waitForResponse((res) => res.url().includes('/api/resonance-compass?'))
      await page.goto('/compass')
      expect((await answered).ok()).toBe(true)
      await page.getByTestId('today-card').waitFor()
      await settled(page)
      const probe = await page.evaluate(
        () =>
          (
            window as unknown as {
              __probe: {
                first: CardText | null
                entryAddedBeforeFirst: boolean
                lcp: string[]
                shifts: number[]
              }
            }
          ).__probe,
      )
      const app = await page.evaluate(() =>
        (window as unknown as { __todayCard: () => CardText | null }).__todayCard(),
      )
      // The first card in the page was the device's, painted before the app's entry was started.
      expect(probe.first?.fromFirstFrame).toBe(true)
      expect(probe.entryAddedBeforeFirst).toBe(false)
      expect(probe.first?.headline).toBeTruthy()
      // The largest paint is that headline; nothing later outgrew it.
      expect(probe.lcp.at(-1)).toBe('headline')
      // The server's answer says what the device computed, in its place.
      expect(app?.fromFirstFrame).toBe(false)
      expect(app?.headline).toBe(probe.first?.headline)
      expect(app?.text).toBe(probe.first?.text)
      expect(probe.shifts.reduce((a, b) => a + b, 0)).toBe(0)
      await expectAccessibleLayout(page, `a cold compass (${label})`)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})

describe('a cold load after a check-in today', () => {
  it('computes nothing on the device: the server holds the check-in', { timeout: 60_000 }, async () => {
    const { context, page, problems } = await openSession(browser(), VIEWPORTS[1][1], { timezoneId: 'UTC' })
    try {
      const storage = { ...onboardedStorage(), luna_checkin_days: JSON.stringify([DAY]) }
      await context.clock.setFixedTime(new Date(`${DAY}T12:00:00Z`))
      await context.addInitScript(installProbe, storage)
      await page.goto('/compass')
      await page.getByTestId('today-card').waitFor()
      const probe = await page.evaluate(
        () => (window as unknown as { __probe: { first: CardText | null } }).__probe,
      )
      expect(probe.first?.fromFirstFrame).toBe(false)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
