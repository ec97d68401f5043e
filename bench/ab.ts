// `npm run bench:ab -- URL_A URL_B`: the same page of two builds served side by side, loaded in
// turns in Chromium at 390 px with the CPU slowed 4× (Lighthouse's mobile factor), each load in a
// fresh context with the onboarded storage of ./seed.ts, measured from the browser's own trace
// (docs/profiling.md, "The web app's main thread"):
// - the first contentful paint;
// - blocking time after it: over the main thread's tasks of 50 ms or more, the part past their
//   first 50 ms that falls after the first paint (Lighthouse's rule, applied to real tasks rather
//   than simulated ones, and up to the end of the trace rather than to Lighthouse's interactive
//   time);
// - the longest task that ends after the first paint;
// - the takeover: when the app's first render was committed over the first frame the page's
//   inline script painted (the compass's card, docs/decisions/023 and 031): from then on the page
//   is React's.
// Lighthouse's own figures move by more than most changes between two runs on a 2-core machine; a
// real trace of alternating loads separates two builds where it cannot.
// BENCH_AB_RUNS: loads of each (6). BENCH_AB_NETWORK=slow-4g: a slow network too, 150 ms added to
// every request and 1.6 Mbit/s down (Lighthouse's slow 4G figures, applied per request), so that
// what waits on the network (a chain of module imports) shows. BENCH_AB_RETURN=1: a returning
// visitor's load, the code from the service worker's cache.
import { chromium } from 'playwright-core'
import { BENCH_CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/run.ts'
import { keepStorage, onboardedStorage, visitBefore } from './seed.ts'
import { pageMainThread, traceEventsOf } from './traces.ts'

interface Load {
  firstPaintMs: number
  blockingMs: number
  longestMs: number
  /** ms after the navigation began; null where the page painted no first frame. */
  takeoverMs: number | null
}

const urls = process.argv.slice(2)
if (urls.length !== 2) {
  console.error('usage: npm run bench:ab -- URL_A URL_B (the same page of two running servers)')
  process.exit(2)
}
const runs = Number(process.env.BENCH_AB_RUNS ?? 6)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`BENCH_AB_RUNS must be a whole number of loads, 1 or more (got ${process.env.BENCH_AB_RUNS})`)
  process.exit(2)
}
const slow4g = process.env.BENCH_AB_NETWORK === 'slow-4g'
const returning = process.env.BENCH_AB_RETURN === '1'

/**
 * Records in the page when the app's first render was committed over the first frame: app.tsx drops
 * #root's `data-first-frame` as it starts that render, and React's commit then clears the container
 * of the frame's nodes.
 */
function watchTakeover() {
  const seen = { painted: false, rendering: false }
  new MutationObserver((mutations, observer) => {
    const root = document.getElementById('root')
    if (!root) return
    if (root.dataset.firstFrame !== undefined) seen.painted = true
    else if (seen.painted) seen.rendering = true
    if (seen.rendering && mutations.some((m) => m.target === root && m.removedNodes.length > 0)) {
      ;(window as { __takeover?: number }).__takeover = performance.now()
      observer.disconnect()
    }
  }).observe(document, { subtree: true, childList: true, attributeFilter: ['data-first-frame'] })
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BENCH_CHROMIUM_ARGS] })

async function load(url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: returning ? 'allow' : 'block',
  })
  try {
    await keepStorage(context, onboardedStorage())
    await context.addInitScript(watchTakeover)
    if (returning) await visitBefore(context, url)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    if (slow4g) {
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
    }
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    })
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(2000)
    const takeover = await page.evaluate(() => (window as { __takeover?: number }).__takeover ?? null)
    const firstPaint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    )
    const events = traceEventsOf(await browser.stopTracing())
    const main = pageMainThread(events)
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts
    if (fcp === undefined || firstPaint === null)
      throw new Error(`${url}: no first contentful paint in the trace`)
    const tasks = main.tasks.filter((e) => e.name === 'RunTask')
    let blocking = 0
    let longest = 0
    for (const t of tasks) {
      const end = t.ts + t.dur
      if (end <= fcp) continue
      longest = Math.max(longest, t.dur / 1000)
      if (t.dur >= 50_000) blocking += Math.max(0, end - Math.max(t.ts + 50_000, fcp)) / 1000
    }
    return {
      firstPaintMs: Math.round(firstPaint),
      blockingMs: Math.round(blocking),
      longestMs: Math.round(longest),
      takeoverMs: takeover === null ? null : Math.round(takeover),
    }
  } finally {
    await context.close()
  }
}

/** The median; of an even count, the mean of the two middle values. */
function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const at = (i: number) => sorted[i] ?? Number.NaN
  return sorted.length % 2 === 1 ? at(mid) : Math.round((at(mid - 1) + at(mid)) / 2)
}

const loads: Load[][] = [[], []]
try {
  for (let i = 0; i < runs; i++)
    // Which build goes first alternates too, so that the machine's drift falls on both.
    for (const which of i % 2 === 0 ? [0, 1] : [1, 0]) loads[which]?.push(await load(urls[which] ?? ''))
} finally {
  await browser.close()
}
const network = slow4g ? ', slow network' : ''
console.log(`${runs} loads of each, 4× CPU${network}, ${returning ? 'returning' : 'cold'}, 390 px:`)
const list = (xs: number[]) => `${xs.join(', ')} ms (median ${median(xs)})`
for (const [which, url] of urls.entries()) {
  const mine = loads[which] ?? []
  const takeovers = mine.flatMap((l) => (l.takeoverMs === null ? [] : [l.takeoverMs]))
  console.log(`  ${url}`)
  console.log(`    first paint ${list(mine.map((l) => l.firstPaintMs))}`)
  console.log(`    blocking after it ${list(mine.map((l) => l.blockingMs))}`)
  console.log(`    longest task after it ${list(mine.map((l) => l.longestMs))}`)
  console.log(`    takeover ${takeovers.length > 0 ? list(takeovers) : 'none (no first frame)'}`)
}
const [a = [], b = []] = loads
const fewer = a.filter((l, i) => (b[i]?.blockingMs ?? Number.POSITIVE_INFINITY) < l.blockingMs).length
console.log(`  B blocked less than A in ${fewer} of ${runs} pairs`)
