// `npm run bench:trace [URL]`: the long tasks of one cold load of a page (default: the onboarded
// compass) in Chromium at 390 px with the CPU slowed 4× (Lighthouse's mobile factor), no service
// worker (BENCH_TRACE_RETURN=1: on return, the code from the worker's cache), and what each task is
// made of, from the browser's own trace (docs/profiling.md; BENCH_TRACE_V8=1 adds V8's compiles).
// BENCH_URL or the argument points it at a running server (`npm start`).
import { chromium } from 'playwright-core'
import { BENCH_CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/run.ts'
import { keepStorage, onboardedStorage, visitBefore } from './seed.ts'
import { pageMainThread, traceEventsOf } from './traces.ts'

const url = process.argv[2] ?? process.env.BENCH_URL ?? 'http://127.0.0.1:8787/compass'
// BENCH_TRACE_RETURN=1: a returning visitor's load instead: the service worker installed and the
// page visited before, so that the code comes from the worker's cache, as on a phone's second open.
const returning = process.env.BENCH_TRACE_RETURN === '1'
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BENCH_CHROMIUM_ARGS] })
try {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: returning ? 'allow' : 'block',
  })
  await keepStorage(context, onboardedStorage())
  if (returning) await visitBefore(context, url)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      // BENCH_TRACE_V8=1: what a module's evaluation is made of, V8's main-thread compiles
      // (docs/performance.md, "twentieth"). Off by default: tracing them costs V8 time of its own
      // (it collects source positions), which lengthens the very tasks it names.
      ...(process.env.BENCH_TRACE_V8 === '1' ? ['v8', 'disabled-by-default-v8.compile'] : []),
    ],
  })
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(2000)
  const events = traceEventsOf(await browser.stopTracing())
  const main = pageMainThread(events)
  const onMain = main.tasks
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? 0
  const at = (ts: number) => Math.round((ts - start) / 1000)
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)
  console.log(`${url}: first contentful paint at ${fcp ? at(fcp.ts) : '?'} ms (4× CPU)`)
  for (const task of onMain
    .filter((e) => e.name === 'RunTask' && e.dur > 50_000)
    .sort((a, b) => a.ts - b.ts)) {
    const within = new Map<string, number>()
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur) continue
      const key = `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''}`
      within.set(key, (within.get(key) ?? 0) + e.dur)
    }
    const parts = [...within]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${Math.round(v / 1000)}`)
    // Nested events are counted in each of their parents: the parts overlap and need not sum.
    console.log(`  at ${at(task.ts)} ms, ${Math.round(task.dur / 1000)} ms: ${parts.join(' | ')}`)
  }
} finally {
  await browser.close()
}
