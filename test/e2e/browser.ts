// Debian's Chromium driven by playwright-core (never a downloaded browser), with helpers for
// phones, axe checks, sideways-scroll checks and CSP reports.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { computeContributions } from '../../domain/time-engine.ts'

export const baseURL = (): string => inject('baseURL')
export const PHONE = { width: 390, height: 844 } as const
export const DESKTOP = { width: 1280, height: 900 } as const

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** The two sizes every screen is checked at, for `describe.each`. */
export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const

/**
 * React's words for a page whose first client render did not match its HTML (in production, its
 * minified hydration errors): any of them in any page of a file fails the file.
 */
const HYDRATION = /hydrat|Minified React error #(418|419|421|422|423|425)\b/i
const hydrationErrors: string[] = []

/**
 * The test run's one Chromium (started by global-setup.ts), for the test file: connected before its
 * tests, disconnected after them (which closes the contexts the file opened). Call at the top level
 * of the file; the getter gives the browser inside tests and hooks.
 */
export function setupBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'))
  })
  afterAll(async () => {
    await browser?.close()
    expect(hydrationErrors, "React hydration errors in this file's pages").toEqual([])
  })
  return () => {
    if (!browser)
      throw new Error('setupBrowser: the browser is not launched yet (use it inside a test or hook)')
    return browser
  }
}

export interface Session {
  context: BrowserContext
  page: Page
  /** CSP violations and uncaught page errors seen so far. */
  problems: string[]
}

let sessions = 0

/**
 * A client address of its own for each session (sent as cf-connecting-ip, which the Worker reads):
 * the files run three at a time against one server, and each visitor keeps its own rate-limit
 * allowance, as real visitors on their own networks do.
 */
function clientAddress(): string {
  const n = ++sessions
  // Each in a /24 of its own: the new-session limit of a network (docs/decisions/036) is 30 a minute.
  return `10.${process.pid % 250}.${n % 250}.${(Math.floor(n / 250) % 250) + 1}`
}

/** A fresh browser profile (empty storage) at the given viewport. */
export async function openSession(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Session> {
  // The service worker serves the app from its cache and answers content from its own; tests that
  // route or drop requests expect the network. test/e2e/offline.test.ts allows it.
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    serviceWorkers: 'block',
    ...options,
    extraHTTPHeaders: { 'cf-connecting-ip': clientAddress(), ...options.extraHTTPHeaders },
  })
  const problems: string[] = []
  // Every page of the context, those a test opens later included.
  context.on('console', (msg) => {
    if (HYDRATION.test(msg.text())) hydrationErrors.push(`${msg.type()}: ${msg.text()}`)
  })
  context.on('weberror', (err) => {
    if (HYDRATION.test(err.error().message)) hydrationErrors.push(`pageerror: ${err.error().message}`)
  })
  await context.addInitScript(logToasts)
  const page = await context.newPage()
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content.Security.Policy|Refused to/i.test(msg.text()))
      problems.push(`csp: ${msg.text()}`)
  })
  return { context, page, problems }
}

/**
 * Waits until the page has settled, never for a fixed time: no request for 500 ms (Playwright's
 * networkidle), then the browser idle, two frames painted, and idle again. Idle means no task is
 * queued, so React's render slices, the app's `whenIdle` work and the tasks it starts have all run.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (then: () => void) => requestIdleCallback(() => then(), { timeout: 10_000 })
        const frames = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => then()))
        idle(() => frames(() => idle(resolve)))
      }),
  )
}

/**
 * Writes the page's local storage as another tab of the app would: the keys change, and the page
 * hears the storage event the browser sends other tabs, so its atoms follow (docs/rules/device-state.md).
 * A test that writes storage itself and then reloads needs none of this.
 */
export async function writeAsAnotherTab(page: Page, entries: Record<string, string | null>): Promise<void> {
  // The app follows other tabs once it is idle after its start (lib/device-state/stored.ts).
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())))
  await page.evaluate((pairs) => {
    for (const [key, value] of Object.entries(pairs)) {
      const oldValue = localStorage.getItem(key)
      if (value === null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
      window.dispatchEvent(
        new StorageEvent('storage', {
          key,
          oldValue,
          newValue: value,
          storageArea: localStorage,
          url: location.href,
        }),
      )
    }
  }, entries)
}

/** The text of a downloaded file (the browser is shared, so the file is copied out of it first). */
export async function downloadedText(download: Download): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'luna-download-'))
  try {
    const path = join(dir, download.suggestedFilename())
    await download.saveAs(path)
    return readFileSync(path, 'utf8')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs axe on the page: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // axe-core once per document (its source is half a megabyte to parse each time).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const r = await axe.run(document, { resultTypes: ['violations'] })
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
  })
  const serious = result.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious, `${label}: ${JSON.stringify(serious, null, 1)}`).toEqual([])
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${label} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
}

/** The checks of every screen state: axe, then no sideways scroll. */
export async function expectAccessibleLayout(page: Page, label: string): Promise<void> {
  await expectAccessible(page, label)
  await expectNoSidewaysScroll(page, label)
}

/**
 * Opens the compass's save-reading form and waits for the card to move the focus to Tags (it does
 * so on the next animation frame). Filling a field before then races that focus: the text can land
 * in Tags instead.
 */
export async function openSaveForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save reading…' }).click()
  const tags = page.getByLabel('Tags', { exact: true })
  await tags.waitFor()
  await page.waitForFunction((id) => document.activeElement?.id === id, await tags.getAttribute('id'))
}

/**
 * Waits until a toast holding the title (and description) is on screen; returns its text. It looks
 * for that toast, not at whichever is last, so an earlier toast still on screen (the quiz's
 * "Archetype Saved") is not mistaken for it.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<string> {
  let toasts = page.locator('[role="status"], [role="alert"]').filter({ hasText: title })
  if (description) toasts = toasts.filter({ hasText: description })
  const t = toasts.last()
  try {
    await t.waitFor({ state: 'visible', timeout: 20_000 })
  } catch (error) {
    // Name every toast the page showed, so a failure says what came instead.
    const shown = await page.evaluate(() => (window as unknown as { __toasts?: string[] }).__toasts ?? [])
    throw new Error(`no toast "${title}" on screen; the page showed: ${JSON.stringify(shown)}`, {
      cause: error,
    })
  }
  return ((await t.textContent()) ?? '').replace(/\s+/g, ' ').trim()
}

/** Installed in every page: the text of each toast it shows, with the time it came (ms). */
function logToasts() {
  const shown: string[] = []
  ;(window as unknown as { __toasts: string[] }).__toasts = shown
  const seen = new WeakSet<Element>()
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[role="status"], [role="alert"]')) {
      if (seen.has(toast) || !toast.textContent?.trim()) continue
      seen.add(toast)
      shown.push(`${Math.round(performance.now())} ${toast.textContent.replace(/\s+/g, ' ').trim()}`)
    }
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

/** Visible text of the first toast on screen. */
export async function toastText(page: Page): Promise<string> {
  const t = page.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ }).last()
  await t.waitFor({ state: 'visible' })
  return (await t.innerText()).replace(/\s+/g, ' ').trim()
}

/** Answers the five quiz questions on screen, answer `pick(q)` to question q (the first by default). */
export async function answerQuiz(page: Page, pick: (question: number) => number = () => 0): Promise<void> {
  for (let q = 0; q < 5; q++) {
    await page.getByText(`Question ${q + 1} of 5`).waitFor()
    await page.getByRole('radio').nth(pick(q)).check()
    await page.getByRole('button', { name: q === 4 ? 'Complete Quiz' : 'Next' }).click()
  }
}

/** The onboarding steps from the welcome card, on the page already open at /onboarding (no reload). */
export async function onboardFromWelcome(
  page: Page,
  name: string,
  birthDate: string,
  pick?: (question: number) => number,
): Promise<void> {
  await page.getByRole('button', { name: 'Begin' }).click()
  await page.getByLabel('Your name').fill(name)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Birth date').fill(birthDate)
  await page.getByRole('button', { name: 'Continue' }).click()
  await answerQuiz(page, pick)
  await page.getByRole('button', { name: 'Begin Your Journey' }).click()
  await page.getByRole('button', { name: 'Enter the Compass' }).click()
}

/** Seeds browser storage as an onboarded visitor (through the real onboarding flow is in onboarding.test.ts). */
export async function onboardThroughUi(
  page: Page,
  name = 'Ada Lovelace',
  birthDate = '1990-06-15',
): Promise<void> {
  await page.goto('/onboarding')
  await onboardFromWelcome(page, name, birthDate)
}

/**
 * Noon or midnight of `date` ('HH:MM'): whichever puts the hour's compass reading further from the
 * phase boundaries for this archetype, so that the hour's note cannot depend on the server's live
 * Schumann data (the device computes with the model).
 */
export function calmTime(date: string, archetypeId: number): '12:00' | '00:00' {
  const dayPart = (time: string) => {
    const c = computeContributions({
      date,
      time,
      elevation: 0,
      awareness: 0.5,
      archetype: archetypeId,
      location: null,
    })
    return c.timeOfDay + c.dayOfYear + c.awareness + c.archetype
  }
  return Math.abs(dayPart('12:00')) >= Math.abs(dayPart('00:00')) ? '12:00' : '00:00'
}

/** Runs `step` with the app's scripts refused: what a page shows before any of its code runs. */
export async function withoutScripts(context: BrowserContext, step: () => Promise<void>): Promise<void> {
  await context.route('**/assets/*.js', (route) => route.abort())
  try {
    await step()
  } finally {
    await context.unroute('**/assets/*.js')
  }
}

/** Writes local storage on the site's origin, then opens `path`. */
export async function openWithStorage(
  page: Page,
  path: string,
  values: Record<string, string>,
): Promise<void> {
  // A file of the site, not a page of the app: no app code runs while the values are written, so
  // none of its start-up writes can race them (a slow machine once lost the session id that way).
  await page.goto('/robots.txt')
  await page.evaluate((v) => {
    for (const [k, value] of Object.entries(v)) localStorage.setItem(k, value)
  }, values)
  await page.goto(path)
}

/** A frame as `recordHeadingFrames` saw it. */
export interface HeadingFrame {
  /** The page was still the painted one (docs/decisions/062). */
  painted: boolean
  /** The heading was on the page, and not hidden. */
  shown: boolean
}

/**
 * From the next page on, records in every animation frame (from the first with a <main>) whether an
 * <h2> of `heading` is on the page and shown: read with `headingFrames`. A painted page's first card must stay
 * on screen as the app takes over, never replaced by a loading state for a moment.
 */
export async function recordHeadingFrames(context: BrowserContext, heading: string): Promise<void> {
  await context.addInitScript((text: string) => {
    const frames: { painted: boolean; shown: boolean }[] = []
    Object.assign(window, { headingFrames: frames })
    const sample = () => {
      const titles = [...document.querySelectorAll('main h2')]
        .filter((h) => h.checkVisibility())
        .map((h) => h.textContent)
      const painted = document.getElementById('root')?.hasAttribute('data-painted') ?? false
      if (document.querySelector('main')) frames.push({ painted, shown: titles.includes(text) })
      if (frames.length < 5000) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  }, heading)
}

/** The frames recorded on the page so far (`recordHeadingFrames`). */
export const headingFrames = (page: Page): Promise<HeadingFrame[]> =>
  page.evaluate(() => (window as unknown as { headingFrames: HeadingFrame[] }).headingFrames)

/**
 * The recorded heading in every frame, the painted page's and the app's (both seen): the app took
 * over the painted first card without a frame of anything else in its place.
 */
export async function expectHeadingInEveryFrame(page: Page): Promise<void> {
  const frames = await headingFrames(page)
  expect(frames.some((f) => f.painted)).toBe(true)
  expect(frames.some((f) => !f.painted)).toBe(true)
  expect(frames.filter((f) => !f.shown)).toEqual([])
}

/** From the next page on, records each layout shift's value (read with `layoutShifts`). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shifts recorded on the page so far (`recordLayoutShifts`). */
export const layoutShifts = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
