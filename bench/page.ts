// What the first page costs: every script (its inline ones included) and stylesheet a fresh browser
// loads for a URL, gzipped (./weigh.ts), and Lighthouse (mobile defaults) for a URL.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import puppeteer from 'puppeteer-core'
import {
  BENCH_CHROMIUM_ARGS,
  BROWSER_UI_POPUPS,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  disabledFeaturesIn,
  disableFeaturesFlag,
} from '../scripts/run.ts'
import { keepStorage } from './seed.ts'

export { type PageWeight, weighPage } from './weigh.ts'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  /** Lighthouse's total blocking time (simulated mobile), in ms. */
  tbtMs: number
  /**
   * Lighthouse's measure of the host's CPU speed: simulated throttling multiplies the tasks it
   * observes, so the blocking time of a slower host is larger (by more than its slowness: only a
   * task's time over 50 ms blocks).
   */
  benchmarkIndex: number
}

/** A visit before the measured one: none (cold), earlier the same day, or the day before. */
export type Returning = boolean | 'the-day-before'

/** One Lighthouse run: its figures, or why it produced none (Lighthouse's runtimeError). */
type LighthouseRun = { ok: true; figures: LighthouseFigures } | { ok: false; error: string }

/**
 * Opens `url` once as the visitor would, and again once its service worker controls the page.
 * `theDayBefore`: with the browser's clock set a day back, and until the next days' readings are
 * computed on the device (docs/decisions/026-days-computed-ahead.md), so that today's open is the
 * day's first.
 */
async function visitOnce(
  browser: Awaited<ReturnType<typeof puppeteer.connect>>,
  url: string,
  theDayBefore = false,
): Promise<void> {
  const page = await browser.newPage()
  if (theDayBefore)
    await page.evaluateOnNewDocument(() => {
      const DAY_MS = 86_400_000
      const RealDate = Date
      class DayBefore extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(RealDate.now() - DAY_MS)
          else super(...(args as [string]))
        }
        static override now() {
          return RealDate.now() - DAY_MS
        }
      }
      globalThis.Date = DayBefore as DateConstructor
    })
  await page.goto(url, { waitUntil: 'networkidle0' })
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  // The days ahead are computed on a page the service worker controls.
  await page.reload({ waitUntil: 'networkidle0' })
  if (theDayBefore)
    await page.waitForFunction(
      () => Object.keys(JSON.parse(localStorage.getItem('luna_days_ahead') ?? '{}').days ?? {}).length === 3,
      { timeout: 30_000 },
    )
  await page.close()
}

/** A cold run's check: no service worker and no cached code for the origin before Lighthouse loads it. */
async function expectNothingCached(
  browser: Awaited<ReturnType<typeof puppeteer.connect>>,
  url: string,
): Promise<void> {
  const page = await browser.newPage()
  await page.goto(new URL('/manifest.webmanifest', url).href)
  const found = await page.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: (await caches.keys()).length,
  }))
  await page.close()
  if (found.workers > 0 || found.caches > 0)
    throw new Error(`a cold run found ${found.workers} service workers and ${found.caches} caches`)
}

/**
 * chrome-launcher's own disabled features: Chromium reads only the last `--disable-features`, so the
 * one that leaves out the address bar's popups (scripts/run.ts) repeats them.
 */
const CHROME_LAUNCHER_DISABLED_FEATURES = disabledFeaturesIn(chromeLauncher.Launcher.defaultFlags())

/** Lighthouse with its mobile defaults (simulated throttling) on `url`, storage seeded when given. */
async function runLighthouseOnce(
  url: string,
  storage: Record<string, string>,
  returning: Returning = false,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      disableFeaturesFlag(CHROME_LAUNCHER_DISABLED_FEATURES, BROWSER_UI_POPUPS),
    ],
  })
  try {
    if (Object.keys(storage).length > 0 || returning) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
      const page = await browser.newPage()
      // The visitor's storage is written from a document that runs none of the app (the manifest,
      // on the same origin): a page of the app would install the service worker and fill its
      // cache, and the "cold" run would then load no code from the network.
      await page.goto(new URL('/manifest.webmanifest', url).href)
      await page.evaluate((entries: Record<string, string>) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
      }, storage)
      await page.close()
      // A returning visitor: one visit before, so the service worker and its cache are in place;
      // the same day, or the day before.
      if (returning) await visitOnce(browser, url, returning === 'the-day-before')
      else await expectNothingCached(browser, url)
      await browser.disconnect()
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: Object.keys(storage).length > 0 || returning !== false,
    })
    const lhr = result?.lhr
    if (!lhr) return { ok: false, error: 'no result' }
    if (lhr.runtimeError) return { ok: false, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
    const score = (id: string) => lhr.categories[id]?.score
    const performance = score('performance')
    const accessibility = score('accessibility')
    const bestPractices = score('best-practices')
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue
    if (performance == null || accessibility == null || bestPractices == null || !lcp)
      return { ok: false, error: 'a category or the LCP was not scored' }
    const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN
    // BENCH_LHR_DIR: every run's whole report kept there, to open in Lighthouse's viewer.
    const keepIn = process.env.BENCH_LHR_DIR
    if (keepIn) {
      mkdirSync(keepIn, { recursive: true })
      const visit = returning === false ? 'cold' : returning === true ? 'return' : returning
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${visit}-${Date.now()}.json`
      writeFileSync(join(keepIn, name), JSON.stringify(lhr))
    }
    if (process.env.BENCH_LONG_TASKS === '1') {
      const items =
        (
          lhr.audits['long-tasks']?.details as {
            items?: { url?: string; duration?: number; startTime?: number }[]
          }
        )?.items ?? []
      // Where the blocking time after the first paint went, by script ("Unattributable" is the
      // page's own work: parsing, style, layout): Lighthouse's rule (the part of a task past its
      // first 50 ms that falls after the first paint) on the long tasks it lists (at most 20). The
      // list's timings come from another of Lighthouse's simulations than the first paint's, so the
      // split is approximate and its sum need not equal the TBT.
      const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0
      const blocking = new Map<string, number>()
      for (const t of items) {
        const start = t.startTime ?? 0
        const end = start + (t.duration ?? 0)
        const part = Math.max(0, end - Math.max(start + 50, fcp))
        const who = t.url?.split('/').pop() ?? '?'
        if (part > 0) blocking.set(who, (blocking.get(who) ?? 0) + part)
      }
      const byScript = [...blocking].map(([who, ms]) => `${who} ${Math.round(ms)}`).join(', ')
      const sum = Math.round([...blocking.values()].reduce((a, b) => a + b, 0))
      const tasks = items
        .map(
          (t) =>
            `${t.url?.split('/').pop() ?? '?'} @${Math.round(t.startTime ?? 0)} ${Math.round(t.duration ?? 0)} ms`,
        )
        .join(', ')
      console.log(
        `  ${url}${returning ? ' (returning)' : ''}: TBT ${Math.round(tbt)} ms, first paint @${Math.round(fcp)}; blocking after it by script, about ${sum} ms: ${byScript}; long tasks: ${tasks}`,
      )
    }
    return {
      ok: true,
      figures: {
        performance,
        accessibility,
        bestPractices,
        lcpMs: Math.round(lcp),
        tbtMs: Math.round(tbt),
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? Number.NaN),
      },
    }
  } catch (err) {
    return { ok: false, error: String(err) }
  } finally {
    chrome.kill()
  }
}

export interface LighthouseResult extends LighthouseFigures {
  /** Every scored run, in order; the figures above are the median run's. */
  runs: LighthouseFigures[]
  /** Runs that produced no score, with Lighthouse's reason. */
  failedRuns: string[]
}

/**
 * Lighthouse `runs` times on `url` (Lighthouse's own advice against its run-to-run variance): the
 * figures of the run with the median performance score. A run that fails is retried (at most
 * `runs` retries in all) and its reason kept; with no scored run at all, this throws.
 */
export async function runLighthouse(
  url: string,
  storage: Record<string, string> = {},
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  returning: Returning = false,
): Promise<LighthouseResult> {
  const scored: LighthouseFigures[] = []
  const failedRuns: string[] = []
  while (scored.length < runs && failedRuns.length <= runs) {
    const run = await runLighthouseOnce(url, storage, returning)
    if (run.ok) scored.push(run.figures)
    else failedRuns.push(run.error)
  }
  const byPerformance = [...scored].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)
  const median = byPerformance[Math.floor((byPerformance.length - 1) / 2)]
  if (!median) throw new Error(`Lighthouse scored no run of ${url}: ${failedRuns.join('; ')}`)
  return { ...median, runs: scored, failedRuns }
}

/**
 * A returning visitor's second load of `url`: the module scripts it fetched from the network rather
 * than from its service worker (none is the goal: docs/decisions/019-offline-first.md).
 */
export async function codeRequestsOnReturn(
  url: string,
  storage: Record<string, string> = {},
): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...BENCH_CHROMIUM_ARGS],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await keepStorage(context, storage)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload({ waitUntil: 'networkidle' })
    const fromNetwork: string[] = []
    page.on('response', (res) => {
      const type = res.request().resourceType()
      if ((type === 'script' || type === 'stylesheet') && !res.fromServiceWorker())
        fromNetwork.push(new URL(res.url()).pathname)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    return fromNetwork
  } finally {
    await browser.close()
  }
}
