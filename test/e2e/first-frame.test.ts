// The first frame on return (docs/decisions/023-first-frame-on-return.md): a returning visitor's
// compass shows the day's kept reading before the app's modules run, the app then draws the same
// card in the same place, and nothing moves (CLS 0).

import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { partOfDay } from '../../domain/dates.ts'
import { sampleCardTexts } from '../support/day-card.ts'
import {
  expectAccessibleLayout,
  onboardThroughUi,
  openSession,
  PHONE,
  settled,
  setupBrowser,
  VIEWPORTS,
} from './browser.ts'

const browser = setupBrowser()

/**
 * Installed before any script of every page: what the page showed when its parsing ended (the
 * moment the document turns "interactive", after every classic script and before any module
 * script runs), the largest contentful paints, and every layout shift.
 */
function installProbe() {
  const w = window as unknown as { __probe: Record<string, unknown> }
  const probe: Record<string, unknown> = { lcp: [], shifts: [] }
  w.__probe = probe
  // Every element on the page when parsing ended: the first frame's, since no module has run.
  const parsed = new WeakSet<Element>()
  const visible = (from: number, to: number, max: number) =>
    Math.max(0, Math.min(to, max) - Math.max(from, 0))
  // The area an element's text paints in the viewport: what a largest contentful paint of it measures.
  const textArea = (element: Element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const text = range.getBoundingClientRect()
    return visible(text.left, text.right, innerWidth) * visible(text.top, text.bottom, innerHeight)
  }
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return
    for (const element of document.querySelectorAll('body *')) parsed.add(element)
    const headline = document.querySelector<HTMLElement>('[data-first-frame="headline"]')
    const rect = headline?.getBoundingClientRect()
    probe.atInteractive = {
      textArea: headline ? textArea(headline) : null,
      // The text areas of every element holding text of its own.
      textAreas: [...document.querySelectorAll('body *')]
        .filter((e) => [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()))
        .map(textArea)
        .filter((area) => area > 0),
      headline: headline?.textContent ?? null,
      top: rect?.top ?? null,
      left: rect?.left ?? null,
      width: rect?.width ?? null,
      height: rect?.height ?? null,
      // The app's own card is not there yet: no module has run.
      appCard: document.querySelector('[data-testid="today-card"]') !== null,
      theme: document.documentElement.dataset.theme ?? null,
    }
  })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null; size: number })[])
      (probe.lcp as unknown[]).push({
        time: e.startTime,
        size: e.size,
        // The element's id; empty once the element has left the page (the app replaces the first
        // frame, on a busy machine before this callback runs).
        id: (e as unknown as { id: string }).id,
        detached: e.element == null,
        // Whether it was on the page when parsing ended (the first frame's), if still there.
        parsed: e.element ? parsed.has(e.element) : null,
        // What it was, to name it when a check fails.
        tag: e.element?.tagName ?? null,
        text: e.element?.textContent?.slice(0, 60) ?? null,
      })
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
      (probe.shifts as number[]).push(e.value)
  }).observe({ type: 'layout-shift', buffered: true })
}

interface Probe {
  atInteractive?: {
    headline: string | null
    top: number | null
    left: number | null
    width: number | null
    height: number | null
    textArea: number | null
    textAreas: number[]
    appCard: boolean
    theme: string | null
  }
  lcp: {
    time: number
    size: number
    id: string
    detached: boolean
    parsed: boolean | null
    tag: string | null
    text: string | null
  }[]
  shifts: number[]
}

const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __probe: Probe }).__probe)

/** An onboarded visitor who has seen today's compass once, with the service worker in control. */
async function returningVisitor(context: BrowserContext, page: Page): Promise<string> {
  await onboardThroughUi(page, 'Maya Okafor', '1990-06-15')
  await page.getByTestId('day-headline').waitFor()
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('luna_compass_last') ?? 'null')?.date))
    .toBe(await page.evaluate(() => new Date().toLocaleDateString('en-CA')))
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  await page.getByTestId('day-headline').waitFor()
  await context.addInitScript(installProbe)
  return (await page.getByTestId('day-headline').innerText()).trim()
}

describe.each(VIEWPORTS)('a returning visit on %s', (_, viewport) => {
  it('paints the kept reading before the modules run, then the app draws it in place (CLS 0)', {
    timeout: 120_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), viewport, { serviceWorkers: 'allow' })
    const headline = await returningVisitor(context, page)

    for (const path of ['/compass', '/']) {
      await page.goto(path)
      const appHeadline = page.getByTestId('day-headline')
      await appHeadline.waitFor()
      // The answer asked for on load has come back and replaced the kept one.
      await settled(page)
      const probe = await readProbe(page)
      const first = probe.atInteractive
      // When parsing ended, before any module ran: today's reading was on the page, the app was not.
      expect(first?.headline, path).toBe(headline)
      expect(first?.appCard, path).toBe(false)
      // The app shows the same headline in the same place.
      expect((await appHeadline.innerText()).trim()).toBe(headline)
      const box = await appHeadline.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return { top: r.top, left: r.left, width: r.width, height: r.height }
      })
      expect(box, path).toEqual({
        top: first?.top,
        left: first?.left,
        width: first?.width,
        height: first?.height,
      })
      // The largest paint was the first frame's (its headline, or on a wide screen with a one-line
      // headline its hour's line or greeting), and nothing the app painted later outgrew it. An entry
      // whose element has left the page (the app replaced the first frame before the entry was read)
      // is the first frame's when its painted area is the text area of one of its elements.
      const firstFrameOf = (entry: Probe['lcp'][number]) =>
        entry.parsed === true ||
        (entry.detached &&
          (first?.textAreas ?? []).some((area) => Math.abs(entry.size - area) <= 0.02 * area))
      const lcp = `${path}: ${JSON.stringify(probe.lcp)}, text areas ${first?.textAreas}`
      expect(probe.lcp.length, lcp).toBeGreaterThan(0)
      for (const entry of probe.lcp) expect(firstFrameOf(entry), lcp).toBe(true)
      // Where the headline's text is the largest, it is what the largest paint measured.
      const largest = Math.max(...(first?.textAreas ?? []))
      if (first?.textArea === largest)
        expect(Math.abs((probe.lcp.at(-1)?.size ?? 0) - largest), lcp).toBeLessThanOrEqual(0.02 * largest)
      // Nothing moved: no layout shift at all.
      expect(
        probe.shifts.reduce((s, v) => s + v, 0),
        `${path}: shifts ${probe.shifts}`,
      ).toBe(0)
      expect(await page.locator('[data-first-frame]').count()).toBe(0)
      await expectAccessibleLayout(page, `${path} after the first frame`)
    }
    expect(problems).toEqual([])
  })
})

/**
 * Stored keys of a visitor whose compass answer of `date` is kept (only what the first frame reads),
 * asked for at `time` ('HH:MM'; the first frame shows it only in the same part of the day).
 */
function keptStorage(date: string, headline: string, time: string): Record<string, string> {
  return {
    luna_archetype: '6',
    luna_archetype_data: JSON.stringify({ archetypeId: 6, userName: 'Maya <b>Okafor</b>' }),
    luna_onboarding_complete: JSON.stringify({ name: 'Maya', birthDate: '1990-06-15', archetypeId: 6 }),
    luna_theme: 'light',
    luna_compass_last: JSON.stringify({
      date,
      time,
      answer: {
        scalarAlignment: { currentAlignment: 81.5 },
        dailyReading: {
          ...sampleCardTexts({
            headline,
            leanInto: ['Slow starts', 'Finishing one thing'],
            goEasyOn: ['New commitments'],
            focus: 'grounding',
            energyLabel: 'Low — restful',
          }),
          now: {
            phase: 'Echo Chamber',
            line: 'This afternoon keeps pace with your steady day, so its words hold as they are.',
          },
        },
      },
    }),
  }
}

/** Opens /compass with the storage set and the app's code refused: only the first frame can paint. */
async function withoutTheApp(storage: (today: string, time: string) => Record<string, string>) {
  const session = await openSession(browser(), PHONE)
  const { page, context } = session
  // Refused from the start, so that no app code runs on /help either and writes to the storage.
  await context.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/help')
  const [today, time] = await page.evaluate(() => {
    const d = new Date()
    return [d.toLocaleDateString('en-CA'), d.toTimeString().slice(0, 5)] as const
  })
  await page.evaluate(
    (entries) => {
      localStorage.clear()
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
    },
    storage(today, time),
  )
  await page.goto('/compass')
  return { ...session, today }
}

describe('the first frame without the app', () => {
  it('shows only today’s kept reading, as text, accessible at 390 px in the chosen theme', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">Steady does it'
    const { page, problems } = await withoutTheApp((today, time) => keptStorage(today, evil, time))
    const headline = page.locator('[data-first-frame="headline"]')
    await headline.waitFor()
    // Stored text is text: never parsed as markup.
    expect(await headline.textContent()).toBe(evil)
    expect(await page.locator('main img').count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(await page.getByRole('heading', { name: 'Today for Maya <b>Okafor</b>' }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Daily Compass', level: 1 }).count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    // The bar's copy cannot be reached by keyboard before the app's own is there.
    expect(await page.evaluate(() => document.querySelector('#root > header')?.hasAttribute('inert'))).toBe(
      true,
    )
    await expectAccessibleLayout(page, 'first frame')
    // The module scripts were refused; the inline script was allowed by the page's CSP.
    expect(problems.filter((p) => p.startsWith('csp:'))).toEqual([])
  })

  it('shows nothing from another day, or when nothing is kept', async () => {
    const yesterday = await withoutTheApp((today, time) => {
      const d = new Date(`${today}T12:00:00`)
      d.setDate(d.getDate() - 1)
      return keptStorage(d.toLocaleDateString('en-CA'), 'Yesterday’s words', time)
    })
    await yesterday.page.waitForLoadState('load')
    expect(await yesterday.page.locator('#root').evaluate((el) => el.childNodes.length)).toBe(0)
    const none = await withoutTheApp((today, time) => {
      const kept = keptStorage(today, 'x', time)
      delete kept.luna_compass_last
      return kept
    })
    await none.page.waitForLoadState('load')
    expect(await none.page.locator('#root').evaluate((el) => el.childNodes.length)).toBe(0)
    // Today's answer, asked for in another part of the day: its hour's line cannot be told.
    const otherPart = await withoutTheApp((today, time) =>
      keptStorage(today, 'x', partOfDay(time) === 'morning' ? '13:00' : '08:00'),
    )
    await otherPart.page.waitForLoadState('load')
    expect(await otherPart.page.locator('#root').evaluate((el) => el.childNodes.length)).toBe(0)
  })

  it('computes today’s card itself when nothing is kept, with no code from the network', async () => {
    const computed = await withoutTheApp((today, time) => {
      const kept = keptStorage(today, 'x', time)
      delete kept.luna_compass_last
      return { ...kept, luna_session_id: 'luna_1764000000000_abcdefghijklmnopqrstuvwxyz' }
    })
    const headline = computed.page.locator('[data-first-frame="headline"]')
    await headline.waitFor()
    expect(await headline.textContent()).not.toBe('x')
    expect(await computed.page.locator('[data-first-frame="hour-line"]').textContent()).toMatch(
      /^(This morning|This afternoon|This evening|Tonight) /,
    )
    await expectAccessibleLayout(computed.page, 'computed first frame')
    expect(computed.problems.filter((p) => p.startsWith('csp:'))).toEqual([])
  })
})
